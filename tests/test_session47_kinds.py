"""Session 47: review mends and the kinds of fault fixed this session, each firing case beside the
cases that must stay silent."""

from __future__ import annotations

from decimal import Decimal

import pytest

import claimcheck
from claimcheck.errors import RuleError
from claimcheck.resources import load_resources
from tests.test_session35_kinds import _check_files


def _claims(tmp_path, name: str, text: str, **kwargs):
    (tmp_path / name).write_text(text, encoding="utf-8")
    return claimcheck.check([tmp_path / name], **kwargs).claims


# -- the longest time of a serving rate is data (grammar.yaml serving_rate_max_seconds) ----------------
DAY = "# 验收报告 2026-11-20\n\n平台每天 10 亿 tokens。\n"


def _with_bound(rules, value: str) -> None:
    path = rules / "grammar.yaml"
    text = path.read_text(encoding="utf-8")
    assert "serving_rate_max_seconds: 60\n" in text
    path.write_text(text.replace("serving_rate_max_seconds: 60\n", f"serving_rate_max_seconds: {value}\n"), encoding="utf-8")
    load_resources.cache_clear()


def test_a_longer_serving_rate_bound_makes_a_days_amount_a_throughput(tmp_path, rules_copy):
    _with_bound(rules_copy, "86400")
    claims = _claims(tmp_path, "r.md", DAY, lang="en", rules_dir=rules_copy)
    # 1e9 tokens a day is 11,574.07… tok/s
    assert [(c.metric, c.norm_unit, round(c.norm_value)) for c in claims if c.line == 3] == \
        [("throughput", "token / second", Decimal(11574))]


def test_the_shipped_bound_keeps_a_days_amount_a_volume(tmp_path):
    claims = _claims(tmp_path, "r.md", DAY, lang="en")
    assert [(c.metric, c.norm_unit) for c in claims if c.line == 3] == [(None, "token")]


@pytest.mark.parametrize("value", ["-1", "yes_please", "1.5"])
def test_a_bad_serving_rate_bound_is_refused_at_its_line(tmp_path, rules_copy, value):
    _with_bound(rules_copy, value)
    with pytest.raises(RuleError, match=r"grammar.yaml:\d+:.*serving_rate_max_seconds' must be a whole number"):
        _claims(tmp_path, "r.md", DAY, lang="en", rules_dir=rules_copy)


def test_units_answer_whether_a_unit_is_a_time():
    units = load_resources().units
    assert [units.is_time(u) for u in ("minute", "millisecond", "token / second", "gigabyte")] == [True, True, False, False]
    assert units.is_time("分钟", parse=True) is True
    assert units.is_time("no-such-unit") is False
