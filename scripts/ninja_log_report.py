#!/usr/bin/env python3
"""Where a build's time went, from its .ninja_log: per target, per unit, links.

    python3 scripts/ninja_log_report.py BUILD_DIR [--top N]

Prints the compile time of each target (a game's library, a test suite...), the N slowest
translation units (a unity unit named by its target and the files it holds), and the time
spent linking and precompiling headers. Times are each step's own wall time: on 2 cores
the build takes about half their sum.
"""
import argparse
import collections
import os
import re


def read_log(build_dir):
    """The last record of each output in .ninja_log (a rebuilt output appears again)."""
    steps = {}
    with open(os.path.join(build_dir, ".ninja_log")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            start, end, _mtime, output, _hash = line.rstrip("\n").split("\t")
            steps[output] = (int(end) - int(start)) / 1000.0
    return steps


def unity_files(build_dir, output):
    """The sources a unity unit includes ("unity_0_cxx.cxx.o" -> its .cxx beside the rules)."""
    source = os.path.join(build_dir, output[: -len(".o")])
    try:
        with open(source) as f:
            return re.findall(r'#include "([^"]+)"', f.read())
    except OSError:
        return []


def target_of(output):
    m = re.search(r"CMakeFiles/([^/]+)\.dir/", output)
    return m.group(1) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("build_dir")
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()
    source_dir = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

    steps = read_log(args.build_dir)
    compile_by_target = collections.Counter()
    units, links, pch = [], 0.0, 0.0
    for output, seconds in steps.items():
        target = target_of(output)
        if output.endswith(".gch"):
            pch += seconds
        elif output.endswith(".o") and target:
            compile_by_target[target] += seconds
            if "/Unity/" in output:
                files = unity_files(args.build_dir, output)
                names = [os.path.relpath(f, source_dir) for f in files]
                label = f"{target}: unity unit of {len(files)} files ({', '.join(os.path.basename(n) for n in names[:3])}{', ...' if len(names) > 3 else ''})"
            else:
                src = re.sub(r"^.*CMakeFiles/[^/]+\.dir/", "", output)[: -len(".o")]
                label = f"{target}: {src}"
            units.append((seconds, label))
        elif not output.endswith((".a", ".cmake", ".cxx")) and "/" not in output.lstrip("./"):
            links += seconds  # an executable (its link, and Catch2's test listing after it)

    total = sum(compile_by_target.values()) + links + pch
    print(f"Steps' own times: {total:.0f} s in all (compiling {sum(compile_by_target.values()):.0f} s, "
          f"linking {links:.0f} s, precompiled headers {pch:.0f} s)")
    print("\nCompile time by target:")
    for target, seconds in compile_by_target.most_common():
        print(f"  {seconds:7.1f} s  {target}")
    print(f"\nThe {args.top} slowest translation units:")
    for seconds, label in sorted(units, reverse=True)[: args.top]:
        print(f"  {seconds:7.1f} s  {label}")


if __name__ == "__main__":
    main()
