#!/usr/bin/env python3
"""Build labels.jsonl for the fourteenth held-out set (drafts_heldout14).

Same schema as ../drafts_heldout13/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All thirteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-22/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent); any
other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-22/"
SC = NR + "scalene.md"
PI = NR + "pyinstrument.md"
MR = NR + "memray.md"
GR = NR + "granian.md"
SO = NR + "socketify.md"
RB = NR + "robyn.md"
BS = NR + "blacksheep.md"
XX = NR + "xxhash.md"
DC = NR + "diskcache.md"
B3 = NR + "blake3.md"
NE = NR + "numexpr.md"
UV = NR + "uvloop.md"
AC = NR + "pyahocorasick.md"
NB = NR + "numba.md"

D1, D2, D3, D4 = ("heldout14-01-scalene-pyinstrument-memray.md",
                  "heldout14-02-granian-socketify-robyn-blacksheep-yace-zh.md",
                  "heldout14-03-xxhash-diskcache-blake3-issue-en.md",
                  "heldout14-04-numexpr-uvloop-pyahocorasick-numba-jiangyi.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): scalene, pyinstrument, memray
 (D1, "arXiv:2212.7597", "2212.7597", M, "malformed-id", "CC301",
  [(SC, 631, ("Triangulating Python Performance Issues with Scalene", "arxiv.org/pdf/2212.07597"))],
  "An arXiv id since 2015 has five digits after the dot; the Scalene paper is arXiv:2212.07597."),
 (D1, "在 Pyperformance 基准上的 slowdown 是 35%", "35%", T, "two-overhead-figures-stated", "CC201",
  [(SC, 229, "typically no more than 10-20%"), (SC, 323, ("Pyperformance", "35% slowdown"))],
  "10-20 % is the README's typical overhead, 35 % the slowdown on a Pyperformance benchmark; the draft keeps "
  "them apart and says why."),
 (D1, "即每秒约 100 次 CPU 采样", "约 100 次", T, "computed-rate", "CC105",
  [(SC, 435, ("--cpu-sampling-rate", "default: 0.01")), (SC, 145, "cpu-sampling-rate: 0.01")],
  "A sampling interval of 0.01 s is 100 samples per second."),
 (D1, "Scalene 目前最新是 1.5.51", "1.5.51", M, "version-conflict", "CC203",
  [(SC, 2, "pypi.org/project/scalene/2.4.0/"), (SC, 377, "version 1.5.51 (2025.01.29)")],
  "1.5.51 is the version printed in the README's old --help banner; the PyPI page (and the briefing's own header "
  "and sources table) give 2.4.0 as current."),
 (D1, "Scalene 在 Linux 上只和 PyTorch 1.5.1 兼容", "Linux", M, "wrong-condition-platform", "CC201",
  [(SC, 626, ("PyTorch version 1.5.1 on Mac OS X", "only on Macs"))],
  "The PyTorch 1.5.1 restriction applies on Mac OS X only; the bug in newer PyTorch interferes with Scalene "
  "only on Macs."),
 (D1, "上一版 5.1.2 是 2026 年 1 月 4 日发的", "5.1.2", T, "old-version-called-old", "CC203",
  [(PI, 2, "pypi.org/project/pyinstrument/5.1.3/"), (PI, 70, "### v5.1.2"), (PI, 72, "_4 January 2026_")],
  "5.1.3 is current; 5.1.2 (4 January 2026) is correctly called the previous release."),
 (D1, "也就是每秒 100 次采样", "每秒 100 次", M, "rate-wrong", "CC105",
  [(PI, 234, ("--interval", "default 0.001"))],
  "An interval of 0.001 s is 1,000 samples per second, not 100 (100 is Scalene's rate at 0.01 s)."),
 (D1, "命令行有 7 个子命令", "7 个子命令", M, "count-mismatch", "CC101",
  [(MR, 134, "{run,flamegraph,table,live,tree,parse,summary,stats}")],
  "The usage line lists eight subcommands, and the draft's own parenthesis names eight."),
 (D1, "pytest-memray 是单独的插件包", "pytest-memray", T, "similar-names-distinct-packages", "CC205",
  [(MR, 197, "pytest-memray"), (MR, 2, "pypi.org/project/memray/1.20.0/")],
  "pytest-memray is a separate plugin package; memray is the profiler itself."),
 (D1, "Peak memory usage 10.431MB 是峰值驻留", "10.431MB", T, "two-metrics-stated", "CC201",
  [(MR, 219, "Total memory allocated: 24.4MiB"), (MR, 221, "Peak memory usage: 10.431MB")],
  "24.4 MiB is the total allocated over the test, 10.431 MB the peak; two metrics of one report, and the draft "
  "says so."),
 (D1, "CI 预算先按 5% 排", "5%", M, "weak-provenance", "CC204",
  [(MR, 33, "Tracking native code is somewhat slower")],
  "The README gives no figure for native-mode overhead; the 5 % comes from a reposted Zhihu post and is used as "
  "the CI budget."),
 (D1, "mo 在 02-11（周四）已交付试点记录", "02-11", T, "kept-promise", "CC303",
  [(MR, 2, "pypi.org/project/memray/1.20.0/")],
  "The team's own pilot deadline 02-12 (set on Monday 02-08) was met on Thursday 02-11, before the 02-15 "
  "briefing; nothing is overdue."),
 (D1, "若按 35% 算，开 Scalene 后会多出约 4.9 分钟", "约 4.9 分钟", T, "relative-applied-to-own-baseline", "CC202",
  [(SC, 323, "35% slowdown")],
  "The 35 % is applied to the team's own 14-minute baseline, which the text names: 14 x 0.35 = 4.9 min."),
 (D1, "memray-0.1.0 指的是早期的 pytest-memray 插件版本", "memray-0.1.0", T, "old-plugin-version-in-sample",
  "CC203",
  [(MR, 210, "memray-0.1.0"), (MR, 2, "pypi.org/project/memray/1.20.0/")],
  "memray-0.1.0 in the sample output's plugins line is the early pytest-memray plugin; memray itself is 1.20.0, "
  "and the draft says the sample is old."),
 # ---- draft 2 (压测报告, mostly Chinese): granian, socketify, robyn, blacksheep
 (D2, "02-19（周五）已完成", "02-19", T, "kept-promise", "CC303",
  [(GR, 447, "kernel versions >= 5.14")],
  "Ops promised on Wednesday 02-17 to upgrade the kernel by Friday; it was done on Friday 02-19, before the "
  "02-24 report."),
 (D2, "按 --processes 4 --workers 2 起（README 里两者默认都是 1）", "默认都是 1", T, "setting-vs-default-stated",
  "CC201",
  [(RB, 82, "Choose the number of processes. [Default: 1]"), (RB, 83, "Choose the number of workers. [Default: 1]")],
  "1 and 1 are Robyn's defaults; 4 and 2 are the settings the test used, and the draft says which is which."),
 (D2, "吞吐：socketify 最高（52,800 req/s）", "socketify 最高", T, "rank-consistent", "CC103",
  [(SO, 2, "pypi.org/project/socketify/0.0.31/"), (GR, 2, "pypi.org/project/granian/2.8.9/"),
   (RB, 2, "pypi.org/project/robyn/0.88.0/")],
  "52,800 > 47,900 > 41,200 > 23,600 in the draft's own table; socketify is indeed the highest."),
 (D2, "Granian 相对 uvicorn 基线吞吐约 +75%", "约 +75%", T, "computed-percent", "CC105",
  [(GR, 2, "pypi.org/project/granian/2.8.9/")],
  "41,200 / 23,600 = 1.746, i.e. +74.6 %, from the draft's own table."),
 (D2, "socketify 比 Granian 又高了约 38%", "约 38%", M, "percent-wrong", "CC105",
  [(SO, 2, "pypi.org/project/socketify/0.0.31/"), (GR, 2, "pypi.org/project/granian/2.8.9/")],
  "52,800 / 41,200 = 1.28, i.e. +28 %, not +38 % (from the draft's own table)."),
 (D2, "Granian 的 p99 在表里四个 server 中最低", "最低", M, "rank-contradicted", "CC103",
  [(GR, 2, "pypi.org/project/granian/2.8.9/"), (RB, 2, "pypi.org/project/robyn/0.88.0/")],
  "Granian's p99 is 12.8 ms, but the Robyn row in the same table has 10.9 ms; Granian is second lowest."),
 (D2, "Granian 支持 ASGI/3、RSGI、WSGI 三种接口", "三种接口", T, "count-correct", "CC101",
  [(GR, 41, ("ASGI/3", "RSGI", "WSGI"))],
  "ASGI/3, RSGI, WSGI: three interfaces."),
 (D2, "4 个 worker 时内核最多能排队 4,096 个连接", "4,096", T, "per-worker-vs-total-stated", "CC201",
  [(GR, 187, "1024; x>=128]"), (GR, 451, "backlog * workers")],
  "1024 is the per-worker backlog default; on Linux TCP the total queue is backlog x workers = 4 x 1024 = 4,096, "
  "and the text says it is per worker."),
 (D2, "rloop、uvloop、winloop 三个，名字相近", "winloop", T, "similar-names-distinct-loops", "CC205",
  [(GR, 180, "[auto|asyncio|rloop|uvloop|winloop]"), (GR, 123, "winloop")],
  "rloop, uvloop and winloop are three different event-loop implementations offered as extras."),
 (D2, "运维组答应 02-20 前把 sysctl 打开", "02-20", M, "overdue-promise", "CC303",
  [(GR, 447, ("kernel versions >= 5.14", "net.ipv4.tcp_migrate_req"))],
  "The sysctl change was promised for 02-20, four days before the 02-24 report; there is no confirmation and "
  "the report still assumes it ('按已开启处理')."),
 (D2, "2.5.0 起 HTTP 客户端支持 HTTP/2", "2.5.0", T, "feature-versions-called-old", "CC203",
  [(BS, 2, "pypi.org/project/blacksheep/2.6.4/"), (BS, 61, "Starting with version `2.3.1`"),
   (BS, 65, "Since version `2.5.0`, the BlackSheep HTTP Client includes HTTP/2 support")],
  "2.3.1 and 2.5.0 are the versions that introduced PyPy and HTTP/2 client support; 2.6.4 is current and the "
  "draft says these are included."),
 (D2, "TechEmpower Round 22 的 JSON serialization 测试", "JSON serialization", M, "wrong-condition-test-type",
  "CC201",
  [(RB, 24, ("TechEmpower Round 22", "test=plaintext"))],
  "The README's chart cites the Round 22 plaintext test, not JSON serialization."),
 (D2, "说 Robyn 比 FastAPI 快 10 倍", "10 倍", M, "weak-provenance", "CC204",
  [(RB, 24, "TechEmpower Round 22")],
  "A forwarded chat screenshot is the only source for '10x faster than FastAPI'; the README's primary source "
  "(TechEmpower Round 22) is not consulted, yet the figure decides the shortlist."),
 (D2, "Robin 重写版", "Robin", M, "name-misspelling", "CC205",
  [(RB, 6, "# Robyn")],
  "The framework is Robyn."),
 # ---- draft 3 (GitHub issue, English): xxhash, diskcache, blake3
 (D3, "we are on the latest release, 4.0.2", "4.0.2", M, "version-conflict", "CC203",
  [(XX, 2, "pypi.org/project/xxhash/4.1.0/"), (XX, 93, "'4.0.2'")],
  "4.0.2 is the VERSION printed in the README's usage example; PyPI serves 4.1.0, which is also what the issue's "
  "own Steps and table install, so the issue names two 'latest' xxhash versions."),
 (D3, "so the one-shot call is about 1.55x faster", "about 1.55x", T, "computed-ratio", "CC105",
  [(XX, 228, "268 ns"), (XX, 231, "416 ns")],
  "416 / 268 = 1.55."),
 (D3, "the ~2x slowdown also affects the published wheels", "published wheels", M, "wrong-condition-build", "CC201",
  [(XX, 342, "that target AVX2"), (XX, 344, ("about 2x slower", "The shipped wheels are built for baseline x86-64")),
   (XX, 345, "are unaffected")],
  "The ~2x slowdown hits source builds that target AVX2; the shipped wheels are built for baseline x86-64 and are "
  "unaffected (the issue's own wheel row shows it)."),
 (D3, "Streaming classes: there are four of them", "four of them", T, "count-correct", "CC101",
  [(XX, 260, ("``xxh32``", "``xxh64``", "``xxh3_64``", "``xxh3_128``"))],
  "xxh32, xxh64, xxh3_64, xxh3_128: four streaming classes."),
 (D3, "`xxh128` is an alias of `xxh3_128`, not a fifth algorithm", "xxh128", T, "alias-not-typo", "CC205",
  [(XX, 252, "xxh128 = xxh3_128")],
  "xxh128 is a documented alias of xxh3_128, not a misspelling or another algorithm."),
 (D3, "3.8.2 and 3.7.3 are maintenance wheel builds for the old 3.x line", "3.8.2", T,
  "later-dated-old-line", "CC203",
  [(XX, 330, "v4.0.0 2026-08-12"), (XX, 358, "v3.8.2 2026-10-18"), (XX, 387, "v3.7.3 2026-10-18")],
  "3.8.2 and 3.7.3 are dated after 4.0.0 but are 3.x maintenance releases (Python 3.15 wheels); the issue says "
  "they are not newer than 4.x."),
 (D3, "puts diskcache first in all three rows", "first in all three rows", T, "rank-consistent", "CC103",
  [(DC, 246, "25 µs"), (DC, 247, "198 µs"), (DC, 248, "248 µs")],
  "diskcache has the lowest time in get (25), set (198) and delete (248) against all four others."),
 (D3, "sqlitedict is the slowest in all three rows", "slowest in all three rows", M, "rank-contradicted", "CC103",
  [(DC, 246, "513 µs"), (DC, 247, ("697 µs", "1,020 µs")), (DC, 248, "1,717 µs")],
  "sqlitedict is slowest for get (513) and delete (1,717), but not for set: its 697 µs beats dbm (900), shelve "
  "(928) and pickleDB (1,020)."),
 (D3, "so the 11.8 and the 25 are not in conflict", "not in conflict", T, "two-benchmarks-stated", "CC201",
  [(DC, 37, "11.8 µs per loop"), (DC, 246, "25 µs")],
  "11.8 µs is the %timeit micro-benchmark, 25 µs the rough timing table; two measurements, and the issue says so."),
 (D3, "diskcache's `get` is about 2.5x faster than pylibmc", "about 2.5x", M, "ratio-wrong", "CC105",
  [(DC, 30, "25.4 µs per loop"), (DC, 37, "11.8 µs per loop")],
  "25.4 / 11.8 = 2.15, not 2.5."),
 (D3, "compares itself with five other key-value projects", "five other", M, "count-mismatch", "CC101",
  [(DC, 177, "Feature comparisons with four")],
  "The README compares diskcache with four other projects, and the issue's own parenthesis names four."),
 (D3, "testimonial (over 25% fewer Elasticsearch queries", "over 25%", T, "testimonial-attributed", "CC204",
  [(DC, 55, "over 25%"), (DC, 56, "100+ hits/second")],
  "A user testimonial quoted as such and explicitly not used for sizing."),
 (D3, "it merged on 2027-02-25", "2027-02-25", T, "kept-promise", "CC303",
  [(XX, 2, "pypi.org/project/xxhash/4.1.0/")],
  "The bump was due before the 2027-02-26 freeze and merged on 02-25; nothing is overdue."),
 (D3, "per the xxHash v0.8.4 release notes (2027-03-10)", "2027-03-10", M, "future-dated-source", "CC304",
  [(XX, 341, "Upgrade xxHash from v0.8.2 to v0.8.3")],
  "The issue is dated 2027-03-03 but cites release notes dated 2027-03-10, a week later."),
 # ---- draft 4 (培训讲义 Q&A handout, mixed): numexpr, uvloop, pyahocorasick, numba
 (D4, "简单表达式 'a + 1' 约 4x", "约 4x", M, "swapped-conditions", "CC201",
  [(NE, 65, ("0.95x", "very simple expressions")), (NE, 66, ("'a + 1'", "4x", "relatively complex"))],
  "The README pairs 0.95x with the simple 'a + 1' and 4x with the complex 'a*b-4.1*a > 2.5*b'; the handout "
  "swaps them."),
 (D4, "每个 8 字节，一个数组约 8 MB", "约 8 MB", T, "computed-size", "CC105",
  [(NE, 146, "np.arange(1e6)")],
  "1,000,000 float64 values x 8 bytes = 8 MB per array, 16 MB for two."),
 (D4, "培训机上的实测讲师会在 03-10 前补到这里", "03-10", M, "overdue-promise", "CC303",
  [(NE, 167, "Starting on CPython 3.13 onwards")],
  "The measurement was promised by 03-10; the handout is dated 03-15 and still carries the promise with no "
  "result."),
 (D4, "压到原来的 1/3 到 1/5", "1/3 到 1/5", M, "reciprocal-wrong", "CC105",
  [(UV, 27, "2-4x faster")],
  "2-4x faster leaves 1/2 to 1/4 of the time, not 1/3 to 1/5."),
 (D4, "换 uvloop 后 0.17 ms，约 2.5x", "约 2.5x", T, "relative-with-baseline", "CC202",
  [(UV, 27, "2-4x faster"), (UV, 36, "*protocol* benchmark")],
  "0.42 / 0.17 = 2.47 against the default loop, the baseline the README's 2-4x is relative to; the handout names "
  "the baseline and the benchmark group."),
 (D4, "已于 03-05 补进本讲义附录 B", "03-05", T, "kept-promise", "CC303",
  [(UV, 59, "As of uvloop 0.18")],
  "The example promised in version 1 for 03-08 was added on 03-05; nothing is overdue."),
 (D4, "README 示例共输出 4 条命中", "4 条命中", M, "count-mismatch", "CC101",
  [(AC, 108, "(1, 2, (0, 'he'))"), (AC, 109, "(1, 3, (1, 'her'))"), (AC, 110, "(1, 4, (2, 'hers'))"),
   (AC, 111, "(4, 6, (3, 'she'))"), (AC, 112, "(5, 6, (0, 'he'))")],
  "The README's example prints five matches, and the handout itself lists five."),
 (D4, "bytes 版每个字符只要 1 字节", "1 字节", T, "two-builds-stated", "CC201",
  [(AC, 200, "will store 2 or"), (AC, 202, "only one byte per letter")],
  "2 or 4 bytes per letter for the unicode build, 1 byte for the bytes build; two build settings, stated."),
 (D4, "老环境用旧的 1.4.x 版本", "1.4.x", T, "old-version-called-old", "CC203",
  [(AC, 2, "pypi.org/project/pyahocorasick/2.3.1/"), (AC, 180, "version 1.4.x for Python 2.7.x and 32 bits")],
  "2.3.1 is current; 1.4.x is the old line the README recommends for Python 2.7 and 32-bit."),
 (D4, "README 末尾列了 5 个其他 Python 实现", "5 个", T, "count-correct", "CC101",
  [(AC, 301, "py_aho_corasick"), (AC, 306, "ahocorapy"), (AC, 315, "noaho"), (AC, 321, "acora"),
   (AC, 327, "ahocorasick <https://hkn.eecs.berkeley.edu")],
  "py_aho_corasick, ahocorapy, noaho, acora, ahocorasick: five."),
 (D4, "py_aho_corasick、ahocorapy 是三个不同项目", "ahocorapy", T, "similar-names-distinct-projects", "CC205",
  [(AC, 301, "py_aho_corasick"), (AC, 306, "ahocorapy"), (AC, 310, "pyahocorasick's")],
  "pyahocorasick, py_aho_corasick and ahocorapy are three different projects, all named in the README."),
 (D4, "用 pyahocorsick 给", "pyahocorsick", M, "name-misspelling", "CC205",
  [(AC, 2, "pypi.org/project/pyahocorasick/")],
  "The library is pyahocorasick."),
 (D4, "针对 3.6+） | 10.5281/zenodo.4343230", "10.5281/zenodo.4343230", M, "id-given-to-other-work", "CC206",
  [(NE, 25, "doi.org/10.5281/zenodo.2483274"), (NB, 13, "doi.org/10.5281/zenodo.4343230")],
  "10.5281/zenodo.4343230 is numba's DOI (the next row); numexpr's is 10.5281/zenodo.2483274."),
 (D4, "| numba | 0.68.1 | 见官方安装文档 | 10.5281/zenodo.4343230", "10.5281/zenodo.4343230", T, "correct-id",
  "CC206",
  [(NB, 13, "doi.org/10.5281/zenodo.4343230")],
  "numba's Zenodo DOI is 10.5281/zenodo.4343230; this row is right (the numexpr row above wrongly repeats it)."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
