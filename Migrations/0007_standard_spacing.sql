-- layoutstore schema 0007: standard spacing. Never edit this file once shipped.
--
-- Whether a constraint's constant is Interface Builder's standard spacing (`symbolic="YES"` in
-- a document, system spacing in code) rather than a number chosen; 0 for every constraint made
-- before. History records it as the field `standardSpacing`; this column is only the current state.

ALTER TABLE constraints ADD COLUMN standard_spacing INTEGER NOT NULL DEFAULT 0;
