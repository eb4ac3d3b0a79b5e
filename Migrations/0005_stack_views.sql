-- layoutstore schema 0005: stack views. Never edit this file once shipped.
--
-- A stack view's fields (axis, distribution, alignment, spacing, custom spacing, baseline- and
-- margins-relative arrangement, arranged subviews) as one canonical JSON object keyed by the
-- field names of its changes; NULL for every other view. History keeps each field apart, as
-- for any other view field; this column is only the current state.

ALTER TABLE views ADD COLUMN stack TEXT;
