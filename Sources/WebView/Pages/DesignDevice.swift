import Model

/// The device a project was designed on: the one of the device table whose screen, in either
/// orientation, is its root view's design frame (and whose safe area is the one the root
/// keeps, when it keeps one). Its design frames are Interface Builder's for that screen only,
/// so only there can a view be called misplaced.
struct DesignDevice: Equatable {
    var device: Device
    var orientation: Device.Orientation

    /// Nil for a root of no device's size (a xib's free-form view, a cell).
    init?(of project: Project) {
        guard let root = project.rootViews.first else { return nil }
        let size = (root.frame.width, root.frame.height)
        var candidates: [DesignDevice] = []
        for device in Device.all {
            for orientation in Device.Orientation.allCases {
                let screen = device.size(orientation)
                if abs(screen.width - size.0) < 0.5, abs(screen.height - size.1) < 0.5 {
                    candidates.append(DesignDevice(device: device, orientation: orientation))
                }
            }
        }
        // Screens of one size differ by their safe areas (a notch or none): the root's tells them apart.
        let match =
            root.deviceSafeAreaInsets.flatMap { insets in candidates.first { $0.device.safeArea($0.orientation) == insets } } ?? candidates.first
        guard let match else { return nil }
        self = match
    }

    private init(device: Device, orientation: Device.Orientation) {
        self.device = device
        self.orientation = orientation
    }
}
