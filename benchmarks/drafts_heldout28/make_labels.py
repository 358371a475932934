#!/usr/bin/env python3
"""Build labels.jsonl for the twenty-eighth held-out set (drafts_heldout28).

Same schema as ../drafts_heldout27/labels.jsonl (id, draft, line, anchor, surface, kind, slug, rule,
sources [{file, line}], reason), ids R001-R056: ordered_main numbers the rows in draft and line order
with the prefix "R" of the call at the bottom, which is kept byte for byte from set 27, so the ids are
unique within this set and the draft names (heldout28-0N-...) tell the sets apart. The
checks are ordered_main's (it imports nothing from the claimcheck package): every anchor must occur on
exactly one line of its draft, the surface must be inside the anchor and not labelled twice, each rule
must look like a CC code, every cited source line must exist and contain each of the given snippets (a
snippet may be a string or a tuple of strings that must all be on that line), and the per-draft
mistake / trap counts must be what heldout_labels expects (6 + 8 per draft).

All sixteen sources are PyPI READMEs under benchmarks/corpora/new-real/batch-36/ (four per draft, none
shared). A source path that starts with "benchmarks/" is relative to the repository root (the parent of
this file's parent, or /work/main when the set still sits outside the repository, e.g. in
/work/heldout28-pending); any other path is relative to the shared directory (default /work/shared;
override with CLAIMCHECK_SHARED=/path).
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
NR = "benchmarks/corpora/new-real/batch-36/"
AK = NR + "aiokafka.md"
CK = NR + "confluent-kafka.md"
PK = NR + "pika.md"
NA = NR + "nats-py.md"
NM = NR + "netmiko.md"
NP = NR + "napalm.md"
NO = NR + "nornir.md"
SC = NR + "scapy.md"
PD = NR + "pydantic.md"
MM = NR + "marshmallow.md"
CB = NR + "cerberus.md"
JS = NR + "jsonschema.md"
RQ = NR + "rq.md"
HU = NR + "huey.md"
DR = NR + "dramatiq.md"
AP = NR + "apscheduler.md"

D1, D2, D3, D4 = ("heldout28-01-aiokafka-confluent-kafka-pika-nats-py-cutover-runbook.md",
                  "heldout28-02-netmiko-napalm-nornir-scapy-sprint-retrospective.md",
                  "heldout28-03-pydantic-marshmallow-cerberus-jsonschema-press-release-analyst-qa.md",
                  "heldout28-04-rq-huey-dramatiq-apscheduler-support-kb-article.md")
M, T = "mistake", "trap"
# (draft, anchor, surface, kind, slug, rule, [(file, line, snippet or (snippets…))], reason)
ROWS = [
 # ---- draft 1 (mixed zh/en cut-over runbook, upper-case headings): aiokafka, confluent-kafka, pika, nats-py
 (D1, '- 迁移后的 topic 清单（6 个）：orders.created、orders.paid、orders.cancelled、orders.created.dlq、orders.paid.dlq、orders.cancelled.dlq。',
  "orders.created.dlq、orders.paid.dlq", T, "dlq-topics-not-duplicates", "CC102",
  [(CK, 289, ("NewTopic", "num_partitions=3"))],
  "Six topic names, three of them the dead-letter twins of the other three ('.dlq' suffix). Near-identical "
  "prefixes, no repeated item; the announced 6 matches the list. (Team facts; the source anchors topic "
  "creation with AdminClient.)"),
 (D1, '- 不在范围：legacy-billing 消费者。它跑在 Python 2.7 上，钉死在 pika 1.1.0（README 原话 "the last release that supported Python 2.7"），随账务系统在 2034-Q2 整体下线，本次不碰。',
  "pika 1.1.0", T, "pinned-old-pika-for-python27", "CC203",
  [(PK, 16, "Pika 1.1.0 was the last release"), (PK, 17, "that supported Python 2.7"), (PK, 2, "pypi.org/project/pika/1.4.4/")],
  "pika 1.1.0 next to the baseline's pika 1.4.4 is not a second 'current' version: the line names it as the "
  "pin of an out-of-scope Python 2.7 consumer, and the README says 1.1.0 was the last release for Python 2.7."),
 (D1, '| nats-py | 2.16.0 | 通知 fan-out（JetStream，v2.0.0 起支持） | 客户端仓库与文档站叫 nats.py |',
  "nats.py", T, "repo-name-vs-package-name", "CC205",
  [(NA, 8, "nats-io.github.io/nats.py/"), (NA, 20, "pip install nats-py")],
  "nats.py is the name of the client's repository and documentation site, nats-py its PyPI package; both "
  "appear in the README. A known alias, not a misspelling."),
 (D1, 'P1. 运行时：履约服务换成 aiokafka 0.14.0 后，只要求 Python 3.10 及以上，现有 3.11 镜像满足，不需要换基础镜像。',
  "只要求 Python 3.10 及以上", M, "aiokafka-python-floor-understated", "CC201",
  [(AK, 18, "Python 3.11 or newer is required."), (AK, 2, "pypi.org/project/aiokafka/0.14.0/")],
  "aiokafka 0.14.0 requires Python 3.11 or newer (README line 18, quoted in the runbook's own baseline "
  "table, line 26); P1 states 3.10. Same package, same version, same requirement, two values. The image "
  "happens to be 3.11, so the conclusion survives, but the stated floor is wrong."),
 (D1, 'P2. Kafka 集群：平台组承诺 2034-02-24（周五）前交付 3 broker 集群；已于 2034-02-23（周四）交付并通过验收，工单 INFRA-5512（见 v1.1）。',
  "已于 2034-02-23（周四）交付", T, "cluster-delivery-promise-kept", "CC303",
  [(CK, 2, "pypi.org/project/confluent-kafka/2.16.1/")],
  "A past due date (2034-02-24) with its confirmation on the same line: delivered 02-23 with ticket "
  "INFRA-5512, also logged in v1.1 and reference [7]. Not overdue. (Team facts; the source anchors the "
  "Kafka client the cluster serves.)"),
 (D1, 'P4. NATS TLS：SRE 承诺 2034-03-03（周五）前为 nats-prod 签发 TLS 证书（tls://nats-prod.internal:4443）；当前状态：待交付，责任人 Marcus Feld。S7 依赖此项。',
  "当前状态：待交付", M, "tls-certificate-promise-overdue", "CC303",
  [(NA, 179, "tls://127.0.0.1:4443")],
  "SRE promised the NATS TLS certificate by Friday 2034-03-03; the runbook is dated Thursday 2034-03-09 and "
  "still lists it as pending, with no new date and nothing else confirming delivery, while step S7 depends on "
  "it. An overdue promise carried silently into the go/no-go review. (Team facts; the source anchors TLS on "
  "port 4443.)"),
 (D1, 'P5. 兼容性回归：aiokafka 测试套件默认起 Kafka 2.8.1，我们另以 KAFKA_VERSION=1.1.1 跑了一轮最低版本回归，两轮均通过（CI run #7731 / #7734）。',
  "KAFKA_VERSION=1.1.1", T, "two-kafka-versions-two-runs", "CC201",
  [(AK, 103, "default one is 2.8.1"), (AK, 105, "KAFKA_VERSION=1.1.1")],
  "Kafka 2.8.1 is the aiokafka test suite's default broker and 1.1.1 the version the team forced for a "
  "minimum-version run (the README's own KAFKA_VERSION example); two runs, two CI ids, two conditions. Neither "
  "contradicts the production cluster's 3.9.x."),
 (D1, 'P6. 镜像构建：固定安装 `confluent-kafka==2.15.0`（PyPI 当前最新），extras 为 json 与 schemaregistry，与 Schema Registry 的 JSON 序列化器配套。',
  "`confluent-kafka==2.15.0`（PyPI 当前最新）", M, "pinned-version-called-latest", "CC203",
  [(CK, 2, "pypi.org/project/confluent-kafka/2.16.1/"), (CK, 320, "confluent-kafka[json,schemaregistry]")],
  "P6 pins confluent-kafka 2.15.0 as 'PyPI 当前最新', while the baseline table of the same revision (checked "
  "on PyPI 2034-03-06) gives 2.16.1, the README's version. Two different 'latest' versions of one package at "
  "the same date, and the image would not match the baseline."),
 (D1, '回滚触发条件（任一满足即回滚，共四条）：',
  "共四条", M, "four-rollback-triggers-five-listed", "CC101",
  [(CK, 2, "pypi.org/project/confluent-kafka/2.16.1/")],
  "'共四条' announces four rollback triggers and five bullets follow (delivery failures, reconciliation gap, "
  "consumer lag, NATS ack timeouts, p99 latency); v1.1 added the latency trigger without updating the count. "
  "(Team facts.)"),
 (D1, '步骤预计时长合计 360 分钟，正好占满 22:00–04:00 的 6 小时窗口，没有缓冲；任何一步超时 15 分钟以上即在群里报告并由 owner 决定是否压缩 S8。',
  "合计 360 分钟", T, "step-durations-fill-window", "CC105",
  [(CK, 2, "pypi.org/project/confluent-kafka/2.16.1/"), (PK, 2, "pypi.org/project/pika/1.4.4/")],
  "15 + 45 + 20 + 40 + 40 + 60 + 50 + 60 + 30 = 360 minutes = 6 hours, the 22:00-04:00 window; the start "
  "times in the table follow the same durations. Right arithmetic. (Team facts.)"),
 (D1, '回滚链路仍用 pika。README 列出的六种 adapter（AsyncioConnection、BlockingConnection、SelectConnection、GeventConnection、TornadoConnection、TwistedProtocolConnection）里，我们只用 BlockingConnection（publisher）和 SelectConnection（consumer）。',
  "六种 adapter", T, "six-pika-adapters", "CC101",
  [(PK, 72, "AsyncioConnection"), (PK, 75, "pika.BlockingConnection"), (PK, 77, "pika.SelectConnection"),
   (PK, 79, "GeventConnection"), (PK, 81, "TornadoConnection"), (PK, 83, "TwistedProtocolConnection")],
  "Six adapters announced, six named, exactly the README's list; the two in use are a subset of a different "
  "size, not a miscount."),
 (D1, 'V2. 条数对账（同一次预演，按 message id 去重后）：RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差 3,960 条，全部是预演脚本中途 kill 造成的未确认消息。',
  "差 3,960 条", M, "reconciliation-gap-digits-swapped", "CC105",
  [(PK, 2, "pypi.org/project/pika/1.4.4/"), (CK, 2, "pypi.org/project/confluent-kafka/2.16.1/")],
  "12,480,000 - 12,476,310 = 3,690, not 3,960 (digits swapped). The difference is what the rollback trigger "
  "(> 0.05 %) is checked against. (Team facts.)"),
 (D1, '[5] 背景阅读：arXiv:3402.05518（2034 年 2 月上传，队列语义与 share group 的测评），只作 ShareConsumer 评审的预读材料',
  "arXiv:3402.05518", T, "recent-arxiv-before-runbook", "CC302",
  [(CK, 30, ("KIP-932", "Preview"))],
  "arXiv:3402.05518 is a February 2034 id, well formed, and the runbook is dated 2034-03-09: recent but "
  "before the document. (Invented id; the source anchors the ShareConsumer / KIP-932 topic.)"),
 (D1, '[6] perf/2034-03-14-kafka-soak-72h.md：72 小时 soak 测试通过，S8 的观察阈值取自该报告',
  "perf/2034-03-14-kafka-soak-72h.md", M, "soak-report-dated-after-runbook", "CC304",
  [(CK, 2, "pypi.org/project/confluent-kafka/2.16.1/")],
  "The soak report is dated 2034-03-14 (the first day of the freeze) in a runbook revision dated 2034-03-09, "
  "yet it is cited as passed and as the source of S8's thresholds: a source dated after the document citing "
  "it. (Team facts.)"),
 # ---- draft 2 (Chinese sprint retrospective, 一、 / （一） headings): netmiko, napalm, nornir, scapy
 (D2, '（三）本 Sprint 最终范围 47 点（计划会承诺的 42 点 + 范围变更 CR-2 插入的 5 点），完成 40 点，完成率 85%。',
  "47 点", T, "scope-change-logged", "CC401",
  [(SC, 2, "pypi.org/project/scapy/2.8.0/"), (NO, 2, "pypi.org/project/nornir/3.6.0/")],
  "The scope moves from the committed 42 points to 47, but the change is logged: the burndown row of day 6 "
  "(+5, CR-2) and the change record CR-2 (NET-882, the scapy ARP comparison, approved by the product owner). "
  "42 + 5 = 47 and 40 / 47 = 85 %. Not a silent revision. (Team facts; the sources anchor the scapy task and "
  "the nornir sprint goal.)"),
 (D2, '（四）本 Sprint 新接入 netmiko 采集的平台依次为：cisco_ios、juniper_junos、arista_eos、cisco_nxos、cisco_ios。',
  "cisco_nxos、cisco_ios", M, "platform-list-repeats-cisco-ios", "CC102",
  [(NM, 105, '"device_type": "cisco_ios"'), (NM, 100, "Supported device_types")],
  "cisco_ios is listed first and again last in the list of newly onboarded netmiko platforms; five entries, "
  "four platforms. (The platform names are netmiko device_type keys, as in the README's example.)"),
 (D2, '（一）巡检耗时：全量巡检从老脚本的 45 分钟降到原来的三分之一，即 15 分钟。',
  "降到原来的三分之一", T, "one-third-with-both-figures", "CC104",
  [(NO, 2, "pypi.org/project/nornir/3.6.0/"), (NM, 2, "pypi.org/project/netmiko/4.8.0/")],
  "'降到原来的三分之一' has one reading, and both figures are given: 45 min / 3 = 15 min. Not the ambiguous "
  "'降低了 N 倍' kind. (Team facts.)"),
 (D2, '（二）两条采集路线的耗时：netmiko 路线 15 分钟、napalm getters 路线 21 分钟。两者都是同一批 1,180 台、同一晚 02:00 窗口、nornir 同样 num_workers=50，可以直接比较。',
  "同一批 1,180 台", T, "same-devices-same-window", "CC202",
  [(NM, 2, "pypi.org/project/netmiko/4.8.0/"), (NP, 2, "pypi.org/project/napalm/5.2.0/")],
  "Two durations of two collection paths measured on the same 1,180 devices, in the same night window, with "
  "the same nornir concurrency: the conditions are stated and shared, so the comparison is on one basis. "
  "(Team facts.)"),
 (D2, '采集成功率最高的是 nornir + netmiko 路线（97.1%），其次是 napalm getters，老脚本最低。',
  "采集成功率最高的是 nornir + netmiko 路线", M, "success-rate-ranking-wrong", "CC103",
  [(NP, 98, "enabled the XML agent on IOS-XR"), (NM, 2, "pypi.org/project/netmiko/4.8.0/")],
  "The table just above gives nornir + napalm getters 98.4 % and nornir + netmiko 97.1 % (higher is better), "
  "so napalm is first, not second. (Team figures; the napalm row's failure cause, the IOS-XR XML agent, is "
  "the README's FAQ item.)"),
 (D2, '5. 知识沉淀：napalm 的资料很全，README 里 "live demo" 和 "NANOG 64 Presentation & Demo" 两个链接其实是同一个视频（youtu.be/93q-dHC0u0I），新同事看一遍就够。',
  "youtu.be/93q-dHC0u0I", T, "one-video-two-links", "CC206",
  [(NP, 28, "[live demo](https://youtu.be/93q-dHC0u0I)"), (NP, 131, "[NANOG 64 Presentation & Demo](https://youtu.be/93q-dHC0u0I)")],
  "One video id under two link texts in the napalm README: the 'live demo' and the NANOG 64 presentation "
  "and demo are the same recording, and the line says so. One identifier, one work."),
 (D2, '1. NAPLAM 的 get_bgp_neighbors 在 EOS 上偶发超时，排查花了一天半，期间巡检结果靠人工补录。',
  "NAPLAM", M, "napalm-misspelt", "CC205",
  [(NP, 10, "NAPALM"), (NP, 12, "NAPALM (Network Automation and Programmability Abstraction Layer")],
  "'NAPLAM' is a transposition of NAPALM (the acronym spelt out in the README), written correctly everywhere "
  "else in the retrospective."),
 (D2, '排查过程与结论见 inbox/2034-04-13-napalm-eos-timeout.md（周四 Zhou Yi 整理，A4 据此提上游 issue）。',
  "inbox/2034-04-13-napalm-eos-timeout.md", T, "inbox-note-day-before-retro", "CC304",
  [(NP, 2, "pypi.org/project/napalm/5.2.0/")],
  "The note is dated 2034-04-13 (Thursday, day 9 of the sprint), the day before the retrospective of "
  "2034-04-14: a recent source, not a future one. (Team facts.)"),
 (D2, '2. IOS-XR：有同事在微信群里转发过一张截图，说 napalm get_facts 在 IOS-XR 上的超时率"大概 12%"；据此我们把 60 台 IOS-XR 整体排除出本 Sprint，没有自己测。',
  "微信群里转发过一张截图", M, "scope-cut-on-forwarded-screenshot", "CC204",
  [(NP, 98, "XML agent on IOS-XR"), (NP, 99, "get_facts")],
  "A 12 % timeout rate from a screenshot forwarded in a chat group, with no primary source and no own "
  "measurement, decided to drop 60 devices from the sprint. The README's FAQ points at the IOS-XR XML agent "
  "and a get_facts check instead (which the Try list later plans)."),
 (D2, '3. 跳板机 jump-01 仍是 Python 3.7，只能停在 napalm 4.x（README：4.0.0 起支持 Python 3.7+，5.0.0 起要求 3.8+）；这是已知的旧版本，新框架不跑在这台机器上，A5 跟踪下线。',
  "napalm 4.x", T, "old-napalm-on-old-python", "CC203",
  [(NP, 40, "Beginning with release 5.0.0"), (NP, 41, "Python 3.8+ only."), (NP, 43, "release 4.0.0"), (NP, 44, "Python 3.7+ only.")],
  "napalm 4.x beside the locked 5.2.0 is a named legacy version on a Python 3.7 jump host, explained by the "
  "README's support notes (5.0.0 needs 3.8+), not a second 'current' version."),
 (D2, '5. napalm 的维护情况没人说得清。查了 README：项目由三位维护者维护，分别是 David Barroso、Mircea Ulinic、Kirk Byers、Elisa Jasinska；另有大量贡献者。',
  "三位维护者", M, "three-maintainers-four-names", "CC101",
  [(NP, 154, "maintained by David Barroso, Mircea Ulinic, and Kirk Byers"), (NP, 146, "Elisa Jasinska")],
  "'三位维护者' followed by four names. The README names three maintainers (Barroso, Ulinic, Byers); Elisa "
  "Jasinska is among the authors, not in that sentence."),
 (D2, '3. 安全扫描结果进巡检报告：本周厂商通报 CVE-2034-10482 影响部分 EOS 版本，巡检项增加版本比对。',
  "CVE-2034-10482", T, "five-digit-cve-sequence", "CC301",
  [(NP, 2, "pypi.org/project/napalm/5.2.0/")],
  "CVE-2034-10482 is well formed: CVE sequence numbers have four or more digits, and the year 2034 is the "
  "document's. (Invented id; the source anchors the EOS devices handled through napalm.)"),
 (D2, '| A1 | nornir_napalm 插件升级到与 napalm 5.2.0 配套的版本 | 李牧 | 计划于 2034-04-28（周五）前完成 | 未开始 |',
  "计划于 2034-04-28（周五）前完成", T, "plugin-upgrade-not-yet-due", "CC303",
  [(NO, 26, "Since version 3.0.0 nornir doesn't ship with plugins"), (NP, 2, "pypi.org/project/napalm/5.2.0/")],
  "The due date 2034-04-28 is two weeks after the retrospective (2034-04-14); '未开始' is not overdue. "
  "(Team facts; nornir plugins are installed separately since 3.0.0.)"),
 (D2, '| A6 | 组内读书会：阅读 arXiv:3407.01452（意图驱动配置验证，组里已在读第二遍） | 苏晴 | 2034-04-21（周五） | 进行中 |',
  "arXiv:3407.01452", M, "arxiv-from-july-in-april-retro", "CC302",
  [(NO, 2, "pypi.org/project/nornir/3.6.0/")],
  "arXiv:3407.01452 would be a July 2034 submission, yet the team is reading it 'a second time' in a "
  "retrospective of 2034-04-14. An identifier dated after the document. (Invented id.)"),
 # ---- draft 3 (English press release + analyst Q&A annex, Markdown # headings): pydantic, marshmallow, cerberus, jsonschema
 (D3, 'Per-node validation throughput is up by three times over the Cerberus path, which is why a fleet of four nodes now carries the 96,000 records-per-second peak that needed twelve nodes on the old stack.',
  "up by three times", M, "up-by-three-times-sizes-fleet", "CC104",
  [(CB, 2, "pypi.org/project/cerberus/1.3.8/"), (PD, 2, "pypi.org/project/pydantic/2.14.4/")],
  "'Up by three times' reads as x3 or as x4 (+300 %), and the fleet size rests on it: with the old 8,000 "
  "records/s per node (annex Q1), x3 gives 24,000 per node and four nodes carry exactly 96,000, with no "
  "headroom; x4 gives 128,000. The reading decides whether four nodes are enough. (Company figures.)"),
 (D3, '- Contracts can be written against any of the six JSON Schema drafts that jsonschema supports: 2020-12, 2019-09, 7, 6, 4 and 3. Existing Draft 7 contracts keep working unchanged.',
  "six JSON Schema drafts", T, "six-drafts-six-listed", "CC101",
  [(JS, 65, ("Draft 2020-12", "Draft 2019-09", "Draft 7", "Draft 6", "Draft 4", "Draft 3"))],
  "Six drafts announced, six listed, matching the README's feature line."),
 (D3, '- jsonschema offers two extras, format and format-nongpl; Quillon ships format-nongpl for licensing reasons and turns format checks on explicitly, since installing an extra does not by itself activate them.',
  "format and format-nongpl", T, "two-distinct-extras", "CC102",
  [(JS, 85, "Two extras are available"), (JS, 87, "``format``"), (JS, 88, "``format-nongpl``"), (JS, 96, "do *not* activate format checks")],
  "Two extras whose names share a prefix are still two items, as in the README; nothing is repeated."),
 (D3, '- Customers who validate contract files in CI can use check-jsonschema, the command-line companion to the jsonschema library, against the same published schemas.',
  "check-jsonschema", T, "cli-companion-name", "CC205",
  [(JS, 60, "check-jsonschema")],
  "check-jsonschema is a separate project the jsonschema README itself points to for command-line use; it "
  "looks like a variant of 'jsonschema' but is its own name."),
 (D3, "Quillon's Q3 2033 shareholder letter targeted May 2034 for this launch. The Q4 2033 letter moved the date to June 2034 while the upgrade to Pydantic 2.14 was assessed; in February 2034, after that upgrade had passed Quillon's contract test suite, the company restored the May date, and the gateway launches today as planned.",
  "restored the May date", T, "launch-date-returned-with-reason", "CC402",
  [(PD, 160, "## v2.14.0 (2026-10-08)"), (PD, 170, "drops support for Python 3.9")],
  "May -> June -> May, but each move is dated and explained (the Pydantic 2.14 assessment, then its passing "
  "the test suite), and the launch happens on the restored date. A documented return, not a flip-flop. "
  "(Company history; the sources anchor the Pydantic 2.14 upgrade.)"),
 (D3, 'The retirement of Cerberus, which Quillon committed in its Q3 2033 shareholder letter to complete by March 31, 2034, is in its final stage: two internal services still run the Cerberus 1.3.8 path.',
  "complete by March 31, 2034", M, "cerberus-retirement-overdue", "CC303",
  [(CB, 2, "pypi.org/project/cerberus/1.3.8/")],
  "The retirement was promised for 2034-03-31; on 2034-05-16 two services still run Cerberus, the release "
  "calls it 'final stage' without a new date, and annex Q7 gives none either. Overdue, unconfirmed. "
  "(Company facts.)"),
 (D3, '[6] Quillon Research whitepaper on contract-first ingestion, arXiv:3311.0472 (first posted November 2033, revised for this release).',
  "arXiv:3311.0472", M, "arxiv-four-digit-number", "CC301",
  [(PD, 2, "pypi.org/project/pydantic/2.14.4/")],
  "arXiv ids since 2015 have a five-digit number (YYMM.NNNNN); 3311.0472 has four. Malformed. (Invented id.)"),
 (D3, 'A (Ferreira): Yes. On the 2033 stack, the ingest request had a p99 of 41 ms; today the median time inside the Pydantic validator is 6 ms per batch, so call it an 85% reduction in latency.',
  "call it an 85% reduction in latency", M, "p99-request-vs-median-validator", "CC202",
  [(PD, 2, "pypi.org/project/pydantic/2.14.4/")],
  "41 ms is the p99 of the whole ingest request on the old stack; 6 ms is the median of the validator step "
  "alone, per batch. Percentile, scope and unit all differ, so '85 %' (1 - 6/41) compares two different "
  "quantities; the arithmetic itself is right. (Company figures.)"),
 (D3, 'A (Ferreira, continued): Pydantic was the fastest of the four on both batch types, and Cerberus the slowest.',
  "Pydantic was the fastest of the four", T, "lower-is-better-ranking-right", "CC103",
  [(PD, 2, "pypi.org/project/pydantic/2.14.4/"), (MM, 2, "pypi.org/project/marshmallow/4.4.0/"),
   (CB, 2, "pypi.org/project/cerberus/1.3.8/"), (JS, 2, "pypi.org/project/jsonschema/4.26.0/")],
  "Median times (lower is faster): Pydantic 6.1 / 14.7 ms, marshmallow 19.4 / 52.0, jsonschema 27.8 / 71.3, "
  "Cerberus 33.5 / 88.9. Pydantic is fastest and Cerberus slowest in both columns. (Company figures.)"),
 (D3, 'A (Ferreira, continued): The 6.1 ms figure is for order batches; for catalogue batches, whose records are twenty times larger, the Pydantic median is 14.7 ms.',
  "the Pydantic median is 14.7 ms", T, "two-medians-two-batch-types", "CC201",
  [(PD, 2, "pypi.org/project/pydantic/2.14.4/")],
  "6.1 ms and 14.7 ms are Pydantic's medians on two different batch types (2 KB and 40 KB records), as the "
  "table shows; two conditions, two values. (Company figures.)"),
 (D3, 'A (Ferreira): No, it\'s from Pydantic\'s own release notes: the v2.12.0 entry on GitHub says that release "features the work of 20 external contributors". We did not take it from a blog.',
  "20 external contributors", T, "contributor-count-from-release-notes", "CC204",
  [(PD, 723, "It features the work of 20 external contributors")],
  "The figure is quoted from the project's own v2.12.0 release notes (a primary source), and the README's "
  "changelog has the sentence word for word."),
 (D3, 'A (Ferreira): #13955 in Pydantic 2.14.2, which makes Pydantic check the max_length constraint on mappings during validation. We had been patching that gap ourselves.',
  "#13955 in Pydantic 2.14.2", M, "pr-number-given-to-other-change", "CC206",
  [(PD, 95, ("Avoid Python tuple allocation during model fields validation", "#13955")),
   (PD, 137, ("Check mapping `max_length` constraint during validation", "#14092"))],
  "#13955 is the tuple-allocation performance change (so listed in the release's own note [5]); the mapping "
  "max_length check in 2.14.2 is #14092. One pull-request number given to two different changes."),
 (D3, 'A (Ferreira): For contract interchange we track jsonschema 4.25.1, which is the latest release, and we re-run the customer contract suite on every upstream release.',
  "jsonschema 4.25.1, which is the latest release", M, "two-latest-jsonschema-versions", "CC203",
  [(JS, 2, "pypi.org/project/jsonschema/4.26.0/"), (JS, 116, "v4.26.0")],
  "The release text of the same day calls jsonschema 4.26.0 'the current release' (the README's version); "
  "the CTO calls 4.25.1 the latest. Two 'latest' versions of one package on 2034-05-16."),
 (D3, 'A (Vos): Annual infrastructure cost for the validation tier falls from USD 1.2 million to USD 0.78 million, 35% lower. We will report the realised figure with the Q3 results.',
  "35% lower", T, "cost-reduction-right", "CC105",
  [(CB, 2, "pypi.org/project/cerberus/1.3.8/")],
  "(1.2 - 0.78) / 1.2 = 0.35: 35 % lower is right. (Company figures.)"),
 # ---- draft 4 (Chinese support knowledge-base article with revision history, 【一、】 headings): rq, huey, dramatiq, apscheduler
 (D4, '| v3 | 2034-03-20（周一） | 何骁 | 增加 dramatiq 一节；删除附录 B"dramatiq watch 热重载"（该功能不向客户开放） |',
  "删除附录 B", T, "removed-appendix-cited-nowhere", "CC403",
  [(DR, 39, "dramatiq[rabbitmq, watch]"), (DR, 43, "dramatiq[redis, watch]")],
  "Appendix B (dramatiq's watch-mode hot reload, the 'watch' extra of the README's install lines) is removed in "
  "v3, and no other part of the article refers to it; the dramatiq section (【五、】) only says the image "
  "ships both brokers' dependencies. A removal with nothing left pointing at it."),
 (D4, '| v6 | 2034-08-22（周二） | 宋岚 | rq 升级到 3.0.0；misfire_grace_time 回到 30 秒；补充 rq 去重功能的上线记录 |',
  "misfire_grace_time 回到 30 秒", M, "grace-time-back-to-30s", "CC402",
  [(AP, 18, "it should have run while it was offline"), (AP, 62, "The cutoff period for this is also configurable.")],
  "The recommended grace period goes 30 s (v2) -> 300 s (v4, because of INC-2034-0612, missed night runs) -> "
  "30 s (v6), with no reason given, while 【六、】（三） and FAQ Q2 still blame that incident on a grace period "
  "that was too short. A value returning to an earlier one that the article itself had refuted. (Team "
  "facts; the sources anchor APScheduler's catch-up of missed runs and its configurable cutoff.)"),
 (D4, '（一）重试。云枢默认配置是 `Retry(max=3, interval=[10, 30, 60])`：失败后依次等 10、30、60 秒再试；最坏情况下第三次重试在首次失败后 90 秒开始。下游接口故障超过两分钟时，三次重试会全部落空，任务进入 failed 队列，需要人工 requeue。',
  "首次失败后 90 秒开始", M, "retry-intervals-sum-wrong", "CC105",
  [(RQ, 155, "Retry(max=3, interval=[10, 30, 60])")],
  "The waits 10 + 30 + 60 add up to 100 s, not 90 s, before the third retry starts (execution time aside)."),
 (D4, '（二）worker。生产环境用 `rq worker-pool -n 8` 起 8 个 worker 进程，不要用 SimpleWorker。',
  "rq worker-pool -n 8", M, "worker-pool-size-changed-unlogged", "CC401",
  [(RQ, 270, "rq worker-pool -n 4")],
  "Revision v5 records the worker-pool recommendation as 4 processes ('与 README 示例一致', the README's "
  "'-n 4'); the body now says 8, and v6's change note does not mention it. A value changed without a "
  "changelog entry."),
 (D4, '（三）为什么不用 SimpleWorker。README 的 microbenchmark：1,000 个任务，SimpleWorker 1.02 秒，默认 Worker 6.64 秒，快 6 倍以上（约 6.5 倍）。但 SimpleWorker 在进程内直接跑任务，不隔离崩溃和内存泄漏，也做不了硬超时；客户的报表任务动辄几分钟，这点调度开销可以忽略。',
  "快 6 倍以上（约 6.5 倍）", T, "six-times-faster-with-figures", "CC104",
  [(RQ, 293, ("1.02 seconds vs. 6.64 seconds", "more than 6x faster"))],
  "'快 6 倍以上' could be read two ways, but both times are given and the ratio is spelt out: 6.64 / 1.02 = "
  "6.5. Nothing is decided on the ambiguous reading (SimpleWorker is rejected for isolation, not speed)."),
 (D4, '（五）去重。研发承诺 2034-07-31 前在 8.4 中上线基于 rq unique job 的去重，已于 2034-07-27（周四）随 8.4.2 上线，变更单 CHG-20340727-02。开启方式：任务定义里给定 job_id 并设置 unique=True，同一 job_id 在队列中只保留一份。',
  "已于 2034-07-27（周四）随 8.4.2 上线", T, "dedup-promise-delivered", "CC303",
  [(RQ, 127, ("job_id='welcome-42'", "unique=True"))],
  "The promise (by 2034-07-31) is confirmed on the same line with a release (8.4.2, also in 【一、】) and a "
  "change id, before the article's date 2034-08-22. Not overdue. (Team facts; the source anchors rq's unique "
  "jobs.)"),
 (D4, '（六）周期任务。rq cron 的 interval 以秒计，interval=1800 即 30 分钟；客户若同时在 APScheduler 里配置了 IntervalTrigger(minutes=30)，两边是同一个周期，会各触发一次，这是"每半小时重复一次"类工单最常见的原因，只保留一边即可。',
  "interval=1800 即 30 分钟", T, "seconds-and-minutes-converted", "CC202",
  [(RQ, 196, ("interval=1800", "30 minutes in seconds")), (AP, 30, "Interval-based execution")],
  "1800 (rq, seconds) and 30 (APScheduler, minutes) look like incomparable numbers, but the units are named "
  "and converted on the line: the same period on one basis."),
 (D4, '（一）consumer 启动命令：`huey_consumer yunshu.tasks.huey -k process -w 8`（README 示例是 4 个进程；v4 起我们统一推荐 8，依据是 C-1877 等三家客户的压测）。IO 密集且装了 gevent 的客户可以用 greenlet 模式，但云枢不提供支持。',
  "-w 8", T, "huey-workers-change-logged", "CC401",
  [(HU, 95, "huey_consumer my_app.huey -k process -w 4")],
  "8 workers differs from the README's example (-w 4) and from the article's earlier value, but revision v4 "
  "logs the change 4 -> 8 and the line gives its reason. A logged revision, not a silent one."),
 (D4, '（三）存储。huey 本身支持 redis、postgres、sqlite、文件系统和内存五种存储；云枢 8.3 起只支持 redis 与 postgres。SQLite 存储的限制与迁移步骤见【六、SqliteHuey 的限制】。',
  "见【六、SqliteHuey 的限制】", M, "removed-section-still-cited", "CC403",
  [(HU, 16, ("redis", "postgres", "sqlite", "file-system", "in-memory"))],
  "Revision v5 removed 【六、SqliteHuey 的限制】 and renumbered the rest (【六、】 is now APScheduler), but the "
  "huey section still sends readers there for the SQLite limits and migration steps."),
 (D4, '（二）任务存储：APScheduler 支持七种 job store，即 Memory、SQLAlchemy、MongoDB、Redis、RethinkDB、ZooKeeper、Etcd；云枢只用 SQLAlchemy（接客户的 PostgreSQL），任务因此能在调度器重启后保留。',
  "七种 job store", T, "seven-job-stores", "CC101",
  [(AP, 36, "Memory"), (AP, 37, "SQLAlchemy"), (AP, 38, "MongoDB"), (AP, 39, "Redis"), (AP, 40, "RethinkDB"),
   (AP, 41, "ZooKeeper"), (AP, 42, "Etcd")],
  "Seven announced, seven named, matching the README's list of job-store backends."),
 (D4, 'A：README 的数字是 1,000 个任务 SimpleWorker 1.2 秒、默认 Worker 6.64 秒；但只在任务极短、代码完全可信时才考虑，云枢不支持该配置。',
  "SimpleWorker 1.2 秒", M, "simpleworker-time-misquoted", "CC201",
  [(RQ, 293, "processed 1,000 jobs in just 1.02 seconds vs. 6.64 seconds")],
  "The README's figure is 1.02 s for 1,000 jobs, as 【三、】（三） quotes it; the FAQ gives 1.2 s for the same "
  "benchmark. Same subject, metric and conditions, two values."),
 (D4, 'A：先查调度器是否在任务时间前后重启。INC-2034-0612 就是这种情况，根因是宽限期太短，调度器起来时已经错过了补跑窗口。',
  "INC-2034-0612", T, "one-incident-id-one-incident", "CC206",
  [(AP, 18, "it should have run while it was offline")],
  "INC-2034-0612 is cited three times (revision v4, 【六、】（三）, FAQ Q2) in different words, always for the "
  "same event: C-2231's scheduler restarting at 02:58 and missing the 03:00 batch. One id, one incident. "
  "(Team facts.)"),
 (D4, 'A：是 arXiv:3403.00917v2（2034 年 3 月提交的第二版）。研发看过，结论与【三、】（五）和【五、】（二）一致，可以这样回复客户。',
  "arXiv:3403.00917v2", T, "arxiv-with-version-suffix", "CC301",
  [(AP, 2, "pypi.org/project/apscheduler/3.11.3/")],
  "YYMM.NNNNN with a version suffix vN is the arXiv scheme; 3403 is March 2034, before the article. Well "
  "formed. (Invented id.)"),
 (D4, 'A（内部备注）：2034-09-05（周二）发布的《云枢 8.5 调度服务升级公告》已经说明 8.5 默认开启去重，可直接把公告链接转给客户。',
  "2034-09-05（周二）发布的《云枢 8.5 调度服务升级公告》", M, "announcement-dated-after-article", "CC304",
  [(RQ, 2, "pypi.org/project/rq/3.0.0/")],
  "The article's current version is dated 2034-08-22, and the FAQ relies on an announcement 'published' on "
  "2034-09-05, two weeks later. A source dated after the document. (Team facts.)"),
]


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    import heldout_labels  # noqa: E402  (benchmarks/heldout_labels.py: build and check)
    sys.exit(heldout_labels.ordered_main(ROWS, HERE, (D1, D2, D3, D4), "R", REPO, SHARED))
