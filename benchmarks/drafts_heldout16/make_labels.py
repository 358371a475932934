#!/usr/bin/env python3
"""Build labels.jsonl for the sixteenth held-out set (drafts_heldout16).

Same schema as ../drafts_heldout15/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-24/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-24/"
DL = NR + "dill.md"
MP = NR + "msgpack.md"
PB = NR + "pybase64.md"
CR = NR + "crc32c.md"
SX = NR + "selectolax.md"
RE = NR + "pyre2.md"
SJ = NR + "simplejpeg.md"
TJ = NR + "pyturbojpeg.md"
VT = NR + "viztracer.md"
MM = NR + "memory-profiler.md"
PT = NR + "pytest-benchmark.md"
LC = NR + "locust.md"
GV = NR + "gevent.md"
CT = NR + "cytoolz.md"
PR = NR + "pyroaring.md"
SC = NR + "sortedcontainers.md"

D1, D2, D3, D4 = ("heldout16-01-dill-msgpack-pybase64-crc32c-briefing.md",
                  "heldout16-02-selectolax-pyre2-simplejpeg-pyturbojpeg-blog-en.md",
                  "heldout16-03-viztracer-memoryprofiler-pytestbenchmark-locust-minutes.md",
                  "heldout16-04-gevent-cytoolz-pyroaring-sortedcontainers-faq.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): dill, msgpack, pybase64, crc32c
 (D1, "b64encode 为 17614 MB/s，标准库 base64.b64encode 为 2640 MB/s，约 6.7 倍", "约 6.7 倍", T,
  "computed-ratio", "CC105",
  [(PB, 98, "validate=True, padded=True"), (PB, 100, "17614 MB/s"), (PB, 103, "2640 MB/s")],
  "17614 / 2640 = 6.67, about 6.7 times, under the same validate=True, padded=True setting."),
 (D1, "即 3.46×，相当于提升 346%", "提升 346%", M, "multiple-read-as-percent", "CC105",
  [(PB, 98, "validate=True, padded=True"), (PB, 101, "8975 MB/s"), (PB, 104, "2594 MB/s")],
  "8975 / 2594 = 3.46x, which is an increase of 246 %, not 346 % (the multiple was written as the percentage)."),
 (D1, "改为 padded=False 时 pybase64.b64decode 只有 2475 MB/s", "2475 MB/s", T, "two-settings-stated", "CC201",
  [(PB, 98, "validate=True, padded=True"), (PB, 101, "8975 MB/s"), (PB, 105, "validate=True, padded=False"),
   (PB, 107, ("pybase64.b64decode", "2475 MB/s"))],
  "8975 MB/s is b64decode with padded=True, 2475 MB/s with padded=False (both validate=True); the line names the "
  "two settings and says they do not conflict."),
 (D1, "free-threaded 构建的支持是 1.4.0 加的，1.5.0 起不再支持 Python 3.8", "1.4.0", T,
  "feature-versions-called-old", "CC203",
  [(PB, 2, "pypi.org/project/pybase64/1.5.1/"), (PB, 160, "1.5.1"), (PB, 164, "1.5.0"),
   (PB, 180, "Drop python 3.8 support"), (PB, 202, "1.4.0"), (PB, 205, "Add support for free-threaded builds")],
  "1.4.0 and 1.5.0 are the releases that added free-threaded support and dropped Python 3.8; the line itself says "
  "the current release is 1.5.1."),
 (D1, "tom 承诺 05-14（周五）前把 CI 镜像里的 pybase64 升到 1.5.1，本轮未见回报，按已升级处理", "05-14", M,
  "overdue-promise", "CC303",
  [(PB, 2, "pypi.org/project/pybase64/1.5.1/")],
  "The upgrade was promised for Friday 05-14; the briefing is dated 05-19, nothing confirms it (tom's 05-18 CI "
  "notes have no pybase64 entry), yet the briefing treats it as done and uses the 1.5.1 figures."),
 (D1, "只有 data ≥ 64KiB 时才释放 GIL", "64KiB", M, "wrong-threshold", "CC201",
  [(CR, 38, "gil_release_mode=-1"), (CR, 61, "Only release the GIL when ``data`` >= 32KiB")],
  "With the default negative gil_release_mode crc32c releases the GIL when data >= 32KiB, not 64KiB."),
 (D1, "CRC32C_SW_MODE 有三个取值——auto、force、none", "三个取值", T, "count-correct", "CC101",
  [(CR, 119, "``auto``"), (CR, 120, "``force``"), (CR, 121, "``none``")],
  "auto, force, none: three values, three names, as in the README."),
 (D1, "旧函数名 crc32 仍保留但已 deprecated，新代码统一写 crc32c.crc32c", "crc32", T, "deprecated-alias", "CC205",
  [(CR, 53, "called ``crc32``"), (CR, 54, "still present but deprecated")],
  "crc32 is the module's old function name, still present but deprecated; it is a documented alias, not a typo "
  "of crc32c."),
 (D1, "jay 答应 05-18 前补 Graviton 上的硬件路径复测，05-17（周一）18:40 已交", "05-18", T, "kept-promise",
  "CC303",
  [(CR, 2, "pypi.org/project/crc32c/2.9.post0/"), (CR, 92, "``hardware_based``")],
  "Due 05-18, delivered Monday 05-17 18:40 (the inbox file 2027-05-17-1840-…), before the 05-19 briefing."),
 (D1, "100*1024*1024 = 104,857,600 字节，即 100 MiB", "100 MiB", T, "unit-conversion", "CC105",
  [(MP, 194, "`max_buffer_size` (default: `100*1024*1024`)"),
   (MP, 245, "changed from 0 to 100 MiB")],
  "100 x 1024 x 1024 = 104,857,600 bytes = 100 MiB, the default the README gives in both places."),
 (D1, "（第 10 届 Python in Science Conference 论文集，2011），arXiv:1220.1056", "1220.1056", M, "malformed-id",
  "CC301",
  [(DL, 235, "Building a framework for predictive science"), (DL, 236, "the 10th Python in Science Conference, 2011"),
   (DL, 237, "arxiv.org/pdf/1202.1056")],
  "arXiv:1220.1056 has month 20, which the scheme does not allow; the README's id is 1202.1056, as the "
  "briefing's own arXiv table says."),
 (D1, "内网镜像里的 msgpack 1.0.6 已是当前最新版", "1.0.6", M, "version-conflict", "CC203",
  [(MP, 2, "pypi.org/project/msgpack/1.2.4/"), (MP, 231, "msgpack 1.0.6 drops official support of Python 2.7")],
  "1.0.6 is the release the README names for dropping Python 2.7; the current release is 1.2.4, which the "
  "briefing's own source table and 增量 3 give."),
 (D1, "| 1202.1056 | dill / pathos", "1202.1056", T, "id-after-venue-year", "CC302",
  [(DL, 235, "Building a framework for predictive science"), (DL, 236, "the 10th Python in Science Conference, 2011"),
   (DL, 237, "arxiv.org/pdf/1202.1056")],
  "1202.1056 (February 2012) is later than the 2011 conference, but the proceedings paper was posted to arXiv the "
  "following February; the id is the README's and is older than the 2027 briefing."),
 (D1, "| 1 | pybase46 基准口径", "pybase46", M, "name-typo", "CC205",
  [(PB, 2, "pypi.org/project/pybase64/1.5.1/"), (PB, 97, "pybase64 1.5.1 (C extension active - NEON)")],
  "'pybase46' is a digit swap of pybase64, the name used everywhere else in the briefing."),
 # ---- draft 2 (engineering blog post, English): selectolax, pyre2, simplejpeg, pyturbojpeg
 (D2, "by June 15; they went up on the internal wiki on Friday, June 11", "June 15", T, "kept-promise", "CC303",
  [(SX, 2, "pypi.org/project/selectolax/1.0.2/")],
  "Promised by June 15, published Friday June 11 (reference 5 is dated 2027-06-11), before the 06-16 post."),
 (D2, "`pip install pyturbojpeg` is the distribution name, and the module you import is `turbojpeg`", "turbojpeg",
  T, "distribution-vs-import-name", "CC205",
  [(TJ, 4, "# PyTurboJPEG"), (TJ, 8, "pypi.org/project/pyturbojpeg/"), (TJ, 48, "from turbojpeg import TurboJPEG")],
  "PyTurboJPEG (project), pyturbojpeg (PyPI) and turbojpeg (import name) are one library."),
 (D2, "libjpeg-turbo 2.1 stay on PyTurboJPEG 1.x", "1.x", T, "old-version-pinned-stated", "CC203",
  [(TJ, 2, "pypi.org/project/pyturbojpeg/2.6.1/"),
   (TJ, 19, ("PyTurboJPEG 2.0+ requires libjpeg-turbo 3.0 or later", "please use PyTurboJPEG 1.x"))],
  "PyTurboJPEG 2.6.1 is current; 1.x is the README's line for libjpeg-turbo 2.x, deliberately kept on two hosts. "
  "The libjpeg-turbo numbers are another package's versions."),
 (D2, "selectolax finishes the run in 2.39 s against 61.02 s for Beautiful Soup with html.parser, about 25.5x faster",
  "about 25.5x", T, "computed-ratio", "CC105",
  [(SX, 120, "61.02 sec."), (SX, 123, "2.39 sec.")],
  "61.02 / 2.39 = 25.5."),
 (D2, "Ranked by time, selectolax is first, lxml second, html5_parser third and Beautiful Soup's html.parser last",
  "selectolax is first", T, "rank-consistent", "CC103",
  [(SX, 120, "61.02 sec."), (SX, 121, "9.09 sec."), (SX, 122, "16.10 sec."), (SX, 123, "2.39 sec.")],
  "2.39 < 9.09 < 16.10 < 61.02 s: the ranking matches the README's times."),
 (D2, "re2 needs 0.99% of re's time, roughly a 10x speed-up", "roughly a 10x speed-up", M, "percent-to-multiple-wrong",
  "CC105",
  [(RE, 269, ("|4.950", "|0.049", "|0.99%"))],
  "0.99 % of re's time is 4.950 / 0.049 = 101x, about a hundredfold speed-up, not 10x."),
 (D2, "re2 took 31.39% of re's time (0.148 s against re's 0.472 s)", "31.39%", T, "relative-with-baseline",
  "CC202",
  [(RE, 275, ("|0.472", "|0.148", "|31.39%"))],
  "31.39 % is re2's time as a share of re's, with both absolute times and the baseline named; 0.472 / 0.148 = 3.2x."),
 (D2, "re2 came out ahead of re on every test in the table", "on every test", M, "rank-contradicted", "CC103",
  [(RE, 273, ("|2.141", "|3.940", "|184.06%")), (RE, 269, "|0.99%"), (RE, 271, "|91.03%"), (RE, 275, "|31.39%")],
  "On Remove WikiLinks re2 took 3.940 s against re's 2.141 s (184.06 % of re's time); re2 wins three of the four "
  "tests, not all."),
 (D2, "the library provides four functions: decode_jpeg_header, decode_jpeg, encode_jpeg and is_jpeg", "four functions",
  T, "count-correct", "CC101",
  [(SJ, 72, "This library provides four functions:"),
   (SJ, 74, ("``decode_jpeg_header``", "``decode_jpeg``", "``encode_jpeg``", "``is_jpeg``"))],
  "Four functions, four names, as the README lists them."),
 (D2, "fastdct is True by default in encode_jpeg but False in decode_jpeg", "False in decode_jpeg", T,
  "two-defaults-stated", "CC201",
  [(SJ, 131, "fastdct: Any=False,"), (SJ, 156, "speeds up decoding by 4-5% for a minor loss in quality"),
   (SJ, 191, "fastdct: Any=True,")],
  "Two functions, two defaults: decode_jpeg's fastdct is False, encode_jpeg's True; the line names both, and "
  "4-5 % is the README's figure for the decode side."),
 (D2, "says simplejpeg decodes about 3x faster than PyTurboJPEG, so the thumbnailer switches", "about 3x faster", M,
  "weak-provenance", "CC204",
  [(SJ, 14, "simplejpeg is a simple package based on recent versions"), (TJ, 6, "enables efficient JPEG image decoding")],
  "The only source is a screenshot of a Reddit thread with no link; neither README compares simplejpeg with "
  "PyTurboJPEG, yet the figure decides the thumbnailer switch."),
 (D2, "Native max_memory enforcement requires libjpeg-turbo 3.0.1 or later", "3.0.1", M, "wrong-min-version", "CC201",
  [(TJ, 71, "Native `max_memory` enforcement requires libjpeg-turbo 3.0.2 or later"),
   (TJ, 72, "3.0.0 or 3.0.1, requesting a non-zero `max_memory` emits a warning")],
  "Native max_memory enforcement needs libjpeg-turbo 3.0.2 or later; with 3.0.1 a non-zero max_memory only warns."),
 (D2, "RGB storage supports five subsampling modes: 4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1 and 4:4:1", "five", M,
  "count-mismatch", "CC101",
  [(TJ, 269, "4:4:4, 4:2:2, 4:2:0, 4:4:0, 4:1:1, and 4:4:1")],
  "Six modes are listed, in the post and in the README."),
 (D2, "posted 2027-07-02", "2027-07-02", M, "future-dated-source", "CC304",
  [(TJ, 2, "pypi.org/project/pyturbojpeg/2.6.1/"), (SJ, 2, "pypi.org/project/simplejpeg/1.9.0/")],
  "The post is dated 2027-06-16 and cites a wiki note 'posted 2027-07-02', after the post itself."),
 # ---- draft 3 (技术选型评审会议纪要, Chinese): viztracer, memory-profiler, pytest-benchmark, locust
 (D3, "07-09（周五）截止，07-08（周四）已合入主干", "07-09", T, "kept-promise", "CC303",
  [(LC, 2, "pypi.org/project/locust/2.47.0/")],
  "The locust script was due Friday 07-09 and merged Thursday 07-08, before the 07-14 meeting."),
 (D3, "原定 07-09 前提交，截至本次会议未提交；本次按\"调研已完成、结论为弃用 memory_profiler\"处理", "07-09", M,
  "overdue-promise", "CC303",
  [(MM, 2, "pypi.org/project/memory-profiler/0.61.0/")],
  "The survey was due 07-09; at the 07-14 meeting it has not been handed in, yet the minutes treat it as done "
  "and decide on that basis."),
 (D3, "README 列出开箱支持 5 种方式：subprocess、multiprocessing、os.fork()、concurrent.futures、loky", "5 种", T,
  "count-correct", "CC101",
  [(VT, 213, ("```subprocess```", "```multiprocessing```", "```os.fork()```", "```concurrent.futures```",
              "```loky```"))],
  "Five mechanisms, five names, as in the README."),
 (D3, "会上据此认为 VizTracer 比 memory_profiler 快约三分之一", "快约三分之一", M, "basis-mismatch", "CC202",
  [(VT, 248, "overhead is expected to be below 1x"), (MM, 12, "no longer actively maintained")],
  "+35 % is a relative overhead with no recorded baseline machine or Python version; 42 s is an absolute time of "
  "another tool on build-07. The two cannot be reconciled, so 'about a third faster' does not follow."),
 (D3, "即 38.816 + 7.676", "38.816 + 7.676", T, "sum-correct", "CC105",
  [(MM, 89, "38.816 MiB"), (MM, 91, ("46.492 MiB", "7.676 MiB"))],
  "38.816 + 7.676 = 46.492 MiB, the README's Mem usage after the `a = ...` line."),
 (D3, "`del b` 释放 152.488 MiB，约为峰值 199.117 MiB 的 90%", "90%", M, "percent-wrong", "CC105",
  [(MM, 92, "199.117 MiB"), (MM, 93, "-152.488 MiB")],
  "152.488 / 199.117 = 76.6 %, not about 90 %."),
 (D3, "普通解释器约 7MB、IPython 控制台 29MB、IPython notebook 44MB", "29MB", T, "three-environments-stated",
  "CC201",
  [(MM, 299, "around 7MB of memory usage from a plain python interpreter"), (MM, 300, "IPython (console) I get 29MB"),
   (MM, 301, "IPython notebook it scales up to 44MB")],
  "Three baselines for three environments (plain interpreter, IPython console, notebook), each named."),
 (D3, "后端可选：psutil、psutil_pss、psutil_uss、posix、psutil_uss", "psutil_uss", M, "duplicate-item", "CC102",
  [(MM, 434, "'psutil', 'psutil_pss', 'psutil_uss', 'posix', 'tracemalloc'")],
  "psutil_uss is listed twice; the README's fifth backend is tracemalloc."),
 (D3, "%mprun 与 %%mprun、%memit 与 %%memit 是四个 magic", "四个 magic", T, "near-duplicates-distinct", "CC102",
  [(MM, 368, "`%mprun`, `%%mprun`,"), (MM, 369, "`%memit` and `%%memit` magics")],
  "Line-mode and cell-mode magics are four distinct commands, not repeated items."),
 (D3, "PyPI 上是 5.3.1，README 里 changelog 的最新条目仍是 v5.3.0（2026-08-23）", "v5.3.0", T,
  "changelog-lags-release-stated", "CC203",
  [(PT, 2, "pypi.org/project/pytest-benchmark/5.3.1/"), (PT, 199, "v5.3.0 (2026-08-23)")],
  "5.3.1 is the PyPI release; the README's changelog stops at v5.3.0, and the minutes say which is which."),
 (D3, "--benchmark-confidence 来自 #318（Aarni Koskela）", "#318", T, "right-id", "CC206",
  [(PT, 202, "``--benchmark-precision`` and ``--benchmark-confidence``"),
   (PT, 204, "Contributed by Aarni Koskela in `#318")],
  "#318 is the pull request that added --benchmark-precision / --benchmark-confidence; the next bullet gives the "
  "same number to another change."),
 (D3, "也是 #318 的改动（修 #65）", "#318", M, "id-conflict", "CC206",
  [(PT, 212, "Defer the xdist auto-disable warning"), (PT, 213, "Contributed by xlyyddy in `#317"),
   (PT, 214, "fixes `#65")],
  "The xdist warning deferral (fixing #65) is #317 by xlyyddy; #318 is the --benchmark-precision PR cited one "
  "line above."),
 (D3, "py.test-benchmark 是老名字，pytest-benchmark 是 3.1.0a2 加的别名", "py.test-benchmark", T,
  "documented-alias", "CC205",
  [(PT, 423, "3.1.0a2 (2017-03-27)"),
   (PT, 435, "alternate ``pytest-benchmark`` CLI bin (in addition to ``py.test-benchmark``)")],
  "py.test-benchmark and pytest-benchmark are both CLI names of the tool; the second was added in 3.1.0a2."),
 (D3, "CPU 剖析统一用 VizTarcer", "VizTarcer", M, "name-typo", "CC205",
  [(VT, 4, "# VizTracer"), (VT, 8, "VizTracer is a low-overhead")],
  "'VizTarcer' is a transposition of VizTracer, the name used everywhere else in the minutes."),
 # ---- draft 4 (FAQ / wiki with compatibility matrix, mixed): gevent, cytoolz, pyroaring, sortedcontainers
 (D4, "3.8 只能锁 gevent 24.2.1，其余节点统一用 26.9.0", "24.2.1", T, "old-version-pinned-stated", "CC203",
  [(GV, 2, "pypi.org/project/gevent/26.9.0/"), (GV, 178, "|3.8    | 24.2.1|")],
  "24.2.1 is the README's last release for Python 3.8, deliberately pinned for old nodes; 26.9.0 is current."),
 (D4, "从 gevent 22.10.0 开始 PyPI 提供 aarch64 manylinux2014 的 64 位 ARM wheel", "22.10.0", M, "wrong-version",
  "CC201",
  [(GV, 216, "Beginning with gevent 20.12.0, 64-bit ARM binaries are distributed"),
   (GV, 224, "Beginning with gevent 22.10.0, ppc64le binaries")],
  "64-bit ARM (aarch64) wheels start with gevent 20.12.0; 22.10.0 is the release that added ppc64le."),
 (D4, "用已弃用的 libev 后端时最多 1024 个打开的 socket，默认的 libuv 后端没有这个限制", "1024", T,
  "two-backends-stated", "CC201",
  [(GV, 118, "using the deprecated libev backend"), (GV, 119, "maximum of 1024 open sockets"),
   (GV, 121, "with the default libuv backend")],
  "The 1024-socket limit applies to the deprecated libev backend on Windows only; the default libuv backend has "
  "none, and the answer says so."),
 (D4, "README 定义了 4 个 extras：events、dnspython、monitor、recommended、test", "4 个 extras", M,
  "count-mismatch", "CC101",
  [(GV, 253, "events"), (GV, 262, "dnspython"), (GV, 270, "monitor"), (GV, 276, "recommended"), (GV, 282, "test")],
  "The README defines five extras, and the answer itself names five."),
 (D4, "devpi 上的 gevent 24.2.1 就是当前最新版", "24.2.1", M, "version-conflict", "CC203",
  [(GV, 2, "pypi.org/project/gevent/26.9.0/"), (GV, 178, "|3.8    | 24.2.1|")],
  "24.2.1 is the last gevent for Python 3.8; the current release is 26.9.0, which the page's own matrix and Q2 "
  "give."),
 (D4, "cytoolz 至少提升 2 倍，已达到我们\"性能至少为原来 3 倍\"的迁移门槛", "提升 2 倍", M, "ambiguous-multiplier",
  "CC104",
  [(CT, 26, "typically 2-5x faster")],
  "The README's lower bound is 2x (twice as fast). '提升 2 倍' can be read as 3x, and only that reading reaches "
  "the 3x bar that makes the migration P1."),
 (D4, "pip 安装要求 Python 3.9 或更高（更老的版本可能还能用，但不再测试）；conda-forge 包标注支持 Python 3.6 或更高",
  "3.6", T, "two-channels-stated", "CC201",
  [(PR, 49, "Python 3.9 or higher"), (PR, 95, "(Supports Python 3.6 or higher; Mac/Linux/Windows)")],
  "3.9+ is the README's floor for pip installs, 3.6+ its note for the conda-forge package; two channels, named."),
 (D4, "set 做 intersection 的耗时是 pyroaring（32 位）的约 78 倍", "约 78 倍", T, "unambiguous-multiplier",
  "CC104",
  [(PR, 276, ("pyroaring (32 bits)", "set")), (PR, 287, ("6.00e-04", "4.66e-02"))],
  "'是…的约 78 倍' has one reading: 4.66e-02 / 6.00e-04 = 77.7 times as long."),
 (D4, "BitMap64 有两项没有数据：ordered array constructor 和 array constructor", "两项", T, "count-correct",
  "CC101",
  [(PR, 281, ("ordered array constructor", "nan")), (PR, 282, ("array constructor", "nan")),
   (PR, 302, "timings are missing for pyroaring 64 bits with the array constructor")],
  "Two rows have nan in the 64-bit column, and the answer names both."),
 (D4, "pyroaring 在表里每一项操作上都比 set 快", "每一项操作上都比 set 快", M, "rank-contradicted", "CC103",
  [(PR, 280, ("list constructor", "7.23e-02", "5.65e-02")), (PR, 283, ("element addition", "4.33e-07", "2.13e-07")),
   (PR, 284, ("element removal", "2.69e-07", "2.33e-07")), (PR, 285, ("membership test", "1.59e-07", "1.42e-07"))],
  "set beats 32-bit pyroaring on list constructor (5.65e-02 vs 7.23e-02 s), element addition, element removal and "
  "membership test."),
 (D4, "arXiv:2709.01876", "2709.01876", M, "anachronistic-id", "CC302",
  [(PR, 7, "CRoaring")],
  "An arXiv id starting 2709 dates from September 2027, after the page's 2027-08-18 update."),
 (D4, "比典型二叉树实现少 66% 的开销", "66%", T, "relative-with-baseline", "CC202",
  [(SC, 45, "Each reference requires eight bytes"), (SC, 47, "66% less overhead than a typical binary tree"),
   (SC, 49, "every node must also store two pointers to children nodes")],
  "66 % less is relative to a typical binary tree (which stores two child pointers per node), and the answer "
  "names that baseline beside the 8-byte figure."),
 (D4, "5 个元素 × 10,000,000 = 5,000 万个引用，仅引用本身按 8 字节算约 400 MB", "约 400 MB", T, "computed-product",
  "CC105",
  [(SC, 21, "SortedList(['e', 'a', 'c', 'd', 'b'])"), (SC, 24, "sl *= 10_000_000"),
   (SC, 43, "nearly a gigabyte of memory"), (SC, 45, "Each reference requires eight bytes")],
  "5 x 10,000,000 = 50 million references x 8 bytes = 400 MB for the references alone; the README's 'nearly a "
  "gigabyte' is the whole demo, as the answer says."),
 (D4, "| 2027-08-06 | 承诺 08-13（周五）前补上 3.14t 的 CI 结果", "08-13", T, "kept-promise", "CC303",
  [(SC, 2, "pypi.org/project/sortedcontainers/2.4.0/")],
  "Due Friday 08-13, delivered Thursday 08-12 (next row of the change log), before the 08-18 update."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
