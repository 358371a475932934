#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-fourth held-out set (drafts_heldout24).

Same schema as ../drafts_heldout23/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's
ordered_main (it imports nothing from the claimcheck package): every anchor must occur on exactly
one line of its draft, the surface must be inside the anchor and not labelled twice, each rule must
look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and each draft must
carry 6 mistakes and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-32/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout24-pending); any
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
if not (REPO / "benchmarks").is_dir():
    REPO = Path("/work/main")
sys.path.insert(0, str(REPO / "benchmarks"))
SHARED = Path(os.environ.get("CLAIMCHECK_SHARED", "/work/shared"))
NR = "benchmarks/corpora/new-real/batch-32/"
EP = NR + "envpool.md"
TS = NR + "tianshou.md"
SB = NR + "stable-baselines3.md"
GY = NR + "gymnasium.md"
OP = NR + "optuna.md"
FL = NR + "flaml.md"
NG = NR + "nevergrad.md"
BT = NR + "botorch.md"
DA = NR + "darts.md"
GL = NR + "gluonts.md"
NP = NR + "neuralprophet.md"
PF = NR + "pytorch-forecasting.md"
UM = NR + "umap-learn.md"
HD = NR + "hdbscan.md"
PM = NR + "pacmap.md"
SC = NR + "scanpy.md"

D1, D2, D3, D4 = ("heldout24-01-envpool-tianshou-stable-baselines3-gymnasium-acceptance-test-report.md",
                  "heldout24-02-optuna-flaml-nevergrad-botorch-podcast-show-notes.md",
                  "heldout24-03-darts-gluonts-neuralprophet-pytorch-forecasting-project-proposal.md",
                  "heldout24-04-umap-learn-hdbscan-pacmap-scanpy-pull-request-review.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese acceptance test report, 【】 headings): envpool, tianshou, stable-baselines3, gymnasium
 (D1, "术语约定：下文 SB3 是 Stable-Baselines3 的通行简称，与 PyPI 包名 stable-baselines3、导入名 stable_baselines3 指同一个库。",
  "SB3 是 Stable-Baselines3 的通行简称", T, "abbreviation-and-import-name-declared", "CC205",
  [(SB, 2, "pypi.org/project/stable-baselines3/2.9.2/"), (SB, 27, "SB3 Contrib"), (EP, 49, "Stable-Baselines3")],
  "SB3 is the project's own short name (the README lists 'SB3 Contrib' and 'SBX (SB3 + Jax)'), stable-baselines3 is "
  "the PyPI name and stable_baselines3 the import name; three spellings of one library, declared as such, none a "
  "typo."),
 (D1, "| 安装清单 | envpool==1.2.7、tianshou==2.0.1、stable-baseline3==2.9.2、gymnasium==1.4.0 |",
  "stable-baseline3==2.9.2", M, "package-name-letter-dropped-in-pin", "CC205",
  [(SB, 2, "pypi.org/project/stable-baselines3/2.9.2/"), (EP, 49, "Stable-Baselines3")],
  "The PyPI project is stable-baselines3 (plural); the install list pins 'stable-baseline3', a near-miss of the real "
  "name that an offline mirror would not resolve, two lines after the report spells it right in its terms note."),
 (D1, "| TC-07 | 经典控制：CartPole、MountainCar、Pendulum、Acrobot 四个环境逐一创建 | 4 个均可 reset / step | 4/4 | 通过 |",
  "四个环境", T, "count-matches-readme-list", "CC101",
  [(EP, 16, "CartPole, MountainCar, Pendulum, Acrobot")],
  "Four classic-control environments named, four in the README's list, 4/4 run; the count is right."),
 (D1, "- envpool README 的性能表是历史数据，用的是 PongNoFrameskip-v4 与 Ant-v3；现行 benchmark 脚本已换成 ALE/Pong-v5 与 Ant-v5。我方复测用的是 v5 环境，所以只比较\"相对 Subprocess 的倍数\"，不把我方绝对 FPS 与 README 表格逐格对比。",
  "不把我方绝对 FPS 与 README 表格逐格对比", T, "different-env-versions-not-compared", "CC202",
  [(EP, 110, "PongNoFrameskip-v4"), (EP, 116, ("ALE/Pong-v5", "Ant-v5")), (GY, 66, "strict versioning")],
  "The README's tables were made on PongNoFrameskip-v4 / Ant-v3 and the team re-measured on v5 environments; the "
  "report says so and compares only ratios to the Subprocess baseline, never absolute FPS across the two bases."),
 (D1, "- README 开头写 Atari \"~1M raw FPS\"，对应表中 DGX-A100 档 numa+async 的 1,069,922 FPS，是同一个数取整，不是两个来源。",
  "1,069,922 FPS", T, "rounded-headline-matches-table", "CC201",
  [(EP, 12, "1M raw FPS with Atari"), (EP, 132, "1,069,922")],
  "'~1M raw FPS' in the README's first paragraph is the rounded DGX-A100 numa+async Atari cell (1,069,922); one "
  "figure at two precisions, not a conflict."),
 (D1, "- 12 核笔记本档：EnvPool async 49,439 对 Subprocess 15,863，49,439 ÷ 15,863 ≈ 3.12 倍，也就是多出约 212%，与 README 所说的 3.1x 对得上。",
  "≈ 3.12 倍，也就是多出约 212%", T, "ratio-and-excess-percent-right", "CC105",
  [(EP, 131, "49,439"), (EP, 128, "15,863"), (EP, 123, "3.1x / 2.9x")],
  "49,439 / 15,863 = 3.117, i.e. 3.12 times or about 212 % more (not 312 %), matching the README's 3.1x for Atari "
  "on 12 cores."),
 (D1, "- 笔记本与工作站两档里，Atari 的最高值都是 EnvPool (async)（49,439 和 200,428），这两档没有 numa+async 数据，async 排第一成立。",
  "async 排第一成立", T, "top-rank-on-columns-without-numa", "CC103",
  [(EP, 131, ("49,439", "200,428")), (EP, 129, ("28,216", "138,847")), (EP, 130, ("37,396", "133,824")),
   (EP, 132, "/")],
  "On the Laptop and Workstation columns async (49,439; 200,428) beats sync, Sample-Factory and Subprocess, and the "
  "numa+async row is '/' there; the rank claim is limited to those two columns and holds."),
 (D1, "- 同一张 Atari 表里，EnvPool (sync) 在四档硬件上都排第二，只落后于 async；乙方据此把平台默认模式设为同步。",
  "在四档硬件上都排第二", M, "second-place-claimed-on-every-column", "CC103",
  [(EP, 129, ("28,216", "138,847", "222,327", "707,494")), (EP, 130, ("37,396", "133,824", "170,380", "427,851")),
   (EP, 131, ("359,559", "891,286")), (EP, 132, ("373,169", "1,069,922"))],
  "EnvPool (sync) is second only on the Laptop column (37,396 > Sample-Factory 28,216). On the Workstation "
  "Sample-Factory's 138,847 beats its 133,824 (third); on TPU-VM and DGX-A100 it is fourth, behind numa+async, async "
  "and Sample-Factory (170,380 vs 222,327; 427,851 vs 707,494). The platform's default mode is set on this rank."),
 (D1, "- README 里 MuJoCo 在 DGX-A100 上的最高一格（numa+async）是 2,363,864 FPS，我方无该硬件，仅作量级参考。",
  "2,363,864 FPS", M, "value-from-neighbouring-row", "CC201",
  [(EP, 141, "3,134,287"), (EP, 140, "2,363,864")],
  "The README's MuJoCo numa+async cell on DGX-A100 is 3,134,287 FPS (also the '~3M' of its first paragraph); "
  "2,363,864 is the async row above it. Same subject, metric and hardware, a different value."),
 (D1, "- README 还提到，0.1.1 之前天授是基于 TensorFlow 的平台，那属于早已废弃的历史版本，与本次 2.0.1 无关，不构成版本冲突。",
  "早已废弃的历史版本", T, "old-version-named-as-history", "CC203",
  [(TS, 497, ("based on TensorFlow", "before version 0.1.1")), (TS, 2, "pypi.org/project/tianshou/2.0.1/")],
  "Pre-0.1.1 Tianshou (TensorFlow) is named as abandoned history beside the 2.0.1 under test; not a second current "
  "version."),
 (D1, "- 乙方离线镜像预装了 tianshou 的全部 9 个 extras：atari、box2d、classic_control、mujoco、mujoco-py、pybullet、robotics、vizdoom、envpool、argparse。",
  "全部 9 个 extras", M, "count-one-short-of-list", "CC101",
  [(TS, 121, "`atari`"), (TS, 125, "`mujoco-py`"), (TS, 130, "`argparse`")],
  "'All 9 extras' is followed by ten names, the README's full list (lines 121-130: atari to argparse)."),
 (D1, "| L-1 | Windows 上 Python 3.12 轮子导入失败 | 2029-03-19 预验收 | 乙方承诺 3 月 29 日前修复；3 月 27 日已提交修复包，TC-01 复测通过 | 关闭 |",
  "3 月 27 日已提交修复包", T, "promise-kept-before-due", "CC303",
  [(EP, 37, "Python 3.12-3.14")],
  "The 2029-03-29 promise was met on 03-27 and retested; a past due date with its confirmation in the same row."),
 (D1, "| L-3 | Windows Mesa 软件渲染偶发黑帧（TC-09） | 2029-03-19 预验收 | 乙方答复：ENVPOOL_DLL_DIR 预加载方案的回归报告预计在 2029 年第一季度内完成并补交 | 跟踪中 |",
  "预计在 2029 年第一季度内完成并补交", M, "quarter-deadline-passed-unnoticed", "CC303",
  [(EP, 89, "Mesa software"), (EP, 251, "ENVPOOL_DLL_DIR")],
  "The regression report was promised 'within Q1 2029'; the report is dated 2029-04-20, three weeks after the quarter "
  "ended, the row still says 跟踪中 and the conclusion waits for the report without noting that the date has passed. "
  "No delivery is recorded anywhere."),
 (D1, "1. 26 条用例中通过 23 条、不通过 3 条，通过率 92.3%，高于合同约定的 85% 门槛。", "通过率 92.3%", M,
  "pass-rate-miscomputed", "CC105",
  [(EP, 2, "pypi.org/project/envpool/1.2.7/"), (TS, 2, "pypi.org/project/tianshou/2.0.1/")],
  "23 / 26 = 88.5 %, not 92.3 % (which is 24 / 26). The team's counts are consistent everywhere else (the category "
  "table adds to 26 and 23); only the rate is wrong. It still clears 85 %, so the verdict stands, but the figure "
  "goes into a signed report. (Team figures; the sources anchor the components under test.)"),
 # ---- draft 2 (English podcast show notes): optuna, flaml, nevergrad, botorch
 (D2, "- Dana: \"The newest Optuna you can pip install is still the v5 release candidate, 5.0.0-rc1, so we'd",
  "5.0.0-rc1", M, "release-candidate-called-newest", "CC203",
  [(OP, 2, "pypi.org/project/optuna/5.1.0/"), (OP, 31, "v5.0.0-rc1")],
  "The episode's header gives optuna 5.1.0 as the version discussed (PyPI's current one); Dana calls the August "
  "2026 release candidate 5.0.0-rc1, read off the README's News, the newest installable Optuna. Two 'latest' "
  "versions in the same notes."),
 (D2, "- Optuna 4.9.0 (1 June 2026) and 4.8.0 (16 March 2026) come up only as history in this segment;",
  "4.9.0 (1 June 2026)", T, "older-releases-named-as-history", "CC203",
  [(OP, 32, "Optuna 4.9.0 is out"), (OP, 33, "Optuna 4.8.0 is out"), (OP, 2, "pypi.org/project/optuna/5.1.0/")],
  "Older releases with their README dates, named as history beside the 5.1.0 actually run."),
 (D2, "- The v5 release candidate that Optuna announced on 3 August 2026 has long since turned into final",
  "has long since turned into final", T, "announced-release-delivered", "CC303",
  [(OP, 31, ("Aug 3, 2026", "Release candidate of Optuna v5")), (OP, 2, "pypi.org/project/optuna/5.1.0/")],
  "The 2026 release candidate is a past announcement whose outcome is in the corpus (5.1.0 exists and was run); "
  "nothing is pending."),
 (D2, "- The README says it finishes the same study \"several times to several hundred times faster\" for cheap objectives; we did not turn that range into one multiplier.",
  "several times to several hundred times faster", T, "vague-speedup-kept-as-range", "CC104",
  [(OP, 131, "several times to several hundred times faster for cheap objective functions")],
  "Rustuna's speed-up is quoted as the README's range, with its condition (cheap objectives), not converted into "
  "one multiplier, and the next line says no decision rests on it."),
 (D2, "- Ravi's headline for the episode: FLAML reaches the same LightGBM accuracy as Optuna in about a tenth of the wall-clock.",
  "about a tenth of the wall-clock", M, "discord-screenshot-as-headline", "CC204",
  [(FL, 75, "estimator_list=[\"lgbm\"]"), (FL, 38, "research studies")],
  "The 'tenth of the wall-clock' comes only from a screenshot in a Discord thread whose run was never found (next "
  "line), yet it is the episode's headline and cover art; no primary source, and neither README makes such a "
  "comparison."),
 (D2, "- Lea recommends starting with FLAML's own paper from Microsoft Research, doi:10.1145/3292500.3330701,",
  "doi:10.1145/3292500.3330701", M, "optuna-doi-given-to-flaml", "CC206",
  [(OP, 257, "doi.org/10.1145/3292500.3330701"), (FL, 38, "research studies")],
  "10.1145/3292500.3330701 is Optuna's KDD 2019 paper (the same notes give it as such in Listener mail and Links); "
  "here it is given to 'FLAML's own paper'. One DOI for two works."),
 (D2, "budget of 100 it recommends [0.49971112 0.5002944], so both coordinates land within 0.0003 of 0.5.",
  "within 0.0003 of 0.5", T, "distance-to-optimum-right", "CC105",
  [(NG, 32, "[0.49971112 0.5002944]"), (NG, 27, "(x - .5)**2"), (NG, 29, "budget=100")],
  "0.5 - 0.49971112 = 0.00029 and 0.5002944 - 0.5 = 0.00029; both under 0.0003."),
 (D2, "- In that example learning_rate=0.2 is optimal by construction and NGOpt recommends 0.1998: the known optimum and the optimizer's answer.",
  "NGOpt recommends 0.1998", T, "optimum-vs-recommendation", "CC201",
  [(NG, 42, "optimal for learning_rate=0.2"), (NG, 61, "'learning_rate': 0.1998")],
  "0.2 is the optimum the toy function is built around and 0.1998 what NGOpt returned; two different quantities, "
  "both as in the README."),
 (D2, "  NeurIPS 33 (2020), also on arXiv as 1910.06403: two identifiers, one paper.", "two identifiers, one paper", T,
  "one-paper-venue-and-arxiv", "CC206",
  [(BT, 178, ("Advances in Neural Information Processing Systems 33", "arxiv.org/abs/1910.06403"))],
  "The BoTorch paper with its venue and its arXiv id, as the README cites it; one work, two identifiers, not one "
  "identifier for two works."),
 (D2, "- Last episode NGOpt ran on the README's budget of 100; this time Lea gave it 200% more budget and we set it against Optuna's 200 trials as a like-for-like match.",
  "200% more budget", M, "percent-more-read-as-times", "CC104",
  [(NG, 29, "budget=100"), (OP, 100, "n_trials=100")],
  "'200 % more' than 100 is 300 evaluations; only the 'two times' reading gives 200. The match against Optuna's 200 "
  "trials is called like-for-like on the second reading without saying so."),
 (D2, "  Python >= 3.10 and < 3.14, so 3.13 is inside the supported range and her email was out of date.",
  "Python >= 3.10 and < 3.14", T, "listener-claim-checked-against-readme", "CC204",
  [(FL, 44, "Python >= 3.10 and < 3.14")],
  "A listener's figure is not repeated but checked against the primary source (the 2.8.0 README) and corrected."),
 (D2, "- Optuna background reading: \"Announcing Optuna 4.6\", Optuna blog on Medium, 10 November 2025 (older,",
  "10 November 2025", T, "old-article-cited-as-old", "CC304",
  [(OP, 35, ("Nov 10, 2025", "Announcing Optuna 4.6"))],
  "A 2025 article cited in 2029 notes, with the README's date and marked as older; dated before the document."),
 (D2, "- Optuna follow-up: \"Optuna 5.2: what changed in the samplers\", Optuna blog on Medium, 9 July 2029",
  "9 July 2029", M, "blog-post-dated-after-episode", "CC304",
  [(OP, 35, "medium.com/optuna")],
  "The notes are published on 14 June 2029 and cite a Medium post dated 9 July 2029, nearly four weeks later; a "
  "source dated after the document citing it."),
 (D2, "- BoTorch: botorch.org · paper arxiv.org/abs/19100.6403", "19100.6403", M, "arxiv-dot-shifted", "CC301",
  [(BT, 178, "arxiv.org/abs/1910.06403"), (BT, 186, "1910.06403")],
  "The dot is one place late: '19100.6403' has five digits before the dot and four after, which is no arXiv id "
  "(YYMM.NNNNN); the paper is 1910.06403, as the notes themselves say in the BoTorch segment."),
 # ---- draft 3 (Chinese project proposal with revision table and budget): darts, gluonts, neuralprophet, pytorch-forecasting
 (D3, "| V0.3 | 2029-07-18 | 冯悦 | 26.5 | 预测步长由 6 周改为 12 周，原因：业务方要求一次覆盖一个完整季度的补货周期 |",
  "预测步长由 6 周改为 12 周", T, "horizon-change-logged", "CC401",
  [(PF, 100, "max_prediction_length = 6"), (GL, 76, "prediction_length=12")],
  "The forecast horizon changes from 6 to 12 weeks and the revision table says so, with the reason; 3.4 repeats it. "
  "A logged change, not a silent one."),
 (D3, "| V0.4 | 2029-07-24 | 冯悦 | 26.5 | 删除原 3.7 节\"经典统计模型对照\"（本期不再比较经典统计模型），正文其余部分也不再引用该节 |",
  "删除原 3.7 节\"经典统计模型对照\"", T, "removed-section-not-cited", "CC403",
  [(DA, 243, "[ARIMA]"), (DA, 246, "[Theta]")],
  "The classic-statistics comparison section is removed in V0.4, the removal is logged, and nothing left in the "
  "proposal cites it or names a classic statistical model."),
 (D3, "| V0.5 | 2029-07-30 | 蒋一鸣 | 31.5 | 统一术语，调整表格格式 |", "31.5", M, "total-raised-under-formatting-note",
  "CC401",
  [(DA, 2, "pypi.org/project/darts/0.48.1/"), (PF, 2, "pypi.org/project/pytorch-forecasting/1.8.0/")],
  "The requested total goes from 26.5 to 31.5 (10,000 yuan units) in V0.5, whose note mentions only terminology and "
  "table formatting; the change itself is nowhere explained. (Team figures; the sources anchor the project.)"),
 (D3, "pytorch-forecasting 的 README 称 TFT 在基准上比 DeepAR 好 36%–69%，而我们 2028 年试点里 N-HiTS 只比 DeepAR 的 MAPE 低 4.1 个百分点，提升幅度远不及 TFT，因此主力模型定为 TFT，N-HiTS 降为备选。",
  "只比 DeepAR 的 MAPE 低 4.1 个百分点", M, "relative-benchmark-vs-absolute-points", "CC202",
  [(PF, 67, "outperforms DeepAR by Amazon by 36-69% in benchmarks")],
  "36-69 % is a relative improvement on the TFT paper's benchmarks; 4.1 is an absolute MAPE difference in points on "
  "the team's own data. Different bases, metrics and datasets, compared as if one were 'far below' the other, and "
  "the main model is chosen on it."),
 (D3, "- darts 在 conda-forge 上的包名是 u8darts-all，pepy 也单独统计 u8darts 的下载量；它与 PyPI 上的 darts 是同一个项目，不是拼写错误。",
  "u8darts-all", T, "conda-alias-declared", "CC205",
  [(DA, 10, "conda-forge/u8darts-all"), (DA, 16, "pepy.tech/project/u8darts"), (DA, 2, "pypi.org/project/darts/")],
  "u8darts / u8darts-all are the project's own conda and download names, both in the README's badges; known "
  "aliases, not typos."),
 (D3, "- darts 提供的滤波模型共三个：KalmanFilter、GaussianProcessFilter、MovingAverageFilter，我们只用前者做缺失值平滑。",
  "共三个", T, "count-matches-list", "CC101",
  [(DA, 220, ("three filtering models", "KalmanFilter", "GaussianProcessFilter")), (DA, 221, "MovingAverageFilter")],
  "Three filtering models, three names, as in the README."),
 (D3, "- 预测区间口径：darts 示例画的是 5% 与 95% 分位（即 90% 区间），GluonTS 示例阴影是 50% 与 90% 两档区间，两者的 90% 是同一个口径，可以直接对照。",
  "两者的 90% 是同一个口径", T, "quantiles-and-interval-same-basis", "CC202",
  [(DA, 104, ("low_quantile=0.05", "high_quantile=0.95")), (GL, 96, "50% and 90% prediction intervals")],
  "The 5 %-95 % quantile band is the 90 % central interval, the same basis as GluonTS's 90 % band; the conversion is "
  "right."),
 (D3, "- darts 目前收录的 7 个免训练基础模型我们全部纳入首轮对比：Chronos2Model、TimesFM2p5Model、TimesFM3Model、TiRexModel、TiRex2Model、PatchTSTFMModel、TimesFM2p5Model。",
  "PatchTSTFMModel、TimesFM2p5Model", M, "list-repeats-item-count-still-seven", "CC102",
  [(DA, 285, "Chronos2Model"), (DA, 286, "TimesFM2p5Model"), (DA, 290, "PatchTSTFMModel"), (DA, 291, "T0Model")],
  "TimesFM2p5Model appears twice and T0Model (the seventh foundation model in the README) not at all; the count of "
  "seven still matches the number of entries, so only the repeat shows that 'all seven' are not covered."),
 (D3, "- Chronos-2 的技术报告是 arXiv:2510.15821（2025 年 10 月），早于本申请近四年，可以放心引用。",
  "arXiv:2510.15821（2025 年 10 月）", T, "arxiv-month-stated-right", "CC302",
  [(DA, 285, "2510.15821")],
  "2510 is October 2025, as stated, well before the 2029-08 proposal; a year-bearing id that is neither in the "
  "future nor impossible."),
 (D3, "- TiRex2Model 在长上下文上的优势见参考文献 [6]，首轮对比以它为重点。", "见参考文献 [6]", M,
  "cites-reference-removed-in-v06", "CC403",
  [(DA, 289, ("TiRex2Model", "2607.01204"))],
  "V0.6 deleted reference [6] (the TiRex-2 report) and the reference list now jumps from [5] to [7], yet 3.3 still "
  "rests the focus of the first comparison on '[6]'; the claim cites something the document no longer has."),
 (D3, "- N-BEATS 的论文在 darts 和 pytorch-forecasting 两份 README 里都以 arXiv 1905.10437 出现，是同一篇论文、同一个编号，引用时写一次即可（参考文献 [2]）。",
  "同一篇论文、同一个编号", T, "one-id-one-paper-two-sources", "CC206",
  [(DA, 274, "1905.10437"), (PF, 68, ("N-BEATS", "1905.10437"))],
  "Two READMEs cite the same N-BEATS paper by the same arXiv id; one identifier, one work."),
 (D3, "- 先用 README 的 airpassengers 示例做冒烟测试：1949–1960 年共 12 年月度数据，前 9 年训练、后 3 年即 36 个月测试，正好是 3 个窗口 × 每窗 12 步。",
  "3 个窗口 × 每窗 12 步", T, "split-arithmetic-right", "CC105",
  [(GL, 54, "between 1949 and 1960"), (GL, 55, "first nine years"), (GL, 75, "offset=-36"),
   (GL, 76, ("prediction_length=12", "windows=3"))],
  "1949-1960 is 12 years; the last 3 years are 36 months = offset -36 = 3 windows of 12 steps; all consistent."),
 (D3, "| 合计 |  |  | 31.5 |", "31.5", M, "budget-rows-do-not-add-up", "CC105",
  [(DA, 2, "pypi.org/project/darts/0.48.1/"), (PF, 36, "single and multiple GPUs")],
  "The five rows add up to 14.4 + 6.0 + 4.8 + 2.3 + 2.0 = 29.5, not the 31.5 stated (and carried in the revision "
  "table); the note under the table even restates the first four as 27.5. (Team figures.)"),
 (D3, "[5] NeuralProphet: Explainable Forecasting at Scale，2021 年，arXiv:2211.15397", "arXiv:2211.15397", M,
  "arxiv-year-after-stated-publication", "CC302",
  [(NP, 131, "year={2021}"), (NP, 132, "eprint={2111.15397}")],
  "A 2211 id is November 2022, a year after the 2021 the same entry gives; the id is impossible for the paper it "
  "names (the README's eprint is 2111.15397, one digit different)."),
 # ---- draft 4 (mixed zh/en pull request with push history and review thread): umap-learn, hdbscan, pacmap, scanpy
 (D4, "- 换算一下：45 分钟约 2,700 秒，README 里 MNIST 的实测是 42 秒（3.1 GHz i7，装了 pynndescent、numba 预热后），2,700 ÷ 42 ≈ 64 倍。",
  "2,700 ÷ 42 ≈ 64 倍", T, "minutes-to-seconds-ratio-right", "CC105",
  [(UM, 305, "around 45 minutes"), (UM, 308, "embedded in 42"), (UM, 310, "3.1 GHz Intel Core i7")],
  "45 min = 2,700 s and 2,700 / 42 = 64.3; the unit conversion and the ratio are right, and both figures are the "
  "README's MNIST ones."),
 (D4, "- UMAP README 里 Fashion-MNIST（同样 70,000 × 784）的嵌入用时是 42 秒，和 MNIST 基本一样，说明数据难度对速度影响不大。",
  "的嵌入用时是 42 秒", M, "mnist-time-given-for-fashion-mnist", "CC201",
  [(UM, 318, "49 seconds"), (UM, 308, "embedded in 42")],
  "The README gives 49 s for Fashion MNIST (n_neighbors=5, min_dist=0.1); 42 s is the MNIST run. The PR then draws "
  "a conclusion from the two being equal."),
 (D4, "- HDBSCAN 也比 scanpy 里的 Leiden 快 5 倍（知乎上一篇测评里的数字），所以这个 PR 顺手把 Leiden 分支删了。",
  "快 5 倍", M, "forum-post-figure-drives-removal", "CC204",
  [(SC, 18, "clustering"), (HD, 47, "fast and robust")],
  "The 5x rests on an unnamed Zhihu review with no link, and neither README compares HDBSCAN with Leiden; the "
  "Leiden branch is deleted on it."),
 (D4, "+pacmap==0.8.1  # latest", "pacmap==0.8.1", M, "lockfile-latest-differs-from-description", "CC203",
  [(PM, 2, "pypi.org/project/pacmap/0.9.1/")],
  "Three lines above, the PR gives pacmap 0.9.1 as PyPI's latest; the requirements diff pins 0.8.1 with the comment "
  "'latest'. Two current versions of one package in one PR."),
 (D4, "- n_neighbors 设成 None，让 PaCMAP 自动选：样本数超过 10,000 时取 10 + 15 × (log10(n) − 4)，n = 250,000 时 log10(n) ≈ 5.40，结果约 10 + 15 × 1.40 ≈ 31。",
  "≈ 31", T, "auto-neighbours-formula-right", "CC105",
  [(PM, 145, "10 + 15 * (log10(n) - 4)")],
  "log10(250,000) = 5.398, so 10 + 15 x 1.398 = 30.97, about 31; the README's formula applied correctly."),
 (D4, "- kNN 后端 nn_backend 三选一：annoy、faiss、voyager，默认 faiss；我们保持默认，不装 annoy。",
  "三选一：annoy、faiss、voyager", T, "three-distinct-backends", "CC102",
  [(PM, 163, ("\"annoy\"", "\"faiss\"", "\"voyager\"", "Default to `\"faiss\"`"))],
  "Three distinct backends, as in the README, with the default named; no repeat."),
 (D4, "- 调试时开 intermediate=True，会输出 13 个快照，对应步数 0、10、30、60、100、120、140、170、200、250、300、450。",
  "13 个快照", M, "snapshot-list-missing-one-step", "CC101",
  [(PM, 162, ("13)", "[0, 10, 30, 60, 100, 120, 140, 170, 200, 250, 300, 350, 450]"))],
  "Thirteen snapshots are announced and twelve steps listed: 350 is missing from the README's list."),
 (D4, "| v3 | 2029-10-17 21:40 | rebase 到 main；按 review #4 调整 embed 参数；benchmark 未重跑 | 0.71 |",
  "benchmark 未重跑 | 0.71", M, "leaky-score-restored", "CC402",
  [(SC, 18, "clustering"), (HD, 2, "pypi.org/project/hdbscan/0.8.44/")],
  "The ARI was 0.71 in v1, corrected to 0.64 in v2 after the label leak was fixed (review #2 and reply), and is back "
  "at 0.71 in v3 although the benchmark was not re-run; the benchmark table in the description carries the "
  "superseded figure. (Team figures; the sources anchor the pipeline.)"),
 (D4, "> If we ever flip `densmap=True`, though, the README recommends larger values such as 30 for reliable density estimates: two settings for two methods, so please don't \"fix\" one to match the other.",
  "two settings for two methods", T, "two-neighbour-settings-two-methods", "CC201",
  [(UM, 215, "10 to 15 being a sensible default"), (UM, 403, "(e.g. 30)")],
  "15 for plain UMAP and 30 for densMAP are the README's two recommendations for two methods; not a conflict."),
 (D4, "> hdbscan README 里那个性能 notebook 标的是 v0.7，是很早的旧版本；我们锁的是 0.8.44，正文别把 v0.7 的曲线当成当前版本的性能引用。",
  "是很早的旧版本", T, "old-notebook-version-named-as-old", "CC203",
  [(HD, 93, "version 0.7 performance"), (HD, 2, "pypi.org/project/hdbscan/0.8.44/")],
  "v0.7 is the version of an old benchmark notebook, named as old beside the pinned 0.8.44."),
 (D4, "> 另外 fitted clusterer 上可直接画的三种层次结构——condensed tree、robust single linkage tree、minimum spanning tree——报告里只导出第一种就够了。",
  "三种层次结构", T, "count-matches-list", "CC101",
  [(HD, 106, "condensed cluster hierarchy"), (HD, 107, "robust single linkage cluster hierarchy"),
   (HD, 108, "minimal spanning tree")],
  "Three structures, three names, as the README lists them."),
 (D4, "> Done in v3：min_dist 走了 0.1 → 0.0 → 0.1 一个来回，v2 的改动按 #4 的理由撤回，其余参数不动。",
  "0.1 → 0.0 → 0.1", T, "revert-with-reason", "CC402",
  [(UM, 221, "0.1 being a reasonable default")],
  "min_dist returns to 0.1, but the revert is stated and explained (review #4: 0.0 shatters clusters), and 0.1 is "
  "the README's default; an explained correction, not a flip-flop."),
 (D4, "> PaCMAP 那边还有新东西：他们团队的新预印本 arXiv:2911.04217 把 LocalMAP 用在单细胞图谱上，结论是簇边界比 UMAP 清楚。",
  "arXiv:2911.04217", M, "arxiv-id-after-comment-date", "CC302",
  [(PM, 25, "arxiv.org/abs/2412.15426")],
  "A 2911 id is November 2029; the comment is dated 2029-10-17 and the export 2029-10-22, so the preprint cannot "
  "have existed yet. (The README's LocalMAP paper is 2412.15426.)"),
 (D4, "> - Branch detection, if anyone turns it on: FLASC, PeerJ Computer Science 11, e2792, doi 10.7717/peerj-cs.2792 — an unusual-looking suffix, but a well-formed DOI.",
  "doi 10.7717/peerj-cs.2792", T, "letter-suffix-doi-valid", "CC301",
  [(HD, 201, "10.7717/peerj-cs.2792"), (HD, 358, "doi     = {10.7717/peerj-cs.2792}")],
  "A DOI suffix may hold letters and hyphens; 10.7717/peerj-cs.2792 is the README's DOI for FLASC, well formed."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
