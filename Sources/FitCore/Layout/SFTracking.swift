/// The size-specific tracking Apple applies to SF Pro on iOS (HIG Typography → Specifications; the
/// table is reproduced in FACTS.md).
///
/// Only for approximating SF Pro with another font, or when a matrix asks for it: the running system
/// applies it to SF Pro by itself. It is ordinary tracking, so it goes only between grapheme clusters
/// of trackable scripts (never Devanagari or Arabic), like any other letter-spacing.
public enum SFTracking {
    /// `(from point size, tracking in 1/1000 em)`, ascending. A size between two listed sizes takes
    /// the value of the nearest lower one; the HIG's ranges (36–40 pt, …) are runs of equal values,
    /// so listing each range's first size is the whole table. Below 6 pt the 6 pt value applies.
    private static let table: [(Double, Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5), (60, 4), (66, 3), (68, 2),
        (76, 1), (80, 0),
    ]

    /// Tracking at `pointSize`, in 1/1000 em.
    public static func trackingThousandths(forPointSize pointSize: Double) -> Double {
        table.last { $0.0 <= pointSize }?.1 ?? table[0].1
    }

    /// Tracking at `pointSize`, in points: `pointSize × thousandths / 1000`.
    public static func tracking(forPointSize pointSize: Double) -> Double {
        pointSize * trackingThousandths(forPointSize: pointSize) / 1000
    }
}
