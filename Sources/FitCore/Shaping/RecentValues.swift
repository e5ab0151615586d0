/// The last few answers of a look-up, searched in order before the dictionary behind them: a worker
/// asks for the same few keys (the languages and scripts of the texts it shapes) over and over, and
/// comparing a handful of keys costs less than hashing one (a language tag is a string).
struct RecentValues<Key: Equatable, Value> {
    private struct Entry {
        var key: Key
        var value: Value
    }

    private var entries: [Entry] = []
    /// The entry replaced next once the list is full (oldest first).
    private var next = 0
    let capacity: Int

    init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    func value(for key: Key) -> Value? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    mutating func remember(_ value: Value, for key: Key) {
        if entries.count < capacity {
            entries.append(Entry(key: key, value: value))
        } else {
            entries[next] = Entry(key: key, value: value)
            next = (next + 1) % capacity
        }
    }
}
