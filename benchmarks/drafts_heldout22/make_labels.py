#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-second held-out set (drafts_heldout22).

Same schema as ../drafts_heldout21/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056. The checks are benchmarks/heldout_labels.py's ordered_main (it imports nothing from the
claimcheck package): every anchor must occur on exactly one line of its
draft, the surface must be inside the anchor and not labelled twice, each rule must look like a CC
code, every cited source line must exist and contain each of the given snippets (a snippet may be a
string or a tuple of strings that must all be on that line), and each draft must carry 6 mistakes
and 8 traps.

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-30/. A source path that
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
NR = "benchmarks/corpora/new-real/batch-30/"
CN = NR + "cnocr.md"
PC = NR + "pycorrector.md"
TV = NR + "text2vec.md"
RP = NR + "runpod.md"
DM = NR + "demucs.md"
EC = NR + "encodec.md"
SF = NR + "soundfile.md"
TA = NR + "torchaudio.md"
LR = NR + "lightrag-hku.md"
GR = NR + "graphrag.md"
AG = NR + "autogen.md"
CL = NR + "cleanlab.md"
ES = NR + "espnet.md"
KE = NR + "keras.md"
PL = NR + "pytorch-lightning.md"
CB = NR + "chatterbox-tts.md"

D1, D2, D3, D4 = ("heldout22-01-cnocr-pycorrector-text2vec-runpod-procurement-memo.md",
                  "heldout22-02-demucs-encodec-soundfile-torchaudio-benchmark-appendix.md",
                  "heldout22-03-lightrag-graphrag-autogen-cleanlab-paper-reading-notes.md",
                  "heldout22-04-espnet-keras-pytorch-lightning-chatterbox-tts-newsletter-digest.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (Chinese procurement comparison memo): cnocr, pycorrector, text2vec, runpod
 (D1, "项目编号：CG-FY2029-017（FY2029 指 2029 财年预算科目，不是本文件的日期）", "CG-FY2029-017", T,
  "budget-year-code-not-date", "CC302",
  [(RP, 2, "pypi.org/project/runpod/1.12.0/"), (CN, 2, "pypi.org/project/cnocr/2.3.3/")],
  "The project number carries the 2029 fiscal year of the budget line, as the same line says; it is not a dated "
  "identifier, so a 2029 year in a memo of 2028-11-22 is not anachronistic."),
 (D1, "新增的 PP-OCRv6 识别模型列了 4 个名字，实为 3 个模型", "实为 3 个模型", T, "count-with-alias-explained",
  "CC101",
  [(CN, 50, ("multi_PP-OCRv6_tiny", "multi_PP-OCRv6_small", "multi_PP-OCRv6_medium")),
   (CN, 232, "的别名")],
  "V2.3.3 names four PP-OCRv6 recognition models; multi_PP-OCRv6 is an alias of multi_PP-OCRv6_small, so four names "
  "and three models, as the line explains."),
 (D1, "即优惠 80%，每个实付 ¥240", "即优惠 80%，每个实付 ¥240", M, "bazhe-read-as-80-percent-off", "CC105",
  [(CN, 103, "一律八折")],
  "八折 means paying 80 % of the list price (20 % off), so a ¥1,200 Pro licence costs ¥960 and three cost ¥2,880, not "
  "¥240 and ¥720; the ¥720 recurs in the conclusions and the quote table."),
 (D1, "即单行耗时降到原来的一半或更少", "降到原来的一半或更少", T, "multiple-reading-stated", "CC104",
  [(CN, 244, "速度会快一倍以上")],
  "'快一倍以上' is read as at least twice the speed, i.e. half the time or less; the reading is stated and consistent."),
 (D1, "测试机安装命令：`pip install cnorc[ort-gpu]`", "cnorc", M, "misspelt-package-transposed", "CC205",
  [(CN, 293, "pip install cnocr[ort-gpu]"), (CN, 2, "pypi.org/project/cnocr/2.3.3/")],
  "The package is cnocr (as in the serve command on the same line); 'cnorc' swaps two letters, so the install "
  "command handed to the test machine names a different package."),
 (D1, "另有人民日报 2014 版语料训练的轻量模型 140M", "140M", T, "two-models-two-sizes", "CC201",
  [(PC, 249, ("zh_giga.no_cna_cmn.prune01244.klm", "2.8G")), (PC, 251, ("2014版人民日报", "140M"))],
  "2.8G is the default kenlm model and 140M the lighter People's Daily 2014 model; two models, two sizes."),
 (D1, "MacBERT-CSC 在 EC-LAW 上 F1 达 0.8314", "0.8314", M, "column-slip-value-conflict", "CC201",
  [(PC, 100, ("SIGHAN-2015", "EC-LAW")), (PC, 105, ("0.8314", "0.1610"))],
  "0.8314 is MacBERT-CSC's SIGHAN-2015 F1; on EC-LAW the README gives 0.1610, the weakest legal score in the table, "
  "yet the legal route keeps MacBERT on this basis."),
 (D1, "据某公众号转载的测评（原文链接已失效）称 MacBERT-CSC 在单张 T4 上可达 600 QPS", "可达 600 QPS", M,
  "weak-provenance-repost-dead-link", "CC204",
  [(PC, 98, "Tesla V100"), (PC, 105, "**224**")],
  "The 600 QPS rests on a reposted review whose original link is dead, with no primary source; the README gives 224 "
  "QPS on a V100, and plan B's correction endpoint is quoted for a single T4 on the repost's number."),
 (D1, "镜像 `shibing624/pycorrector:0.0.2` 的 tag 是镜像自己的编号，与包版本 1.1.4 无关",
  "shibing624/pycorrector:0.0.2", T, "image-tag-vs-package-version", "CC203",
  [(PC, 2, "pypi.org/project/pycorrector/1.1.4/"), (PC, 134, "shibing624/pycorrector:0.0.2")],
  "0.0.2 is the tag of the README's docker image and 1.1.4 the PyPI package version; two different things, named "
  "as such."),
 (D1, "效果上 `text2vec-bge-large-chinese` 均值最高（59.72）", "均值最高（59.72）", M, "rank-contradicted-by-table",
  "CC103",
  [(TV, 107, "59.87"), (TV, 108, "**63.08**"), (TV, 110, "59.72")],
  "In the draft's own table (and the README) text2vec-base-chinese-paraphrase has 63.08 and -sentence 59.87, both "
  "above bge-large's 59.72; bge-large is third. An extra card is bought for it on this basis."),
 (D1, "3008 QPS 对 bge-large 的 844 QPS，约 3.6 倍", "约 3.6 倍", T, "ratio-correct", "CC105",
  [(TV, 105, "3008"), (TV, 110, "844")],
  "3008 / 844 = 3.56, about 3.6 times."),
 (D1, "不能拿 224 与 3008 比哪个组件更快", "不能拿 224 与 3008 比", T, "different-tasks-named", "CC202",
  [(PC, 98, "Tesla V100"), (PC, 105, "224"), (TV, 105, "3008"), (TV, 125, "QPS的GPU测试环境是Tesla V100")],
  "Both QPS figures come from a V100 but measure different tasks (corrected sentences vs embedded sentences); the "
  "line names the difference and refuses the comparison."),
 (D1, "按 Qwen3-4B 的 5 QPS 需 200 秒，超过 90 秒", "需 200 秒", T, "sync-timeout-arithmetic-correct", "CC105",
  [(RP, 205, "within 90 seconds"), (PC, 109, "Qwen3-4B-CTC")],
  "1,000 lines at 5 QPS take 200 s, more than run_sync's 90 seconds, so switching to run plus polling follows."),
 (D1, "发布时写明 `*-densenet_lite_246-gru_base` \"一个月后会免费开源\"", "一个月后会免费开源", M,
  "overdue-open-source-promise", "CC303",
  [(CN, 74, "Update 2023.12.24"), (CN, 86, "一个月后会免费开源"), (CN, 448, "专享")],
  "The promise dates from V2.3 (2023-12-24), so it fell due around January 2024; nearly five years later the "
  "README's model table still marks the base models 星球会员专享, yet the memo plans to get them free in Q1 2029."),
 # ---- draft 2 (English benchmark appendix): demucs, encodec, soundfile, torchaudio
 (D2, "torchaudio 2.11.1 beside torch 2.13.0 is deliberate", "beside torch 2.13.0", T, "unpinned-later-torch",
  "CC203",
  [(TA, 14, "TorchAudio 2.11 works with `torch` 2.11 and with every future `torch`"),
   (TA, 55, "TorchAudio 2.11 requires `torch` 2.11 or newer")],
  "torchaudio 2.11 works with torch 2.11 and every later release and does not pin torch; 2.11.1 next to 2.13.0 is "
  "a supported pair, not two versions of one package."),
 (D2, "Band-Split RNN is best at 8.2 dB, ahead of Hybrid Demucs (v3) at 7.7 dB", "Band-Split RNN is best at 8.2 dB",
  T, "rank-consistent", "CC103",
  [(DM, 97, "7.5"), (DM, 98, "**8.2**"), (DM, 99, "7.7")],
  "Without extra data: Open-Unmix 5.3, Demucs v2 6.3, KUIELAB 7.5, Hybrid Demucs v3 7.7, Band-Split RNN 8.2; the "
  "ranking is right."),
 (D2, "The README's 9.00 dB for Hybrid Transformer Demucs and its 9.20 dB are two configurations", "its 9.20 dB", T,
  "two-configurations-two-values", "CC201",
  [(DM, 28, ("9.00 dB", "sparse attention")), (DM, 29, ("per source fine-tuning", "9.20 dB"))],
  "9.00 dB is the model on MUSDB HQ test; 9.20 dB adds sparse attention kernels and per-source fine-tuning. Two "
  "conditions, both named."),
 (D2, "3.7 × the 1.5 GB the README reports for a 4-minute track", "3.7 × the 1.5 GB", M,
  "anecdote-under-other-settings", "CC202",
  [(DM, 258, ("about 7GB of RAM will be required if you use the default arguments", "PYTORCH_NO_CUDA_MEMORY_CACHING=1",
              "only 1.5GB is used"))],
  "The README's 1.5 GB is one 4-minute track separated with PYTORCH_NO_CUDA_MEMORY_CACHING=1 on a 2 GB card; for "
  "default arguments it says about 7 GB. A 5.6 GB default-argument peak is below that, so the 'leak' and the ticket "
  "rest on a comparison with the wrong setting (the 3.7x itself is right)."),
 (D2, "The README recommends a segment length of at least 10, but the Hybrid Transformer models accept at most 7.8 "
  "seconds", "at most 7.8 seconds", T, "general-vs-model-limit", "CC201",
  [(DM, 209, ("at least 10", "maximum segment length of 7.8 seconds"))],
  "At least 10 is the general recommendation; the Hybrid Transformer models cap the segment at 7.8 s. Two "
  "conditions in one README sentence, and --segment 7 satisfies the cap."),
 (D2, "we read that as four times the htdemucs time", "we read that as four times the htdemucs time", T,
  "multiple-reading-stated", "CC104",
  [(DM, 230, "4 times more time")],
  "'4 times more time' could mean 4x or 5x; the appendix states its reading (4x) and its measurement (149 / 38 = "
  "3.9x), so nothing is decided by an unstated reading."),
 (D2, "a 4-minute track should finish in about 2.7 minutes", "about 2.7 minutes", M, "factor-divided-not-multiplied",
  "CC105",
  [(DM, 260, "roughly equal to 1.5 times the duration of the track")],
  "1.5 times a 4-minute track is 6 minutes; 2.7 minutes is 4 / 1.5. The measured 6 min 10 s matches the README, "
  "so 'more than twice that' is wrong."),
 (D2, "Demucs writes four stereo stems at 44.1 kHz (drums, bass, other, vocals)", "four stereo stems", T,
  "count-correct-stems", "CC101",
  [(DM, 212, ("four stereo wav files", "44.1 kHz", "drums.wav")), (DM, 213, ("other.wav", "vocals.wav"))],
  "Four stems announced, four named, as in the README."),
 (D2, "The 48 kHz stereo model supports the same five bandwidths as the 24 kHz one", "the same five bandwidths", M,
  "bandwidth-list-conflict", "CC201",
  [(EC, 13, ("1.5, 3, 6, 12 or 24 kbps", "48 kHz model")), (EC, 14, "support 3, 6, 12 and 24 kbps")],
  "The 48 kHz model supports 3, 6, 12 and 24 kbps only; 1.5 kbps is a 24 kHz bandwidth, so the planned 1.5 kbps "
  "--hq archive is not an available setting."),
 (D2, "5 min × 60 s × 32,000 samples/s × 2 bytes is 19.2 MB, i.e. 18.3 MiB", "19.2 MB, i.e. 18.3 MiB", T,
  "unit-conversion-correct", "CC105",
  [(SF, 257, ("5 minute wav file with 32 kHz", "18 Mb"))],
  "9.6 M samples x 2 bytes = 19,200,000 bytes = 18.31 MiB, the README's '18 Mb' for a mono 16-bit file."),
 (D2, "Table C.5 covers both of soundfile's bitrate modes", "both of soundfile's bitrate modes", M,
  "count-vs-list-three", "CC101",
  [(SF, 251, "'VARIABLE', 'CONSTANT', or 'AVERAGE'")],
  "'Both' announces two modes and the line lists three, as the README does; AVERAGE was not measured, so the "
  "coverage claim is wrong as well."),
 (D2, "ARM64 wheels for Windows arrived in the current release, soundfile 0.13.1", "soundfile 0.13.1", M,
  "two-current-versions", "CC203",
  [(SF, 2, "pypi.org/project/soundfile/0.14.0/"), (SF, 429, "V0.13.1"), (SF, 432, "Fixed regression in blocks"),
   (SF, 434, "V0.14.0"), (SF, 442, "Added ARM64 support for Windows")],
  "Table C.1 (and PyPI) give 0.14.0 as the current release; 0.13.1 only fixed a regression in blocks, and ARM64 "
  "Windows support came with 0.14.0."),
 (D2, "ICASSP 2023, arXiv:2213.08553", "arXiv:2213.08553", M, "arxiv-month-13", "CC301",
  [(DM, 326, "2211.08553"), (DM, 295, "ICASSP 23")],
  "2213 would be month 13, which no arXiv id has; the README's id is 2211.08553 (November 2022)."),
 (D2, "arXiv:2310.17864 (2023)", "arXiv:2310.17864", T, "valid-older-id", "CC302",
  [(TA, 91, "year={2023}"), (TA, 92, "eprint={2310.17864}")],
  "October 2023, five digits, cited in a 2029 appendix and matching the paper's year; nothing anachronistic."),
 # ---- draft 3 (Chinese paper-reading notes): lightrag-hku, graphrag, autogen, cleanlab
 (D3, "论文 arXiv:2410.05779 于 2024 年 4 月挂出，与 GraphRAG 论文同月", "于 2024 年 4 月挂出", M,
  "id-date-impossible", "CC302",
  [(LR, 25, "2410.05779"), (LR, 640, "eprint={2410.05779}"), (GR, 11, "2404.16130")],
  "An arXiv id 2410.xxxxx was assigned in October 2024; it cannot have been posted in April 2024, and it is half a "
  "year after GraphRAG's 2404.16130, not the same month."),
 (D3, "代码里的查询模式共五种：local、global、hybrid、naive、hybrid。", "hybrid、naive、hybrid", M,
  "duplicate-mode-in-list", "CC102",
  [(LR, 303, "five query modes"), (LR, 307, "**hybrid**"), (LR, 309, "**mix**")],
  "hybrid is listed twice and mix, the fifth mode (and the default named on the next line), is missing."),
 (D3, "群里有人说默认查询模式是 mix；已对照 README", "群里有人说默认查询模式是 mix", T,
  "chat-claim-checked-against-primary", "CC204",
  [(LR, 311, "The default query mode for LightRAG is `mix`")],
  "The claim first came from a chat group, but the line checks it against the README's own text, a primary source."),
 (D3, "重排：开启 Rerank 只多 1–2 ms", "只多 1–2 ms", M, "unit-slip-seconds-as-ms", "CC201",
  [(LR, 321, "1–2 second delay")],
  "The README says Rerank typically adds 1-2 seconds, a thousand times more; turning it on by default for online "
  "Q&A is argued from the wrong unit."),
 (D3, "是不同对手下的相对值，不是 LightRAG 的绝对得分", "不是 LightRAG 的绝对得分", T, "pairwise-win-rates-named",
  "CC202",
  [(LR, 467, ("15.2%", "**84.8%**")), (LR, 482, ("47.2%", "**52.8%**"))],
  "The figures are pairwise win rates (each pair sums to 100 %); the line says so and refuses to read them as "
  "absolute scores."),
 (D3, "Overall 各行里最高的一格是 Legal 领域对 RQ-RAG 的 85.6%", "最高的一格是 Legal 领域对 RQ-RAG 的 85.6%", T,
  "rank-consistent", "CC103",
  [(LR, 467, "**84.8%**"), (LR, 472, "**85.6%**"), (LR, 477, "**75.2%**"), (LR, 482, "**54.8%**")],
  "Among the sixteen Overall cells the largest is 85.6 % (Legal, against RQ-RAG); 84.8 % and 75.2 % follow."),
 (D3, "LightRAG 在四个领域的 Overall 上全面胜过 GraphRAG", "全面胜过 GraphRAG", M, "rank-contradicted-by-table",
  "CC103",
  [(LR, 457, "consistently outperforms"), (LR, 482, ("**50.4%**", "49.6%"))],
  "In the Mix domain GraphRAG wins Overall 50.4 % to 49.6 %, as the draft's own table shows (49.6 %); the README's "
  "prose says 'consistently outperforms', its table does not, and GraphRAG is dropped on this basis."),
 (D3, "则抽取输出上限应控制在 1,500 tokens 以内", "1,500 tokens", M, "product-off-by-ten", "CC105",
  [(LR, 383, ("max_output_tokens < LLM_TIMEOUT × tokens_per_second", "9000 < 240s × 50 tps"))],
  "300 s x 50 tokens/s = 15,000 tokens, not 1,500; the cap is set ten times too low (the README's own example "
  "allows 9,000 at 240 s)."),
 (D3, "nano-graphrag 是另一个社区项目，不是 graphrag 的笔误", "nano-graphrag 是另一个社区项目", T,
  "real-different-project", "CC205",
  [(LR, 440, "gusye1234/nano-graphrag")],
  "The demo text is downloaded from gusye1234/nano-graphrag, a real project distinct from microsoft/graphrag."),
 (D3, "2024-11-11 宣布 AutoGen 演进为 AG2，这一步已经兑现", "这一步已经兑现", T, "announcement-confirmed",
  "CC303",
  [(AG, 398, "Nov 11, 2024"), (AG, 50, "maintenance mode"), (AG, 52, "AG2 is the current, actively developed version")],
  "A past announcement, confirmed in the same README: AG2 exists as the active project and the classic package is "
  "in maintenance mode."),
 (D3, "许可证从 v0.3 起改为 Apache 2.0；PyPI 上的经典 `autogen` 当前是 0.14.1", "当前是 0.14.1", T,
  "licence-version-vs-current", "CC203",
  [(AG, 2, "pypi.org/project/autogen/0.14.1/"), (AG, 402, "from v0.3")],
  "v0.3 is the release that changed the licence, 0.14.1 the current PyPI version; the line keeps the roles apart."),
 (D3, "JAIR 第 70 卷 1373–1411 页，共 39 页", "共 39 页", T, "page-count-correct", "CC105",
  [(CL, 137, "volume={70}"), (CL, 138, "pages={1373--1411}")],
  "Pages 1373 to 1411 inclusive are 1411 - 1373 + 1 = 39 pages."),
 (D3, "arXiv 号：Confident Learning 为 arXiv:1705.01936", "arXiv:1705.01936", M, "id-given-to-two-papers",
  "CC206",
  [(CL, 131, ("1911.00068", "Confident Learning")), (CL, 144, ("1705.01936", "Rank Pruning"))],
  "1705.01936 is Rank Pruning (UAI'17), cited so three lines below; Confident Learning is 1911.00068. One id for "
  "two works in the notes."),
 (D3, "token 分类的标注错误（arXiv:2210.03920）与多标注者的 CROWDLAB（arXiv:2210.06812）是两篇不同论文",
  "arXiv:2210.06812", T, "near-ids-two-papers", "CC206",
  [(CL, 171, "2210.03920"), (CL, 237, ("2210.06812", "CROWDLAB"))],
  "Two distinct ids from the same month for two distinct papers, both as in the README; no id is reused."),
 # ---- draft 4 (mixed zh/en newsletter digest): espnet, keras, pytorch-lightning, chatterbox-tts
 (D4, "勘误：上期把识别语言数 151 填进了本行", "勘误：上期把识别语言数 151 填进了本行", T, "revision-with-note",
  "CC401",
  [(ES, 348, ("151 languages", "translates into 25 of them"))],
  "The tracked value changes from 151 to 25 with an erratum in the change column; 25 is the README's translation "
  "figure and 151 its recognition figure."),
 (D4, "约 300 ms | 约 30 ms | —", "约 30 ms", M, "silent-revision-in-tracker", "CC401",
  [(PL, 289, "about 300 ms per epoch compared with pure PyTorch")],
  "The tracked overhead drops from about 300 ms (issue 86) to about 30 ms (issue 87) with an empty change note, in "
  "a table whose header requires one; the README still says about 300 ms."),
 (D4, "六个任务——transcribe、translate、synthesize、enhance 四个常用命令，外加 phonemize 与 align", "六个任务", T,
  "count-four-plus-two", "CC101",
  [(ES, 102, "same six tasks"), (ES, 107, "espnet transcribe"), (ES, 113, "`phonemize` and `align`")],
  "Four commands plus phonemize and align make six, the README's 'same six tasks'."),
 (D4, "我们线上还停在上游最新的 202610.post2", "上游最新的 202610.post2", M, "stale-latest-version", "CC203",
  [(ES, 2, "pypi.org/project/espnet/202611/"), (ES, 33, "ESPnet 202611")],
  "The digest's own version table gives 202611 as this week's (and last week's) upstream release; 202610.post2 is "
  "what the team runs, not the latest, so 'no hurry' rests on the wrong premise."),
 (D4, "也就是同一批的耗时约为原来的 53%", "耗时约为原来的 53%", T, "speedup-to-time-correct", "CC104",
  [(ES, 42, "~1.9x faster at batch 8")],
  "1.9x faster read as 1.9 times the speed gives 1 / 1.9 = 52.6 % of the time; the reading is stated."),
 (D4, "Graves 2012（arXiv:1211.3711）", "arXiv:1211.3711", T, "valid-pre-2015-four-digit-id", "CC301",
  [(ES, 319, "1211.3711")],
  "Before 2015 arXiv numbers had four digits after the dot; 1211.3711 (November 2012) is valid, as the line says."),
 (D4, "我们 ESPnet 侧的 torch 2.14.0 远高于 Keras 的 2.1.0 下限", "torch 2.14.0", T, "minimum-vs-installed",
  "CC203",
  [(KE, 69, "2.1.0"), (ES, 78, "2.14.0")],
  "2.1.0 is Keras's minimum supported PyTorch, 2.14.0 a version in ESPnet's CI; a floor and an installed version, "
  "not two 'latest' versions."),
 (D4, "`tf-keras` 不是 keras 的笔误", "`tf-keras` 不是 keras 的笔误", T, "real-package-name", "CC205",
  [(KE, 23, "`tf-keras` package")],
  "tf-keras is the real PyPI name under which Keras 2 remains available."),
 (D4, "也就是最多快 3.5 倍", "也就是最多快 3.5 倍", M, "percent-speedup-read-two-ways", "CC104",
  [(KE, 13, "speedups ranging from 20% to 350%")],
  "If 20 % means 1.2x, 350 % means 4.5x; reading 350 % as 3.5x flags the measured 4.1x as beyond the vendor's "
  "upper bound and triggers a rerun, whereas under the consistent reading it lies inside the range."),
 (D4, "《Choosing a backend in 2029》（2029-05-30）", "2029-05-30", M, "source-dated-after-digest", "CC304",
  [(KE, 13, "keras.io/getting_started/benchmarks/")],
  "The digest is dated 2029-04-20; a blog post dated 2029-05-30 lies more than a month in its future. The README "
  "points to keras.io's benchmark page instead."),
 (D4, "上期预告的 Lightning 2.6.6 回归测试已于 04-16（周一）跑完", "已于 04-16（周一）跑完", T,
  "promise-confirmed-done", "CC303",
  [(PL, 2, "pypi.org/project/pytorch-lightning/2.6.6/")],
  "Announced in the previous issue and reported done on Monday 2029-04-16, before this issue of Friday 04-20; the "
  "promise is confirmed and the weekday is right."),
 (D4, "主要是为了 PyTorch Lightening 2.6.6 里的 checkpoint 修复", "PyTorch Lightening", M,
  "misspelt-name-inserted-letter", "CC205",
  [(PL, 2, "pypi.org/project/pytorch-lightning/2.6.6/"), (PL, 45, "PyTorch Lightning is just organized PyTorch")],
  "The project is PyTorch Lightning; 'Lightening' inserts an e (the common English misspelling)."),
 (D4, "350M 与 500M 是不同模型的参数量", "350M 与 500M 是不同模型的参数量", T, "two-models-two-sizes", "CC201",
  [(CB, 32, "**350M**"), (CB, 33, "500M"), (CB, 34, "500M")],
  "Turbo has 350M parameters, Multilingual and the original Chatterbox 500M each; three models, the sizes match."),
 (D4, "开源的 Turbo 首包延迟 sub 200ms", "sub 200ms", M, "paid-service-figure-for-open-model", "CC202",
  [(CB, 22, ("TTS service", "sub 200ms")), (CB, 18, "350M parameter architecture")],
  "The README's sub-200 ms latency is claimed for Resemble AI's paid TTS service, not for the open Turbo model; the "
  "plan to swap the customer-service TTS rests on the wrong basis."),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
