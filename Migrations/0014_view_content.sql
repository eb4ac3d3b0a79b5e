-- layoutstore schema 0014: what a view shows. Never edit this file once shipped.
--
-- A view's content as Interface Builder records it (docs/fields.md; Model's ViewContent): the
-- text of a label, text field or text view; a button's titles per control state (JSON
-- `{"normal": "OK", …}`); a text field's placeholder; the font (JSON `{"name", "size",
-- "textStyle", "weight"}`); a label's number of lines (JSON number) and line break mode; an
-- image (JSON `{"height", "name", "width"}`); a segmented control's titles (JSON list). NULL for
-- none: every view made before, and every view that shows nothing of the kind. History records
-- each as a view field of the same name (`text`, `titles`, `placeholder`, `font`,
-- `numberOfLines`, `lineBreakMode`, `image`, `segmentTitles`); these columns are only the
-- current state.

ALTER TABLE views ADD COLUMN text TEXT;
ALTER TABLE views ADD COLUMN titles TEXT;
ALTER TABLE views ADD COLUMN placeholder TEXT;
ALTER TABLE views ADD COLUMN font TEXT;
ALTER TABLE views ADD COLUMN number_of_lines TEXT;
ALTER TABLE views ADD COLUMN line_break_mode TEXT;
ALTER TABLE views ADD COLUMN image TEXT;
ALTER TABLE views ADD COLUMN segment_titles TEXT;
