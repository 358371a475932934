"""Session 32: faults the first runs of batch 33, held-out set 24 and a fresh-user trial showed,
each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck


def _check(tmp_path, text: str, select: list[str], name: str = "n.md", as_of: str | None = None):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], select=select, as_of=as_of).findings


# -- CC101: an English comma list cut by a soft line wrap (batch 33, dm-haiku.md:67) --------------
@pytest.mark.parametrize("text,found", [
    # the wrap cuts the list: its last item is half a phrase, and the next line goes on
    ("Haiku provides two core tools: a module abstraction, `hk.Module`, and a simple\n"
     "function transformation, `hk.transform`.\n", None),
    ("The gateway has two schedulers: FCFS, SJF and EDF, and a\nfallback queue.\n", None),
    # the list ends its line and its paragraph: read as before
    ("The gateway has two schedulers: FCFS, SJF and EDF\n\nNext paragraph.\n", 3),
    ("The gateway has two schedulers: FCFS, SJF and EDF.\nThe next sentence.\n", 3),
    # a list line followed by the next list item is no wrap
    ("- two schedulers: FCFS, SJF and EDF\n- one queue\n", 3),
])
def test_an_english_comma_list_cut_by_a_line_wrap(tmp_path, text, found):
    findings = _check(tmp_path, "# Notes\n\n" + text, ["CC101"])
    assert [dict(f.params)["found"] for f in findings] == ([str(found)] if found else [])


# -- warnings --write: a briefing's own warnings section under another name (trial of session 31) --
@pytest.mark.parametrize("heading", ["## ⚠️ 风险提示", "五、⚠️ 风险提示：", "**风险提示**", "### Risks",
                                     "## 三、值得警惕的问题"])
def test_the_section_goes_under_a_heading_alias(heading):
    from claimcheck.report.warnings_section import END, START, replace_section
    text = f"# 周报\n\n一、增量\n\nvLLM 0.23 发布。\n\n{heading}\n\n六、附录\n\n链接若干。\n"
    new = replace_section(text, "⚠️ C1：X", "zh")
    lines = new.splitlines()
    at = lines.index(heading)
    # the block right under the alias, before the next section; no heading added at the end
    assert lines[at + 2] == START and lines[at + 3:at + 6] == ["", "⚠️ C1：X", ""] and lines[at + 6] == END
    assert lines.index("六、附录") > at + 6 and "值得警惕的矛盾或待核实说法" not in new
    assert new.endswith("链接若干。\n")


@pytest.mark.parametrize("line", ["⚠️ C1：风险提示", "风险提示如下：", "- 风险提示"])
def test_a_line_that_only_mentions_an_alias_is_no_heading(line):
    from claimcheck.report.warnings_section import replace_section
    text = f"# 周报\n\n{line}\n\n正文。\n"
    new = replace_section(text, "⚠️ C1：X", "zh")
    assert new.startswith(text) and "二、值得警惕的矛盾或待核实说法" in new[len(text):]



# -- CC205: a digit where the other name has a letter (batches 21 and 33 as one corpus) ----------
@pytest.mark.parametrize("written,fires", [
    ("SG1ang", True),    # 1 / l look alike: a slip
    ("SGLan9", False),   # 9 / g: a typist who means g does not hit 9
    ("SG3ang", False),
])
def test_a_digit_for_a_letter_is_a_slip_only_when_they_look_alike(tmp_path, written, fires):
    text = f"# N\n\nSGLang 很快。SGLang 的 TTFT 低。SGLang 便宜。\n\n{written} 的价格是 5 美元。\n"
    found = _check(tmp_path, text, ["CC205"])
    assert [(dict(f.params)["name"], dict(f.params)["intended"]) for f in found] == \
        ([(written, "SGLang")] if fires else [])


def test_two_real_names_a_digit_apart_stay_silent(tmp_path):
    # kornia's local descriptor and matgl's SO(3)-equivariant network, one corpus
    (tmp_path / "a.md").write_text("# A\n\nDescriptors: SIFT, HardNet, SOSNet and TFeat.\n", encoding="utf-8")
    (tmp_path / "b.md").write_text("# B\n\nSO3Net is small. SO3Net is equivariant. SO3Net ships in v1.0.0.\n",
                                   encoding="utf-8")
    assert claimcheck.check([tmp_path / "a.md", tmp_path / "b.md"], select=["CC205"]).findings == []


# -- CC203: a project's name against its package name with an affix (held-out set 23, R042) ------
@pytest.mark.parametrize("baseline,latest,fires", [
    ("camel-ai 0.2.90", "CAMEL 当前最新版 0.2.9", True),
    ("warp-lang 1.19.0", "Warp 目前最新版本是 1.9.0", True),
    ("warp-lang 1.19.0", "Warp 目前最新版本是 1.19", False),       # the same version
    ("qdrant-client 1.12.0", "Qdrant 目前最新版本是 1.9.0", False),  # a client is not its server
    ("camel-ai 0.2.90", "camel 当前最新版 0.2.9", False),         # no project name with a capital
])
def test_a_package_name_with_an_affix_names_its_project(tmp_path, baseline, latest, fires):
    text = f"# Wiki\n最后编辑：2029-05-18\n版本基线（PyPI）：{baseline}\n\n## 3\n\n- {latest}。\n"
    found = _check(tmp_path, text, ["CC203"], as_of="2029-06-01")
    assert [(f.locations[0].line, dict(f.params)["other_value"]) for f in found] == \
        ([(7, baseline.split()[1])] if fires else [])


# -- CC303: an action item agreed at a meeting is a promise (held-out set 23, R002) ---------------
@pytest.mark.parametrize("item,fires", [
    ("11-23 约定：赵一帆在 11 月 30 日前交付 PULC 微调结果 → 进行中，仍按 11-30 的计划交付", True),
    ("11-23 约定：王蔚在 11 月 30 日前完成 PULC 离线环境搭建 → 已于 11-29 完成", False),
    ("Action item (agreed to on 11-23): Zhao will deliver the PULC fine-tune by 2028-11-30.", True),
    ("The PULC fine-tune release is due by 2028-11-30.", True),
    ("The PULC fine-tune release is due by 2028-11-30. Update 11-29: the PULC fine-tune was released.", False),
])
def test_an_agreed_action_item_is_a_promise(tmp_path, item, fires):
    text = f"组会日期：2028-12-07（周四）\n\n一、遗留事项\n- {item}\n"
    found = _check(tmp_path, text, ["CC303"], as_of="2029-06-01")
    assert [(f.locations[0].line, dict(f.params)["due"]) for f in found] == \
        ([(4, "2028-11-30")] if fires else [])
