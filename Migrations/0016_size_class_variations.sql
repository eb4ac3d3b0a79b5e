-- layoutstore schema 0016: size-class variations. Never edit this file once shipped.
--
-- What Interface Builder's size classes (`wC hR`, `hC`, …) change of a view or a constraint
-- (Model's ViewVariation and ConstraintVariation): per class, whether it is installed; a
-- constraint's constant and priority; a stack view's axis, distribution, alignment and spacing.
-- One JSON object per row keyed by class: in `views`, by field name (`{"variation.hC":
-- {"installed": false}}`), in `constraints`, by class (`{"hC": {"constant": 8}}`). NULL for none:
-- every row made before, and every view or constraint that does not vary. History records each
-- class as a field of its own (`variation.hC`, `variation.wR.hC`); these columns are only the
-- current state.

ALTER TABLE views ADD COLUMN variations TEXT;
ALTER TABLE constraints ADD COLUMN variations TEXT;
