#!/usr/bin/env python3
"""Build labels.jsonl for the seventeenth held-out set (drafts_heldout17).

Same schema as ../drafts_heldout16/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-25/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-25/"
DS = NR + "datasketch.md"
MM = NR + "mmh3.md"
BA = NR + "bitarray.md"
ED = NR + "editdistance.md"
FA = NR + "fastavro.md"
PC = NR + "pydantic-core.md"
CA = NR + "cattrs.md"
RT = NR + "rtoml.md"
AU = NR + "austin-dist.md"
NU = NR + "nuitka.md"
PY = NR + "pythran.md"
SL = NR + "structlog.md"
CN = NR + "charset-normalizer.md"
CI = NR + "ciso8601.md"
FN = NR + "fastnumbers.md"
RX = NR + "regex.md"

D1, D2, D3, D4 = ("heldout17-01-datasketch-mmh3-bitarray-editdistance-briefing.md",
                  "heldout17-02-fastavro-pydanticcore-cattrs-rtoml-adr-en.md",
                  "heldout17-03-austin-nuitka-pythran-structlog-biweekly.md",
                  "heldout17-04-charsetnormalizer-ciso8601-fastnumbers-regex-postmortem.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mostly Chinese): datasketch, mmh3, bitarray, editdistance
 (D1, "README 的 sketch 表共 4 行——MinHash、Weighted MinHash、HyperLogLog、HyperLogLog++", "HyperLogLog、HyperLogLog++",
  T, "similar-items-distinct", "CC102",
  [(DS, 40, "`HyperLogLog`_"), (DS, 42, "`HyperLogLog++`_"), (DS, 99, "hyperloglog-plusplus")],
  "HyperLogLog and HyperLogLog++ are two separate rows of the README's sketch table (both estimate cardinality; "
  "HyperLogLog++ has its own documentation anchor), so the list of four has no repeated item."),
 (D1, "README 列出 5 种索引——MinHash LSH、LSHBloom、MinHash LSH Forest、MinHash LSH Ensemble、HNSW", "5 种索引", T,
  "count-correct", "CC101",
  [(DS, 51, "`MinHash LSH`_"), (DS, 53, "`LSHBloom`_"), (DS, 55, "`MinHash LSH Forest`_"),
   (DS, 57, "`MinHash LSH Ensemble`_"), (DS, 59, "`HNSW`_")],
  "Five indexes are named and the README's index table has five rows; the shared 'MinHash LSH' prefix does not make "
  "Forest and Ensemble repeats."),
 (D1, "阿杰承诺 09-17（周五）前把线上 LSH 索引用 affine32 全量重建，本轮 inbox 未见回报，本简报按已重建处理", "09-17（周五）",
  M, "overdue-promise", "CC303",
  [(DS, 22, "affine32"), (DS, 26, "rebuild persisted sketches and LSH")],
  "The rebuild was promised for Friday 09-17; the briefing is dated 2027-09-22, the inbox has no report of it, yet the "
  "briefing treats the indexes as rebuilt and tells readers to use thresholds under the new scheme (the README says "
  "2.0.0 hash values differ, so an unrebuilt index would not match)."),
 (D1, "分层可导航小世界图工作（arXiv:1603.9320）", "arXiv:1603.9320", M, "malformed-arxiv-id", "CC301",
  [(DS, 59, "`HNSW`_")],
  "An arXiv id from 2015 on has a five-digit number: 1603.9320 has four. The briefing's own id table gives the HNSW "
  "paper as 1603.09320."),
 (D1, "第三个参数传 False（无符号）时同一输入得到 4138058784", "4138058784", T, "two-representations-stated", "CC201",
  [(MM, 47, "32-bit signed int"), (MM, 48, "-156908512"), (MM, 53, "32-bit unsigned int"), (MM, 54, "4138058784")],
  "-156908512 is the default signed result and 4138058784 the unsigned result for the same input; they differ by "
  "exactly 2**32, and the line names both settings."),
 (D1, "只能锁 3.* ——s390x 归档节点正是这样锁的，属于有意保留的旧版本", "3.*", T, "old-version-kept", "CC203",
  [(MM, 2, "pypi.org/project/mmh3/5.3.1/"), (MM, 128, "Starting from version 4.0.0"),
   (MM, 132, "please use version 3.\\*")],
  "3.* is the README's own advice for matching Appleby's endian-sensitive C++ results on big-endian machines; the "
  "line keeps it as a deliberate old pin, not as a second current version (current is 5.3.1)."),
 (D1, "wc-duck/pymmh3 是另一个项目", "pymmh3", T, "real-different-project", "CC205",
  [(MM, 250, "wc-duck/pymmh3")],
  "pymmh3 is a real, separate project (mmh3 in pure Python), listed under the README's related libraries; not a "
  "misspelling of mmh3."),
 (D1, "小林上期承诺 09-20（周一）前在 CI 镜像跑一遍 bitarray.test()", "09-20（周一）", T, "promise-kept", "CC303",
  [(BA, 40, "over 700 unit tests"), (BA, 90, "Ran 723 tests in 0.163s"), (BA, 92, "OK (skipped=2)")],
  "Due Monday 09-20 and reported on 09-20 (same line), before the 09-22 briefing; 723 tests is consistent with the "
  "README's 'over 700 unit tests'."),
 (D1, "pyxDamerauLevenshtein 11.4 µs ÷ editdistance 3.5 µs ≈ 3.3 倍", "≈ 3.3 倍", T, "computed-ratio", "CC105",
  [(ED, 57, "11.4 µs"), (ED, 60, "3.5 µs")],
  "11.4 / 3.5 = 3.26, about 3.3 times; both in µs from the same benchmark."),
 (D1, "相对 pylev 的 7.48 ms，editdistance 约快 214 倍", "约快 214 倍", M, "ms-us-ratio-slip", "CC105",
  [(ED, 53, "7.48 ms"), (ED, 60, "3.5 µs")],
  "7.48 ms is 7480 µs, and 7480 / 3.5 = 2137, so editdistance is about 2137 times faster; 214 is off by a factor "
  "of ten (a ms/µs slip)."),
 (D1, "editdistance 是这四个库里单次最快的", "最快", M, "rank-contradicted", "CC103",
  [(ED, 60, "3.5 µs"), (ED, 65, "3.21 µs")],
  "The four timings the briefing lists two lines above give python-Levenshtein 3.21 µs, faster than editdistance's "
  "3.5 µs; editdistance is second, not fastest."),
 (D1, "内网镜像里的 mmh3 5.2.1 已是当前最新版", "5.2.1", M, "two-current-versions", "CC203",
  [(MM, 2, "pypi.org/project/mmh3/5.3.1/"), (MM, 87, "[5.3.1] - 2026-10-01"), (MM, 105, "[5.2.1] - 2026-03-06")],
  "The briefing's source table and 增量 2 give 5.3.1 (and 5.3.0) as released after 5.2.1; calling the mirror's "
  "5.2.1 the current latest is a second, older 'current' version."),
 (D1, "| arXiv:1603.09320 | HNSW", "arXiv:1603.09320", T, "valid-arxiv-id", "CC301",
  [(DS, 59, "`HNSW`_")],
  "1603.09320 is well formed (1603 = March 2016, five-digit number) and older than the briefing; it is the id of "
  "Malkov & Yashunin's HNSW paper. Only the four-digit form in 增量 1 is malformed."),
 (D1, "affine32 默认：内存降至 1/4、update 约 4×", "内存降至 1/4", M, "wrong-ratio-beside-subject", "CC201",
  [(DS, 24, "halves sketch memory")],
  "增量 1 (and the README) say the affine32 default halves sketch memory; the change-summary row says memory drops "
  "to a quarter."),
 # ---- draft 2 (English ADR): fastavro, pydantic-core, cattrs, rtoml
 (D2, "was promised for Friday 2027-10-08 and landed a day early, on Thursday 2027-10-07", "Friday 2027-10-08", T,
  "promise-kept", "CC303",
  [(FA, 2, "pypi.org/project/fastavro/1.13.1/"), (CA, 2, "pypi.org/project/cattrs/26.2.1/")],
  "The spike was due Friday 2027-10-08 and delivered Thursday 2027-10-07 (both weekdays right), before the ADR's "
  "2027-10-13; reference 5 is dated 2027-10-07."),
 (D2, "roughly 8.2x faster than the pure-Python reader", "8.2x", T, "computed-ratio", "CC105",
  [(FA, 15, "about 14 seconds"), (FA, 21, "1.7 seconds")],
  "14 / 1.7 = 8.24, roughly 8.2x."),
 (D2, "1 - 1.7/14 is about 88 % less wall time per file", "88 %", T, "computed-percent", "CC105",
  [(FA, 15, "about 14 seconds"), (FA, 21, "1.7 seconds")],
  "1 - 1.7/14 = 0.879, about 88 % less time; the same pair of figures as the 8.2x above, expressed as a reduction."),
 (D2, "a further 25 % cut over fastavro on CPython", "25 %", M, "wrong-percent", "CC105",
  [(FA, 21, ("1.7 seconds", "With PyPy, this drops to 1.5"))],
  "From 1.7 s to 1.5 s is a cut of 0.2 / 1.7 = 11.8 %, not 25 %."),
 (D2, "fastavro on CPython is the fastest of the four readers in Table 1", "the fastest", M, "rank-contradicted",
  "CC103",
  [(FA, 17, "1.9 seconds"), (FA, 21, ("1.7 seconds", "With PyPy, this drops to 1.5"))],
  "Table 1, printed just above, gives fastavro on PyPy 1.5 s, faster than fastavro on CPython at 1.7 s."),
 (D2, "fastavro handles six codecs: Snappy, Deflate, Zstandard, Bzip2, LZ4 and XZ", "six codecs", T, "count-correct",
  "CC101",
  [(FA, 43, "Codecs (Snappy, Deflate, Zstandard, Bzip2, LZ4, XZ)")],
  "Six codecs are named, as in the README."),
 (D2, "The legacy-etl job stays pinned to fastavro 1.9.x until its own migration", "1.9.x", T, "old-version-pinned",
  "CC203",
  [(FA, 2, "pypi.org/project/fastavro/1.13.1/"), (FA, 10, "maintenance mode")],
  "1.9.x is a deliberate pin of an older release for one job, stated as such beside the current 1.13.1 used by new "
  "readers (and not the Java 1.9 s figure)."),
 (D2, "The 17x is measured against pydantic V1, which we have never run", "17x", T, "relative-baseline-named",
  "CC202",
  [(PC, 14, "around 17x faster than pydantic V1")],
  "The relative figure is given with its baseline (pydantic V1) and the text says it cannot be compared with "
  "cattrs."),
 (D2, "cattrs ships preconfigured converters for seven serialization libraries", "seven", M, "count-mismatch",
  "CC101",
  [(CA, 87, ("standard library", "orjson", "UltraJSON", "msgpack", "cbor2", "bson", "PyYAML", "tomlkit",
             "msgspec"))],
  "Nine libraries follow the colon (standard-library json, orjson, UltraJSON, msgpack, cbor2, bson, PyYAML, tomlkit, "
  "msgspec), as in the README; 'seven' does not match."),
 (D2, "msgspec and msgpack are two separate projects", "msgspec", T, "real-different-project", "CC205",
  [(CA, 87, ("_msgpack_", "_msgspec_", "supports only JSON at this time"))],
  "msgspec and msgpack are both real libraries that the README lists separately; msgspec is not a typo for "
  "msgpack."),
 (D2, "`load`/`loads` default to `none_value=None` (nothing is read back as `None`), while `dump`/`dumps` default to "
      "`none_value=\"null\"`", "`none_value=\"null\"`", T, "two-defaults-stated", "CC201",
  [(RT, 40, "none_value: str | None = None"), (RT, 46, "nothing is loaded as `None`"),
   (RT, 60, "none_value: str | None = \"null\""), (RT, 72, "none_value: str | None = \"null\"")],
  "One parameter name, two defaults: None when loading, \"null\" when dumping; the line names both directions."),
 (D2, "expected gain of about 17x over today's cattrs path", "17x", M, "relative-vs-absolute", "CC202",
  [(PC, 14, "around 17x faster than pydantic V1")],
  "The 17x is pydantic-core against pydantic V1 (the Options section says so and that pydantic was not timed); "
  "applying it to cattrs' absolute 40 ms to get 2.4 ms mixes a relative figure with another baseline."),
 (D2, "Pin `fastarvo==1.13.1`", "fastarvo", M, "misspelt-name", "CC205",
  [(FA, 4, "# fastavro")],
  "The package is fastavro, as everywhere else in the ADR; 'fastarvo' swaps two letters (and would not install)."),
 (D2, "6. pwwang/toml-bench, results page, retrieved 2027-11-02", "2027-11-02", M, "source-after-document", "CC304",
  [(RT, 20, "pwwang/toml-bench"), (RT, 21, "fastest Python TOML libraries at the time of writing")],
  "The ADR is dated 2027-10-13 but cites a page retrieved on 2027-11-02, three weeks later."),
 # ---- draft 3 (Chinese biweekly report): austin-dist, nuitka, pythran, structlog
 (D3, "PyPI 发行名是 austin-dist，装出来的可执行文件叫 austin", "austin-dist", T, "distribution-vs-binary-name", "CC205",
  [(AU, 2, "pypi.org/project/austin-dist/4.0.0/"), (AU, 140, "pip install austin-dist"),
   (AU, 331, "austin-python")],
  "austin-dist (the PyPI distribution), austin (the binary) and austin-python (the package with mojo2austin) are "
  "three real names, not variants of one."),
 (D3, "PyPI 上 austin-dist 仍是 4.0.0，README 里线程名、asyncio 任务图两项都标着", "4.0.0", T,
  "feature-version-vs-installed", "CC203",
  [(AU, 2, "pypi.org/project/austin-dist/4.0.0/"), (AU, 425, "Since Austin 4.1.0"), (AU, 486, "Since Austin 4.1.0")],
  "4.0.0 is the PyPI release and 4.1.0 only the version the README gives for two features; the line does not call "
  "4.1.0 current and draws the right conclusion."),
 (D3, "默认 100 ms 采一次", "100 ms", M, "unit-slip", "CC201",
  [(AU, 309, "Sampling interval in microseconds"), (AU, 310, "100). Accepted units: s, ms, us.")],
  "The default sampling interval is 100 microseconds, as the report's own data table says (100 µs); 100 ms is a "
  "unit slip, and with a 100 µs default the switch to -i 1ms makes sampling sparser, not denser."),
 (D3, "栈采样器偏差分析（arXiv:2712.04418）", "arXiv:2712.04418", M, "anachronistic-id", "CC302",
  [(AU, 2, "pypi.org/project/austin-dist/4.0.0/")],
  "2712 means December 2027, after the report's date of 2027-11-05."),
 (D3, "上期承诺 10-29（周五）前交 LTO / PGO 复现，10-28（周四）已交", "10-29（周五）", T, "promise-kept", "CC303",
  [(NU, 2, "pypi.org/project/nuitka/4.3.5/"), (NU, 2063, "--lto=yes --pgo-c")],
  "Due Friday 10-29, delivered Thursday 10-28, before the 11-05 report; both weekdays are right."),
 (D3, "Debian Python 2.7 未编译 137497.87，Nuitka 自带的 Python 2.7 未编译 144074.78", "144074.78", T,
  "two-builds-stated", "CC201",
  [(NU, 2081, "137497.87 (1.000)"), (NU, 2083, "144074.78 (1.048)")],
  "Two uncompiled pystone scores for two interpreter builds (Debian's Python 2.7 and Nuitka's), as the README table "
  "and the line say; not one figure stated twice."),
 (D3, "503681.91 ÷ 137497.87 ≈ 3.66 倍", "≈ 3.66 倍", T, "computed-ratio", "CC105",
  [(NU, 2081, ("137497.87", "503681.91 (3.663)"))],
  "503681.91 / 137497.87 = 3.663."),
 (D3, "相比 Debian Python 2.7 未编译提升 371.8%", "提升 371.8%", M, "multiple-read-as-percent", "CC105",
  [(NU, 2081, "137497.87 (1.000)"), (NU, 2083, "511247.44 (3.718)")],
  "511247.44 / 137497.87 = 3.718x, an increase of 271.8 %; the multiple was written as the percentage."),
 (D3, "MinGW64 编出的 pystone 分数比 MSVC 高约 20%（分数高 20%，不是耗时少 20%）", "高约 20%", T,
  "percent-reading-stated", "CC104",
  [(NU, 1696, "roughly 20% better"), (NU, 74, "MinGW64 does not work with Python 3.13 or")],
  "The README's 'roughly 20% better score' is a higher pystone score, and the line says which reading it means."),
 (D3, "nuitka 当前最新是 4.3.2", "4.3.2", M, "two-current-versions", "CC203",
  [(NU, 2, "pypi.org/project/nuitka/4.3.5/")],
  "The report's header and data table give nuitka 4.3.5 as the current PyPI version; 4.3.2 is a second 'latest'."),
 (D3, "据一篇知乎帖子（没有链接，只有群里的截图），pythran 编译后比 numba 快 5 倍", "快 5 倍", M, "weak-provenance", "CC204",
  [(PY, 2, "pypi.org/project/pythran/0.19.0/"), (PY, 15, "(hopefully) faster")],
  "The 5x rests on an unlinked forum post seen as a screenshot; the pythran README gives no figure against numba "
  "(it says only '(hopefully) faster'), yet the number makes the rewrite a P0."),
 (D3, "CallsiteParameter.QUAL_MODULE（#812）、rich_monochrome_traceback（#794）", "rich_monochrome_traceback（#794）", M,
  "duplicate-item", "CC102",
  [(SL, 101, "rich_monochrome_traceback"), (SL, 102, "#794"), (SL, 111, "is_enabled_for()"), (SL, 113, "#818")],
  "rich_monochrome_traceback (#794) is listed twice among the five Added items; the README's fifth is "
  "BoundLogger.is_enabled_for() / get_effective_level() (#818)."),
 (D3, "Fixed 3 项：BytesLogger / PrintLogger / WriteLogger 改为持有弱引用（#807）", "Fixed 3 项", T,
  "count-with-subitems", "CC101",
  [(SL, 124, "now hold *weak* references"), (SL, 126, "#807"), (SL, 128, "usable after unpickling"),
   (SL, 129, "#787"), (SL, 131, "CallsiteParameterAdder"), (SL, 132, "#710"), (SL, 133, "#805")],
  "Three Fixed entries, as in the README; the three logger names share one entry and the third entry carries two "
  "numbers (#710 / #805)."),
 (D3, "CallsiteParameterAdder 在 Added（QUAL_MODULE，#812）和 Fixed（线程 id，#805）里各出现一次", "CallsiteParameterAdder",
  T, "legit-repeat-two-sections", "CC102",
  [(SL, 107, "CallsiteParameterAdder"), (SL, 109, "#812"), (SL, 131, "CallsiteParameterAdder"), (SL, 133, "#805")],
  "The same class appears in two sections of the changelog for two different changes (a new QUAL_MODULE parameter "
  "and a thread-id fix)."),
 # ---- draft 4 (mixed zh/en postmortem): charset-normalizer, ciso8601, fastnumbers, regex
 (D4, "charset-normalizer 的 PyPI 页面是 3.5.3，但页面自带的 changelog 只写到 3.5.2（2026-09-29）", "3.5.3", T,
  "page-vs-changelog-version", "CC203",
  [(CN, 2, "pypi.org/project/charset-normalizer/3.5.3/"), (CN, 279, "[3.5.2]"), (CN, 288, "PTCP154")],
  "3.5.3 is the PyPI release; 3.5.2 is only the newest changelog entry on the page. The line explains the gap and "
  "does not call 3.5.2 current."),
 (D4, "3.5.1 的 release note 里 #796 指的是", "#796", M, "one-id-two-changes", "CC206",
  [(CN, 288, "PTCP154"), (CN, 289, "(#796)"), (CN, 293, "[3.5.1]"), (CN, 301, ">1M bytes")],
  "The Summary (and the README) give #796 to the 3.5.2 fix for Chinese JSON detected as PTCP154; here the same "
  "number is given to the 3.5.1 change about >1M-byte content, which carries no issue number."),
 (D4, "README 对比表里的 cchardet 主仓已停更，数字来自 fork faust-cchardet；它和 chardet 是两个项目", "cchardet", T,
  "real-different-projects", "CC205",
  [(CN, 41, "cChardet"), (CN, 94, "faust-cchardet")],
  "cchardet, faust-cchardet and chardet are three real projects (a discontinued uchardet binding, its fork, and "
  "Chardet itself), not spellings of one name."),
 (D4, "无时区时间戳 26.4 ns，带时区时间戳 30.7 ns", "30.7 ns", T, "two-conditions-stated", "CC201",
  [(CI, 81, "no time zone information"), (CI, 90, "26.4 nsec"), (CI, 129, "with time zone information"),
   (CI, 138, "30.7 nsec"), (CI, 186, "ciso8601==2.3.2")],
  "26.4 ns is without and 30.7 ns with time-zone information (both Python 3.14); the line states both conditions."),
 (D4, "无时区 51.5 ÷ 26.4 ≈ 1.95，README 记作 2.0x", "≈ 1.95", T, "computed-ratio", "CC105",
  [(CI, 94, "51.5 nsec"), (CI, 125, "2.0x faster"), (CI, 142, "81.6 nsec"), (CI, 173, "2.7x faster")],
  "51.5 / 26.4 = 1.95 (README rounds to 2.0x) and 81.6 / 30.7 = 2.66 (2.7x); both right."),
 (D4, "按每个 26.4 ns 估算，1,840 万条记录解析约 0.49 s", "26.4 ns", M, "wrong-condition", "CC201",
  [(CI, 90, "26.4 nsec"), (CI, 129, "with time zone information"), (CI, 138, "30.7 nsec")],
  "The same line says every vendor-X timestamp carries +08:00, and the line two above gives 30.7 ns for timestamps "
  "with a time zone; 26.4 ns is the no-time-zone figure (the estimate should be about 0.56 s)."),
 (D4, "ciso8601 支持的日期格式共 9 种：extended 2 种、basic 1 种、week date 4 种、ordinal date 2 种", "共 9 种", T,
  "count-with-subitems", "CC101",
  [(CI, 225, "(extended)"), (CI, 226, "(extended)"), (CI, 227, "(basic)"), (CI, 228, "(week date)"),
   (CI, 231, "(week date)"), (CI, 232, "(ordinal date)"), (CI, 233, "(ordinal date)")],
  "2 + 1 + 4 + 2 = 9, matching the nine rows of the README's supported date formats table."),
 (D4, "fastnumbers 5.2.0 的 str→float 提升 5 倍（README：up to 5x）", "提升 5 倍", M, "ambiguous-multiplier-decides",
  "CC104",
  [(FN, 59, "Up to 5x faster conversion of strings to floats")],
  "'提升 5 倍' can mean 5x or 6x. The README's 'up to 5x' leaves 1/5 of the time, which misses the SLO of 1/6; only "
  "the 6x reading clears it, and that reading closes AI-4."),
 (D4, "try_float(map=list) 的速度是列表推导的 2 倍、是 map() 写法的 1.5 倍", "2 倍", T, "unambiguous-speed-multiple",
  "CC104",
  [(FN, 215, "2x the speed of the list"), (FN, 216, "1.5x the speed of the ``map`` method")],
  "'速度是……的 2 倍' has one reading (twice the speed), matching the README; no '提升' phrasing."),
 (D4, "2021.11.10 是最后一个支持 Python 2 的版本，现在用的 2026.11.19 只支持 Python 3", "2026.11.19", T,
  "date-like-versions", "CC203",
  [(RX, 2, "pypi.org/project/regex/2026.11.19/"), (RX, 12, "2021.11.10"), (RX, 27, "Unicode 18.0.0")],
  "regex uses date-like version numbers; 2021.11.10 is named as the last Python 2 release and 2026.11.19 as the one "
  "in use, so the two versions are not two 'current' ones (and neither is a date after the document)."),
 (D4, "global 6 个：BESTMATCH、ENHANCEMATCH、POSIX、REVERSE、VERSION0", "global 6 个", M, "count-mismatch", "CC101",
  [(RX, 36, ("BESTMATCH", "VERSION0 (?V0)", "VERSION1 (?V1)"))],
  "Six global flags are announced but five are listed (VERSION1 is missing)."),
 (D4, "其余 6 个服务的镜像已在 charset-normalizer 当前最新版 3.5.1 上", "3.5.1", M, "two-current-versions", "CC203",
  [(CN, 2, "pypi.org/project/charset-normalizer/3.5.3/"), (CN, 279, "[3.5.2]"), (CN, 293, "[3.5.1]")],
  "The timeline and AI-1 give 3.5.3 as the PyPI version (and 3.5.2 as the fix); calling 3.5.1 the current latest is "
  "a second 'current' version, and 3.5.1 is the release with the bug."),
 (D4, "vendor 承诺 12-03 前改完，至今未收到确认；本复盘按已修复处理", "12-03", M, "overdue-promise", "CC303",
  [(CN, 2, "pypi.org/project/charset-normalizer/3.5.3/"), (CN, 288, "PTCP154")],
  "The vendor's change was due Friday 12-03; by the 12-08 postmortem there is no confirmation, yet the fix is treated "
  "as done and the forced-encoding mitigation removed."),
 (D4, "12-06 已完成，乱码率 0", "12-06 已完成", T, "promise-kept", "CC303",
  [(CN, 288, "PTCP154")],
  "AI-3 was due Monday 12-06 and the row records it done on 12-06, before the 12-08 postmortem."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
