#!/usr/bin/env python3
"""Measure the claim index (``claimcheck index`` / ``check --index``) on a synthetic corpus.

    python benchmarks/index_bench.py [--docs 10000] [--jobs 1] [--work DIR] [--keep]

Generates a corpus in the seed's mixed zh/en style (headings, ``来源：`` / ``URL：`` lines,
tables, list items; every system name and number is invented), about 10 claims per
document: 1,000 systems with Zipf popularity, each with one set of published figures that
notes restate (3 % misquoted); and one seed-sized draft (~13 KB, ~150 claims) about
subjects of the corpus, a fifth of its figures misquoted.
Then, each phase a fresh ``python -m claimcheck`` process (wall time, peak RSS of that
process and of each pool worker, sampled from /proc):

1. full index of the corpus into an empty db;
2. re-index with nothing changed (goal: <= 5 % of 1.);
3. re-index after changing 1 % of the documents (goal: about proportional: 1 % of 1.
   plus the fixed cost of 2.);
4. ``check DRAFT --index FULL`` vs ``check DRAFT --index EMPTY`` (goal: <= 2x), as CLI
   runs and in-process (``claimcheck.check`` with a warm extractor), median of 3.

All ratios come from one run.  Prints a Markdown table.
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from installed import as_installed  # noqa: E402

PREFIXES = ["Quill", "Fern", "Marlin", "Tide", "Orchid", "Basalt", "Kestrel", "Sable", "Cinder", "Juniper", "Heron",
            "Lumen", "Pylon", "Rivet", "Slate", "Vesper", "Willow", "Zephyr", "Amber", "Briar", "Cobalt", "Delta",
            "Ember", "Flint", "Garnet", "Harbor", "Indigo", "Jasper", "Krill", "Larch", "Mosaic", "Nimbus", "Onyx",
            "Prism", "Quartz", "Rook", "Sorrel", "Tundra", "Umber", "Vortex"]
SUFFIXES = ["Serve", "Spec", "KV", "Prefill", "Attn", "Cache", "Decode", "Route", "Quant", "PD", "Draft", "Batch",
            "Flow", "Infer", "Shard", "Stream", "Tree", "Pipe", "Page", "Fuse", "Sched", "Mux", "Loom", "Gate", "Relay"]
MODELS = ["Llama-3.1-8B", "Llama-3.1-70B", "Qwen3-32B", "Qwen3-235B-A22B", "DeepSeek-V3", "Mistral-Large-2"]
HARDWARE = ["H100", "A100", "H200", "B200", "L40S", "MI300X"]
AUTHORS = ["tester", "Lin", "Jay", "Tom", "spark"]
TIERS_ZH = ["论文 §{s}.2", "官方博客", "据知乎转载称", "CSDN 转载", "复现报告"]
TIERS_EN = ["Per the tech report", "The official blog says", "A CSDN repost claims", "Per a reproduction",
            "Per the paper (§{s})"]

#: 1,000 invented system names; popularity follows Zipf's law (a few are everywhere, most are rare)
NAMES = [p + s for p in PREFIXES for s in SUFFIXES]
WEIGHTS = [1 / (k + 1) for k in range(len(NAMES))]


class Profile:
    """What the papers say about one system: every note restates these figures, mostly faithfully."""

    def __init__(self, name: str) -> None:
        r = random.Random(name)
        self.model, self.hw = r.choice(MODELS), r.choice(HARDWARE)
        self.bs, self.tp = 2 ** r.randint(0, 6), 2 ** r.randint(0, 3)
        self.tput, self.ttft = r.randint(800, 12000), r.randint(20, 400)
        self.speedup, self.mem = r.randint(11, 45) / 10, r.randint(20, 80)
        self.acc, self.month = r.randint(25, 60) / 10, r.randint(1, 12)
        self.version = f"0.{r.randint(1, 9)}.0"
        self.arxiv = f"26{r.randint(1, 9):02d}.{r.randint(10000, 39999)}"


PROFILES = {name: Profile(name) for name in NAMES}


def pick(rng: random.Random) -> str:
    return rng.choices(NAMES, weights=WEIGHTS)[0]


def restate(rng: random.Random, value, misquote: float = 0.03):
    """A figure as a note restates it: usually as published, sometimes misquoted (×10, digits swapped)."""
    if rng.random() >= misquote:
        return value
    if isinstance(value, float):
        return round(value * 10, 1) if rng.random() < 0.5 else round(value + 0.7, 1)
    return value * 10 if rng.random() < 0.5 else int(str(value)[::-1].lstrip("0") or 1)


def document(i: int, rng: random.Random, version: int = 0) -> tuple[str, str]:
    """(file name, text) of synthetic document ``i`` (about 10 claims)."""
    a, b = pick(rng), pick(rng)
    pa, pb = PROFILES[a], PROFILES[b]
    month, day = 1 + i % 9, 1 + i % 28
    date = f"2026-{month:02d}-{day:02d}"
    tput = restate(rng, pa.tput) + 97 * version
    s = rng.randint(2, 7)
    if i % 2 == 0:
        name = f"inbox-{date}-zh-{i:05d}.md"
        src = rng.choice(TIERS_ZH).format(s=s)
        text = (f"# 收件箱笔记 — {date}\n\n"
                f"作者：{rng.choice(AUTHORS)} · 范围：serving 引擎 / KV cache · 合成语料，系统名与数字均为虚构。\n\n"
                f"## {a}（arXiv:{pa.arxiv}）\n\n"
                f"来源：{src}；URL：https://arxiv.org/abs/{pa.arxiv}\n"
                f"- {a} 在 {pa.model}、{pa.hw}、bs={pa.bs} 条件下吞吐为 {tput:,} tok/s，"
                f"TTFT 约 {restate(rng, pa.ttft)} ms。\n"
                f"- 相对 vLLM 0.11 加速 {restate(rng, pa.speedup)}×，KV 显存降低 {restate(rng, pa.mem)}%。\n"
                f"- 作者计划于 2026 年 {pa.month} 月发布 {a} 的 v{pa.version}。\n\n"
                f"## {b}\n\n"
                "| 配置 | 吞吐 | TTFT |\n|---|---|---|\n"
                f"| {b} + {pb.hw} | {restate(rng, pb.tput):,} tok/s | {restate(rng, pb.ttft)} ms |\n"
                f"| {b} + {pb.hw}（复现） | {restate(rng, pb.tput, 0.2):,} tok/s | {restate(rng, pb.ttft, 0.2)} ms |\n\n"
                f"- 据知乎转载称，{b} 的平均接受长度达 {restate(rng, pb.acc)}，未说明采样温度。\n")
    else:
        name = f"notes-{date}-en-{i:05d}.md"
        src = rng.choice(TIERS_EN).format(s=s)
        text = (f"# Inbox — {date} (en)\n\n"
                "Scope: speculative decoding, PD disaggregation. Synthetic corpus; names and numbers are invented.\n\n"
                f"## {a}\n\n"
                f"- {src}, {a} reaches {tput:,} tok/s on {pa.model} with {pa.hw}, bs={pa.bs}.\n"
                f"- {a} cuts KV memory by {restate(rng, pa.mem)}% versus the FP16 baseline "
                f"(source: https://{a.lower()}.example.org/blog).\n"
                f"- Its TTFT is {restate(rng, pa.ttft)} ms on {pa.hw}.\n"
                f"- Release of {a} v{pa.version} is planned for 2026-{pa.month:02d}.\n\n"
                f"## {b}\n\n"
                f"- A CSDN repost claims {b} has a mean acceptance length of {restate(rng, pb.acc)}.\n"
                f"- {b} speeds up decoding {restate(rng, pb.speedup)}× over vLLM 0.11 (arXiv:{pb.arxiv}).\n")
    return name, text


def draft(rng: random.Random) -> str:
    """A seed-sized briefing (about 13 KB, 100–150 claims) about subjects of the corpus; about a
    fifth of its figures are misquoted, so it conflicts with the corpus."""
    out = ["inference · E1 合成简报（2026-09-28）", "",
           "执行体：bench · 底本：合成语料 · 本简报为基准测试生成，系统名与数字均为虚构。", "",
           "一、增量条目", ""]
    n = 0
    while sum(len(x.encode("utf-8")) + 1 for x in out) < 13000:
        n += 1
        a = pick(rng)
        p = PROFILES[a]
        out += [f"增量 {n}：{a}（arXiv:{p.arxiv}）— 合成条目",
                f"来源：Jay Sep 27 inbox；原始 arXiv:{p.arxiv}",
                f"URL：https://arxiv.org/abs/{p.arxiv}",
                f"要点：{a} 在 {p.model}、{p.hw}、bs={p.bs} 条件下吞吐为 {restate(rng, p.tput, 0.2):,} tok/s，"
                f"TTFT 约 {restate(rng, p.ttft, 0.2)} ms；相对 vLLM 0.11 加速 {restate(rng, p.speedup, 0.2)}×，"
                f"KV 显存降低 {restate(rng, p.mem, 0.2)}%。",
                f"与 inference.md 现有脉络的关系：据 CSDN 转载，{a} 的平均接受长度达 {restate(rng, p.acc, 0.2)}；"
                f"作者计划于 2026 年 {p.month} 月开源代码。",
                "补充说明：属于活文档 Cache Compression 一节的深度补充；差异化价值在于把 KV 压缩与投机解码两个"
                "正交方向结合，有损 KV 先 draft，再用完整 KV verify，长上下文质量损失被消除。建议归入章节："
                "Cache Compression 核心，作为量化与验证联合设计子方向新增；原文的实验设置与基线选择仍待核实，"
                "转述时保留原始出处与条件，不单独引用转载中的数字。", ""]
    return "\n".join(out) + "\n"


def _descendants(pid: int) -> list[int]:
    """Every live descendant of ``pid``: the children of each of its threads (a local Dask
    cluster forks its workers from its event-loop thread, not the main one)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        kids = []
        try:
            tasks = os.listdir(f"/proc/{p}/task")
        except OSError:
            tasks = []
        for task in tasks:
            try:
                with open(f"/proc/{p}/task/{task}/children") as fh:
                    kids += [int(x) for x in fh.read().split()]
            except OSError:
                pass
        out += kids
        todo += kids
    return out


def _hwm_mib(pid: int) -> float:
    """The peak resident set (VmHWM) of one live process, in MiB (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def run(cmd: list[str], cwd: Path, timeout: float | None = None) -> tuple[float | None, str, int, str]:
    """(wall seconds, or None when stopped at ``timeout``; peak RSS "main / worker" MiB; exit code;
    last output line).

    Peak RSS is sampled from /proc every 20 ms (VmHWM of the process and of its pool workers):
    ``wait4``'s ru_maxrss would include this script's own size, inherited across fork+exec."""
    with tempfile.TemporaryFile("w+", encoding="utf-8") as out:  # a pipe would fill up and block
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, text=True)
        late, main_peak, worker_peak = False, 0.0, 0.0
        while True:
            main_peak = max(main_peak, _hwm_mib(proc.pid))
            for child in _descendants(proc.pid):
                worker_peak = max(worker_peak, _hwm_mib(child))
            pid, status, _ = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if timeout is not None and not late and time.perf_counter() - start > timeout:
                proc.kill()
                late = True
            time.sleep(0.02)
        wall = None if late else time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        lines = [ln for ln in out.read().splitlines() if not ln.startswith("claimcheck: notice")]
    rss = f"{main_peak:.0f}" + (f" / {worker_peak:.0f}" if worker_peak else "")
    return wall, rss, proc.returncode, lines[-1] if lines else ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=10000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--work", type=Path, default=None, help="working folder (default: a temporary one)")
    parser.add_argument("--keep", action="store_true", help="keep the working folder")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--check-timeout", type=float, default=60.0,
                        help="stop a check run after this many seconds (reported as stopped)")
    args = parser.parse_args()
    as_installed()  # child processes run with bytecode, as an installed copy

    work = args.work or Path(tempfile.mkdtemp(prefix="cc-index-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    corpus, drafts = work / "corpus", work / "drafts"
    for folder in (corpus, drafts):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir()
    for name in ("full.sqlite", "empty.sqlite"):  # a fresh start
        for suffix in ("", "-wal", "-shm"):
            Path(work, name + suffix).unlink(missing_ok=True)
    # a frozen copy of the rules: the rules hash must not change between phases
    from claimcheck.resources import default_rules_dir
    rules = work / "rules"
    shutil.rmtree(rules, ignore_errors=True)
    shutil.copytree(default_rules_dir(), rules)
    rules_opt = ["--rules", "rules"]
    rng = random.Random(args.seed)
    t = time.perf_counter()
    states = []
    for i in range(args.docs):
        states.append(rng.getstate())
        name, text = document(i, rng)
        (corpus / name).write_text(text, encoding="utf-8")
    (drafts / "briefing-2026-09-28.txt").write_text(draft(random.Random(args.seed + 1)), encoding="utf-8")
    size = sum(p.stat().st_size for p in corpus.iterdir())
    print(f"generated {args.docs} documents ({size / 1e6:.1f} MB) in {time.perf_counter() - t:.1f} s under {work}",
          file=sys.stderr)

    cc = [sys.executable, "-m", "claimcheck"]
    rows = []

    def phase(label: str, cmd: list[str], timeout: float | None = None) -> float | None:
        wall, rss, code, tail = run(cmd, work, timeout)
        if wall is not None and code not in (0, 1):
            raise SystemExit(f"{label}: exit {code}: {tail}")
        rows.append((label, wall, rss, tail))
        print(f"{label}: {wall if wall is not None else 'stopped after %.0f' % timeout} s, peak {rss} MiB — {tail}",
              file=sys.stderr)
        return wall

    jobs = ["-j", str(args.jobs), *rules_opt]
    full = phase("full index", cc + ["index", "corpus", "--db", "full.sqlite", *jobs])
    nothing = phase("re-index, nothing changed", cc + ["index", "corpus", "--db", "full.sqlite", *jobs])
    changed = sorted(random.Random(args.seed + 2).sample(range(args.docs), max(1, args.docs // 100)))
    for i in changed:
        r = random.Random()
        r.setstate(states[i])
        name, text = document(i, r, version=1)
        (corpus / name).write_text(text, encoding="utf-8")
    one_pct = phase(f"re-index, {len(changed)} documents (1 %) changed",
                    cc + ["index", "corpus", "--db", "full.sqlite", *jobs])
    stats = subprocess.run(cc + ["index", "--stats", "--db", "full.sqlite", *rules_opt], cwd=work, capture_output=True,
                           text=True)
    print(stats.stdout, file=sys.stderr)

    # an empty index: the schema and no documents
    import claimcheck
    from claimcheck.store.index import update_index
    update_index([], work / "empty.sqlite", rules_dir=str(rules))

    draft_path = "drafts/briefing-2026-09-28.txt"
    check_args = [draft_path, "--as-of", "2026-09-28", "--fail-on", "never", *rules_opt]
    cli = {}
    for which in ("EMPTY", "FULL"):
        db = f"{which.lower()}.sqlite"
        cli[which] = phase(f"check draft --index {which} (CLI)", cc + ["check", *check_args, "--index", db],
                           timeout=args.check_timeout)

    # in process, warm: the whole check, and the index's own share (ClaimIndex.related)
    from claimcheck.store.index import ClaimIndex
    os.chdir(work)
    rules_dir = str(rules)
    draft_claims = claimcheck.extract([draft_path], rules_dir=rules_dir).claims
    claimcheck.check([draft_path], as_of="2026-09-28", rules_dir=rules_dir)  # warm the extractor
    inproc, related_s, related_n = {}, {}, {}
    for which in ("EMPTY", "FULL"):
        db = f"{which.lower()}.sqlite"
        t = time.perf_counter()
        with ClaimIndex.open(db) as idx:
            related_n[which] = len(idx.related(draft_claims, exclude_files=[draft_path])[0])
        related_s[which] = time.perf_counter() - t
        inproc[which] = timed_call(lambda: claimcheck.check([draft_path], as_of="2026-09-28", index=db,
                                                            rules_dir=rules_dir), args.check_timeout)

    def ratio(a, b):
        return "-" if a is None or b is None else f"{a / b:.2f}×"

    def secs(x, digits=2):
        return f"> {args.check_timeout:.0f} (stopped)" if x is None else f"{x:.{digits}f}"

    print(f"\n### claim index benchmark ({args.docs} documents, jobs={args.jobs}, {os.cpu_count()} cores)\n")
    print(stats.stdout.strip().replace("\n", "  \n") + "\n")
    print("| phase | wall s | peak RSS MiB (main / each pool worker) | ratio | goal |")
    print("|---|---:|---:|---:|---|")
    by = {label: (wall, rss) for label, wall, rss, _ in rows}
    print(f"| full index | {full:.1f} | {by['full index'][1]} | 1 | |")
    print(f"| re-index, nothing changed | {nothing:.2f} | {by['re-index, nothing changed'][1]} | "
          f"{nothing / full:.1%} of full | <= 5 % |")
    label = [r[0] for r in rows if r[0].startswith("re-index, ") and "changed" in r[0] and "nothing" not in r[0]][0]
    expected = nothing + full * len(changed) / args.docs
    print(f"| {label} | {one_pct:.2f} | {by[label][1]} | {one_pct / full:.1%} of full; "
          f"{one_pct / expected:.2f}× of (unchanged + 1 % of full = {expected:.1f} s) | about proportional |")
    for which in ("EMPTY", "FULL"):
        lbl = f"check draft --index {which} (CLI)"
        print(f"| {lbl} | {secs(cli[which])} | {by[lbl][1]} | "
              f"{'1' if which == 'EMPTY' else ratio(cli['FULL'], cli['EMPTY'])} | {'' if which == 'EMPTY' else '<= 2×'} |")
    print(f"| check in-process, empty index ({len(draft_claims)} draft claims) | {secs(inproc['EMPTY'], 3)} | | 1 | |")
    print(f"| check in-process, full index ({related_n['FULL']} related claims) | {secs(inproc['FULL'], 3)} | | "
          f"{ratio(inproc['FULL'], inproc['EMPTY'])} | <= 2× |")
    print(f"| of which ClaimIndex.open + related() | {related_s['FULL']:.3f} | | "
          f"{ratio(related_s['FULL'], inproc['EMPTY'])} of the empty check | |")
    if not args.keep and args.work is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


def timed_call(fn, timeout: float) -> float | None:
    """Seconds ``fn()`` took, or None when it ran past ``timeout`` (stopped by SIGALRM)."""
    import signal

    class Late(Exception):
        pass

    def alarm(signum, frame):
        raise Late()

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    t = time.perf_counter()
    try:
        fn()
        return time.perf_counter() - t
    except Late:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


if __name__ == "__main__":
    sys.exit(main())
