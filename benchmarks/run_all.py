"""Run every `benchmarks/*_bench.py` in turn with this Python and print their output.

Run: python benchmarks/run_all.py   (what `make bench` does). Exit status 1 if any bench failed
to run; a bench's own PASS/MISS verdicts are in its output.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    failed = []
    for script in sorted(HERE.glob("*_bench.py")):
        print(f"== {script.name}", flush=True)
        result = subprocess.run([sys.executable, str(script)], check=False)
        if result.returncode != 0:
            failed.append(script.name)
            print(f"== {script.name} exited with status {result.returncode}", flush=True)
    if failed:
        print(f"benchmarks that failed to run: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
