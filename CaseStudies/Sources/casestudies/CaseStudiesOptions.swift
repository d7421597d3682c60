import CaseStudies
import TerminalScript

/// What the command line asks for: a study to start in, and the live clients to use.
struct CaseStudiesOptions {
  /// `--open STUDY`, by its menu name or its short name: the study's id.
  var openedStudy: String?
  /// `--facts-url TEMPLATE`: an http(s) URL with `{n}` for the number.
  var factsTemplate: String?
  /// `--real-downloads`: the downloads study fetches over HTTPS.
  var realDownloads = false

  init(_ arguments: inout ProgramArguments) throws {
    while let argument = try arguments.next() {
      switch argument {
      case "--open":
        let name = try arguments.value(of: argument, needing: "the name of a study")
        guard let study = CaseStudy.named(name) else { throw ArgumentError("no study named \(name)") }
        openedStudy = study.id
      case "--facts-url":
        let template = try arguments.value(of: argument, needing: "a URL template")
        guard template.contains("{n}"), template.hasPrefix("http://") || template.hasPrefix("https://") else {
          throw ArgumentError("--facts-url needs an http(s) URL with {n} for the number, not \(template)")
        }
        factsTemplate = template
      case "--real-downloads":
        realDownloads = true
      default:
        throw ArgumentError.unknown(argument)
      }
    }
  }
}
