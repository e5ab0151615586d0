/// A value kept in one shared box, copied when written while shared: a struct of many strings that is
/// handed from stage to stage costs one reference count per copy instead of one per string.
///
/// Swift copies a struct argument at calls it cannot prove safe (into a mutating method, say), so a
/// rendition or a failure record was copied several times on its way through a run, each time
/// retaining and releasing a dozen strings. Read through ``value`` in place; write through it as usual.
struct CopyOnWrite<Value: Sendable>: @unchecked Sendable {
    // Written only when no other `CopyOnWrite` shares it: never while another thread reads it.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }
}
