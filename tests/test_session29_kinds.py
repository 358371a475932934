"""Session 29: faults the new real documents (batch 30), held-out draft sets and a fresh-user trial
showed, each fixed as a kind."""
from __future__ import annotations

import shutil
from decimal import Decimal
from pathlib import Path

import pytest
import yaml

import claimcheck
from claimcheck.checks.equations import EquationSpec, _side, equation_operands

ROOT = Path(__file__).resolve().parents[1]


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None, rules=None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    kwargs = {"rules_dir": rules} if rules is not None else {}
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of, **kwargs).findings


def _spec() -> EquationSpec:
    rule = yaml.safe_load((ROOT / "rules" / "checks" / "CC105-arithmetic-inconsistency.yaml").read_text("utf-8"))
    grammar = yaml.safe_load((ROOT / "rules" / "grammar.yaml").read_text("utf-8"))
    return EquationSpec.from_rules(grammar["equation"], rule["parameters"]["written_equation"])


_HEAD = "# 周报\n\n日期：2028-12-01\n\n"


# -- CC105 written_equation (held-out set 21: an OKR mean of 0.70 written as 0.60) ------------
@pytest.mark.parametrize("line,stated,expected", [
    ("O3 得分 = (0.8 + 0.6 + 0.7) ÷ 3 = 0.60，未达成。", "0.60", "0.7"),
    ("平均 TTFT = (120 + 80) / 2 = 90 ms。", "90 ms", "100 ms"),
    ("总吞吐 3,100 + 3,450 = 6,000 tok/s。", "6,000 tok/s", "6550 tok/s"),
    ("命中率 = 342 / 608 = 65.3%。", "65.3%", "56.25%"),
    ("平均 ITL = (12 ms + 18 ms) / 2 = 20 ms。", "20 ms", "15 ms"),
    ("总吞吐约 3,100 + 3,450 ≈ 6,000 tok/s。", "6,000 tok/s", "6550 tok/s"),
    ("每卡 1,400 tok/s，8 × 1,400 = 12,000 tok/s。", "12,000 tok/s", "11200 tok/s"),
    ("(0.8 + 0.6 + 0.7) ÷ 3 = 2.1 ÷ 3 = 0.60", "0.60", "0.7"),
])
def test_a_written_equation_with_a_wrong_result_is_reported(tmp_path, line, stated, expected):
    findings = _check(tmp_path, _HEAD + line + "\n", ["CC105"])
    assert len(findings) == 1
    f = findings[0]
    assert f.locations[0].line == 5
    assert dict(f.params)["variant"] == "written_equation"
    assert dict(f.params)["stated"] == stated
    assert dict(f.params)["expected"] == expected


@pytest.mark.parametrize("line", [
    "O2 得分 = (0.8 + 0.6 + 0.7) ÷ 3 = 0.70，达成。",
    "平均延迟 = (120 ms + 80 ms) / 2 = 100 ms。",
    "命中率 = 342 / 608 ≈ 56%。",
    "1/3 = 0.33，2/3 = 0.66（截断）。",
    "总吞吐 3,100 + 3,450 ≈ 6,500 tok/s。",
    "总吞吐 3,100 + 3,450 ≈ 7,000 tok/s。",
    # variables, code, mixed units and two numbers are left alone
    "Solve 2x + 3 = 7 for x; also a + 0.5 * 2 = 1.",
    "`2 + 2 = 5` is a famous joke.",
    "1 GB + 512 MB = 1.5 GB.",
    "8 卡 × 1,400 tok/s = 12,000 tok/s。",
    "The answer is 0.7 = 70%.",
    "2^3 + 1 = 10 in the puzzle.",
    "see v1.2 + 3 = 5",
    # a unit on one side only may carry a scale (held-out set 8)
    "2×4096×4096×131072 ≈ 4.40 TFLOP，除以 6.05 ms 约 727 TFLOPS。",
    "3,100 + 8,900 = 1.2 万 tok/s。",
])
def test_a_right_or_unreadable_equation_is_not_reported(tmp_path, line):
    assert _check(tmp_path, _HEAD + line + "\n", ["CC105"]) == []


def test_an_equation_in_a_code_block_is_not_read(tmp_path):
    text = _HEAD + "```\n(120 + 80) / 2 = 90\n```\n"
    assert _check(tmp_path, text, ["CC105"]) == []


@pytest.mark.parametrize("text,value,operators,precision", [
    ("(0.8 + 0.6 + 0.7) ÷ 3", Decimal("0.7"), 3, None),
    ("3,100 + 3,450", Decimal("6550"), 1, None),
    ("56.25%", Decimal("0.5625"), 0, Decimal("0.0001")),
    ("0.60", Decimal("0.60"), 0, Decimal("0.01")),
    ("12 − 4 × 2", Decimal("4"), 2, None),
])
def test_a_side_is_evaluated_with_decimals(text, value, operators, precision):
    side = _side(text, 0, _spec())
    assert side.value == value
    assert side.operators == operators
    assert side.precision == precision


def test_a_side_that_divides_by_zero_or_holds_a_word_is_no_side():
    assert _side("5 / 0", 0, _spec()) is None
    assert _side("5 / 0.0", 0, _spec()) is None


def test_the_equation_parameters_are_the_rules():
    spec = _spec()
    assert spec.exact_slack == Decimal("0.005") and spec.approximate_tolerance == Decimal("0.05")
    assert spec.operators["×"] == "*" and spec.operators["÷"] == "/" and spec.operators["−"] == "-"
    assert EquationSpec.from_rules({}, {}) is None
    assert EquationSpec.from_rules({"operators": {"+": ["+"]}, "relations": ["="]}, None) is None
    assert EquationSpec.from_rules({"operators": {"+": ["+"]}, "relations": ["="]}, {}).exact_slack == Decimal("0.005")


def test_the_equation_check_can_be_switched_off(tmp_path):
    rules = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", rules)
    path = rules / "checks" / "CC105-arithmetic-inconsistency.yaml"
    data = yaml.safe_load(path.read_text("utf-8"))
    del data["parameters"]["written_equation"]
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    line = "平均 TTFT = (120 + 80) / 2 = 90 ms。\n"
    assert len(_check(tmp_path, _HEAD + line, ["CC105"])) == 1
    assert _check(tmp_path, _HEAD + line, ["CC105"], rules=rules) == []


# -- CC205 (batch 30) ----------------------------------------------------------------------
_MINIO = "# Notes\n\nTraces go to MinIO. MinIO runs on two nodes; MinIO keeps 30 days.\n\n"


@pytest.mark.parametrize("line", [
    "The agent was scored on MiniWoB.",          # two letters added to a five-letter name
    "Baseline by Yingyu Liang, see Lang8 and Lang8 again.",
])
def test_two_edits_in_a_short_name_make_another_name(tmp_path, line):
    assert _check(tmp_path, _MINIO + line + "\n", ["CC205"]) == []


def test_one_edit_in_a_short_name_is_still_a_slip(tmp_path):
    findings = _check(tmp_path, _MINIO + "We moved it to MinOI last week.\n", ["CC205"])
    assert [dict(f.params)["name"] for f in findings] == ["MinOI"]


def test_the_two_edit_test_is_the_rules_and_can_be_turned_off(tmp_path):
    rules = tmp_path / "rules"
    shutil.copytree(ROOT / "rules", rules)
    path = rules / "checks" / "CC205-name-variant.yaml"
    text = path.read_text("utf-8")
    assert "two_edit_min_letters: 8" in text
    path.write_text(text.replace("two_edit_min_letters: 8", "two_edit_min_letters: 0"), encoding="utf-8")
    line = "The agent was scored on MiniWoB.\n"
    assert _check(tmp_path, _MINIO + line, ["CC205"]) == []
    assert [dict(f.params)["name"] for f in _check(tmp_path, _MINIO + line, ["CC205"], rules=rules)] == ["MiniWoB"]


def test_a_name_cited_with_its_own_paper_is_another_work_of_a_discovered_name(tmp_path):
    text = ("# Notes\n\nFastEdit edits facts. FastEdit is quick; FastEdit needs one GPU.\n\n"
            "- Training with FastEmit regularization [Yu et al.](https://arxiv.org/abs/2010.11148).\n")
    assert _check(tmp_path, text, ["CC205"]) == []
    # without the paper it is one letter from a name written three times: a slip
    text = text.replace(" [Yu et al.](https://arxiv.org/abs/2010.11148)", "")
    assert [dict(f.params)["name"] for f in _check(tmp_path, text, ["CC205"])] == ["FastEmit"]


def test_an_english_word_in_an_event_name_is_no_slip_of_a_known_name(tmp_path):
    text = "# News\n\nAndrew Ng spoke about agents at Sequoia Capital's AI Ascent.\n"
    assert _check(tmp_path, text, ["CC205"]) == []


# -- CC101 (batch 30: a bracket of kinds) --------------------------------------------------
@pytest.mark.parametrize("line,fires", [
    ("ESPnet added ten new recipes (ASR, TTS, SER, ST, audio SSL).", False),
    ("本版新增 6 种量化（AWQ、GPTQ、FP8）。", False),
    ("本版新增 4 种量化（AWQ、GPTQ、FP8）。", True),
    ("ESPnet added six new recipes (ASR, TTS, SER, ST, audio SSL).", True),
])
def test_a_bracket_of_half_the_count_or_fewer_names_kinds(tmp_path, line, fires):
    findings = _check(tmp_path, "# Notes 2026-11-01\n\n" + line + "\n", ["CC101"])
    assert len(findings) == (1 if fires else 0)


# -- CC204: chat groups and netizens are tertiary sources (held-out set 21) ----------------
@pytest.mark.parametrize("line,source", [
    ("据技术交流群的消息，SGLang 吞吐比 vLLM 高 35%。", "技术交流群的消息"),
    ("据 Discord 上的讨论，vLLM 0.12 的吞吐达到 12,400 tok/s。", "Discord 上的讨论"),
    ("据微信群转发，vLLM 0.12 的吞吐达到 12,400 tok/s。", "微信群转发"),
])
def test_a_chat_group_is_a_tertiary_source(tmp_path, line, source):
    findings = _check(tmp_path, "# 复盘\n\n日期：2029-01-10\n\n- " + line + "\n", ["CC204"])
    assert [(f.code, f.risk) for f in findings] == [("CC204", "medium")]
    assert source in findings[0].message


def test_a_cluster_is_no_chat_group(tmp_path):
    # 集群 (a cluster) holds 群 but is no chat group
    line = "据集群监控，vLLM 0.12 的吞吐达到 12,400 tok/s。"
    assert _check(tmp_path, "# 复盘\n\n日期：2029-01-10\n\n- " + line + "\n", ["CC204"]) == []


def test_the_help_says_hidden_folders_are_skipped():
    from typer.testing import CliRunner
    from claimcheck.cli import app
    result = CliRunner().invoke(app, ["check", "--help"], env={"COLUMNS": "200", "NO_COLOR": "1"})
    assert result.exit_code == 0
    assert "hidden" in result.output and ".git" in result.output


# -- CC201: the operands of a written equation are no figures of their own ----------------
def test_the_parts_of_a_written_sum_conflict_with_nothing(tmp_path):
    # (before: three high CC201, each part against the total of the next line)
    text = _HEAD + ("vLLM 0.12 三副本的总吞吐 = 3,100 tok/s + 3,450 tok/s + 3,280 tok/s = 9,830 tok/s。\n\n"
                    "vLLM 0.12 三副本总吞吐以 9,830 tok/s 为准。\n")
    assert _check(tmp_path, text, ["CC201", "CC105"]) == []
    # a second, different total of the same sum is still a conflict, with the total only
    text = text.replace("总吞吐以 9,830 tok/s 为准", "总吞吐以 12,000 tok/s 为准")
    findings = _check(tmp_path, text, ["CC201", "CC105"])
    assert [(f.code, f.risk) for f in findings] == [("CC201", "medium")]
    assert "9,830 tok/s" in findings[0].message


def test_operand_claims_are_the_terms_of_an_expression_side(tmp_path):
    from claimcheck.checks.context import CheckContext
    from claimcheck.frames.extractor import Extractor
    from claimcheck.resources import load_resources
    from claimcheck.text.ingest import read_document
    (tmp_path / "n.md").write_text(_HEAD + "总吞吐 3,100 tok/s + 3,450 tok/s ≈ 6,550 tok/s。\n", encoding="utf-8")
    ex = Extractor().extract(read_document(tmp_path / "n.md"))
    ctx = CheckContext(claims=ex.claims, extracts=[ex], as_of=None, resources=load_resources(), entities=None)
    operands = equation_operands(ctx)
    assert sorted(c.surface for c in ex.claims if c.id in operands) == ["3,100 tok/s", "3,450 tok/s"]


# -- CC203: a version a team runs was released (held-out set 21) ---------------------------
_STACK = ("# INC 2028-11-16\n\nStack at the time: clip-client 0.8.3 behind a Jina-serve 3.34.0 gateway; "
          "reranker on mosec 0.9.8; caches on RedisVL 0.28.0\n\n## Update\n\n")


def test_a_latest_version_older_than_the_stack_line_is_reported(tmp_path):
    text = _STACK + "The reranker is now pinned to the latest mosec release, 0.8.8, with HTTP/2.\n"
    findings = _check(tmp_path, text, ["CC203"])
    assert [(f.code, f.locations[0].line, f.locations[1].line) for f in findings] == [("CC203", 7, 3)]
    assert dict(findings[0].params)["variant"] == "released"


@pytest.mark.parametrize("latest", [
    "The reranker is now pinned to the latest mosec release, 0.9.8.",   # the same version
    "The reranker is now pinned to the latest mosec release, 1.0.1.",   # a newer one
])
def test_a_latest_version_at_or_past_the_stack_is_not_reported(tmp_path, latest):
    assert _check(tmp_path, _STACK + latest + "\n", ["CC203"]) == []


def test_a_label_word_later_in_the_line_labels_nothing(tmp_path):
    # the label must open the line: a far-off "stack" in prose quotes no release
    text = ("# INC 2028-11-16\n\nWe moved the reranker to mosec 0.9.8 last week and will review the whole "
            "serving stack next quarter: no change yet.\n\nThe reranker is pinned to the latest mosec release, 0.8.8.\n")
    assert _check(tmp_path, text, ["CC203"]) == []


# -- CC302: a DOI that carries a later year (held-out set 20) ------------------------------
@pytest.mark.parametrize("doi,date,fires", [
    ("doi:10.21437/Interspeech.2029-419", "2028-09-20", True),
    ("doi:10.21437/Interspeech.2023-419", "2028-09-20", False),
    ("10.1016/j.cell.2030.01.001", "2028-09-20", True),
    ("10.18653/v1/2029.acl-long.1", "2028-09-20", True),
    ("10.1145/3600006.3613165", "2028-09-20", False),         # no year in the suffix
    ("10.1016/j.cell.2029.01.001", "2028-12-02", False),      # next year's volume, minted in December
    ("10.1016/j.cell.2029.01.001", "2028-06-02", True),
])
def test_a_doi_of_a_later_year_is_anachronistic(tmp_path, doi, date, fires):
    findings = _check(tmp_path, f"# Thread {date}\n\nkNN-VC paper: {doi}\n", ["CC302"])
    assert [(f.code, dict(f.params).get("variant")) for f in findings] == ([("CC302", "doi_year")] if fires else [])
    if fires:
        assert dict(findings[0].params)["id_month"] in doi


def test_a_doi_year_names_the_year_in_the_message(tmp_path):
    findings = _check(tmp_path, "# Thread 2028-09-20\n\npaper doi:10.21437/Interspeech.2029-419\n", ["CC302"])
    assert "2029" in findings[0].message and "2028-09-20" in findings[0].message


# -- CC204: bloggers and short videos are tertiary (held-out set 20) -----------------------
def test_a_bloggers_video_is_a_tertiary_source(tmp_path):
    text = "# 纪要 2028-07-18\n\n- 据一位技术博主的短视频，vLLM 0.12 吞吐 12,400 tok/s。\n"
    findings = _check(tmp_path, text, ["CC204"])
    assert [(f.code, f.risk) for f in findings] == [("CC204", "medium")]


# -- JSON: errors as records too (session 28's trial) --------------------------------------
def test_json_output_gives_errors_as_records(tmp_path):
    import json
    from typer.testing import CliRunner
    from claimcheck.cli import app
    (tmp_path / "bad.md").write_bytes(b"ok\n\xff\xfebad\n")
    (tmp_path / "empty.md").write_bytes(b"")
    (tmp_path / "n.md").write_text("# N 2026-11-01\n\nvLLM 0.12 12,400 tok/s\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(tmp_path / "bad.md"), str(tmp_path / "empty.md"),
                                      str(tmp_path / "n.md"), "--format", "json"])
    data = json.loads(result.stdout)
    assert data["errors"] == [d["message"] for d in data["error_details"]]
    bad, empty = data["error_details"]
    assert (bad["code"], bad["line"], bad["column"]) == ("E003", 2, 1) and bad["path"].endswith("bad.md")
    assert (empty["code"], empty["line"], empty["column"]) == ("E005", None, None)
