-- layoutstore schema 0008: the design device's safe area and alignment insets. Never edit this file once shipped.
--
-- The safe-area insets the screen gives a root view (the design device's status bar, sensor
-- housing and home indicator), which `solve` and `check` apply at the design size unless
-- `--device` names another; import infers them from the document's device and frames. Canonical
-- JSON `{"bottom","left","right","top"}`, NULL for none (every subview, and every view made
-- before). History records it as the view field `deviceSafeAreaInsets`; this column is only the
-- current state.

ALTER TABLE views ADD COLUMN device_safe_area TEXT;

-- A view's alignment insets (how far its alignment rectangle lies inside its frame: UIKit
-- switches and sliders, AppKit buttons, pop-ups and labels), which import fills from the
-- control's class and style and the solver applies. Canonical JSON like the safe area, NULL for
-- zero (most views, and every view made before). History records it as `alignmentInsets`.

ALTER TABLE views ADD COLUMN alignment_insets TEXT;
