#!/usr/bin/env python3
"""Sums clang's -ftime-trace files of a whole build: where compile time goes.

    python3 scripts/time_trace_report.py BUILD_DIR [--top N]

BUILD_DIR is a build made with clang and -ftime-trace (scripts/build-cost.sh --headers makes
one). Each object file has a NAME.cpp.json beside it. The report gives, over every
translation unit of the build:

  - the front end (parsing, template instantiation) against the back end (optimisation,
    code generation);
  - each header's inclusive parse time summed over the units that include it, and in how
    many units it is parsed: a header high here is one to keep out of other headers
    (forward declarations, a precompiled header);
  - the templates whose instantiation costs most (self time), summed over units, with
    template arguments cut off so that every json::get<T> counts as one;
  - the slowest units.

Nothing here is a figure to compare between machines: only shares within one build.
"""
import argparse
import collections
import json
import os
import re
import sys


def trace_files(build_dir):
    for root, _dirs, files in os.walk(build_dir):
        if "CMakeFiles" not in root:
            continue
        for name in files:
            if name.endswith(".cpp.json"):
                yield os.path.join(root, name)


def short_template(name):
    """nlohmann::basic_json<std::map, ...>::parse<const char*> -> nlohmann::basic_json<>::parse<>."""
    out, depth = [], 0
    for ch in name:
        if ch == "<":
            if depth == 0:
                out.append("<>")
            depth += 1
        elif ch == ">":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def instantiation_self_times(events):
    """(template, seconds) for each instantiation, less the instantiations nested in it.

    Instantiations nest (a function's body instantiates others), so inclusive times would
    count the same work many times over; self time counts it once, where it happens."""
    spans = sorted((e["ts"], e["ts"] + e.get("dur", 0), e.get("args", {}).get("detail", ""))
                   for e in events if e.get("name") in ("InstantiateFunction", "InstantiateClass"))
    stack, out = [], []  # stack: [end, name, self_time]
    for start, end, name in spans:
        while stack and stack[-1][0] <= start:
            done = stack.pop()
            out.append((done[1], done[2] / 1e6))
        if stack:
            stack[-1][2] -= end - start
        stack.append([end, name, end - start])
    out.extend((name, t / 1e6) for _end, name, t in stack)
    return out


def header_group(path, source_dir):
    """A header's name for the report: project headers relative, system ones by library."""
    path = os.path.normpath(path)
    if source_dir and path.startswith(source_dir + os.sep):
        return os.path.relpath(path, source_dir)
    for lib in ("nlohmann", "boost/graph", "boost/program_options", "boost", "catch2", "lemon"):
        if "/" + lib + "/" in path:
            return path[path.index("/" + lib + "/") + 1:]
    return path


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build_dir")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--source-dir", default=os.path.normpath(os.path.join(os.path.dirname(__file__), "..")))
    args = ap.parse_args()
    source_dir = os.path.realpath(args.source_dir)

    totals = collections.Counter()
    header_time = collections.Counter()
    header_units = collections.Counter()
    templates = collections.Counter()
    namespaces = collections.Counter()
    units = []
    for path in trace_files(args.build_dir):
        with open(path) as f:
            events = json.load(f).get("traceEvents", [])
        unit_total = 0.0
        seen = set()
        for e in events:
            name, dur = e.get("name", ""), e.get("dur", 0) / 1e6
            if name.startswith("Total "):
                if name in ("Total ExecuteCompiler", "Total Frontend", "Total Backend", "Total Source",
                            "Total InstantiateFunction", "Total InstantiateClass", "Total ParseClass",
                            "Total CodeGen Function", "Total Optimizer", "Total CodeGenPasses"):
                    totals[name[6:]] += dur
                if name == "Total ExecuteCompiler":
                    unit_total = dur
            elif name == "Source":
                header = header_group(e.get("args", {}).get("detail", ""), source_dir)
                # A header parsed inside another counts for both (inclusive time); once per unit.
                if header not in seen:
                    seen.add(header)
                    header_units[header] += 1
                header_time[header] += dur
        for name, self_time in instantiation_self_times(events):
            templates[short_template(name)] += self_time
            namespaces[name.split("::")[0].split("<")[0]] += self_time
        rel = os.path.relpath(path, args.build_dir)
        rel = re.sub(r"^.*CMakeFiles/[^/]+\.dir/", "", rel)[:-len(".json")]
        units.append((unit_total, os.path.dirname(os.path.relpath(path, args.build_dir)).split("/")[0] + ": " + rel))

    if not units:
        sys.exit(f"time_trace_report: no -ftime-trace files under {args.build_dir}")
    compile_total = totals["ExecuteCompiler"]
    print(f"{len(units)} translation units, {compile_total:.0f} s of compiler time in all")
    for part in ("Frontend", "Source", "ParseClass", "InstantiateClass", "InstantiateFunction", "Backend",
                 "Optimizer", "CodeGenPasses"):
        print(f"  {part:<20} {totals[part]:8.0f} s  {100 * totals[part] / compile_total:5.1f}%")

    print(f"\nHeaders by inclusive parse time over all units (top {args.top}):")
    print(f"  {'seconds':>8} {'units':>5}  header")
    for header, t in header_time.most_common(args.top):
        print(f"  {t:8.1f} {header_units[header]:5d}  {header}")

    print("\nInstantiation self time by outermost namespace:")
    for ns, t in namespaces.most_common(8):
        print(f"  {t:8.1f}  {ns}")

    print(f"\nTemplates by instantiation time (self time, nested instantiations apart) over all units (top {args.top}):")
    for name, t in templates.most_common(args.top):
        print(f"  {t:8.1f}  {name[:110]}")

    print(f"\nSlowest translation units (top {args.top}):")
    for t, name in sorted(units, reverse=True)[:args.top]:
        print(f"  {t:8.1f}  {name}")


if __name__ == "__main__":
    main()
