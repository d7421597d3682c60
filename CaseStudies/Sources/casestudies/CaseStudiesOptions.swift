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
        openedStudy = try Self.study(named: try arguments.value(of: argument, needing: "the name of a study")).id
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

  /// The study `name` names: by its short name, else by its name in the menu, which two
  /// chapters may share ("Basics"); then the choices are listed by their short names.
  static func study(named name: String) throws -> CaseStudy {
    if let study = CaseStudy.all.first(where: { $0.id == name }) { return study }
    let matches = CaseStudy.all.filter { $0.name.lowercased() == name.lowercased() }
    guard let study = matches.first else { throw ArgumentError("no study named \(name)") }
    guard matches.count == 1 else {
      let choices = matches.map { "\($0.id) (\($0.chapter.rawValue))" }.joined(separator: ", ")
      throw ArgumentError("\(matches.count) studies are named \(name); open one by its short name: \(choices)")
    }
    return study
  }
}
