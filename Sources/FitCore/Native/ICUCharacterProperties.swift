import CICUShim

/// Unicode character properties from ICU (`u_hasBinaryProperty` behind the C shim).
enum ICUCharacterProperties {
    /// Whether `scalar` is shown as an emoji by default (Unicode's Emoji_Presentation).
    static func hasEmojiPresentation(_ scalar: UInt32) -> Bool {
        fitcheck_icu_emoji_presentation(scalar) != 0
    }
}
