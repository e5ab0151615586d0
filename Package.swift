// swift-tools-version:6.0
// fitcheck — headless text-fit measurement for String Catalogs.
import PackageDescription

let package = Package(
    name: "fitcheck",
    products: [
        .executable(name: "fitcheck", targets: ["fitcheck"]),
        .library(name: "FitCore", targets: ["FitCore"]),
    ],
    targets: [
        // Native libraries, one target each, found through pkg-config (apt on Linux, Homebrew on a Mac).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // ICU: `icu-i18n` requires `icu-uc`, so pkg-config gives both (Homebrew's ICU is keg-only: its
        // `lib/pkgconfig` goes on PKG_CONFIG_PATH). No Swift code imports this module, only the shim.
        .systemLibrary(name: "CICU", pkgConfig: "icu-i18n",
                       providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // ICU behind a plain-C header: Foundation and ICU's headers cannot meet in one Swift module.
        .target(name: "CICUShim", dependencies: ["CICU"]),

        .target(name: "FitCore",
                dependencies: ["CFreeType", "CHarfBuzz", "CFontconfig", "CPNG", "CICUShim"],
                // Each stage's reference for users sits beside its code.
                exclude: ["Catalog/README.md", "Report/README.md", "Render/README.md",
                          "Budget/README.md", "Baseline/README.md", "Apply/README.md", "Server/README.md",
                          "Groups/README.md", "SlotInference/README.md", "Judge/README.md",
                          "ConstraintSolver/README.md", "SceneLayout/README.md"],
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(name: "fitcheck", dependencies: ["FitCore"],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // The benchmark (`make bench`): generated catalogs, the default matrix, Pango and the shaping floor.
        .executableTarget(name: "fitcheck-bench", dependencies: ["FitCore", "CHarfBuzz"],
                          exclude: ["pango_baseline.py", "reference_outputs.sh", "compare_builds.sh", "README.md"],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // libFuzzer target for the catalog readers and measure: `make fuzz` (see the Makefile).
        .executableTarget(name: "fitcheck-fuzz", dependencies: ["FitCore"],
                          exclude: ["README.md"],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
        // What both test targets share: where the repository's files and the corpus are, scratch
        // folders, golden files, synthetic shaped text.
        .target(name: "FitcheckTestSupport", dependencies: ["FitCore"], path: "Tests/TestSupport",
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "FitCoreTests", dependencies: ["FitCore", "CICUShim", "FitcheckTestSupport"],
                    exclude: ["Fixtures"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "fitcheckTests", dependencies: ["fitcheck", "FitCore", "FitcheckTestSupport"],
                    exclude: ["Golden"],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
