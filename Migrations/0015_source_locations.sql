-- layoutstore schema 0015: source locations. Never edit this file once shipped.
--
-- Where a constraint imported from Swift layout code is written (`File.swift:63:23`); NULL for
-- every other constraint, and for every constraint made before. History records it as the field
-- `sourceLocation`; this column is only the current state.

ALTER TABLE constraints ADD COLUMN source_location TEXT;
