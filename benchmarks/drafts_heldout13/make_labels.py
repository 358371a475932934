#!/usr/bin/env python3
"""Build labels.jsonl for the thirteenth held-out set (drafts_heldout13).

Same schema as ../drafts_heldout12/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All twelve sources are PyPI READMEs under benchmarks/corpora/new-real/batch-21/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-21/"
LD = NR + "litdata.md"
MS = NR + "mosaicml-streaming.md"
FF = NR + "ffcv.md"
SF = NR + "statsforecast.md"
AG = NR + "autogluon.md"
SK = NR + "scikit-learn-intelex.md"
RU = NR + "ruff.md"
RF = NR + "rapidfuzz.md"
UJ = NR + "ujson.md"
TP = NR + "torch-pruning.md"
AL = NR + "albumentations.md"
MO = NR + "modin.md"

D1, D2, D3, D4 = ("heldout13-01-litdata-streaming-ffcv.md", "heldout13-02-statsforecast-autogluon-sklearnex-xuanxing-zh.md",
                  "heldout13-03-ruff-rapidfuzz-ujson-rfc-en.md",
                  "heldout13-04-torchpruning-albumentations-modin-thread.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (seed-style briefing, mixed): litdata, mosaicml-streaming, ffcv
 (D1, "LitData 在 torch16 下首个 epoch 5839 img/s", "torch16", M, "wrong-condition-precision", "CC201",
  [(LD, 2758, ("**5839**", "**6282**")), (LD, 2756, ("1st Epoch (float32)", "1st Epoch (torch16)"))],
  "5839 img/s is LitData's first epoch in float32; the torch16 first-epoch figure in the same row is 6282."),
 (D1, "LitData 首轮即提升 201%", "201%", M, "percent-vs-multiple", "CC105",
  [(LD, 2758, "**5839**"), (LD, 2760, "2898")],
  "5839 / 2898 = 2.01x, which is an increase of about 101 %, not 201 %."),
 (D1, "LitData 6692 对 Mosaic ML 5099，约 1.3 倍", "约 1.3 倍", T, "computed-ratio", "CC105",
  [(LD, 2758, "**6692**"), (LD, 2760, "5099")],
  "6692 / 5099 = 1.31; second-epoch float32 figures, as the draft says."),
 (D1, "1,281,167 张的一个 epoch 约需 219 秒（≈3.7 分钟）", "219 秒", T, "computed-duration", "CC105",
  [(LD, 2766, "1,281,167 images"), (LD, 2758, "**5839**")],
  "1,281,167 / 5839 = 219.4 s = 3.66 min."),
 (D1, "15 个 split 里 12 个 optimize_hf 最快，其余 3 个", "12 个", T, "count-correct", "CC101",
  [(LD, 504, ("**12/15**", "OpenThoughts", "food101", "cifar100"))],
  "The README says 12/15 splits prefer optimize_hf and names the three where parquet stays ahead; the table "
  "(lines 510-524) has 15 rows."),
 (D1, "AWS S3 不带 transform 约 6400 img/s、带 transform 约 3200 img/s", "约 3200 img/s", T,
  "different-settings-stated", "CC201",
  [(LD, 2792, ("~6400 +/- 100", "~3200 +/- 100")), (LD, 2790, ("without transform", "with transform"))],
  "Same storage, two settings (with and without transform); the draft says the gap is the transform cost."),
 (D1, "LitData 10:05 min，对 Mosaic ML 的 49:49 约 4.9 倍", "约 4.9 倍", T, "computed-ratio-in-range", "CC105",
  [(LD, 2805, "**10:05 min**"), (LD, 2807, "49:49 min"), (LD, 2806, "32:36 min"), (LD, 2800, "3-5x faster")],
  "49:49 = 2989 s and 10:05 = 605 s give 4.94x; 32:36 = 1956 s gives 3.23x; both inside the README's 3-5x."),
 (D1, "README 里的 2.14 / 2.13 是它当前支持的两个 PyTorch 小版本", "2.14 / 2.13", T,
  "versions-of-different-packages", "CC203",
  [(LD, 2, "pypi.org/project/litdata/0.2.76/"), (LD, 116, ("**2.14**", "**2.13**")), (LD, 117, "PyTorch 2.4 or newer")],
  "0.2.76 is litdata; 2.14 and 2.13 are the supported PyTorch minors and 2.4 the minimum; the draft says so."),
 (D1, "StreamingDataset 在三者中 Top-1 最高", "Top-1 最高", M, "rank-contradicted", "CC103",
  [(MS, 251, "76.51%"), (MS, 252, "76.57%"), (MS, 253, "76.23%")],
  "ImageFolder's 76.57 % is above StreamingDataset's 76.51 %, as the same sentence shows; StreamingDataset is "
  "second, within noise."),
 (D1, "litdata 的 StreamingRawDataset（直读原始文件、无需 optimize）与 mosaicml-streaming 的 StreamingDataset",
  "StreamingRawDataset", T, "similar-names-distinct-things", "CC205",
  [(LD, 159, "StreamingRawDataset"), (LD, 2795, "no optimize step"), (MS, 231, "Our MDS format")],
  "StreamingRawDataset (litdata, raw files) and StreamingDataset (mosaicml-streaming, MDS shards) are two "
  "classes of two libraries, each documented in its own README."),
 (D1, "ResNet-50 88 epoch 在单卡 A100 上 77.2 分钟", "单卡 A100", M, "per-node-read-as-single-gpu", "CC201",
  [(FF, 145, ("77.2", "8 x A100"))],
  "The 77.2-minute ResNet-50 88-epoch run used 8 x A100, not one GPU."),
 (D1, "对应的是 ResNet-18 16 epoch 配置（1×A100，35.0 min，top-1 0.669）", "35.0 min", T,
  "different-configs-stated", "CC201",
  [(FF, 26, "one GPU in 35 minutes"), (FF, 156, ("0.669", "35.0", "1 x A100"))],
  "The headline 35 minutes is the ResNet-18 16-epoch run on one A100; the draft keeps it apart from the "
  "ResNet-50 rows."),
 (D1, "先按 40000 img/s 作为集群 dataloader 目标基线", "40000 img/s", M, "weak-provenance", "CC204",
  [(MS, 235, "~19000 img/sec")],
  "The 40000 img/s figure comes from a tweet relayed by a radar note, with no primary source; the README gives "
  "~19000 img/s, yet the 处置建议 adopts the tweet's number as the baseline."),
 (D1, "| 2401.02385 | Sparse Autoencoders", "2401.02385", M, "id-conflict", "CC206",
  [(LD, 2993, "arxiv.org/abs/2503.08764"), (LD, 2994, "arxiv.org/abs/2401.02385")],
  "2401.02385 is TinyLlama (the row above); the protein-structure SAE paper is 2503.08764."),
 # ---- draft 2 (技术选型对比报告, Chinese): statsforecast, autogluon, scikit-learn-intelex
 (D2, "支持 Python 3.10–3.13，共 4 个小版本", "共 4 个小版本", T, "count-correct", "CC101",
  [(AG, 30, "Python 3.10 - 3.13")],
  "3.10, 3.11, 3.12, 3.13: four minor versions."),
 (D2, "R 侧要跑 15 分钟的同一批拟合，这边约 10 分钟", "约 10 分钟", T, "computed-duration", "CC105",
  [(SF, 82, "1.5x faster than `R`")],
  "15 min / 1.5 = 10 min."),
 (D2, "耗时只剩原来的 2%", "2%", M, "reciprocal-wrong", "CC105",
  [(SF, 83, "500x faster than `Prophet`")],
  "500x faster leaves 1/500 = 0.2 % of the time, not 2 %."),
 (D2, "折合每秒约 556 条", "约 556 条", T, "computed-rate", "CC105",
  [(SF, 85, ("1,000,000 series", "30 min", "ray"))],
  "1,000,000 / 1,800 s = 555.6 series per second."),
 (D2, "它和上面 ray 的 30 分钟是两组不同设置的实验", "两组不同设置的实验", T, "different-experiments-stated",
  "CC201",
  [(SF, 85, "30 min"), (SF, 87, ("10 benchmark models", "under **5 min**"))],
  "30 min (one run with ray) and under 5 min (10 benchmark models, benchmarks_at_scale) are two experiments; "
  "the draft says they are not convertible."),
 (D2, "间歇需求族 README 列了 7 个模型", "7 个模型", M, "count-mismatch", "CC101",
  [(SF, 193, "ADIDA"), (SF, 194, "CrostonClassic"), (SF, 195, "CrostonOptimized"), (SF, 196, "CrostonSBA"),
   (SF, 197, "IMAPA"), (SF, 198, "TSB")],
  "The sparse/intermittent table has six models, and the draft's own parenthesis names six."),
 (D2, "Intel Xeon Platinum 8275CL，共 24 核", "共 24 核", M, "per-socket-read-as-total", "CC201",
  [(SK, 106, ("2 sockets", "24 cores per socket"))],
  "24 is cores per socket; the c5.24xlarge has 2 sockets, 48 cores in total."),
 (D2, "scikit-learn-intelex 目前最新是 2021.2.3", "2021.2.3", M, "version-conflict", "CC203",
  [(SK, 2, "pypi.org/project/scikit-learn-intelex/2026.2.0/"), (SK, 107, "scikit-learn-intelex version 2021.2.3")],
  "2021.2.3 is the version the old benchmark chart used; the PyPI page (and the report's own header and table) "
  "give 2026.2.0 as current."),
 (D2, "是演讲标题里的旧版本号，不是另一个\"当前版本\"", "旧版本号", T, "versions-in-talk-titles", "CC203",
  [(AG, 2, "pypi.org/project/autogluon/1.6.3/"), (AG, 65, "AutoGluon 1.2:"), (AG, 67, ("AutoGluon 1.0:", "2023/09/12"))],
  "1.6.3 is the package; 1.2 and 1.0 are releases named in talk titles; the draft says so."),
 (D2, "AWS 官方博客（README 直接链接）称 SageMaker Autopilot 的 ensemble 训练模式最多快 8 倍", "最多快 8 倍", T,
  "vendor-source-linked", "CC204",
  [(AG, 98, ("Amazon SageMaker Autopilot", "eight-times-faster"))],
  "The README links the AWS blog post itself; a first-party source, attributed and scoped to Autopilot."),
 (D2, "Chronos（TMLR 2024，arXiv:2403.07815）与 Chronos-2（2025，arXiv:2510.15821）", "Chronos-2", T,
  "similar-names-distinct-papers", "CC205",
  [(AG, 81, ("Chronos: Learning the Language of Time Series", "2403.07815")),
   (AG, 83, ("Chronos-2: From Univariate to Universal Forecasting", "2510.15821"))],
  "Chronos and Chronos-2 are two papers with two ids, both listed in the README."),
 (D2, "| statsforecast | 2.1.1 | 4（对 pmdarima）/ 20（对 statsmodels ETS）", "4（对 pmdarima）", M,
  "swapped-values", "CC201",
  [(SF, 81, ("20x", "pmdarima")), (SF, 84, ("4x", "statsmodels"))],
  "The README gives 20x against pmdarima (ARIMA) and 4x against statsmodels (ETS); the table swaps them."),
 (D2, "已在 01-20 交付", "01-20 交付", T, "kept-promise", "CC303",
  [(SF, 2, "pypi.org/project/statsforecast/2.1.1/")],
  "The team's own 01-22 deadline (set 01-13) was met on 01-20, before the 01-27 report; nothing is overdue."),
 (D2, "TabRepo（AutoML Conf 2024，arXiv:2711.02971）", "2711.02971", M, "anachronistic-id", "CC302",
  [(AG, 79, ("TabRepo", "2311.02971", "*AutoML Conf*, 2024"))],
  "TabRepo is arXiv:2311.02971; 2711 would be November 2027, after the report's 2027-01-27 date and impossible "
  "for an AutoML Conf 2024 paper."),
 # ---- draft 3 (RFC, English): ruff, rapidfuzz, ujson
 (D3, "Ruff is nearly 1000x faster than pylint", "1000x", M, "weak-provenance", "CC204",
  [(RU, 73, "twitter.com/schrockn"), (RU, 76, "nearly 1000x faster")],
  "'Nearly 1000x' is a user testimonial (a tweet quoted in the README, about one codebase on an M1), not a "
  "benchmark, yet the RFC plans CI capacity on it."),
 (D3, "The matcher we inherited is FuzzyWuzy", "FuzzyWuzy", M, "name-misspelling", "CC205",
  [(RF, 50, "FuzzyWuzzy"), (RF, 55, "drop in replacement for `fuzzywuzzy`")],
  "The library is FuzzyWuzzy."),
 (D3, "Pin the latest ruff, 0.17.3", "0.17.3", M, "version-conflict", "CC203",
  [(RU, 2, "pypi.org/project/ruff/0.17.6/"), (RU, 186, "rev: v0.17.3")],
  "The Summary (and the PyPI page) give 0.17.6 as current; 0.17.3 is the version the README's examples pin, "
  "so the RFC names two 'latest' ruff versions."),
 (D3, "Ruff enables the F, E, B, UP and RUF categories by default, five in all", "five in all", T,
  "count-correct", "CC101",
  [(RU, 316, "`F`, `E`, `B`, `UP`, and `RUF`")],
  "F, E, B, UP, RUF: five categories."),
 (D3, "scores 21.43 without the processor and 100 with it", "21.43", T, "same-pair-two-settings", "CC201",
  [(RF, 158, "fuzz.WRatio(\"this is a word\", \"THIS IS A WORD\")"), (RF, 159, "21.42857142857143"),
   (RF, 160, "processor=utils.default_process"), (RF, 161, "100.0")],
  "Same pair, scored without and with default_process; 21.43 and 100 are both right."),
 (D3, "ujson and orjson are two separate projects", "orjson", T, "similar-names-distinct-libraries", "CC205",
  [(UJ, 31, "pypi.org/project/orjson/"), (UJ, 2, "pypi.org/project/ujson/6.1.0/")],
  "ujson and orjson are different libraries with their own PyPI pages; the README links orjson separately."),
 (D3, "against json's 5,935, about 3.1x", "about 3.1x", T, "computed-ratio", "CC105",
  [(UJ, 116, ("18,282", "5,935"))],
  "18,282 / 5,935 = 3.08."),
 (D3, "ujson's encoder still beats both simplejson and json", "beats both simplejson and json", M,
  "rank-contradicted", "CC103",
  [(UJ, 119, ("3,457", "3,630", "3,653"))],
  "On 256 UTF-8 strings ujson encodes 3,457 calls/s, below simplejson (3,630) and json (3,653): it is the "
  "slowest of the four, as Table 1 shows."),
 (D3, "ujson encodes 2.7x faster than json (14,170 vs 7,079)", "2.7x", M, "ratio-wrong", "CC105",
  [(UJ, 131, ("14,170", "7,079"))],
  "14,170 / 7,079 = 2.00, not 2.7."),
 (D3, "are encode and decode respectively, two operations", "two operations", T, "different-operations-stated",
  "CC201",
  [(UJ, 116, "79,569"), (UJ, 117, "93,283")],
  "79,569 is orjson's encode rate and 93,283 its decode rate on the same payload."),
 (D3, "ujson 6.1.0 is the package we would actually install", "ujson 6.1.0", T, "benchmark-vs-package-version",
  "CC203",
  [(UJ, 2, "pypi.org/project/ujson/6.1.0/"), (UJ, 108, "5.7.1.dev26")],
  "6.1.0 is the package page; 5.7.1.dev26 the build the README benchmark ran; the RFC says which is which."),
 (D3, "i.e. 1,000,000 scorer calls per scorer", "1,000,000 scorer calls", T, "computed-product", "CC105",
  [(RF, 210, ("10.000 strings with length 10", "sample of 100 elements")), (RF, 216, "len(words) // 100")],
  "100 samples x 10,000 words = 1,000,000 comparisons per scorer."),
 (D3, "it was merged on 2027-01-19", "2027-01-19", T, "kept-promise", "CC303",
  [(RU, 2, "pypi.org/project/ruff/0.17.6/")],
  "RFC-029's 2027-01-20 deadline was met a day early; nothing is overdue."),
 (D3, "moves from ujson to orjson by 2027-01-15", "2027-01-15", M, "overdue-promise", "CC303",
  [(UJ, 30, "Users are encouraged to migrate")],
  "The migration was due 2027-01-15, two and a half weeks before the RFC's 2027-02-01 date; no confirmation, and "
  "the RFC still treats it as pending ('assumes that lands as planned')."),
 # ---- draft 4 (飞书 thread, mixed): torch-pruning, albumentations, modin
 (D4, "不剪是 45.22 ms，bs=1", "bs=1", M, "wrong-batch-size", "CC201",
  [(TP, 423, "Batch Size=64"), (TP, 425, "45.22 ms")],
  "The latency curve was measured on ResNet-50 with batch size 64, not 1."),
 (D4, "20.68 ms，延迟降了 74%", "74%", M, "percent-wrong", "CC105",
  [(TP, 425, "45.22 ms"), (TP, 435, "20.68 ms")],
  "45.22 -> 20.68 ms is a 54 % drop; 74-75 % is the parameter reduction."),
 (D4, "25.56 M → 6.41 M，降了约 75%", "约 75%", T, "computed-percent", "CC105",
  [(TP, 425, "25.56 M"), (TP, 435, "6.41 M"), (TP, 164, "1-(1-p)^2")],
  "1 - 6.41 / 25.56 = 74.9 %; 1 - (1 - 0.5)^2 = 75 %."),
 (D4, "Ours-Group 2.13x 是速度最快的，剪完精度也最高", "精度也最高", M, "rank-contradicted", "CC103",
  [(TP, 419, "93.77"), (TP, 410, "93.83")],
  "Polar's pruned accuracy 93.83 is above Ours-Group's 93.77 (the speed-up 2.13x is indeed the highest)."),
 (D4, "约 2.19 倍）不是一个模型也不是一个测法", "约 2.19 倍", T, "different-settings-stated", "CC201",
  [(TP, 404, "{ResNet-56 / CIFAR-10 / 2.00x}"), (TP, 425, "45.22 ms"), (TP, 435, "20.68 ms")],
  "45.22 / 20.68 = 2.19 on ResNet-50 latency; the 2.13x is ResNet-56 / CIFAR-10; two settings, and the "
  "message says so."),
 (D4, "两个 2305 开头的是两篇，别混", "两个 2305 开头的是两篇", T, "similar-ids-distinct-papers", "CC206",
  [(TP, 458, ("LLM-Pruner", "2305.11627")), (TP, 462, ("Structural Pruning for Diffusion Models", "2305.10924"))],
  "2305.11627 (LLM-Pruner) and 2305.10924 (Diff-Pruning) are two ids for two papers."),
 (D4, "DeepCache 是 arXiv:2313.00858", "2313.00858", M, "malformed-id", "CC301",
  [(TP, 466, ("DeepCache", "2312.00858"))],
  "Month 13 does not exist; DeepCache is arXiv:2312.00858."),
 (D4, "中间隔了快 10 个月", "快 10 个月", M, "date-arithmetic", "CC105",
  [(TP, 42, "2024.07.20"), (TP, 39, "2025.03.24")],
  "2024-07-20 to 2025-03-24 is 247 days, about eight months."),
 (D4, "对比了 5 个库（albumentations、augly、imgaug、kornia、torchvision）", "5 个库", T, "count-correct", "CC101",
  [(AL, 377, ("albumentations<br>2.0.4", "augly<br>1.0.0", "imgaug<br>0.4.0", "kornia<br>0.8.0", "torchvision<br>0.20.1"))],
  "Five library columns, five names."),
 (D4, "Brightness 11985 对最快的对手 augly 2108，就是表里那个 5.68x", "5.68x", T, "computed-ratio", "CC105",
  [(AL, 382, ("11985", "2108", "5.68x"))],
  "11985 / 2108 = 5.69, printed as 5.68x; augly is the fastest other library on that row."),
 (D4, "PlasmaShadow（0.85x）三项 albumentations 落后", "三项", T, "losses-stated", "CC103",
  [(AL, 391, "0.95x"), (AL, 403, "0.68x"), (AL, 413, "0.85x")],
  "The only rows below 1x are Elastic, LinearIllumination and PlasmaShadow; the message says albumentations "
  "does not win everywhere."),
 (D4, "表头的 2.0.4 是跑分时的版本", "2.0.4", T, "benchmark-vs-package-version", "CC203",
  [(AL, 2, "pypi.org/project/albumentations/2.0.8/"), (AL, 365, "albumentations: 2.0.4"), (AL, 368, "kornia: 0.8.0")],
  "2.0.8 is the package page; 2.0.4 the benchmarked version; kornia 0.8.0 belongs to kornia."),
 (D4, "albumentations 团队 2027-02-11 发的 benchmark 更新帖", "2027-02-11", M, "future-dated-source", "CC304",
  [(AL, 365, "albumentations: 2.0.4")],
  "The thread is dated 2027-02-04 but cites a post dated 2027-02-11, a week later."),
 (D4, "周二（02-02）已经切完了", "已经切完了", T, "kept-promise", "CC303",
  [(MO, 2, "pypi.org/project/modin/0.37.1/")],
  "The switch promised on 01-28 for Wednesday 02-03 was done on Tuesday 02-02; nothing is overdue."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
