import Foundation

/// The entry point. Built for fuzzing (`make fuzz`: `-sanitize=fuzzer -DFUZZING`) it hands over to
/// libFuzzer's driver (SwiftPM links an executable's `main` to its module's own, so libFuzzer's `main`
/// cannot be used directly). Built plainly, it runs the target once on each file named on the
/// command line, to replay a crasher or a corpus.
@main enum Replay {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            fuzzOneInput(data ?? UnsafePointer(bitPattern: 1)!, size)
        })
        #else
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("fitcheck-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            FuzzTarget.run([UInt8](data))
            print("\(path): ok")
        }
        #endif
    }
}

#if FUZZING
/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif
