#!/usr/bin/env python3
"""Build labels.jsonl for the fifteenth held-out set (drafts_heldout15).

Same schema as ../drafts_heldout14/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-23/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-23/"
YP = NR + "yappi.md"
LP = NR + "line-profiler.md"
PP = NR + "pyperf.md"
TC = NR + "taichi.md"
IS = NR + "isal.md"
ZN = NR + "zlib-ng.md"
CJ = NR + "cramjam.md"
BC = NR + "brotlicffi.md"
AP = NR + "asyncpg.md"
HR = NR + "hiredis.md"
PL = NR + "picologging.md"
RJ = NR + "python-rapidjson.md"
PV = NR + "polyleven.md"
TD = NR + "textdistance.md"
AN = NR + "annoy.md"
BN = NR + "bottleneck.md"

D1, D2, D3, D4 = ("heldout15-01-yappi-lineprofiler-pyperf-taichi.md",
                  "heldout15-02-isal-zlibng-cramjam-brotlicffi-rfc-en.md",
                  "heldout15-03-asyncpg-hiredis-picologging-rapidjson-zhoubao.md",
                  "heldout15-04-polyleven-textdistance-annoy-bottleneck-postmortem.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): yappi, line-profiler, pyperf, taichi
 (D1, "CPython 自带的三个确定性 profiler（cProfile、Profile、hotshot）", "三个", T, "count-correct", "CC101",
  [(YP, 36, ("three deterministic profilers", "`cProfile`, `Profile` and `hotshot`"))],
  "cProfile, Profile, hotshot: three profilers, as the README says."),
 (D1, "coroutine profiling 是 v1.2 引入的", "v1.2", T, "feature-versions-called-old", "CC203",
  [(YP, 2, "pypi.org/project/yappi/1.7.6/"), (YP, 40, "with v1.2 introduces the concept of `coroutine profiling`"),
   (YP, 281, "_(new in 1.2)_"), (YP, 282, "_(new in 1.3)_")],
  "1.2 and 1.3 are the releases that introduced coroutine and greenlet profiling; the draft says the current 1.7.6 "
  "has both."),
 (D1, "两次 asyncio.run 的墙钟合计约 4.5 s（2.50 + 2.00）", "约 4.5 s", T, "nested-time-computed", "CC105",
  [(YP, 241, "2.503808"), (YP, 242, "2.002492"), (YP, 243, "1.001397")],
  "foo's 2.50 s already contains baz's 1.00 s (foo awaits baz); the two asyncio.run calls take 2.50 + 2.00 = "
  "4.5 s, and adding all three ttot values (5.5 s) would double-count baz."),
 (D1, "答应 01-20 前交 asyncio 剖析笔记", "01-20", T, "kept-promise", "CC303",
  [(YP, 2, "pypi.org/project/yappi/1.7.6/")],
  "The notes were due by 01-20 and arrived on 01-19 17:30 (the inbox file 2027-01-19-1730-…); nothing is "
  "overdue."),
 (D1, "PyPI 上叫 line-profiler，import 时写 line_profiler，是同一个项目", "line-profiler", T,
  "distribution-vs-import-name", "CC205",
  [(LP, 11, "line-profiler <https://pypi.org/project/line_profiler/>"),
   (LP, 13, "The original `line_profiler <https://github.com/rkern/line_profiler/>`_"), (LP, 14, "is unmaintained"),
   (LP, 15, "official continuation"), (LP, 73, "from line_profiler import profile")],
  "line-profiler (PyPI) and line_profiler (import name, repository) are one project; rkern/line_profiler is the "
  "unmaintained original, pyutils the official continuation."),
 (D1, "要求 Python ≥ 3.9，源码安装需要 C 编译器", "Python ≥ 3.9", M, "wrong-python-floor", "CC201",
  [(LP, 47, "Current releases require Python 3.10 or newer")],
  "line_profiler's current releases require Python 3.10 or newer, not 3.9."),
 (D1, "Raw value minimum 177 ms 和 Minimum 22.1 ms 并不矛盾", "22.1 ms", T, "per-value-vs-per-loop-stated",
  "CC201",
  [(PP, 68, "Raw value minimum: 177 ms"), (PP, 77, "Loop iterations per value: 8"), (PP, 80, "22.1 ms")],
  "177 ms is the raw time of one value (8 loop iterations), 22.1 ms the per-loop minimum; 177 / 8 = 22.1."),
 (D1, "40 个带值的 run × 每个 run 3 个 value = 120 个值", "120 个值", T, "computed-count", "CC105",
  [(PP, 71, "Number of calibration run: 1"), (PP, 72, "Number of run with values: 40"),
   (PP, 73, "Total number of run: 41"), (PP, 76, "Number of value per run: 3"),
   (PP, 78, "Total number of values: 120")],
  "40 x 3 = 120 values; 40 runs with values + 1 calibration run = 41 runs, as in the README's stats output."),
 (D1, "也就是耗时少了约 20%", "约 20%", M, "percent-wrong", "CC105",
  [(PP, 111, ("4.61 us", "4.17 us: 1.11x faster"))],
  "4.61 -> 4.17 us is 1.11x faster, i.e. (4.61 - 4.17) / 4.61 = 9.5 % less time, not about 20 %."),
 (D1, "后端：x64/ARM CPU、CUDA、Vulkan、OpenGL（4.3+）、Vulkan、Apple Metal", "Vulkan", M, "duplicate-item", "CC102",
  [(TC, 60, "Compute backends"), (TC, 61, "x64/ARM CPUs"), (TC, 62, "CUDA"), (TC, 63, "Vulkan"),
   (TC, 64, "OpenGL (4.3+)"), (TC, 65, "Apple Metal"), (TC, 66, "WebAssembly (experiemental)")],
  "Vulkan is listed twice; the README has six backends, each once."),
 (D1, "arXiv:1913.00935", "1913.00935", M, "malformed-id", "CC301",
  [(TC, 211, ("DiffTaichi", "arxiv.org/abs/1910.00935"))],
  "Month 13 does not exist in an arXiv id (YYMM); DiffTaichi is arXiv:1910.00935, as the draft's own arXiv table "
  "says."),
 (D1, "内网镜像里的 yappi 1.3 就是目前最新版", "1.3", M, "version-conflict", "CC203",
  [(YP, 2, "pypi.org/project/yappi/1.7.6/"), (YP, 282, "_(new in 1.3)_")],
  "1.3 is the release that added greenlet profiling; the current yappi is 1.7.6, as the draft's own sources table "
  "and 增量 1 say, so the briefing names two 'latest' versions."),
 (D1, "kai 承诺 01-15 前把 `pyperf system tune` 接入两台 CI 基准机，本轮按已接入处理", "01-15", M,
  "overdue-promise", "CC303",
  [(PP, 116, "pyperf system tune")],
  "The tuning was promised by 01-15; the briefing is dated 01-20, its own 矛盾描述 says kai's latest note gives no "
  "result, and yet the ±1 % threshold is set as if it were done."),
 (D1, "| 1910.00935 | DiffTaichi", "1910.00935", T, "correct-id-earlier-than-venue", "CC302",
  [(TC, 211, ("(ICLR 2020) DiffTaichi", "arxiv.org/abs/1910.00935"))],
  "1910.00935 is DiffTaichi's id; an October 2019 preprint for an ICLR 2020 paper is normal and before the "
  "briefing's date."),
 # ---- draft 2 (RFC / design review, English): isal, zlib-ng, cramjam, brotlicffi
 (D2, "python-isal exposes three modules", "three modules", M, "count-mismatch", "CC101",
  [(IS, 51, "by offering four modules"), (IS, 53, "``isal_zlib``"), (IS, 55, "``igzip``"),
   (IS, 58, "``igzip_threaded``"), (IS, 62, "``igzip_lib``")],
  "The README says four modules, and the RFC's own list names four (isal_zlib, igzip, igzip_threaded, "
  "igzip_lib)."),
 (D2, "python-zlib-ng has three modules", "three modules", T, "count-correct", "CC101",
  [(ZN, 48, "by offering three modules"), (ZN, 50, "``zlib_ng``"), (ZN, 53, "``gzip_ng``"),
   (ZN, 57, "``gzip_ng_threaded``")],
  "zlib_ng, gzip_ng, gzip_ng_threaded: three, as the README says."),
 (D2, "brotlipy is the pre-0.8.0 PyPI name of brotlicffi", "brotlipy", T, "old-name-and-distinct-package",
  "CC205",
  [(BC, 167, "0.8.0 (2020-11-30)"), (BC, 170, "Renamed the package on PyPI to ``brotlicffi``"),
   (BC, 171, "Using the ``brotlipy`` is deprecated"), (BC, 173, "conflict with the ``Brotli`` PyPI package"),
   (BC, 79, "_Brotli Python C bindings: https://pypi.org/project/Brotli")],
  "brotlipy is brotlicffi's name before 0.8.0, and Brotli is Google's separate C-binding package; neither is a "
  "typo."),
 (D2, "against stdlib zlib at 60 MB/s on the same host and corpus, i.e. 2.5x", "2.5x", T,
  "relative-with-baseline", "CC202",
  [(ZN, 2, "pypi.org/project/zlib-ng/1.1.0/")],
  "150 / 60 = 2.5 against a named baseline measured on the same host and corpus (team figures)."),
 (D2, "Jun measured isal at +190% and Ola measured zlib-ng at 150 MB/s, so isal is the faster of the two by roughly 15%",
  "roughly 15%", M, "relative-vs-absolute", "CC202",
  [(IS, 2, "pypi.org/project/isal/1.9.1/"), (ZN, 2, "pypi.org/project/zlib-ng/1.1.0/")],
  "+190 % is relative to a stdlib baseline on ingest-bench-1 that was not recorded; 150 MB/s is absolute on "
  "another host. The two cannot be reconciled, so 'faster by roughly 15 %' has no basis (it silently borrows "
  "Ola's 60 MB/s baseline)."),
 (D2, "into 33 bytes, about 2.2x the input", "about 2.2x", T, "computed-ratio", "CC105",
  [(CJ, 121, "b'some bytes here'"), (CJ, 128, "33 bytes written to compressed buffer"),
   (CJ, 139, "15 bytes written to decompressed")],
  "The 15-byte input compresses to 33 bytes; 33 / 15 = 2.2."),
 (D2, "Level 0 in isal is the lowest compression level, not \"no compression\"", "Level 0", T,
  "same-level-different-meaning", "CC201",
  [(IS, 136, "Compression level 0 in ``zlib`` and ``gzip`` means **no compression**"),
   (IS, 137, "**lowest compression level**")],
  "Level 0 means no compression in zlib/gzip but the lowest compression level in isal; the RFC states both."),
 (D2, "which is level 3, the top of isal's range", "level 3", M, "wrong-default", "CC201",
  [(IS, 139, "Compression levels range from 0 to 3"), (IS, 140, "``isal_zlib.ISAL_DEFAULT_COMPRESSION`` (2)")],
  "ISAL_DEFAULT_COMPRESSION is level 2, not 3."),
 (D2, "fixing CVE-2026-111497, an out-of-bounds write", "CVE-2026-111497", T, "correct-id", "CC206",
  [(BC, 99, "1.2.1.0 (2026-10-21)"), (BC, 102, "Upgraded libbrotli to v1.2.1, which remediates CVE-2026-111497"),
   (BC, 103, "out-of-bounds write that permits remote code execution")],
  "CVE-2026-111497 is the libbrotli out-of-bounds write fixed in brotlicffi 1.2.1.0; this line is right (a later "
  "line gives the id to another bug)."),
 (D2, "The previous release, 1.2.0.2 (2026-08-21)", "1.2.0.2", T, "old-version-called-old", "CC203",
  [(BC, 2, "pypi.org/project/brotlicffi/1.2.1.0/"), (BC, 111, "1.2.0.2 (2026-08-21)")],
  "1.2.0.2 is the release before 1.2.1.0 and is named as the old pin to be replaced."),
 (D2, "CVE-2026-111497 (the zlib inflate window overflow)", "CVE-2026-111497", M, "id-given-to-other-bug",
  "CC206",
  [(BC, 102, "Upgraded libbrotli to v1.2.1, which remediates CVE-2026-111497"),
   (BC, 103, "out-of-bounds write that permits remote code execution")],
  "CVE-2026-111497 is the libbrotli out-of-bounds write (as the RFC's own security bullet says), not a zlib "
  "inflate overflow."),
 (D2, "Infra promised the aarch64 bench runner by Friday 2027-01-29", "2027-01-29", T, "kept-promise", "CC303",
  [(IS, 119, "aarch64")],
  "Promised for Friday 01-29, running since Thursday 01-28, before the 02-03 RFC; nothing is overdue."),
 (D2, "move to brotlicfi 1.2.1.0", "brotlicfi", M, "name-misspelling", "CC205",
  [(BC, 2, "pypi.org/project/brotlicffi/1.2.1.0/"), (BC, 4, "BrotliCFFI")],
  "The package is brotlicffi."),
 (D2, "posted 2027-02-11", "2027-02-11", M, "future-dated-source", "CC304",
  [(BC, 105, "to raise ``brotlicffi.error`` for trailing bytes")],
  "The RFC is dated 2027-02-03 but cites a note posted on 2027-02-11, eight days later."),
 # ---- draft 3 (周报 with a table, Chinese): asyncpg, hiredis, picologging, python-rapidjson
 (D3, "自测的 2.7x 和 README 的「平均快 5x」不冲突", "5x", T, "two-workloads-stated", "CC201",
  [(AP, 35, "**5x** faster than psycopg3"), (AP, 40, "geometric mean of benchmarks"), (AP, 42, "in June 2023")],
  "5x is the README's geometric mean over the pgbench toolbench (June 2023); 2.7x is the team's p50 for one "
  "query. Two workloads, and the report says so."),
 (D3, "上周答应 03-10 前完成的灰度，已于 03-09（周二）全量", "03-10", T, "kept-promise", "CC303",
  [(HR, 2, "pypi.org/project/hiredis/3.5.0/")],
  "Due 03-10, done on Tuesday 03-09, before the 03-12 report."),
 (D3, "| 8.4 ms | 3.1 ms | −73% |", "−73%", M, "percent-wrong", "CC105",
  [(AP, 2, "pypi.org/project/asyncpg/0.32.0/")],
  "(3.1 - 8.4) / 8.4 = -63.1 %, not -73 % (the report's own table; 8.4 / 3.1 = 2.7x is stated right in 一)."),
 (D3, "README 基准为单连接、列表元素 5 字节", "单连接", M, "wrong-condition", "CC201",
  [(HR, 146, "All benchmarks are done with 10 concurrent connections."), (HR, 153, "5 bytes")],
  "hiredis's benchmarks use 10 concurrent connections, not one (the 5-byte list entries are right)."),
 (D3, "LRANGE 0 9 从 4.78 Kops 到 12.94 Kops，约 2.7x", "约 2.7x", T, "computed-ratio", "CC105",
  [(HR, 156, "4.78 Kops"), (HR, 157, "12.94 Kops"), (HR, 158, "**2.7x**")],
  "12.94 / 4.78 = 2.71."),
 (D3, "LRANGE 0 999 的吞吐是原来的 83.2 倍", "83.2 倍", T, "unambiguous-multiplier", "CC104",
  [(HR, 164, "0.07 Kops"), (HR, 165, "5.83 Kops"), (HR, 166, "**83.2x**")],
  "'是原来的 83.2 倍' has one reading (83.2 times as much); 5.83 / 0.07 = 83.3, the README's 83.2x."),
 (D3, "hiredis 对 SET/GET 也能提升 1.1 倍", "提升 1.1 倍", M, "ambiguous-multiplier", "CC104",
  [(HR, 149, "11.76 Kops"), (HR, 150, "13.40 Kops"), (HR, 151, "**1.1x**"),
   (HR, 168, "Throughput improvement for simple SET/GET is minimal")],
  "README: 1.1x, i.e. 13.40 / 11.76 = +14 %. '提升 1.1 倍' can be read as +110 %, and only that reading clears the "
  "+50 % bar the report uses to move the session service."),
 (D3, "README 标题口径是比标准库 logging 快 4-10x", "4-10x", T, "summary-vs-table-stated", "CC201",
  [(PL, 15, "4-10x faster"), (PL, 60, "0.176 (1.7x)"), (PL, 65, "0.004 (19.1x)")],
  "4-10x is the README's headline; the sample table's Mean column runs from 1.7x to 19.1x. The report says one is "
  "a summary, the other the detail."),
 (D3, "提速最大的一项是 Logger(level=DEBUG).debug()（12.3x）", "提速最大", M, "rank-contradicted", "CC103",
  [(PL, 65, "0.004 (19.1x)"), (PL, 67, "0.060 (12.3x)")],
  "Formatter().format() has 19.1x in the Mean column (and is highest in all three columns); "
  "Logger(level=DEBUG).debug() at 12.3x is second."),
 (D3, "是两行不同的基准（12.3x 与 9.2x），不是重复行", "不是重复行", T, "near-duplicate-rows-distinct", "CC102",
  [(PL, 67, ("Logger(level=DEBUG).debug() |", "0.060 (12.3x)")),
   (PL, 68, ("Logger(level=DEBUG).debug() with args", "0.084 (9.2x)"))],
  "The two rows are different benchmarks (without / with args), with Mean speed-ups 12.3x and 9.2x."),
 (D3, "说 picologging 在 Linux 上比标准库快 30 倍（没有原文链接）", "30 倍", M, "weak-provenance", "CC204",
  [(PL, 15, "4-10x faster"), (PL, 54, "here is a sample on macOS 11")],
  "A forwarded WeChat article with no link is the only source for '30x'; the README says 4-10x (sample on macOS "
  "11), yet the figure sets next quarter's CPU budget."),
 (D3, "把 23 字节的输出切成 5 块，最后一块 3 字节", "5 块", T, "count-correct", "CC101",
  [(RJ, 74, "chunk_size=5"), (RJ, 75, "Chunk: b'{\"foo'"), (RJ, 76, "Chunk: b'\":100'"),
   (RJ, 77, "Chunk: b',\"bar'"), (RJ, 78, "Chunk: b'\":\"ba'"), (RJ, 79, "Chunk: b'z\"}'")],
  "'{\"foo\":100,\"bar\":\"baz\"}' is 23 bytes: four chunks of 5 and one of 3, five in all."),
 (D3, "剩下的 Python 3.9 节点锁在 1.23，其余节点用最新的 1.25", "1.23", T, "old-version-pinned-stated", "CC203",
  [(RJ, 2, "pypi.org/project/python-rapidjson/1.25/"), (RJ, 162, "1.24 (2026-09-05)"),
   (RJ, 182, "Drop support for Python <3.10"), (RJ, 189, "1.23 (2025-12-07)")],
  "1.25 is current; 1.23 is deliberately pinned for Python 3.9 nodes because 1.24 dropped Python < 3.10."),
 (D3, "DBA 组答应 03-05 前升到 16", "03-05", M, "overdue-promise", "CC303",
  [(AP, 19, "supported for PostgreSQL"), (AP, 20, "versions 9.5 to 19")],
  "The upgrade was promised by 03-05; the report is dated 03-12, the item is still '进行中', and the migration is "
  "scheduled as if the upgrade had happened (PostgreSQL 9.4 is outside asyncpg's 9.5-19)."),
 # ---- draft 4 (Slack-thread postmortem, mixed): polyleven, textdistance, annoy, bottleneck
 (D4, "纯 Python 慢了约 54 倍", "约 54 倍", M, "ratio-wrong", "CC105",
  [(TD, 243, "Without extras installation"), (TD, 262, "| Levenshtein        | rapidfuzz             | 0.00099 |"),
   (TD, 267, "0.53902")],
  "0.53902 / 0.00099 = 544, about 544 times slower, not 54."),
 (D4, "README 表里的 pyxdameraulevenshtein 就是", "pyxdameraulevenshtein", T, "case-variant-same-library",
  "CC205",
  [(TD, 249, "pyxdameraulevenshtein"),
   (TD, 231, "[pyxDamerauLevenshtein](https://github.com/gfairchild/pyxDamerauLevenshtein)")],
  "The benchmark table spells the library in lower case; it is pyxDamerauLevenshtein, the same library."),
 (D4, "README 列出的支持外部库有 6 个", "6 个", T, "count-correct", "CC101",
  [(TD, 226, "[Distance]"), (TD, 227, "[jellyfish]"), (TD, 228, "[py_stringmatching]"), (TD, 229, "[pylev]"),
   (TD, 230, "[Levenshtein]"), (TD, 231, "[pyxDamerauLevenshtein]")],
  "Six supported libraries, six names."),
 (D4, "说 polyleven 比 rapidfuzz 还快 3 倍", "快 3 倍", M, "weak-provenance", "CC204",
  [(PV, 66, "Function Name"), (PV, 73, "polyleven.levenshtein"), (TD, 262, "rapidfuzz")],
  "The only source is a screenshot of a Medium post with no link; polyleven's README does not benchmark "
  "rapidfuzz at all, yet the claim decides the rollback."),
 (D4, "它在每个长度上都是最快的", "每个长度上都是最快的", M, "rank-contradicted", "CC103",
  [(PV, 87, ("edlib", "2.089")), (PV, 92, ("polyleven", "2.109"))],
  "At N=1024 edlib (2.089) beats polyleven (2.109); polyleven is fastest at every other length."),
 (D4, "in the N=512 column polyleven is fastest at 0.550", "fastest", T, "rank-consistent", "CC103",
  [(PV, 87, "0.908"), (PV, 88, "0.740"), (PV, 89, "8.877"), (PV, 90, "6.950"), (PV, 91, "5.286"),
   (PV, 92, "0.550")],
  "N=512: polyleven 0.550 < editdistance 0.740 < edlib 0.908 < Levenshtein 5.286 < distance 6.950 < jellyfish "
  "8.877."),
 (D4, "levenshtein('aaa', 'ccc') 是 3，传阈值 1 时返回 2", "返回 2", T, "two-settings-stated", "CC201",
  [(PV, 37, "levenshtein('aaa', 'ccc')"), (PV, 38, "3"), (PV, 45, "levenshtein('aaa', 'ccc', 1)"),
   (PV, 46, "2")],
  "3 without a threshold, 2 with threshold 1, as in the README's examples; two settings, stated."),
 (D4, "我们已经在用最新的 polyleven v0.3", "v0.3", M, "version-conflict", "CC203",
  [(PV, 2, "pypi.org/project/polyleven/0.12.0/"), (PV, 106, "polyleven    v0.3")],
  "v0.3 is the version in the README's benchmark list; the current release is 0.12.0, which the postmortem's own "
  "dependency table gives."),
 (D4, "README 说它支持 4 种距离", "4 种距离", M, "count-mismatch", "CC101",
  [(AN, 87, ("``\"angular\"``", "``\"euclidean\"``", "``\"manhattan\"``", "``\"hamming\"``", "``\"dot\"``"))],
  "The README lists five metrics, and the message itself names five."),
 (D4, "arXiv:2705.08812", "2705.08812", M, "anachronistic-id", "CC302",
  [(PV, 2, "pypi.org/project/polyleven/0.12.0/")],
  "An arXiv id starting 2705 dates from May 2027, after the 04-19 thread and the 2027-04-22 postmortem."),
 (D4, "so it defaults to n_trees × n = 1000", "1000", T, "computed-default", "CC105",
  [(AN, 93, "defaults to ``n_trees * n`` if not provided"), (AN, 118, "default to ``n * n_trees``")],
  "search_k defaults to n_trees x n = 50 x 20 = 1000."),
 (D4, "move_median 在 (1000,1000)、axis=1、无 NaN 时是 NumPy 的 171.3 倍", "171.3 倍", T,
  "relative-with-baseline", "CC202",
  [(BN, 38, "Speed is NumPy time divided by Bottleneck time"), (BN, 41, "no NaN"), (BN, 42, "(1000,1000)"),
   (BN, 43, "axis=1"), (BN, 71, ("move_median", "171.3"))],
  "171.3 is the speed ratio for move_median, no NaN, (1000,1000), axis=1, and the line names the baseline "
  "(NumPy time / Bottleneck time)."),
 (D4, "Bottleneck 1.3.0.dev0 + NumPy 1.16.4，那是旧样例", "1.3.0.dev0", T, "sample-output-version-called-old",
  "CC203",
  [(BN, 2, "pypi.org/project/bottleneck/1.6.1/"), (BN, 37, "Bottleneck 1.3.0.dev0+122.gb1615d7; Numpy 1.16.4")],
  "The README's bench() sample was produced with a 1.3.0 dev build; 1.6.1 is the installed release, and the line "
  "says so."),
 (D4, "ops-yan 答应 04-21 前合并，04-20（周二）已合并", "04-21", T, "kept-promise", "CC303",
  [(TD, 2, "pypi.org/project/textdistance/4.6.3/")],
  "Due 04-21, merged on Tuesday 04-20, before the 04-22 postmortem."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
