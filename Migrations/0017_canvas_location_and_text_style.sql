-- layoutstore schema 0017: canvas locations, text alignment and colour. Never edit this file once shipped.
--
-- A root view's place on Interface Builder's canvas, the centre of its scene (JSON `{"x", "y"}`;
-- Model's CanvasLocation), which a document's overview lays its scenes out by; and how a label,
-- text field or text view sets its text (`natural`, `left`, `center`, `right`, `justified`) and
-- in which colour (`#RRGGBB` or `#RRGGBBAA`, sRGB). NULL for none: every row made before, every
-- view that is not an imported root, and every view whose document names no alignment or
-- colour. History records them as the view fields `canvasLocation`, `textAlignment` and
-- `textColor`; these columns are only the current state.

ALTER TABLE views ADD COLUMN canvas_location TEXT;
ALTER TABLE views ADD COLUMN text_alignment TEXT;
ALTER TABLE views ADD COLUMN text_color TEXT;
