/// A picture the run drew, as the report page links it: its path relative to the pictures' folder
/// (`de/Localizable_settings_390_AX1_1a2b.png`) and its size in points (pixels ÷ scale), so that the
/// page reserves its room before it loads.
public struct DrawnPicture: Equatable, Sendable {
    public var path: String
    public var width: Int
    public var height: Int

    public init(path: String, width: Int, height: Int) {
        self.path = path
        self.width = width
        self.height = height
    }
}
