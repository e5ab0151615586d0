/// A value per face of a ``FontLibrary`` (by face index), made the first time it is asked for: what a
/// ``Shaper`` keeps per face, looked up by index rather than hashed.
struct FaceTable<Value> {
    private var values: [Value?] = []

    /// The value for `face`, made by `make` the first time.
    mutating func value(for face: Int, make: () throws -> Value) rethrows -> Value {
        if face < values.count, let known = values[face] { return known }
        if values.count <= face { values.append(contentsOf: repeatElement(nil, count: face + 1 - values.count)) }
        let made = try make()
        values[face] = made
        return made
    }
}
