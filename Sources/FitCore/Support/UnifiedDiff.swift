/// The unified diff of two texts (`diff -u`'s format: `---`/`+++` headers, `@@ -a,b +c,d @@` hunks
/// with three lines of context), by Myers' algorithm over lines. `apply --dry-run` prints it.
public enum UnifiedDiff {
    /// Empty when the texts are equal.
    public static func diff(_ old: String, _ new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Group changes into hunks: runs of changes closer than twice the context.
        var index = 0
        while index < script.count {
            guard script[index].kind != .same else { index += 1; continue }
            var end = index
            var last = index
            while end < script.count {
                if script[end].kind != .same { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            let from = max(0, index - context), to = min(script.count, last + context + 1)
            let hunk = script[from..<to]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count, newCount = hunk.filter { $0.kind != .delete }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in hunk {
                let mark = line.kind == .same ? " " : line.kind == .delete ? "-" : "+"
                out += mark + line.text + "\n"
                if !line.endsWithNewline { out += "\\ No newline at end of file\n" }
            }
            index = to
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private struct Line: Equatable {
        var text: Substring
        var endsWithNewline: Bool
    }

    private static func lines(_ text: String) -> [Line] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { Line(text: $0, endsWithNewline: true) }
        if result.last?.text.isEmpty == true { result.removeLast() } else if !result.isEmpty { result[result.count - 1].endsWithNewline = false }
        return result
    }

    private enum Kind { case same, delete, insert }

    /// One line of the edit script, with its 1-based line numbers in the old and new text (for a
    /// line one side lacks: the number the next line there has).
    private struct Step {
        var kind: Kind
        var text: Substring
        var endsWithNewline: Bool
        var oldLine: Int
        var newLine: Int
    }

    private static func edits(_ a: [Line], _ b: [Line]) -> [Step] {
        let n = a.count, m = b.count
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[maxD + k - 1] < v[maxD + k + 1])) ? v[maxD + k + 1] : v[maxD + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[maxD + k] = x
                if x >= n && y >= m { found = true; break }
            }
            if found { trace.append(v); break }
        }
        // Back through the trace, from the end to the start.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 2, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[maxD + k - 1] < v[maxD + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[maxD + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                steps.append(Step(kind: .same, text: a[x - 1].text, endsWithNewline: a[x - 1].endsWithNewline, oldLine: x, newLine: y))
                x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX {
                    steps.append(Step(kind: .insert, text: b[y - 1].text, endsWithNewline: b[y - 1].endsWithNewline, oldLine: x + 1, newLine: y))
                } else {
                    steps.append(Step(kind: .delete, text: a[x - 1].text, endsWithNewline: a[x - 1].endsWithNewline, oldLine: x, newLine: y + 1))
                }
            }
            x = previousX; y = previousY
        }
        return steps.reversed()
    }
}
