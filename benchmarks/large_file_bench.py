#!/usr/bin/env python3
"""Time ``claimcheck.check`` on one large note (issue 18: a 3 MB note took ~127 s).

    python benchmarks/large_file_bench.py [--mb 1 3] [--names same|varied] [--shape note|one-line|wide-table|ratios|run-log] [--out FILE]

Each note is the demo corpus (``corpora/demo/*``, in name order) written again and again into one
Markdown file until it holds ``--mb`` megabytes (UTF-8), so one subject's figures repeat
thousands of times in one file: the case where a rule that compares pairs of one subject's
figures within a file grows with the square of the file.  ``--names varied`` writes each copy
with its digits rotated (copy k adds k mod 9 to every digit 1-9, cyclically) and every CamelCase
name given the copy's own suffix (``vLLM`` → ``vLLMBc`` in copy 12: the copy number in letters),
so the note names thousands of distinct systems: the case where a rule that compares names
(CC205) or subjects (CC201's reversed reading) grows with the square of the number of names.
``--shape one-line`` writes the demo's prose sentences into one line (a pasted WeChat or Zhihu
paragraph without line breaks: the case where work per sentence reads the whole line), and
``--shape wide-table`` one table of 20 rows with as many figure columns as the size needs (the
case where work per cell reads the whole row), and ``--shape ratios`` one line of a sentence that
gives two systems' figures and their ratio, repeated (the case where each ratio is set against
every figure of its two systems: CC105's two-system ratios), and ``--shape run-log`` one line per run
of a benchmark log ("- run 17: SGLang 吞吐 18,412 tok/s（8×H200，TP8，batch 64），TTFT p99 1,093 ms。",
values drawn from a seeded generator: the case where one document's many distinct figures of one
metric and setting are paired within the document; fresh-user trial 46, r23: 5.5 MB took 832 s).

Each size runs in its own child process (after the extractor is loaded): ``check`` of the note
(extraction and every rule).  Reported per size: its wall and CPU seconds, the CPU seconds
spent in the rules (each rule's generator timed) and in the slowest four, the findings per
rule and a digest of them (code, line, column, message: the same digest before and after a
change means the same findings), and the child's peak memory (VmHWM).  Nothing here asserts a
time; tests never do.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from installed import as_installed  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "corpora" / "demo"


#: a CamelCase name (``TreeSpec``, ``vLLM``): the names ``--names varied`` gives a suffix per copy
_CAMEL = re.compile(r"\b([A-Z][a-z]+[A-Z][A-Za-z]*|[a-z]+[A-Z][A-Za-z]+)\b")


def build_shape(megabytes: float, folder: Path, shape: str) -> Path:
    """A note of about ``megabytes`` MB of one long line (``one-line``: the demo's prose lines,
    list markers dropped, joined) or one wide table (``wide-table``: 20 rows of 3-digit figures
    under ``cN (tok/s)`` headers)."""
    want = int(megabytes * 1_000_000)
    if shape == "one-line":
        prose = [re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line).strip()
                 for p in sorted(DEMO.iterdir()) if p.is_file()
                 for line in p.read_text(encoding="utf-8").splitlines()]
        prose = [line for line in prose if line and not line.startswith(("#", "|", ">"))]
        unit = "".join(line if line.endswith(("。", ".", "！", "？")) else line + "。" for line in prose)
        times = max(1, round(want / len(unit.encode("utf-8"))))
        path = folder / f"one-line-{megabytes:g}mb.md"
        path.write_text("# Notes\n\n" + unit * times + "\n", encoding="utf-8")
        return path
    if shape == "ratios":
        # one sentence with two systems' figures and their ratio, again and again (a pasted
        # benchmark log: the case where a ratio is set against every figure of its systems)
        unit = "SlabKV 在 H100 上吞吐 5,000 tok/s，比 vLLM 快 20%，vLLM 为 4,000 tok/s。 "
        times = max(1, round(want / len(unit.encode("utf-8"))))
        path = folder / f"ratios-{megabytes:g}mb.md"
        path.write_text("# Notes\n\n" + unit * times + "\n", encoding="utf-8")
        return path
    if shape == "run-log":
        import random
        rng = random.Random(1)
        lines, size, k = ["# run log 2026-11-20", ""], 0, 0
        while size < want:
            line = (f"- run {k}: SGLang 吞吐 {18000 + rng.randint(0, 900):,} tok/s（8×H200，TP8，batch "
                    f"{rng.choice([32, 64])}），TTFT p99 {rng.randint(700, 1500)} ms。")
            lines.append(line)
            size += len(line.encode("utf-8")) + 1
            k += 1
        path = folder / f"run-log-{megabytes:g}mb.md"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return path
    rows = 20
    cols = max(1, want // (rows * 6))
    lines = ["| model | " + " | ".join(f"c{i} (tok/s)" for i in range(cols)) + " |", "|---|" + "---|" * cols]
    lines += ["| m%d | " % r + " | ".join(str(100 + (r * 7919 + i * 104729) % 900) for i in range(cols)) + " |"
              for r in range(rows)]
    path = folder / f"wide-table-{megabytes:g}mb.md"
    path.write_text("# Table\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return path


def build_note(megabytes: float, folder: Path, names: str = "same") -> Path:
    """A Markdown note of about ``megabytes`` MB: the demo documents repeated (whole copies);
    with ``names="varied"`` each copy's digits rotated and CamelCase names suffixed per copy."""
    parts = [p.read_text(encoding="utf-8") for p in sorted(DEMO.iterdir()) if p.is_file()]
    copy = "\n\n".join(parts) + "\n\n"
    want = int(megabytes * 1_000_000)
    if names == "varied":
        out, size, k = [], 0, 0
        while size < want:
            shift = k % 9 + 1
            digits = str.maketrans("123456789", "".join(str((d + shift - 1) % 9 + 1) for d in range(1, 10)))
            suffix = "".join(chr(97 + int(c)) for c in str(k)).capitalize()
            text = _CAMEL.sub(lambda m: m.group(1) + suffix, copy).translate(digits) + f"\n\n## Round {k}\n\n"
            out.append(text)
            size += len(text.encode("utf-8"))
            k += 1
        path = folder / f"renamed-{megabytes:g}mb.md"
        path.write_text("".join(out), encoding="utf-8")
        return path
    times = max(1, round(want / len(copy.encode("utf-8"))))
    path = folder / f"note-{megabytes:g}mb.md"
    path.write_text(copy * times, encoding="utf-8")
    return path


CHILD = r"""
import hashlib, json, sys, time
from collections import Counter
from pathlib import Path

def peak_kb():
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0

from claimcheck.frames.extractor import shared_extractor
shared_extractor(None)
import claimcheck
from claimcheck.checks import engine
rule_cpu = Counter()

def timed(kind, fn):
    def run(ctx, rule):
        it = fn(ctx, rule)
        while True:
            c = time.process_time()
            try:
                draft = next(it)
            except StopIteration:
                rule_cpu[rule.code] += time.process_time() - c
                return
            rule_cpu[rule.code] += time.process_time() - c
            yield draft
    return run

for kind, fn in list(engine.CHECKS.items()):
    engine.CHECKS[kind] = timed(kind, fn)
target = sys.argv[1]
out = {}
t, c = time.perf_counter(), time.process_time()
report = claimcheck.check([target], max_bytes=1 << 30)
out["check_seconds"], out["check_cpu_seconds"] = time.perf_counter() - t, time.process_time() - c
out["claims"] = len(report.claims)
out["rules_cpu_seconds"] = sum(rule_cpu.values())
out["slowest_rules_cpu_seconds"] = {k: round(v, 3) for k, v in rule_cpu.most_common(4)}
out["findings"] = len(report.findings)
out["by_rule"] = dict(sorted(Counter(f.code for f in report.findings).items()))
digest = hashlib.sha256()
for f in report.findings:
    p = f.primary
    # (the note's folder is a new temporary one each run: left out of the messages)
    message = f.message.replace(str(Path(target).parent), "")
    digest.update(f"{f.code}\x1f{p.line}\x1f{p.column}\x1f{message}\n".encode())
out["digest"] = digest.hexdigest()[:16]
out["rss_peak_mb"] = round(peak_kb() / 1024, 1)
print(json.dumps(out))
"""


def run(note: Path) -> dict:
    """``check`` of ``note`` in a child process (run in the note's folder, so the
    child imports the installed claimcheck, not a checkout in the working folder)."""
    proc = subprocess.run([sys.executable, "-c", CHILD, str(note)], capture_output=True, text=True, cwd=note.parent)
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mb", type=float, nargs="+", default=[1.0, 3.0], help="note sizes in MB")
    ap.add_argument("--names", choices=["same", "varied"], default="same",
                    help="varied: each copy's digits rotated and CamelCase names suffixed (many distinct names)")
    ap.add_argument("--shape", choices=["note", "one-line", "wide-table", "ratios", "run-log"], default="note",
                    help="note: the demo repeated; one-line: its prose in one line; wide-table: one table of many columns")
    ap.add_argument("--out", type=Path, help="write the results as JSON here")
    args = ap.parse_args(argv)
    as_installed()  # child processes run with bytecode, as an installed copy
    results = []
    with tempfile.TemporaryDirectory(prefix="claimcheck-large-file-") as tmp:
        for mb in args.mb:
            note = build_note(mb, Path(tmp), args.names) if args.shape == "note" else build_shape(mb, Path(tmp), args.shape)
            r = run(note)
            row = {"mb": mb, "names": args.names, "shape": args.shape, "bytes": note.stat().st_size,
                   **{k: round(v, 3) if isinstance(v, float) else v for k, v in r.items()}}
            results.append(row)
            print(json.dumps(row, ensure_ascii=False), flush=True)
    if args.out:
        args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
