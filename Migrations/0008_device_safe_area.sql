-- layoutstore schema 0008: the design device's safe area. Never edit this file once shipped.
--
-- The safe-area insets the screen gives a root view (the design device's status bar, sensor
-- housing and home indicator), which `solve` and `check` apply at the design size unless
-- `--device` names another; import infers them from the document's device and frames. Canonical
-- JSON `{"bottom","left","right","top"}`, NULL for none (every subview, and every view made
-- before). History records it as the view field `deviceSafeAreaInsets`; this column is only the
-- current state.

ALTER TABLE views ADD COLUMN device_safe_area TEXT;
