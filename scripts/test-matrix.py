#!/usr/bin/env python3
"""The features of the test matrix, and the summaries of their JUnit results (for scripts/test).

  test-matrix.py features               one line per feature: NAME<tab>TEST TARGETS<tab>SMOKE SCRIPTS
  test-matrix.py feature NAME           the line of the feature NAME, its letters in any case
                                        (`todos` is Todos); exit 64 with the list when none is
  test-matrix.py programs SCRIPT...     the programs those smoke scripts drive, on one line
  test-matrix.py summary [--targets "A B"] FILE.xml...
                                        checks the JUnit files and prints one line per feature
                                        whose test targets all ran: NAME: N passed, M failed, S s
                                        (S: the time of its slowest test case)
  test-matrix.py smoke FILE.xml SCRIPT CONFIGURATION STATUS SECONDS...
                                        writes the smoke scripts' runs as JUnit and prints
                                        their line: smoke scripts: N passed, M failed, S s

The features come from Package.swift, so they cannot drift from it:
- a test target outside the lessons (Tests/NAMETests) is the feature NAME;
- a lesson (Examples/NAME or CaseStudies) is the feature NAME: every test target under its
  folder and the smoke scripts of its programs;
- a test target of a lesson, alone, is the feature of its name without "Tests" (the lesson's
  feature when the names are the same, as for CaseStudies).
A smoke script drives the program that it builds (`build_program NAME`), and the program's
target path names its lesson; one that drives several programs names its core feature instead
(`smoke_feature=NAME`, e.g. TerminalScript).
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    print(f"scripts/test: {message}", file=sys.stderr)
    sys.exit(1)


def package():
    """Package.swift as JSON. A scratch directory of its own keeps SwiftPM from waiting for the
    lock of .build, which a running `swift test` holds (the matrix's own tests call this)."""
    scratch = tempfile.mkdtemp()
    # The whole package, also inside a run of scripts/test FEATURE, which narrows it.
    environment = {name: value for name, value in os.environ.items() if name != "COMPOSABLE_TERMINAL_TARGETS"}
    try:
        result = subprocess.run(
            ["swift", "package", "--scratch-path", scratch, "dump-package"],
            cwd=ROOT, capture_output=True, text=True, env=environment,
        )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if result.returncode != 0:
        fail(f"swift package dump-package failed:\n{result.stderr}")
    return json.loads(result.stdout)


def lesson_of(path):
    """The lesson a target path lies in, or None for the core and the shared test folders."""
    match = re.match(r"(?:Examples/([^/]+)|(CaseStudies))/", path or "")
    return match and (match.group(1) or match.group(2))


def smoke_scripts():
    """Every smoke script with the feature it belongs to, in the order scripts/test runs them:
    the feature it names (`smoke_feature=NAME`, for a script that drives several programs), or
    else ("program", NAME) for the one program it builds (`build_program NAME`)."""
    scripts = {}
    for script in ["scripts/tmux-smoke"] + sorted(glob.glob("scripts/tmux-smoke-*", root_dir=ROOT)):
        with open(os.path.join(ROOT, script)) as file:
            text = file.read()
        declared = re.findall(r"^smoke_feature=([A-Za-z0-9_]+)", text, re.MULTILINE)
        if declared:
            scripts[script] = ("feature", declared[0])
            continue
        programs = re.findall(r"^\s*build_program\s+([^\s;]+)", text, re.MULTILINE)
        if len(programs) != 1:
            fail(
                f"{script} must build exactly one program (build_program NAME) or name its feature"
                f" (smoke_feature=NAME); it builds {programs or 'none'}"
            )
        scripts[script] = ("program", programs[0])
    return scripts


def programs(scripts):
    """The programs the smoke scripts drive (`build_program NAME`), in order and once each; a
    script that builds a program named by a variable drives all of them."""
    names = []
    for script in scripts:
        with open(os.path.join(ROOT, script)) as file:
            built = re.findall(r"^\s*build_program\s+([^\s;]+)", file.read(), re.MULTILINE)
        if any(not re.fullmatch(r"[A-Za-z0-9_-]+", name) for name in built):
            built = [p["name"] for p in package()["products"] if "executable" in p["type"]]
        names += [name for name in built if name not in names]
    return names


def features():
    """[(name, [test target], [smoke script])] in the order of Package.swift: the core's
    features first, then each lesson followed by its modules."""
    targets = package()["targets"]
    lesson_of_program = {t["name"]: lesson_of(t.get("path")) for t in targets if t["type"] == "executable"}
    smokes_of_lesson, smokes_of_feature = {}, {}
    for script, (kind, name) in smoke_scripts().items():
        if kind == "feature":
            smokes_of_feature.setdefault(name, []).append(script)
            continue
        lesson = lesson_of_program.get(name)
        if lesson is None:
            fail(f"{script} drives {name}, which is not the program of an example")
        smokes_of_lesson.setdefault(lesson, []).append(script)

    core, lessons = [], {}
    for target in (t for t in targets if t["type"] == "test"):
        name = target["name"]
        if not name.endswith("Tests"):
            fail(f"the test target {name} must be named MODULETests")
        lesson = lesson_of(target.get("path"))
        if lesson is None:
            feature = name[: -len("Tests")]
            core.append((feature, [name], smokes_of_feature.pop(feature, [])))
        else:
            lessons.setdefault(lesson, []).append(name)

    result = list(core)
    for lesson, names in lessons.items():
        result.append((lesson, names, smokes_of_lesson.pop(lesson, [])))
        result += [(name[: -len("Tests")], [name], []) for name in names if name[: -len("Tests")] != lesson]
    for feature, scripts in smokes_of_feature.items():
        fail(f"{' '.join(scripts)} name(s) the feature {feature}, which is not a core module with tests")
    for lesson, scripts in smokes_of_lesson.items():
        fail(f"{' '.join(scripts)} drive(s) the program of {lesson}, which has no test target")
    seen = set()
    for name, _, _ in result:
        if name in seen:
            fail(f"two features are named {name}; rename a test target")
        seen.add(name)
    return result


def results(paths):
    """{test target: [passed, failed, skipped, seconds of its slowest case]} from JUnit files (the
    tests run concurrently, so a sum of their times would count the same seconds many times
    over; the slowest case is how long a target kept the run going), which must exist and
    be well-formed: the files `swift test --xunit-output` writes (XCTest's, and Swift Testing's
    with the suffix -swift-testing) name each case's module first in its classname."""
    counts = {}
    for path in paths:
        try:
            root = ElementTree.parse(path).getroot()
        except (OSError, ElementTree.ParseError) as error:
            fail(f"the JUnit file {path} is missing or not well-formed: {error}")
        if root.tag != "testsuites":
            fail(f"the JUnit file {path} has <{root.tag}> at its root, not <testsuites>")
        for case in root.iter("testcase"):
            module = case.get("classname", "").split(".")[0]
            entry = counts.setdefault(module, [0, 0, 0, 0.0])
            if case.find("failure") is not None or case.find("error") is not None:
                entry[1] += 1
            elif case.find("skipped") is not None:
                entry[2] += 1
            else:
                entry[0] += 1
            entry[3] = max(entry[3], float(case.get("time") or 0))
    return counts


def summary(arguments):
    ran = None
    if arguments[:1] == ["--targets"]:
        ran, arguments = set(arguments[1].split()), arguments[2:]
    counts = results(arguments)
    for name, targets, _ in features():
        if ran is not None and not set(targets) <= ran:
            continue
        entries = [counts.get(target, [0, 0, 0, 0.0]) for target in targets]
        passed, failed, skipped = (sum(entry[i] for entry in entries) for i in range(3))
        seconds = max(entry[3] for entry in entries)
        line = f"{name}: {passed} passed, {failed} failed, {seconds:.1f} s"
        print(line + (f" ({skipped} skipped)" if skipped else ""))


def smoke(path, runs):
    """The smoke scripts' runs, given as (script, configuration, exit status, seconds), as a
    JUnit file beside the tests' files: a test case per script and configuration."""
    if not runs or len(runs) % 4:
        fail("smoke needs SCRIPT CONFIGURATION STATUS SECONDS for each run")
    runs = [runs[i:i + 4] for i in range(0, len(runs), 4)]
    failed = sum(1 for _, _, status, _ in runs if status != "0")
    seconds = sum(float(run[3]) for run in runs)
    root = ElementTree.Element("testsuites")
    suite = ElementTree.SubElement(
        root, "testsuite", name="smoke scripts", tests=str(len(runs)), failures=str(failed), errors="0",
        time=f"{seconds:.3f}",
    )
    for script, configuration, status, time in runs:
        case = ElementTree.SubElement(
            suite, "testcase", classname=f"smoke.{os.path.basename(script)}", name=configuration, time=time,
        )
        if status != "0":
            ElementTree.SubElement(case, "failure", message=f"{script} exited with status {status} ({configuration} build)")
    ElementTree.ElementTree(root).write(path, encoding="UTF-8", xml_declaration=True)
    results([path])
    print(f"smoke scripts: {len(runs) - failed} passed, {failed} failed, {seconds:.1f} s")


def main():
    command, arguments = (sys.argv[1], sys.argv[2:]) if len(sys.argv) > 1 else (None, [])
    if command == "features" and not arguments:
        for name, targets, smokes in features():
            print(f"{name}\t{' '.join(targets)}\t{' '.join(smokes)}")
    elif command == "feature" and len(arguments) == 1:
        matrix = features()
        found = [f for f in matrix if f[0] == arguments[0]] or [f for f in matrix if f[0].lower() == arguments[0].lower()]
        if not found:
            names = "\n".join(f"  {name}" for name, _, _ in matrix)
            print(f"scripts/test: no feature named \"{arguments[0]}\"; the features are:\n{names}", file=sys.stderr)
            sys.exit(64)
        name, targets, smokes = found[0]
        print(f"{name}\t{' '.join(targets)}\t{' '.join(smokes)}")
    elif command == "programs":
        print(" ".join(programs(arguments)))
    elif command == "summary" and arguments:
        summary(arguments)
    elif command == "smoke" and arguments:
        smoke(arguments[0], arguments[1:])
    else:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(64)


if __name__ == "__main__":
    main()
