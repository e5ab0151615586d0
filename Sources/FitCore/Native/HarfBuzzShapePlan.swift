import CHarfBuzz

/// A HarfBuzz shape plan (`hb_shape_plan_t`), owned: what HarfBuzz's shaper does for a font
/// instance, script and language, left to right — here, which lookups it applies.
final class HarfBuzzShapePlan {
    private let plan: OpaquePointer

    /// The plan HarfBuzz caches on the face for `font`'s instance (its normalized variation
    /// coordinates), `script` (an ISO 15924 tag) and `language`, left to right, with no user features.
    init(font: HarfBuzzFont, script: UInt32, language: HarfBuzzLanguage) {
        var properties = hb_segment_properties_t()
        properties.direction = HB_DIRECTION_LTR
        properties.script = hb_script_t(rawValue: script)
        properties.language = language.withUnsafeLanguage { $0 }
        var coordinateCount: UInt32 = 0
        let coordinates = font.withUnsafeFont { hb_font_get_var_coords_normalized($0, &coordinateCount) }
        plan = font.face.withUnsafeFace { face in
            hb_shape_plan_create_cached2(face, &properties, nil, 0, coordinates, coordinateCount, nil)
        }
    }

    deinit { hb_shape_plan_destroy(plan) }

    /// The lookups of table `table` (`GSUB` or `GPOS`) that the plan applies: those of its features
    /// (not the lookups they call). The corresponding C function is `hb_ot_shape_plan_collect_lookups`.
    func lookups(table: UInt32) -> HarfBuzzSet {
        let set = HarfBuzzSet()
        set.withUnsafeSet { hb_ot_shape_plan_collect_lookups(plan, table, $0) }
        return set
    }
}
