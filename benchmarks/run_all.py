"""Run every `benchmarks/*_bench.py` in turn with this Python and print their output.

Run: python benchmarks/run_all.py   (what `make bench` does). A benchmark prints its figures
with their targets and PASS/MISS (OK/OVER) verdicts and exits 0 once it has run, whatever the
verdicts; a non-zero exit means it could not run (it crashed). The exit status here is 0 when
every benchmark ran and 2 when one failed to run; the verdicts are summed up at the end.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
MISS = re.compile(r"\b(MISS|OVER TARGET|OVER)\b")


def main() -> int:
    failed: list[str] = []
    missed: list[str] = []
    for script in sorted(HERE.glob("*_bench.py")):
        print(f"== {script.name}", flush=True)
        result = subprocess.run(
            [sys.executable, str(script)], check=False, stdout=subprocess.PIPE, text=True
        )
        sys.stdout.write(result.stdout)
        sys.stdout.flush()
        missed += [f"{script.name}: {line.strip()}" for line in result.stdout.splitlines()
                   if MISS.search(line)]  # fmt: skip
        if result.returncode != 0:
            failed.append(script.name)
            print(f"== {script.name} exited with status {result.returncode}", flush=True)
    print(f"== {len(missed)} figure(s) missed their target" + (":" if missed else ""))
    for line in missed:
        print(f"   {line}")
    if failed:
        print(f"benchmarks that failed to run: {', '.join(failed)}")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
