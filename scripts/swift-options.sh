# The options every script here passes to `swift build` and `swift test` (scripts/test, the
# smoke scripts, scripts/faults, scripts/run, scripts/bench), so that they all share one build
# per configuration: SwiftPM rebuilds every module when the options differ from the last
# build's. Sourced, not run.
#
# Each saves CPU on a clean build without changing what is built or tested:
# - -gnone: no debug information (SwiftPM asks for it in debug and release builds alike).
#   Nothing here reads it: a failing test reports its own file and line, and a crash's
#   backtrace still names its functions (from the symbol table).
# - -driver-batch-count 1: a debug build compiles each module's files in one compiler job
#   instead of one per core. Every job parses all the module's files and loads every module
#   it imports (the macros' SwiftSyntax among them), so two jobs did that twice. Release
#   builds compile each module whole in any case.
# (--disable-index-store cannot join them: on Linux, SwiftPM finds the tests in the index
# store that a debug build writes.)
swift_options=(-Xswiftc -gnone -Xswiftc -driver-batch-count -Xswiftc 1)
