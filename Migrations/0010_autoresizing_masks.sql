-- layoutstore schema 0010: autoresizing masks. Never edit this file once shipped.
--
-- A view that translates its autoresizing mask into constraints (UIKit's
-- translatesAutoresizingMaskIntoConstraints), as Interface Builder lays out views without
-- constraints and cells' content views: its flexible parts by UIKit's names separated by commas
-- (`flexibleWidth,flexibleBottomMargin`), or `none` for a mask with every part fixed. NULL for
-- a view that does not translate one (every view made before, and the views the CLI makes).
-- History records it as the view field `autoresizingMask`, in the same text; this column is only
-- the current state.

ALTER TABLE views ADD COLUMN autoresizing_mask TEXT;
