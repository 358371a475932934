"""Session 36: faults the first run of batch 37, held-out set 28 and the fresh-user trials showed,
each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck
from tests.test_session35_kinds import _check_files


# -- CC105: a plain multiple ("为 vLLM 的 1.8×") is checked against a table like a gain ---------------
TABLE = ("# 周报 2026-12-05\n\n二、基准测试结果\n\n【表 1】Llama-3-70B，4×H100，TP=4，batch=32\n"
         "| 引擎 | 吞吐 (tok/s) |\n|---|---|\n| vLLM | 2,750 |\n| SGLang | 3,850 |\n")


def _arith(tmp_path, text: str) -> list[tuple]:
    return [(f.locations[0].line, f.locations[0].surface, f.message)
            for f in _check_files(tmp_path, {"weekly.md": text}, ["CC105"])]


def test_a_plain_multiple_is_set_against_the_table_of_its_section(tmp_path):
    assert [(line, surface) for line, surface, _ in _arith(tmp_path, TABLE + "- 同条件下 SGLang 吞吐为 vLLM 的 1.8×。\n")] \
        == [(10, "1.8×")]
    assert [(line, surface) for line, surface, _ in
            _arith(tmp_path, TABLE + "- SGLang's throughput is 1.8x that of vLLM in the same setup.\n")] == [(10, "1.8x")]
    # 3,850 / 2,750 = 1.4: the multiple that fits, and a gain of 40 %, stay silent
    assert _arith(tmp_path, TABLE + "- 同条件下 SGLang 吞吐为 vLLM 的 1.4×。\n") == []
    assert _arith(tmp_path, TABLE + "- 同条件下 SGLang 相对 vLLM 吞吐提升 40%。\n") == []


# -- audit --git says when the working copy has edits it does not read ---------------------------------
def test_audit_git_notes_uncommitted_edits(tmp_path):
    from typer.testing import CliRunner

    from claimcheck.cli.core import app
    from tests.test_audit import commit_history
    path = commit_history(tmp_path / "repo", [
        ("# 跟踪\n\n## 延迟\n\n- SGLang 的 TTFT 为 170 ms。\n", "2026-11-01T10:00:00", "v1"),
        ("# 跟踪\n\n## 延迟\n\n- SGLang 的 TTFT 为 150 ms。\n", "2026-11-08T10:00:00", "v2")])
    runner = CliRunner()
    clean = runner.invoke(app, ["audit", str(path), "--git", "--lang", "en", "--fail-on", "never"])
    assert clean.exit_code == 0 and "uncommitted" not in clean.stderr
    path.write_text("# 跟踪\n\n## 延迟\n\n- SGLang 的 TTFT 为 175 ms。\n", encoding="utf-8")
    dirty = runner.invoke(app, ["audit", str(path), "--git", "--lang", "en", "--fail-on", "never"])
    assert dirty.exit_code == 0
    assert dirty.stderr.strip().splitlines() == [
        f"claimcheck: note: {path} has uncommitted changes: --git reads committed versions only, so the working "
        "copy's edits were not checked; commit them to include them"]
    # an explicit --until names the versions to read: the working copy is not in question
    until = runner.invoke(app, ["audit", str(path), "--git", "--until", "HEAD", "--lang", "en", "--fail-on", "never"])
    assert "uncommitted" not in until.stderr


# -- CC205: a part of a hyphenated name the document writes is its own word ---------------------------
_CHARSET = ("# chardet\n\n`pip install chardet`\n\nchardet 7.7.0 is faster than charset-normalizer 3.5.2; "
            "chardet 6.0.0 was slower. See chardet docs.\n\n")


def test_a_part_of_a_hyphenated_name_is_no_slip_of_another(tmp_path):
    line = "A port of Mozilla's universal charset detection library.\n"
    assert _check_files(tmp_path, {"chardet.md": _CHARSET + line}, ["CC205"]) == []
    # without the hyphenated name beside it, the one-letter look-alike of chardet is still a slip
    alone = _CHARSET.replace(" than charset-normalizer 3.5.2", "")
    assert [(f.locations[0].line, f.locations[0].surface)
            for f in _check_files(tmp_path, {"chardet.md": alone + line}, ["CC205"])] == [(7, "charset")]


# -- CC205: a name in capitals with two letters swapped ----------------------------------------------
_NAPALM = ("# 回顾 2034-04-14\n\n我们用 napalm 5.2.0 与 netmiko 4.8.0；napalm getters 很好用，napalm 的文档也全。\n\n")


def test_a_name_in_capitals_with_two_letters_swapped(tmp_path):
    found = _check_files(tmp_path, {"retro.md": _NAPALM + "1. NAPLAM 的 get_bgp_neighbors 偶发超时。\n"}, ["CC205"])
    assert [(f.locations[0].line, f.locations[0].surface, f.message.split("相似度 ")[1]) for f in found] == [
        (5, "NAPLAM", "83/100）")]
    # the name itself in capitals, an acronym of four letters, and one a letter longer are no slips
    for line in ("1. NAPALM 的文档很全。\n", "1. JOSN 与 SJON 都不是名字。\n", "1. NAPALMS 不存在。\n"):
        assert _check_files(tmp_path, {"retro.md": _NAPALM + line}, ["CC205"]) == [], line


# -- CC105: a difference written after the two figures it separates ----------------------------------
@pytest.mark.parametrize("sentence,expected", [
    ("RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差 3,960 条。", ("3,960 条", "3960", "3690")),
    ("TTFT 从 300 ms 降到 180 ms，少了 100 ms。", ("100 ms", "100 ms", "120 ms")),
    # a copula after the word (grammar.yaml metric_copulas); a hedged difference is not checked
    ("RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差值为 3,960 条。", ("3,960 条", "3960", "3690")),
    ("RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差约 3,960 条。", None),
    ("RabbitMQ 侧发布 12,480,000 条，Kafka 侧落盘 12,476,310 条，差 3,690 条。", None),
    ("A is 1.2 s and B is 0.95 s, a difference of 250 ms.", None),
    ("显存从 80 GB 降到 64.5 GB，少了 15.5 GB。", None),
    ("A 为 120 ms，B 为 100 ms，C 为 90 ms，差 30 ms。", None),  # three figures before it: which two is unknown
])
def test_a_difference_against_the_two_figures_before_it(tmp_path, sentence, expected):
    found = _check_files(tmp_path, {"runbook.md": f"# Runbook 2034-03-09\n\n{sentence}\n"}, ["CC105"], lang="en")
    got = [(f.locations[0].surface, f.message.split(" states ")[1].split(",")[0],
            f.message.rsplit(" gives ", 1)[1]) for f in found]
    assert got == ([expected] if expected else [])


# -- CC303: a promised action of operations, and its confirmation -------------------------------------
@pytest.mark.parametrize("text,overdue", [
    ("P4. NATS TLS：SRE 承诺 2034-03-03（周五）前为 nats-prod 签发 TLS 证书；当前状态：待交付。\n", True),
    ("P4. NATS TLS：SRE 承诺 2034-03-03（周五）前为 nats-prod 签发 TLS 证书；3 月 2 日已签发。\n", False),
    ("| L-1 | 导入失败 | 乙方承诺 3 月 1 日前修复；2 月 27 日已提交修复包，复测通过 | 关闭 |\n", False),
    ("Our response committed to retire all Python 3.9 hosts by 28 February 2034. This was completed on "
     "Thursday 23 February 2034 under change CHG-4471.\n", False),
])
def test_a_promised_operation_is_overdue_until_confirmed(tmp_path, text, overdue):
    found = _check_files(tmp_path, {"runbook.md": f"# Runbook\n\n版本 v1.3 · 2034-03-09（周四）\n\n{text}"},
                         ["CC303"], as_of="2034-03-09")
    assert [f.locations[0].line for f in found] == ([5] if overdue else [])


# -- CC105: a multiple and a percent that restate each other in one sentence --------------------------
@pytest.mark.parametrize("sentence,expected", [
    ("Medusa-2 在 Qwen3-32B 上带来 2.3× 加速（提升 23%）。", ("23%", "+23.0%", "+130.0%")),
    ("EAGLE-3 带来 85% 加速，也就是 1.5×。", ("1.5×", "1.50×", "1.85×")),
    ("EAGLE-3 带来 85% 加速，也就是 1.85×。", None),
    ("SGLang is 1.5x faster, i.e. 50% more throughput.", None),
    ("Medusa 在 A 上 2.3×，在 B 上提升 23%。", None),  # two settings, no restatement
])
def test_a_multiple_and_its_restated_percent(tmp_path, sentence, expected):
    found = _check_files(tmp_path, {"note.md": f"# 笔记 2026-12-05\n\n- {sentence}\n"}, ["CC105"], lang="en")
    got = [(f.locations[0].surface, f.message.split(" states ")[1].split(",")[0], f.message.rsplit(" gives ", 1)[1])
           for f in found]
    assert got == ([expected] if expected else [])


# -- CC201: hosted inference providers are systems; the same digits under another unit ----------------
_SETUP = "在 Qwen3-32B（FP8，H100 ×1，TP1，bs=32）上吞吐为"


def test_two_hosted_providers_on_one_model_are_two_systems(tmp_path):
    text = (f"# 对比 2026-12-05\n\nFireworks {_SETUP} 2,400 tok/s。\n\nTogether {_SETUP} 1,900 tok/s。\n\n"
            f"vLLM {_SETUP} 2,000 tok/s。\n")
    assert _check_files(tmp_path, {"memo.md": text}, ["CC201"]) == []
    assert [c.subject for c in claimcheck.extract_text(text) if c.metric == "throughput"] == \
        ["Fireworks AI", "Together AI", "vLLM"]
    # "together" is a word (match_case), and "Together," opening a sentence beside named systems
    # leaves them the subject
    text = "# n\n\nvLLM and SGLang together reach 5,000 tok/s.\n\nTogether, vLLM and SGLang reach 5,000 tok/s.\n"
    assert [c.subject for c in claimcheck.extract_text(text) if c.metric == "throughput"] == ["SGLang", "SGLang"]


def test_the_same_digits_under_another_unit_are_a_unit_slip(tmp_path):
    text = f"# 对比 2026-12-05\n\nFireworks {_SETUP} 2,400 tok/min。\n\nFireworks {_SETUP} 2,400 tok/s。\n"
    found = _check_files(tmp_path, {"memo.md": text}, ["CC201"], lang="en")
    assert [(f.risk, f.message.rsplit("(", 1)[1]) for f in found] == [
        ("high", "the same digits under another unit: tok/s here, tok/min there; likely a unit slip)")]


# -- a blockquote (a forwarded note) reads like the text it quotes -----------------------------------
def test_a_list_inside_a_blockquote_is_counted_and_its_marker_is_no_bound(tmp_path):
    text = "# 收件箱 2026-12-05\n\n> 四个风险：\n> 1. a 延期；\n> 2. b 兼容性；\n> 3. c 带宽不足。\n"
    found = _check_files(tmp_path, {"inbox.md": text}, ["CC101"], lang="en")
    assert [(f.locations[0].line, f.locations[0].column, f.locations[0].surface) for f in found] == [(3, 3, "四个")]
    assert [(c.surface, c.qualifier, c.column) for c in claimcheck.extract_text(text) if c.kind == "count"] == \
        [("四个", "=", 3)]
    # "> 4 GPUs" inside a quote is four GPUs, not more than four; ">> " nests
    assert [(c.surface, c.qualifier) for c in claimcheck.extract_text("# n\n\n>> vLLM 在 8 张 H100 上吞吐 2,000 tok/s。\n")
            if c.kind == "quantity"] == [("2,000 tok/s", "=")]


# -- a percentile after a model name is no part of it ------------------------------------------------
def test_a_percentile_after_a_model_name_is_no_part_of_it():
    text = ("# n 2026-12-05\n\n- vLLM 在 Llama-3.1-70B P99 TTFT 为 480 ms（H100，TP4）。\n"
            "- Kimi K3 上 SGLang 吞吐 2,000 tok/s。\n")
    assert [(c.surface, c.conditions_dict.get("model"), c.conditions_dict.get("statistic"))
            for c in claimcheck.extract_text(text) if c.kind == "quantity"] == [
        ("480 ms", "Llama-3.1-70B", "p99"), ("2,000 tok/s", "Kimi K3", None)]


# -- CC101: a count pointing at the table under it counts the table's rows ----------------------------
_ROWS = "\n| 厂商 | 价格 |\n|---|---|\n| Together | 0.90 |\n| Fireworks | 0.90 |\n| DeepInfra | 0.40 |\n| Groq | 0.79 |\n"


@pytest.mark.parametrize("intro,more,fires", [
    ("共 5 家厂商，见下表：", "", True),
    ("下表对比 5 家托管厂商（Llama-3.1-70B，serverless tier）：", "", True),
    ("共 4 家厂商，见下表：", "| 合计 | 3.00 |\n", False),   # a summary row is no item
    ("对比了 5 家厂商：", "", False),                     # no pointer at the table: a list may follow elsewhere
    ("共 5 家厂商，见下表：", "| Novita | 0.50 |\n", False),
    # the table is pointed at in a clause before the count, which counts a part of it (batch-28 lac.md)
    ("厂商列表如下表，其中最常用的 5 家标记为粗体：", "", False),
])
def test_a_count_pointing_at_the_table_below_counts_its_rows(tmp_path, intro, more, fires):
    text = f"# 对比 2026-12-05\n\n{intro}\n{_ROWS}{more}"
    found = _check_files(tmp_path, {"memo.md": text}, ["CC101"], lang="en")
    assert [f.locations[0].line for f in found] == ([3] if fires else [])
