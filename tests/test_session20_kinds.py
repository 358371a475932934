"""Kinds fixed in session 20.

A chip whose one-word name is also a version label: "（v100）" in a living document's title is its
hundredth version, not the V100 chip.  Read as the chip, it set ``hardware: V100`` on every claim
of the document at that version (and, in an audit, made every paragraph's claims new there).
``rules/entities.yaml`` marks such an entity ``match_case: true``.
"""
from __future__ import annotations

import shutil

import pytest

from claimcheck import extract_text
from claimcheck.errors import RuleError
from claimcheck.resources import default_rules_dir, load_resources


def _hardware(text: str) -> list:
    return [dict(c.conditions).get("hardware") for c in extract_text(text)]


@pytest.mark.parametrize("text, hardware", [
    # a version label in a title, in a sentence, after "release"
    ("# inference.md — LLM 推理活文档（v100）\n\n## 二、关键\n\n- FooServe 吞吐 1,200 tok/s\n", [None]),
    ("FooServe v100 版本吞吐 1,200 tok/s。\n", [None]),
    ("After release v100, FooServe reached 1,200 tok/s.\n", [None]),
    # the chip as written, with a count glued on, or with a prefix of its own
    ("FooServe 在 V100 上吞吐 1,200 tok/s。\n", ["V100"]),
    ("FooServe on 8xv100: 1,200 tok/s.\n", ["V100"]),
    ("FooServe on a tesla v100 reached 1,200 tok/s.\n", ["V100"]),
    ("FooServe on an NVIDIA V100 reached 1,200 tok/s.\n", ["V100"]),
    # chips not marked keep matching in any case
    ("FooServe on a100 reached 1,200 tok/s.\n", ["A100"]),
])
def test_a_version_label_is_no_chip(text, hardware):
    assert _hardware(text) == hardware


def test_match_case_must_be_true_or_false(tmp_path):
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    path = target / "entities.yaml"
    text = path.read_text(encoding="utf-8")
    old = "Tesla V100], match_case: true}"
    assert old in text
    path.write_text(text.replace(old, "Tesla V100], match_case: yes please}", 1), encoding="utf-8")
    with pytest.raises(RuleError) as err:
        load_resources(str(target))
    assert "'match_case' must be true or false" in str(err.value)
    assert str(path) in str(err.value)


# -- the audit's renamed section paths (issue 18) ----------------------------------------------
hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from claimcheck.frames.extractor import shared_extractor  # noqa: E402
from claimcheck.history.incremental import (IncrementalExtractor, _caption_fp, _is_changelog,  # noqa: E402
                                             _same_flag_below, _same_prefix)

# titles made of pieces that build changelog words inside a title and across the joint of two
# ("Release" + "notes", "revision" + "history"), version stamps, and settings ("H100", "TP8")
_PIECES = ["Release", "notes", "release notes", "revision", "history", "Change", "log", "更新", "日志", "变更记录",
           "（v99）", "（v100）", "v101", "H100", "TP8", "吞吐", "一、现状", "x"]
_TITLE = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=3).map(" ".join)


@pytest.fixture(scope="module")
def incremental():
    return IncrementalExtractor(shared_extractor(None), "doc.md")


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(above=st.lists(_TITLE, min_size=1, max_size=3), above_before=st.lists(_TITLE, min_size=1, max_size=3),
       own=st.lists(_TITLE, min_size=1, max_size=3))
def test_a_renamed_prefix_decides_flag_and_caption_as_the_whole_paths_do(incremental, above, above_before, own):
    ix = incremental
    above, above_before, own = tuple(above), tuple(above_before), tuple(own)
    same_caption = _same_prefix(ix, above, above_before)
    assert same_caption == (_caption_fp(ix, above + own) == _caption_fp(ix, above_before + own))
    assert _same_flag_below(ix, above, above_before, own) == \
        (_is_changelog(ix, above + own) == _is_changelog(ix, above_before + own))


def test_a_changelog_word_across_the_joint_below_a_renamed_prefix(incremental):
    ix = incremental
    # "… Release" + "notes": a changelog under one prefix, not under the other
    assert _is_changelog(ix, ("Doc（v1）", "Release", "notes")) is True
    assert _same_flag_below(ix, ("Doc（v1）", "Release"), ("Doc（v2）", "Other"), ("notes",)) is False
    assert _same_flag_below(ix, ("Doc（v1）", "一、现状"), ("Doc（v2）", "一、现状"), ("吞吐",)) is True


# -- CC205: a slip in a known name's last part ------------------------------------------------
from claimcheck.checks.cross_source import _not_a_typo, _slip_in_a_known_part  # noqa: E402
from claimcheck.frames.entities import fold_loose  # noqa: E402


@pytest.mark.parametrize("word, intended, slip", [
    ("TensorRT-LMM", "TensorRT-LLM", True),    # a letter changed in the last part
    ("TensorRT-LML", "TensorRT-LLM", True),
    ("DeepSeek-VL", "DeepSeek-V3", False),     # a digit: another member
    ("InternVL2.5", "InternLM2.5", False),     # two letters differ: another member
    ("GPT-4o", "GPT-4", False),                # one inside the other
    ("TensorRT-LLM", "TensorRT-LLM", False),
])
def test_a_slip_in_a_known_parts_is_told_from_a_family_member(word, intended, slip):
    known = {fold_loose(n) for n in ("TensorRT-LLM", "DeepSeek-V3", "InternLM2.5", "GPT-4")}
    assert _slip_in_a_known_part(word, intended, known) is slip
    # and a slip of a name nobody listed stays a family question
    assert _slip_in_a_known_part(word, intended, set()) is False


def test_tensorrt_lmm_is_flagged_and_a_family_member_is_not(tmp_path):
    import claimcheck
    note = tmp_path / "n.md"
    note.write_text("# 笔记\n\n- HydraKV 吞吐 8,200 tok/s，相对 TensorRT-LMM 提升 1.3×。\n"
                    "- DeepSeek-VL 与 DeepSeek-V3 的吞吐分别为 900 tok/s 和 1,200 tok/s。\n", encoding="utf-8")
    found = [(f.code, f.subject) for f in claimcheck.check([note]).findings if f.code == "CC205"]
    assert found == [("CC205", "TensorRT-LLM")]
    known = {fold_loose("TensorRT-LLM")}
    assert _not_a_typo("TensorRT-LMM", "TensorRT-LLM", known, set(), 6, 80) is False


def test_slip_min_letters_is_read_from_the_rule(tmp_path):
    import claimcheck
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    path = target / "checks" / "CC205-name-variant.yaml"
    text = path.read_text(encoding="utf-8")
    assert "slip_min_letters: 3" in text
    path.write_text(text.replace("slip_min_letters: 3", "slip_min_letters: 4", 1), encoding="utf-8")
    note = tmp_path / "n.md"
    note.write_text("# 笔记\n\n- HydraKV 吞吐 8,200 tok/s，相对 TensorRT-LMM 提升 1.3×。\n", encoding="utf-8")
    shipped = [f.code for f in claimcheck.check([note]).findings]
    raised = [f.code for f in claimcheck.check([note], rules_dir=str(target)).findings]
    assert "CC205" in shipped and "CC205" not in raised
