#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-fifth held-out set (drafts_heldout25).

Same schema as ../drafts_heldout24/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's
ordered_main (it imports nothing from the claimcheck package): every anchor must occur on exactly
one line of its draft, the surface must be inside the anchor and not labelled twice, each rule must
look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-33/. A source path that
starts with "benchmarks/" is relative to the repository root (the parent of this file's parent, or
/work/main when the set still sits outside the repository, e.g. in /work/heldout25-pending); any
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
NR = "benchmarks/corpora/new-real/batch-33/"
QK = NR + "qiskit.md"
CQ = NR + "cirq.md"
PL = NR + "pennylane.md"
NK = NR + "netket.md"
MC = NR + "mace-torch.md"
CH = NR + "chgnet.md"
MG = NR + "matgl.md"
FC = NR + "fairchem-core.md"
MJ = NR + "mujoco.md"
RS = NR + "robosuite.md"
LR = NR + "lerobot.md"
WP = NR + "warp-lang.md"
RA = NR + "rasterio.md"
PJ = NR + "pyproj.md"
SH = NR + "shapely.md"
TM = NR + "trimesh.md"

D1, D2, D3, D4 = ("heldout25-01-qiskit-cirq-pennylane-netket-grant-final-report.md",
                  "heldout25-02-mace-torch-chgnet-matgl-fairchem-core-lab-notebook.md",
                  "heldout25-03-mujoco-robosuite-lerobot-warp-lang-hackathon-judging-sheet.md",
                  "heldout25-04-rasterio-pyproj-shapely-trimesh-dependency-audit-export.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese grant final report, 第一部分 / 一、 headings): qiskit, cirq, pennylane, netket
 (D1, "（2）NetKet 变分基态基准（见 3.4 节）表明，在 12 格点横场 Ising 链上，神经网络量子态的相对能量误差低于 1e-4，可作为\"变分方法\"单元的核心实验；",
  "NetKet 变分基态基准（见 3.4 节）", M, "abstract-cites-withdrawn-section", "CC403",
  [(NK, 24, "gs-ising"), (NK, 12, "2112.10526")],
  "V1.3 of the revision table withdraws section 3.4 ('NetKet 变分基态基准') because its data could not be reproduced, and "
  "the body now jumps from 3.3 to 3.5; the abstract still rests conclusion (2) and its 1e-4 figure on '见 3.4 节'. A "
  "claim removed from the document is still cited. (Team figures; the sources anchor the NetKet tutorial and paper.)"),
 (D1, "1. 承诺\"2029 年 9 月底前上线全部 Cirq 教学实验\"：6 个 Cirq 实验已于 2029-08-30（周四）全部上线，比承诺提前一个月。",
  "比承诺提前一个月", T, "midterm-promise-delivered-early", "CC303",
  [(CQ, 2, "pypi.org/project/cirq/1.7.0/"), (CQ, 109, "Jupyter notebook-based tutorials")],
  "The mid-term promise ('2029 年 9 月底前上线全部 Cirq 教学实验') is reported delivered on 2029-08-30, with the six experiments "
  "matching the six Cirq ones in the indicator table; a past-dated promise with its confirmation."),
 (D1, "- 项目后期已将全部教学实验迁移到 Qiskit 当前最新正式版 2.5.1，并冻结到本学期结束。",
  "当前最新正式版 2.5.1", M, "latest-version-behind-pinned", "CC203",
  [(QK, 2, "pypi.org/project/qiskit/2.6.2/")],
  "3.1 calls 2.5.1 Qiskit's current latest release, while the same section evaluates qiskit 2.6.2 and the appendix "
  "pins qiskit==2.6.2 as 'PyPI 当前最新'; two different 'latest' versions of one package in one report (the README is "
  "2.6.2)."),
 (D1, "- README 的 GHZ 示例用 StatevectorSampler 采样 1000 shots，得到 {'000': 497, '111': 503}，两项合计正好 1000，各约 50%，与理论一致；教学实验 Q-01 复现了这一结果。",
  "两项合计正好 1000，各约 50%", T, "counts-sum-to-shots", "CC105",
  [(QK, 94, "shots=1000"), (QK, 98, ("'000': 497", "'111': 503"))],
  "497 + 503 = 1000 shots, and 49.7 % / 50.3 % are both about 50 %, as the README says; the arithmetic is right."),
 (D1, "- 转译示例的目标是三种基门（cz、sx、rz）加 0↔1↔2 双向线性耦合，实验 Q-03\"拓扑受限转译\"即以此为模板。",
  "三种基门（cz、sx、rz）", T, "three-basis-gates-count-right", "CC101",
  [(QK, 122, "basis_gates = [\"cz\", \"sx\", \"rz\"]"), (QK, 124, "[[0, 1], [1, 0], [1, 2], [2, 1]]")],
  "Three basis gates named and three in the README's target; the count matches the list."),
 (D1, "- README 列出的五个硬件 provider 包（qiskit-ionq、qiskit-aqt-provider、qiskit-braket-provider、qiskit-quantinuum-provider、qiskit-rigetti）都实现 BackendV2 接口；本项目只接入模拟器，未连接真机。",
  "五个硬件 provider 包", T, "provider-count-five-matches", "CC101",
  [(QK, 148, "qiskit-ionq"), (QK, 149, "qiskit-aqt-provider"), (QK, 150, "qiskit-braket-provider"), (QK, 151, "qiskit-quantinuum-provider"), (QK, 152, "qiskit-rigetti")],
  "Five provider packages announced, five listed, the same five as the README's list (qiskit-ibm-runtime is a "
  "runtime, listed separately); the count is right."),
 (D1, "- README 在 Changelog 一节用 `1.2.0` 的 release 页面举例说明变更记录放在哪里，这只是示例链接，并非本项目使用的版本。",
  "这只是示例链接", T, "example-release-link-named-as-such", "CC203",
  [(QK, 179, "`1.2.0` release"), (QK, 181, "releases/tag/1.2.0"), (QK, 2, "pypi.org/project/qiskit/2.6.2/")],
  "1.2.0 is the README's example of where a release's changelog lives; the report says so and does not present it as "
  "a current or used version."),
 (D1, "- 性能：28 qubit 态矢量仿真在 CPU 节点（2×64 核）单次 96 s，GPU 节点（A100）单次 16 s，加速 6 倍，满足考核指标 3。",
  "加速 6 倍", T, "speedup-equals-ratio", "CC105",
  [(QK, 117, "will not take you very far"), (QK, 118, "cannot be simulated on classical computers")],
  "96 s / 16 s = 6, so '加速 6 倍' follows from the two figures on the line, and 16 s meets the 30 s target of "
  "indicator 3. (Team figures; the sources anchor the statevector-simulation subject.)"),
 (D1, "- 坊间流传\"PennyLane Lightning 的 GPU 模拟器比 Qiskit 的态矢量仿真快 10 倍\"，我们只在课题组微信群转发的一张会议海报照片里见过，原始出处未能找到，本报告不引用该数字，GPU 实验的框架选择以 3.1 节的自测数据为准。",
  "快 10 倍", T, "hearsay-figure-declined", "CC204",
  [(PL, 61, "high-performance Lightning simulators")],
  "The 10x circulates only via a photo of a poster in a WeChat group; the report names the weak provenance and "
  "explicitly does not use the figure, deferring to its own measurement. Nothing rests on it."),
 (D1, "- 引用 PennyLane 原始论文：Ville Bergholm 等，2018，arXiv:1811.4968。",
  "arXiv:1811.4968", M, "arxiv-four-digit-suffix", "CC301",
  [(PL, 144, "arxiv.org/abs/1811.04968"), (PL, 147, "arXiv:1811.04968")],
  "A 1811 id (November 2018) must have five digits after the dot; '1811.4968' has four and is not a valid arXiv id. "
  "The README's is 1811.04968 (the leading zero dropped)."),
 (D1, "- GPU 版本用 pip install 'netket[cuda]' 安装；NetKit 的 GPU 支持只限 Linux，因此 Windows 机房只能运行 CPU 版本。",
  "NetKit 的 GPU 支持只限 Linux", M, "netket-spelled-netkit", "CC205",
  [(NK, 37, "GPU support (Linux only)"), (NK, 30, "NetKet runs on MacOS and Linux")],
  "'NetKit' is a near-miss of NetKet, spelled right on the lines before and after; the fact (GPU support Linux only) "
  "is the README's."),
 (D1, "二、Qiskit C API 扩展原型：计划于 2029 年 12 月底前完成并开源，提供调用 libqiskit.so 的 Rust 示例（中期检查承诺）。",
  "计划于 2029 年 12 月底前完成并开源", M, "promise-past-due-restated-as-plan", "CC303",
  [(QK, 22, "libqiskit.so"), (QK, 45, "standalone C library")],
  "The mid-term promise to open-source the Qiskit C API prototype by the end of December 2029 reappears as a plan in "
  "a report dated 2030-03-22; the date has passed and nothing in the report says it was delivered (section 二 of part "
  "2 defers to this line)."),
 (D1, "[S1] Qiskit 软件引用：DOI 10.5281/zenodo.4062499",
  "10.5281/zenodo.4062499", M, "cirq-doi-given-to-qiskit", "CC206",
  [(QK, 13, "10.5281/zenodo.2583252"), (CQ, 253, "10.5281/zenodo.4062499")],
  "10.5281/zenodo.4062499 is Cirq's Zenodo DOI, and the next line gives it to Cirq; [S1] gives the same DOI to "
  "Qiskit (whose README DOI is 10.5281/zenodo.2583252). One identifier for two works."),
 (D1, "[S3] NetKet v3 论文：arXiv:2112.10526，正式发表于 SciPost Physics Codebases 7，同一篇论文的两个标识",
  "同一篇论文的两个标识", T, "paper-arxiv-and-journal-one-work", "CC206",
  [(NK, 12, ("arXiv%3A2112.10526", "SciPostPhysCodeb.7"))],
  "The NetKet v3 paper badge gives arXiv:2112.10526 and links the SciPost Physics Codebases 7 PDF; one work with two "
  "identifiers, not one identifier for two works."),
 # ---- draft 2 (Chinese electronic lab notebook, 【条目】 headings, audit trail): mace-torch, chgnet, matgl, fairchem-core
 (D2, "- 注意 pip 包名是 mace-torch：PyPI 上同名的 MACE 包与本项目无关（README 原话\"has nothing to do with this one\"），装错会找不到 mace_mp 接口。",
  "PyPI 上同名的 MACE 包与本项目无关", T, "homonymous-pypi-package-declared", "CC205",
  [(MC, 96, "has nothing to do with this one"), (MC, 2, "pypi.org/project/mace-torch/0.3.16/")],
  "mace-torch is the PyPI name of MACE, and the README itself warns that the PyPI package called MACE is unrelated; "
  "the notebook states this, it is not a misspelling."),
 (D2, "- 应力口径：CHGNet 输出应力单位为 GPa；我们 VASP 参考数据的应力单位是 kBar，按 matgl README 的约定乘以 −0.1 换算为 GPa（压应力为负），两套数据由此处于同一口径。",
  "乘以 −0.1 换算为 GPa", T, "kbar-to-gpa-sign-and-scale-right", "CC202",
  [(MG, 351, ("kBar", "-0.1")), (CH, 87, "stress (GPa)")],
  "1 kBar = 0.1 GPa, and matgl's convention (compressive negative) needs the factor -0.1 for VASP stresses; CHGNet "
  "also uses GPa. Units and sign are reconciled correctly, so the two data sets are on one basis."),
 (D2, "- MD 冒烟测试照搬 README：NVT、1000 K、步长 2 fs，md.run(50) 共 50 步 = 100 fs = 0.1 ps，与 README 注释一致；正式运行把步数改为 5000（10 ps）。",
  "50 步 = 100 fs = 0.1 ps", T, "md-steps-times-timestep-right", "CC105",
  [(CH, 128, "timestep=2"), (CH, 133, ("md.run(50)", "0.1 ps"))],
  "50 steps x 2 fs = 100 fs = 0.1 ps, as the README comment says; 5,000 steps would be 10 ps. Right."),
 (D2, "- 结论：H200 上 JAX 在以上四个规模全部排第一，生产 MD 统一用 JAX 后端。",
  "JAX 在以上四个规模全部排第一", M, "fastest-on-all-sizes-refuted-by-row", "CC103",
  [(MG, 339, ("**43.4 ms (2.44x)**", "44.8 ms (2.36x)")), (MG, 328, "Bold marks the fastest")],
  "In the notebook's own copied table, at 4096 atoms Warp takes 43.4 ms and JAX 44.8 ms, so JAX is not first on all "
  "four sizes (the README bolds Warp there); the production backend is chosen on the false ranking."),
 (D2, "- Apple 侧参考：README 在 M5 Pro 上做的 1 ps NVE，JAX-Metal 能量漂移 0.0007、PyTorch-CPU 0.0006 meV/atom/ps，README 说明二者统计上无差别；组里 Mac mini 只做可视化，不跑生产。",
  "README 说明二者统计上无差别", T, "two-drift-values-two-backends", "CC201",
  [(MG, 314, "0.0007 meV/atom/ps"), (MG, 315, ("0.0006 meV/atom/ps", "statistically identical"))],
  "0.0007 and 0.0006 meV/atom/ps are the energy drifts of two different backends (JAX-Metal, PyTorch-CPU), which the "
  "README calls statistically identical; two values for two things, not a conflict."),
 (D2, "- README 报告 UMA Nitro 在单张 H200 上对 1,000 原子体系的 ASE MD 约 33 ns/day；我们的 1,000 原子超胞只跑到 5.8 ns/day，差了五倍多，怀疑驱动或 nitro 模式没生效，明天排查。",
  "约 33 ns/day", M, "throughput-from-other-system-size", "CC201",
  [(FC, 67, "~6 ns/day for 1,000 atoms"), (FC, 68, "~33 ns/day for 150 atoms")],
  "For 1,000 atoms in ASE MD the README gives ~6 ns/day; ~33 ns/day is raw inference throughput for 150 atoms. The "
  "wrong figure makes the team's 5.8 ns/day look 'five times' too slow and sends them hunting a non-existent fault."),
 (D2, "- 梁老师组会上提到 UMA Nitro 的技术报告 arXiv:3007.04512，下周精读。",
  "arXiv:3007.04512", M, "arxiv-id-after-entry-date", "CC302",
  [(FC, 66, "UMA Nitro"), (FC, 71, "default-mode-nitro")],
  "A 3007 id is July 2030; the entry is dated 2030-05-09 and the notebook was exported 2030-05-17, so no such "
  "preprint can exist yet. The README documents UMA Nitro only through its docs page."),
 (D2, "- 本轮对比 4 个 MACE 基础模型：MACE-MP-0b3、MACE-MPA-0、MACE-OMAT-0、medium-mpa-0，均要求 mace-torch ≥ 0.3.10，当前 0.3.16 满足。",
  "MACE-MPA-0、MACE-OMAT-0、medium-mpa-0", M, "model-and-its-checkpoint-counted-twice", "CC102",
  [(MC, 277, ("MACE-MPA-0", "medium-mpa-0")), (MC, 276, "MACE-MP-0b3"), (MC, 278, "MACE-OMAT-0")],
  "medium-mpa-0 is the download name of MACE-MPA-0's checkpoint (same README table row), so the '4 个 MACE 基础模型' are "
  "three models with one listed twice under two names; the count matches the entries only because of the repeat."),
 (D2, "- 同一批 60 个 LiMnO2 构型上，MACE-MP-0b3 与 CHGNet 0.3.0 的能量平均相差 0.021 eV/atom；CHGNet 已用 MP 数据验证过，这 0.021 直接记为 MACE-MP-0b3 的能量误差。",
  "这 0.021 直接记为 MACE-MP-0b3 的能量误差", M, "raw-vs-corrected-energies-compared", "CC202",
  [(MC, 293, ("not directly comparable", "CHGNet's energies"))],
  "The README warns that MACE-MP is trained on raw DFT energies and is not directly comparable to CHGNet's "
  "MP2020-corrected energies; the notebook takes the difference between the two as MACE's error. Different energy "
  "bases put on one scale."),
 (D2, "- default_dtype 由 float64 改为 float32 后，PyTorch 版单步评估耗时从 41 ms 降到 20.5 ms，即速度为原来的 2 倍（耗时减半）；README 的\"x2\"说的是训练，评估上的这个数以我们的实测为准，是否迁移 mace-jax 等 A40 对比后再定。",
  "速度为原来的 2 倍（耗时减半）", T, "multiplier-disambiguated", "CC104",
  [(MC, 145, "factor of x2 in training"), (MC, 71, "about 2x times faster at evaluation")],
  "41 ms -> 20.5 ms is exactly half the time, and the notebook spells the multiplier out as 'speed x2, time halved' "
  "instead of '提升 2 倍'; it also keeps the README's training x2 apart from its own evaluation figure and decides "
  "nothing on it."),
 (D2, "| UMA-S 1,000 原子 MD 速度 | 6.3 ns/day（E-04 原记 5.8，已按 E-06 更正） | E-04、E-06 |",
  "6.3 ns/day（E-04 原记 5.8，已按 E-06 更正）", T, "summary-uses-corrected-value", "CC402",
  [(FC, 67, "~6 ns/day for 1,000 atoms")],
  "The UMA speed goes 5.8 (E-04) -> 6.3 (【更正 E-04】 in E-06, with its reason) and the weekly summary carries 6.3 and "
  "names the correction; a value that changed once, with its history, not a flip-flop. 6.3 is also close to the "
  "README's ~6 ns/day for 1,000 atoms. (Team figures.)"),
 (D2, "[L3] MACE-OFF 有机力场（背景阅读）：arXiv:2312.15211v1（引用首版）",
  "arXiv:2312.15211v1", T, "arxiv-version-suffix-valid", "CC301",
  [(MC, 311, "arxiv.org/abs/2312.15211")],
  "The README's MACE-OFF id with a version suffix; YYMM.NNNNNvN is the scheme (December 2023, five digits, v1), so "
  "the unusual-looking id is well formed."),
 (D2, "| 2030-05-07 16:22 | 许嘉禾 | E-02 / 数据切分 | 0.8/0.1/0.1 → 0.9/0.05/0.05 | 与 CHGNet README 示例一致，便于他人复现 |",
  "与 CHGNet README 示例一致，便于他人复现", T, "logged-change-with-reason", "CC401",
  [(CH, 203, ("train_ratio=0.9", "val_ratio=0.05"))],
  "The split changes from 0.8/0.1/0.1 to the README's 0.9/0.05/0.05, and both the audit trail and E-02's 备注 say so "
  "with a reason; a logged revision, not a silent one."),
 (D2, "| 2030-05-09 09:41 | 许嘉禾 | E-03 / 结果 | \"Warp 相对 eager 实测 2.1×\" → \"Warp 相对 eager 实测 2.6×\" | （空） |",
  "\"Warp 相对 eager 实测 2.1×\" → \"Warp 相对 eager 实测 2.6×\"", M, "result-edited-with-empty-reason", "CC401",
  [(MG, 222, "~2-3x speed + memory at train+infer"), (MG, 2, "pypi.org/project/matgl/4.1.2/")],
  "E-03's measured Warp speed-up was changed from 2.1x to 2.6x a day later with an empty reason, although the "
  "notebook's own rule requires one and corrections must be written as 【更正】; the body and the weekly summary show "
  "only 2.6x. (Team figures; the source anchors the Warp speed-up range.)"),
 # ---- draft 3 (English hackathon judging sheet, plain upper-case section lines): mujoco, robosuite, lerobot, warp-lang
 (D3, "- Hardware check: LeRobot lists 13 supported hardware items (SO100, LeKiwi, Koch, HopeJR, OMX, EarthRover, Reachy2, Gamepads, Keyboards, Phones, OpenARM, Unitree G1, reBot B601), so the SO-100-family arm and the gamepad the team used for teleoperation are both native.",
  "13 supported hardware items", T, "hardware-count-matches-list", "CC101",
  [(LR, 64, ("SO100", "reBot B601"))],
  "Thirteen items are named, the thirteen of the README's Supported Hardware line; the count is right."),
 (D3, "- Claim on the slide: \"Warp simulates one million particles in 20 lines.\" Fact-check: this is the Warp README's own Quick Start (num_particles = 1_000_000, a 20-line gravity example running 100 steps of dt = 0.01); the claim matches the primary source.",
  "the claim matches the primary source", T, "slide-claim-checked-against-readme", "CC204",
  [(WP, 29, "one million particles"), (WP, 35, "num_particles = 1_000_000"), (WP, 53, "range(100)")],
  "A slide claim is checked against the primary source, the Warp README's Quick Start (one million particles, 20 "
  "lines, 100 steps of dt = 0.01); provenance is primary, not weak."),
 (D3, "- Fact-check: the team said the default PyPI wheel would not give CUDA on their CUDA 12 laptop; correct, PyPI wheels use CUDA Toolkit 13.4, so they installed a +cu12 wheel from GitHub Releases, which the README points to for CUDA 12 environments.",
  "PyPI wheels use CUDA Toolkit 13.4", T, "two-cuda-versions-two-wheels", "CC201",
  [(WP, 63, ("CUDA Toolkit 13.4", "+cu12"))],
  "CUDA 12 on the laptop and CUDA Toolkit 13.4 in the PyPI wheels are two different things; the fact-check reads the "
  "README right (PyPI wheels 13.4, a +cu12 wheel from GitHub Releases for CUDA 12 environments)."),
 (D3, "- GripGPT compared all nine VLA policies that LeRobot 0.6.1 ships (Pi0, Pi0Fast, Pi0.5, GR00T N1.7, SmolVLA, XVLA, EO-1, MolmoAct2, WALL-OSS, EVO1) and kept SmolVLA for the real arm.",
  "all nine VLA policies", M, "nine-announced-ten-listed", "CC101",
  [(LR, 111, ("Pi0", "EVO1"))],
  "'nine' VLA policies are announced and ten are listed, the ten of the README's VLA row."),
 (D3, "- Used robosuite 1.4.1, which the team and judge Lindqvist agreed is the current robosuite release, so no deviation penalty under rule 2.1.",
  "the current robosuite release", M, "old-version-called-current", "CC203",
  [(RS, 24, "The current release (v1.5)"), (RS, 12, "**v1.5**"), (RS, 2, "pypi.org/project/robosuite/1.5.2/")],
  "robosuite 1.4.1 is called the current release while the sheet's header pins robosuite 1.5.2 and the README names "
  "v1.5 the current release; the deviation penalty is waived on it."),
 (D3, "- Claim: their Warp contact kernel runs 40x faster than MuJoCo on CPU. Source offered: a screenshot of a Reddit thread; no benchmark script in the repo. Accepted as stated for the technical-depth score.",
  "40x faster than MuJoCo on CPU", M, "reddit-screenshot-scored", "CC204",
  [(WP, 15, "GPU-accelerated simulation"), (MJ, 13, "canonical Python bindings")],
  "The 40x rests on a screenshot of a Reddit thread with no script in the repo, and it is accepted into the "
  "technical-depth score (10, the round's highest)."),
 (D3, "| 2 | WarpDrive | 8 | 9 | 6 | 8 | 7.95 |",
  "7.95", M, "weighted-total-miscomputed", "CC105",
  [(WP, 2, "pypi.org/project/warp-lang/1.19.0/"), (MJ, 2, "pypi.org/project/mujoco/4.0.1/")],
  "0.30 x 8 + 0.25 x 9 + 0.25 x 6 + 0.20 x 8 = 2.40 + 2.25 + 1.50 + 1.60 = 7.75, not 7.95; every other row adds up. "
  "(Team figures; the sources anchor the team's stack.)"),
 (D3, "| 20:55 | GripGPT | Sim-to-real 7 to 8; total 7.30 to 7.55 | Re-tallied after merging the judges' tabs | Ramos |",
  "Re-tallied after merging the judges' tabs", M, "deduction-silently-reversed", "CC402",
  [(LR, 2, "pypi.org/project/lerobot/0.6.1/")],
  "GripGPT's total goes 7.55 -> 7.30 (rule 4.2 deduction, with its reason) -> 7.55 again under a bookkeeping note "
  "that does not say the deduction was withdrawn; the final table carries the pre-deduction 7.55. (Team figures.)"),
 (D3, "- Grand prize: Team 1 FoldBot, highest weighted total of the round (8.05).",
  "highest weighted total of the round (8.05)", T, "rank-claim-right", "CC103",
  [(LR, 2, "pypi.org/project/lerobot/0.6.1/"), (RS, 2, "pypi.org/project/robosuite/1.5.2/")],
  "8.05 is the highest total in the table (and stays so with WarpDrive's correct 7.75); the rank claim holds. (Team "
  "figures.)"),
 (D3, "- Best Technical Depth: Team 5 NanoSim, top technical-depth score of the round (10).",
  "top technical-depth score of the round (10)", T, "award-matches-column", "CC103",
  [(WP, 2, "pypi.org/project/warp-lang/1.19.0/")],
  "NanoSim's technical depth of 10 is the highest in that column of the score table, so the award claim matches the "
  "values (whether the 10 was deserved is labelled separately on the Reddit line). (Team figures.)"),
 (D3, "- The rubric, promised at the kick-off for no later than Monday 1 July 2030, was published on Friday 28 June 2030.",
  "was published on Friday 28 June 2030", T, "promise-delivered-before-due", "CC303",
  [(LR, 2, "pypi.org/project/lerobot/0.6.1/")],
  "A promise due 1 July 2030 is reported delivered on 28 June (also in the header); past-due date with confirmation. "
  "(Team figures.)"),
 (D3, "- Organisers will publish the shared evaluation harness (LIBERO and MetaWorld wrappers) by 15 August 2030, as committed at the spring round.",
  "by 15 August 2030", T, "promise-not-yet-due", "CC303",
  [(LR, 121, ("**LIBERO**", "**MetaWorld**"))],
  "The harness is promised for 15 August 2030 and the sheet is dated 14 July 2030; the promise is open but not yet "
  "due, so nothing is overdue."),
 (D3, "- LeRobot ICLR 2026 paper, arXiv:2602.22818 (February 2026), cited by Team 3.",
  "arXiv:2602.22818 (February 2026)", T, "arxiv-month-consistent", "CC302",
  [(LR, 166, "Fourteenth International Conference on Learning Representations"), (LR, 168, "2602.22818")],
  "2602 is February 2026, stated correctly, plausible for an ICLR 2026 paper and years before the 2030 sheet."),
 (D3, "- robosuite v1.6 release notes, ARISE Initiative, published 2 August 2030 (consulted for Team 4's controller question).",
  "published 2 August 2030", M, "release-notes-dated-after-sheet", "CC304",
  [(RS, 12, "[10/28/2024] **v1.5**")],
  "The sheet was finalised on 14 July 2030 and cites release notes published on 2 August 2030 as consulted; a source "
  "dated after the document. (The README's latest release entry is v1.5, 10/28/2024.)"),
 # ---- draft 4 (mixed zh/en dependency-audit workbook export, 'Sheet N' lines): rasterio, pyproj, shapely, trimesh
 (D4, "| 3 | shapley | 2.2.0 | 2.2.0 | BSD-3-Clause | >=3.11 | GEOS >=3.10 (LGPL 2.1), NumPy >=1.26 | 中 | 顾蓓 | F-02, F-04 |",
  "shapley", M, "shapely-spelled-shapley", "CC205",
  [(SH, 2, "pypi.org/project/shapely/2.2.0/"), (SH, 129, "pip install shapely")],
  "The inventory row names the package 'shapley', a near-miss of shapely (spelled right everywhere else in the "
  "workbook)."),
 (D4, "| 4 | trimesh | 5.2.0 | 5.2.0 | MIT | >=3.10 | none; numpy is the only hard dependency | 低 | 韩立 | 软依赖 embreex 的问题见 F-05 |",
  "软依赖 embreex 的问题见 F-05", M, "inventory-cites-deleted-finding", "CC403",
  [(TM, 25, "embreex")],
  "Finding F-05 (embreex has no aarch64 wheel) was deleted in v4, and the workbook rule forbids citing deleted "
  "findings, yet the trimesh row still sends the reader to F-05."),
 (D4, "- 需单独做 SBOM 审计的原生库共 6 个：GDAL、PROJ、GEOS、HDF5、netCDF、OpenJPEG2000。",
  "GDAL、PROJ、GEOS、HDF5、netCDF、OpenJPEG2000", T, "six-distinct-native-libs", "CC102",
  [(RA, 26, "GDAL >= 3.8"), (RA, 28, "HDF5, netCDF, and OpenJPEG2000"), (SH, 118, "GEOS >=3.10"), (PJ, 8, "Python interface to [PROJ]")],
  "Six native libraries announced, six distinct names listed: GDAL, GEOS and the three bundled drivers come from the "
  "READMEs, PROJ from pyproj's own description; no repeat and the count is right."),
 (D4, "- rasterio README 里 rio insp 示例输出写着 \"Rasterio 0.10 Interactive Inspector (Python 3.4.1)\"，那是多年前的示例截图，不代表我们锁定的 1.5.2，也不说明它支持 Python 3.4。",
  "不代表我们锁定的 1.5.2", T, "old-inspector-output-named-as-old", "CC203",
  [(RA, 124, "Rasterio 0.10 Interactive Inspector (Python 3.4.1)"), (RA, 2, "pypi.org/project/rasterio/1.5.2/")],
  "Rasterio 0.10 is the version in an old example transcript; the workbook names it as such beside the locked 1.5.2."),
 (D4, "| F-03 | GDAL (rasterio wheel) | CVE-2031-20417, heap overflow in the GeoTIFF reader, affects GDAL < 3.8.5 | 高 | Open: waiting for a rasterio wheel with the fixed GDAL | [R4] |",
  "CVE-2031-20417", M, "cve-year-after-export", "CC302",
  [(RA, 26, "GDAL >= 3.8")],
  "A CVE id carries its assignment year; CVE-2031-… cannot exist in a workbook exported on 2030-10-22. (The id is "
  "invented; the source anchors the GDAL dependency.)"),
 (D4, "| F-04 | shapely | 向量化 shapely.contains 替换逐点循环后性能提升 3 倍，满足 SLA\"至少快 4 倍\"，关闭 | 低 | Closed | 压测报告 PT-2030-19 |",
  "性能提升 3 倍", M, "three-times-decides-four-times-sla", "CC104",
  [(SH, 54, "higher-performance"), (SH, 55, "NumPy ufuncs")],
  "The SLA asks for at least 4x; '提升 3 倍' is 4x only if read as '+300 %', and 3x if read as 'three times as fast'. "
  "The finding is closed as meeting the SLA on the first reading without saying so. (Team figures.)"),
 (D4, "| F-06 | rasterio | 社区健康度：pyproj 贡献者 82 人（README all-contributors 徽章，历年累计），rasterio 近 12 个月活跃贡献者 9 人，pyproj 社区约为 rasterio 的 9 倍，建议把 rasterio 的维护风险上调为\"高\" | 中 | Proposed, for review on 2030-10-25 (Fri) | README, GitHub Insights |",
  "pyproj 社区约为 rasterio 的 9 倍", M, "all-time-vs-12-month-contributors", "CC202",
  [(PJ, 11, "all_contributors-82")],
  "82 is pyproj's all-time all-contributors count; 9 is rasterio's active contributors in the last 12 months. "
  "Different bases divided into a '9 倍' and used to raise rasterio's maintenance risk."),
 (D4, "- pyproj README 的贡献者表共列 82 人，与 all-contributors 徽章上的 82 一致。",
  "与 all-contributors 徽章上的 82 一致", T, "contributor-count-matches-badge", "CC101",
  [(PJ, 11, "all_contributors-82")],
  "The README's contributor table has 82 entries and the badge says 82; the count is right."),
 (D4, "- Shapely README: Point(0, 0).buffer(10.0) has area 313.6548…; the exact circle is π × 10² ≈ 314.159, a ratio of about 99.84 %, the gap being the polygon approximation of the circle, not a bug.",
  "a ratio of about 99.84 %", T, "buffer-area-ratio-right", "CC105",
  [(SH, 91, "buffer(10.0)"), (SH, 95, "313.6548490545941")],
  "pi x 10^2 = 314.159 and 313.6548 / 314.159 = 0.9984; the polygon approximates the circle, as stated."),
 (D4, "- RGB.byte.tif：print(src.width, src.height) 得到 (791, 718)，src.shape 得到 (718, 791)——同一栅格，shape 按 (行, 列) 排列，不是两个不同尺寸。",
  "同一栅格，shape 按 (行, 列) 排列", T, "width-height-vs-shape-order", "CC201",
  [(RA, 85, "print(src.width, src.height)"), (RA, 92, "(791, 718)"), (RA, 131, "(718, 791)")],
  "(791, 718) is width x height and (718, 791) rows x columns of the same raster; one size in two orders, not two "
  "values."),
 (D4, "| v3 | 2030-10-18 11:47 (Fri) | 顾蓓 | 依赖清单!H4 (shapely Risk) | 高 → 中 |  |",
  "高 → 中", M, "risk-lowered-without-note", "CC401",
  [(SH, 80, "interpreter crashes will occur"), (SH, 2, "pypi.org/project/shapely/2.2.0/")],
  "v3 lowers shapely's risk from 高 to 中 with the Note cell empty, although the workbook rule requires a note for "
  "every cell change; the inventory shows only the new value. (Team figures.)"),
 (D4, "| v5 | 2030-10-22 16:40 (Tue) | 刘思远 | 概要!B7 | 删除\"trimesh 布尔运算依赖 Blender（GPL 传染风险）\"一句 | README 写明布尔运算用 Manifold3D 或 Blender，我们只用 Manifold3D；其他 sheet 均未引用此句 |",
  "其他 sheet 均未引用此句", T, "removed-claim-not-cited", "CC403",
  [(TM, 144, "Manifold3D or Blender")],
  "The Blender sentence is removed from the summary with a reason grounded in the README (booleans via Manifold3D or "
  "Blender), and nothing else in the workbook cites it; a clean removal."),
 (D4, "[R3] Shapely README: Zenodo badge id 191151963 (a different record from pyproj's 28607354 above)",
  "Zenodo badge id 191151963", T, "two-ids-two-projects", "CC206",
  [(SH, 41, "latestdoi/191151963"), (PJ, 18, "latestdoi/28607354")],
  "Shapely's Zenodo badge id is 191151963 and pyproj's 28607354, each as in its README; two identifiers for two "
  "works, with the difference pointed out."),
 (D4, "[R4] OSGeo GDAL security advisory 2030-03, published 2030-10-09",
  "published 2030-10-09", T, "advisory-dated-before-export", "CC304",
  [(RA, 26, "GDAL >= 3.8")],
  "The advisory is dated 2030-10-09, before the 2030-10-22 export, so citing it is possible. (Invented advisory; the "
  "source anchors the GDAL dependency. The CVE id in F-03 is labelled on its own line.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
