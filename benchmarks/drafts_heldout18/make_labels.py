#!/usr/bin/env python3
"""Build labels.jsonl for the eighteenth held-out set (drafts_heldout18).

Same schema as ../drafts_heldout17/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-26/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent); any
other path is relative to the shared directory (default /work/shared; override with
CLAIMCHECK_SHARED=/path).
Run: python3 make_labels.py            (writes labels.jsonl)
     python3 make_labels.py --check    (exit 1 if labels.jsonl is not current or a check fails)"""
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-26/"
CY = NR + "cysimdjson.md"
YY = NR + "yyjson.md"
PK = NR + "pycapnp.md"
CP = NR + "cloudpickle.md"
UV = NR + "uv.md"
HA = NR + "hatch.md"
MA = NR + "maturin.md"
CT = NR + "cython.md"
RD = NR + "rocksdict.md"
CA = NR + "cachetools.md"
MT = NR + "marisa-trie.md"
PR = NR + "pyrsistent.md"
FP = NR + "fastparquet.md"
ZA = NR + "zarr.md"
TD = NR + "tiledb.md"
EI = NR + "einops.md"

D1, D2, D3, D4 = ("heldout18-01-cysimdjson-yyjson-pycapnp-cloudpickle-briefing.md",
                  "heldout18-02-uv-hatch-maturin-cython-release-notes-en.md",
                  "heldout18-03-rocksdict-cachetools-marisatrie-pyrsistent-selection-review.md",
                  "heldout18-04-fastparquet-zarr-tiledb-einops-email-thread.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mostly Chinese): cysimdjson, pycapnp, yyjson, cloudpickle
 (D1, "canada.json（2251051 bytes）：浮点密集的文件，284.67 ÷ 22.52 ≈ 12.64", "284.67 ÷ 22.52 ≈ 12.64", T,
  "computed-ratio", "CC105",
  [(CY, 136, "284.67 EPS"), (CY, 140, ("22.52 EPS", "12.64"))],
  "284.67 / 22.52 = 12.64, the README's own figure for python json loads on canada.json."),
 (D1, "相对标准库 7.08×（test.json，2397 bytes）与 7.52×（verysmall.json，7 bytes）", "7.52×", T,
  "two-conditions-stated", "CC201",
  [(CY, 106, "2397 bytes"), (CY, 112, "7.08"), (CY, 162, "7 bytes"), (CY, 168, "7.52")],
  "7.08x is python json loads on test.json (2397 bytes) and 7.52x on verysmall.json (7 bytes); two files, two "
  "figures, and the line names both."),
 (D1, "两者差距仅约 0.9%", "0.9%", M, "wrong-percent", "CC105",
  [(CY, 164, "3972376.53"), (CY, 165, ("3637369.63", "1.09"))],
  "3972376.53 / 3637369.63 = 1.092: cysimdjson is about 9.2 % ahead of orjson on verysmall.json (the README's 1.09), "
  "not 0.9 %; the conclusion that orjson is enough rests on the slip."),
 (D1, "cysimdjson（TeskaLabs 的 Cython 绑定）、pysimdjson（TkTech）、libpy_simdjson 是三个独立项目", "pysimdjson", T,
  "real-different-projects", "CC205",
  [(CY, 13, ("pysimdjson", "libpy_simdjson", "TkTech"))],
  "cysimdjson, pysimdjson and libpy_simdjson are three separate projects that the README compares; pysimdjson is "
  "not a misspelling of cysimdjson."),
 (D1, "Langdale & Lemire 的论文（arXiv:1920.08318）", "arXiv:1920.08318", M, "malformed-arxiv-id", "CC301",
  [(CY, 13, "SIMDJSON is C++ JSON parser")],
  "1920 would be month 20 of 2019; arXiv months run 01-12. The briefing's own id table gives the simdjson paper as "
  "1902.08318 (two digits swapped)."),
 (D1, "镜像：mirror-2027-11-16 里还留着 pycapnp 2.2.1（2025-10-21 的旧版", "2.2.1", T, "old-version-kept", "CC203",
  [(PK, 2, "pypi.org/project/pycapnp/2.2.4/"), (PK, 292, "v2.2.1 (2025-10-21)"), (PK, 293, "#386")],
  "2.2.1 is called an old release kept for one legacy gateway, and the same line says 2.2.4 is current; not two "
  "'current' versions."),
 (D1, "小周承诺 11-12（周五）前在 aarch64 网关上跑完", "11-12（周五）", M, "overdue-promise", "CC303",
  [(PK, 289, "(#392)")],
  "The load test was due Friday 11-12; the briefing is dated Wednesday 11-17, no result has arrived, yet it is "
  "treated as passed and the gateway is cleared to switch to 2.2.4."),
 (D1, "README 列出 3 个 RFC 实现", "3 个 RFC 实现", T, "count-correct", "CC101",
  [(YY, 30, "RFC 7386"), (YY, 31, ("RFC 6902", "RFC 6901"))],
  "Three RFCs announced and three listed (7386, 6902, 6901), as in the README."),
 (D1, "二进制 wheel 覆盖 x86、x86_64、ARM、ARM64、PowerPC、IBM Z", "x86、x86_64、ARM、ARM64", T,
  "similar-items-distinct", "CC102",
  [(YY, 28, "x86, x86_64, ARM, and ARM64, PowerPC, IBM Z")],
  "x86 and x86_64, ARM and ARM64 are four different architectures, listed so in the README; no item repeats."),
 (D1, "lan 的笔记称\"yyjson 比 orjson 快 3 倍\"，出处是技术群转发的一张截图，没有原文链接", "快 3 倍", M, "weak-provenance", "CC204",
  [(YY, 19, "faster than most other JSON libraries"), (YY, 42, "json_benchmark")],
  "The 3x over orjson rests on a forwarded chat screenshot with no link; the README gives no multiple against "
  "orjson, yet the briefing changes the recommended default parser on that basis."),
 (D1, "上期承诺 11-15（周一）前把批处理 worker 的 cloudpickle 升到 3.1.3", "11-15（周一）", T, "promise-kept", "CC303",
  [(CP, 2, "pypi.org/project/cloudpickle/3.1.3/")],
  "Due Monday 11-15 and confirmed done on 11-15 by the upgrade record, before the 11-17 briefing."),
 (D1, "复核后认为 #392 只是把 macOS 构建从 13 升到 15", "#392", M, "one-id-two-changes", "CC206",
  [(PK, 289, "(#392)"), (PK, 290, "(#393)")],
  "增量 2, the id table and the README give #392 to the async-write use-after-free fix; C2 gives the same number to "
  "the macOS 13 -> 15 build change (#393) and concludes the gateway can ignore it."),
 (D1, "| arXiv:1902.08318 | simdjson", "arXiv:1902.08318", T, "valid-arxiv-id", "CC301",
  [(CY, 13, "SIMDJSON")],
  "1902.08318 is a well-formed arXiv id (February 2019, five digits) for the simdjson paper."),
 (D1, "twitter.json 上相对标准库 json 12.64×", "12.64×", M, "value-conflict-table", "CC201",
  [(CY, 120, "twitter.json"), (CY, 126, "9.17"), (CY, 140, "12.64")],
  "增量 1 (and the README) give 9.17x for python json loads on twitter.json; 12.64x is the canada.json figure. The "
  "change-summary table row far below states the wrong one."),
 # ---- draft 2 (English release notes / migration guide): uv, hatch, maturin, cython
 (D2, "one tool in place of seven we used to install separately", "seven", T, "count-correct", "CC101",
  [(UV, 18, "`pip`, `pip-tools`, `pipx`, `poetry`, `pyenv`, `twine`, `virtualenv`")],
  "Seven tools are announced and seven listed (pip, pip-tools, pipx, poetry, pyenv, twine, virtualenv)."),
 (D2, "43 packages install in 208 ms, which is about 4.8 ms per package", "about 4.8 ms per package", T,
  "computed-ratio", "CC105",
  [(UV, 254, "Installed 43 packages in 208ms")],
  "208 ms / 43 = 4.84 ms."),
 (D2, "So for those 43 packages pip would need 2.1–21 s", "2.1–21 s", M, "relative-vs-absolute", "CC202",
  [(UV, 13, "Trio"), (UV, 20, "10-100x faster"), (UV, 254, "Installed 43 packages in 208ms")],
  "The 10-100x is measured on Trio's dependencies with a warm cache; the 208 ms is an absolute time from a different "
  "example. Multiplying one by the other produces a pip time for a workload nobody measured, and it is then budgeted."),
 (D2, "resolves 2 packages in 170ms, while the `uv lock` that follows resolves them in 0.33ms", "0.33ms", T,
  "two-conditions-stated", "CC201",
  [(UV, 95, "Resolved 2 packages in 170ms"), (UV, 106, "Resolved 2 packages in 0.33ms")],
  "170ms (uv add in a new project) and 0.33ms (the uv lock that follows) are two commands; the line says so."),
 (D2, "The images set `UV_VERSION` to the current uv release, 0.13.6", "0.13.6", M, "two-current-versions", "CC203",
  [(UV, 2, "pypi.org/project/uv/0.13.9/"), (UV, 21, "blob/0.13.6/README.md")],
  "The TL;DR and the image table give uv 0.13.9 (the PyPI release); 0.13.6 is only the tag in the README's links, "
  "here called the current release."),
 (D2, "hatch (the project manager and CLI) and hatchling (the PEP 517 build backend) are two separate PyPI packages",
  "hatchling", T, "real-different-names", "CC205",
  [(HA, 12, "Build Hatchling"), (HA, 14, "pypi/dm/hatchling")],
  "hatch and hatchling are two real packages (the README builds and counts installs of both), not a variant."),
 (D2, "so `hatch run` invocations should take 20–30% less wall time", "20–30% less wall time", M, "speedup-vs-share",
  "CC105",
  [(HA, 34, "~2-3x")],
  "2-3x faster means the time drops to 1/2-1/3, i.e. 50-67 % less, not 20-30 %."),
 (D2, "can keep calling marturin sdist", "marturin", M, "misspelt-name", "CC205",
  [(MA, 204, "`maturin sdist`")],
  "The tool is maturin, as everywhere else in the notes; 'marturin' adds a letter."),
 (D2, "The manylinux2014 base image was promised for Friday 2027-12-03 and landed on Thursday 2027-12-02",
  "Thursday 2027-12-02", T, "promise-kept", "CC303",
  [(MA, 212, "manylinux2014")],
  "Due Friday 12-03, delivered Thursday 12-02, before the 12-08 release; both weekdays are right."),
 (D2, "Cython 3.3 removes support for four runtimes", "four runtimes", M, "count-mismatch", "CC101",
  [(CT, 476, "Support for Python 3.8 has been removed"), (CT, 477, "StacklessPython and Pyston")],
  "Four runtimes are announced but three are listed (CPython 3.8, StacklessPython, Pyston), as in the changelog."),
 (D2, "Cython 3.3.0 was released on 2026-08-22, well before this image was cut", "2026-08-22", T,
  "source-before-document", "CC304",
  [(CT, 32, "3.3.0 (2026-08-22)")],
  "The release date is more than a year before the 2027-12-08 notes."),
 (D2, "3.2.9 (2026-07-24) is the last 3.2.x release listed", "3.2.9", T, "old-version-named-old", "CC203",
  [(CT, 2, "pypi.org/project/cython/3.3.1/"), (CT, 429, "3.2.9 (2026-07-24)")],
  "3.2.9 is called the last 3.2.x and older; 3.3.1 stays the current version. Not two 'current' versions."),
 (D2, "Issue #7675 appears under both 3.2.6 and 3.3.0", "#7675", T, "same-id-same-fix", "CC206",
  [(CT, 380, "functools.wraps"), (CT, 381, "issues/7675"), (CT, 457, "functools.wraps()"), (CT, 458, "issues/7675")],
  "The changelog lists #7675 in 3.2.6 and 3.3.0 for the same @functools.wraps problem on Python 3.14+; one id, one "
  "issue, two releases."),
 (D2, "4. Cython changelog as shown on the PyPI page for cython 3.3.1, retrieved 2027-12-20", "2027-12-20", M,
  "source-after-document", "CC304",
  [(CT, 2, "pypi.org/project/cython/3.3.1/")],
  "The notes are dated 2027-12-08 but cite a page retrieved on 2027-12-20."),
 # ---- draft 3 (Chinese selection review): rocksdict, cachetools, marisa-trie, pyrsistent
 (D3, "| set_max_bytes_for_level_base | 4 GB | 1 GB |", "4 GB", M, "value-conflict-table", "CC201",
  [(RD, 169, "(1 GB)"), (RD, 170, "0x40000000")],
  "The README example sets L0/L1 to 1 GB (0x40000000), as Table 1 and §4.1 say; Table 2's README column gives 4 GB "
  "(the level multiplier is 4.0, which may be where the 4 came from)."),
 (D3, "memtable 设为 0x10000000，即 268,435,456 字节 = 256 MiB", "268,435,456 字节 = 256 MiB", T, "hex-arithmetic",
  "CC105",
  [(RD, 166, "(256 MB)"), (RD, 167, "0x10000000")],
  "0x10000000 = 268,435,456 bytes = 256 MiB exactly (the README writes 256 MB)."),
 (D3, "rocksdict 与 speedict 是 README 并列的两个 PyPI 包", "speedict", T, "real-different-packages", "CC205",
  [(RD, 17, "pip install rocksdict"), (RD, 18, "pip install speedict")],
  "rocksdict and speedict are two packages for two backends (RocksDB, Speedb), not a misspelling."),
 (D3, "rocksdict 当前最新版为 0.3.24b2", "0.3.24b2", M, "two-current-versions", "CC203",
  [(RD, 2, "pypi.org/project/rocksdict/0.3.29/"), (RD, 37, "Since v0.3.24b2")],
  "Table 1 and the conclusions give rocksdict 0.3.29 (the PyPI version); 0.3.24b2 is only the version the README "
  "names for one feature, here called the current latest."),
 (D3, "LSM compaction 的近期综述（arXiv:2802.04417）", "arXiv:2802.04417", M, "anachronistic-id", "CC302",
  [(RD, 174, "set_max_bytes_for_level_multiplier(4.0)")],
  "2802 means February 2028, after the review's date of 2028-01-12."),
 (D3, "LRUCache(maxsize=32) 缓存 PEP 页面，TTLCache(maxsize=1024, ttl=600) 缓存天气数据", "maxsize=1024", T,
  "two-caches-stated", "CC201",
  [(CA, 41, "LRUCache(maxsize=32)"), (CA, 47, "ten minutes"), (CA, 48, "TTLCache(maxsize=1024, ttl=600)")],
  "Two different caches in the README example, with two sizes; 600 s is ten minutes."),
 (D3, "最多可比标准 dict 少用 50x-100x 内存，即降到 dict 的 1/50～1/100", "少用 50x-100x 内存", T,
  "multiple-reading-stated", "CC104",
  [(MT, 21, "50x-100x less")],
  "The line states its reading of '50x-100x less memory' (1/50 to 1/100), so the comparison with 1/20 is decided "
  "under a stated reading and passes under either end."),
 (D3, "来自上一个版本 1.4.0（2026-03-10）", "1.4.0（2026-03-10）", T, "old-version-named-old", "CC203",
  [(MT, 2, "pypi.org/project/marisa-trie/1.4.1/"), (MT, 85, "1.4.1 (2026-04-08)"), (MT, 90, "1.4.0 (2026-03-10)"),
   (MT, 94, "StringTrie")],
  "1.4.1 is current; 1.4.0 is named as the previous release that brought StringTrie."),
 (D3, "1.3.0 的 changelog 里 #120 出现在三条", "#120", T, "one-pr-three-entries", "CC206",
  [(MT, 106, "(#112, #120)"), (MT, 109, "(#120)"), (MT, 110, "(#120)")],
  "The README gives #120 to three 1.3.0 entries about packaging metadata; the line explains them as three parts of "
  "one change, not one id for unrelated works."),
 (D3, "0.3.6 的几项提速里 .prefixes() 的幅度最大", ".prefixes() 的幅度最大", M, "rank-contradicted", "CC103",
  [(MT, 276, "3x-7x"), (MT, 277, "up to 3x")],
  ".prefixes() got 'up to 3x', .items()/.keys() '3x-7x'; the figures on the same line put .prefixes() last, not "
  "first."),
 (D3, "上次评审约定 2028-01-07（周五）前补一份 marisa-trie 冷启动加载数据", "2028-01-07（周五）", T, "promise-kept",
  "CC303",
  [(MT, 2, "pypi.org/project/marisa-trie/1.4.1/")],
  "Due Friday 01-07, submitted Thursday 01-06, before the 01-12 review; both weekdays are right."),
 (D3, "PVector、PMap、PSet、PBag、PList、PMap", "PList、PMap", M, "duplicate-item", "CC102",
  [(PR, 49, "PVector_"), (PR, 50, "PMap_"), (PR, 51, "PSet_"), (PR, 55, "PBag"), (PR, 56, "PList"),
   (PR, 57, "PDeque")],
  "PMap is listed twice; the README's item after PList is PDeque."),
 (D3, "Checked collections 有三种", "三种", T, "count-correct", "CC101",
  [(PR, 380, "three flavors: CheckedPVector, CheckedPMap and CheckedPSet")],
  "Three announced, three listed, as in the README."),
 (D3, "取下限\"提升 2 倍\"即 3 倍速度", "提升 2 倍", M, "ambiguous-multiplier-decides", "CC104",
  [(PR, 595, "2 - 20 times faster")],
  "The README says 2-20 times faster (2x speed at the low end). '提升 2 倍' can be read as 2x or 3x; only the 3x "
  "reading meets the review's 3x threshold, and that reading decides to evaluate the C extension."),
 # ---- draft 4 (mixed zh/en email thread): fastparquet, zarr, tiledb, einops
 (D4, "zarr 是三个候选里读得最快的", "读得最快", M, "rank-contradicted", "CC103",
  [(ZA, 2, "pypi.org/project/zarr/3.4.2/"), (TD, 2, "pypi.org/project/tiledb/0.36.1/")],
  "林晓's table, quoted further down the same thread, gives TileDB 1,515 MB/s and zarr 1,420 MB/s (and a lower p50 "
  "for TileDB); zarr is second of the three candidates, not first."),
 (D4, "Ming 周一（02-14）答应当天把 pandas<3 的 pin 合进回放任务的 lock，02-14 晚上已合", "02-14 晚上已合", T, "promise-kept", "CC303",
  [(FP, 27, "pandas 2.x")],
  "Promised for Monday 02-14 and merged that evening, two days before the 02-16 mail."),
 (D4, "zarr-http-server 的 sidecar 周五（02-11）上线", "周五（02-11）", M, "overdue-promise", "CC303",
  [(ZA, 55, "zarr-http-server")],
  "Due Friday 02-11, no confirmation by Wednesday 02-16, yet treated as live and the local-read fallback removed."),
 (D4, "预处理侧 einpos 0.8.2", "einpos", M, "misspelt-name", "CC205",
  [(EI, 2, "pypi.org/project/einops/0.8.2/"), (EI, 23, "# einops")],
  "The library is einops (as in Tom's mail); 'einpos' swaps two letters."),
 (D4, "zarr 性能文档的快照（2028-02-21 抓取）", "2028-02-21", M, "source-after-document", "CC304",
  [(ZA, 26, "user-guide/performance")],
  "The mail is dated 2028-02-16 but cites a snapshot taken on 2028-02-21."),
 (D4, "the README carries a note dated March 2026", "March 2026", T, "source-before-document", "CC304",
  [(FP, 25, "March 2026. The release of pandas 3.0")],
  "The README's note is dated March 2026, well before the 2028 thread."),
 (D4, "fastparquet ships five codecs out of the box", "five codecs", M, "count-mismatch", "CC101",
  [(FP, 50, "gzip"), (FP, 51, "snappy"), (FP, 52, "brotli"), (FP, 53, "lz4"), (FP, 54, "zstandard"),
   (FP, 56, "Optionally supported"), (FP, 58, "lzo")],
  "Five announced, six listed: lzo is only optionally supported; the README's five default codecs are gzip, snappy, "
  "brotli, lz4 and zstandard."),
 (D4, "On PyPI it is `tiledb`, on conda-forge it is `tiledb-py`", "`tiledb-py`", T, "real-names-one-project", "CC205",
  [(TD, 11, "# TileDB-Py"), (TD, 27, "pip install tiledb"), (TD, 34, "conda install -c conda-forge tiledb-py")],
  "tiledb (PyPI), tiledb-py (conda-forge) and TileDB-Py (project) are the README's own names, not misspellings."),
 (D4, "If we cite TileDB anywhere, use DOI 10.5281/zenodo.3773450", "10.5281/zenodo.3773450", M, "one-doi-two-works",
  "CC206",
  [(ZA, 17, "10.5281/zenodo.3773450")],
  "10.5281/zenodo.3773450 is zarr's DOI (its README's Citation badge, as 林晓 quotes); Tom gives it to TileDB, whose "
  "README has no DOI, and the top mail asks for both on the wiki."),
 (D4, "we are on 0.8.2, the current release. 0.8.1 is the version", "0.8.1", T, "old-versions-named", "CC203",
  [(EI, 2, "pypi.org/project/einops/0.8.2/"), (EI, 35, "0.8.0: tinygrad backend added"),
   (EI, 344, "Starting from einops 0.8.1")],
  "0.8.2 is current; 0.8.1 and 0.8.0 are named for the features they introduced."),
 (D4, "openreview id oapKSVM2bcj is both the PDF link and the forum link", "oapKSVM2bcj", T, "same-id-same-work",
  "CC206",
  [(EI, 41, "pdf?id=oapKSVM2bcj"), (EI, 375, "forum?id=oapKSVM2bcj")],
  "One openreview id, one paper, two URLs (PDF and forum), as in the README."),
 (D4, "gives (60,) in numpy and pytorch but (3, 20) in keras / tensorflow.layers", "(3, 20)", T, "two-frameworks-stated", "CC201",
  [(EI, 273, "(3, 4, 5)"), (EI, 275, "`(60,)`"), (EI, 276, "`(3, 20)`")],
  "(60,) for numpy/pytorch and (3, 20) for keras/tensorflow.layers: two frameworks, two results, as the README says."),
 (D4, "仓库里除了主包还有 3 个子包", "3 个子包", T, "count-correct", "CC101",
  [(ZA, 53, "zarr-metadata"), (ZA, 54, "zarr-indexing"), (ZA, 55, "zarr-http-server")],
  "Three sub-packages announced and listed, as in the README."),
 (D4, "体素数降为原来的 1/24（2 × 3 × 4 = 24）", "1/24", T, "computed-product", "CC105",
  [(EI, 253, "dx=2, dy=3, dz=4")],
  "Max-pooling with dx=2, dy=3, dz=4 keeps one voxel in 2 x 3 x 4 = 24; the next line's 48 MiB -> 2 MiB follows."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
