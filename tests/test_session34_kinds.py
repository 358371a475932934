"""Session 34: faults the first run of batch 35, held-out set 26 and the fresh-user trials showed,
each fixed as a kind; and the thresholds that moved from code into rules data."""
from __future__ import annotations

import shutil

import pytest

import claimcheck
from claimcheck.errors import RuleError
from claimcheck.resources import default_rules_dir, load_resources


@pytest.fixture()
def rules_copy(tmp_path):
    target = tmp_path / "rules"
    shutil.copytree(default_rules_dir(), target)
    yield target
    load_resources.cache_clear()


def _edit(path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# -- the metric keyword penalties and the refutation reach are rules data ---------------------------
REFUTED_NEXT_SENTENCE = ("- A blog claimed SGLang hits 30,000 tok/s on H100 TP8. Our reproduction got 12,400 tok/s, "
                         "so that claim does not hold.\n")


@pytest.mark.parametrize("reach,refuted", [(200, ["30,000 tok/s"]), (10, [])])
def test_the_refutation_reach_is_read_from_grammar_yaml(tmp_path, rules_copy, reach, refuted):
    _edit(rules_copy / "grammar.yaml", "  reach: 200\n", f"  reach: {reach}\n")
    claims = claimcheck.extract_text("# b\n\n" + REFUTED_NEXT_SENTENCE, rules_dir=str(rules_copy))
    assert [c.surface for c in claims if c.has_flag("refuted")] == refuted


@pytest.mark.parametrize("penalty,metric", [(200, "ttft"), (0, "latency")])
def test_the_statistic_penalty_is_read_from_metrics_yaml(tmp_path, rules_copy, penalty, metric):
    # "P99" stands nearer the figure than "TTFT": with no penalty the statistic's latency wins
    _edit(rules_copy / "metrics.yaml", "  statistic_penalty: 200\n", f"  statistic_penalty: {penalty}\n")
    claims = claimcheck.extract_text("# n\n\n- SGLang 的 TTFT 在高负载下 P99 为 420 ms。\n", rules_dir=str(rules_copy))
    assert [c.metric for c in claims if c.surface == "420 ms"] == [metric]


@pytest.mark.parametrize("file,old,new,message", [
    ("metrics.yaml", "  statistic_penalty: 200\n", "  statistic_penalty: -5\n",
     "'keyword_distance.statistic_penalty' must be a whole number of 0 or more, not -5"),
    ("metrics.yaml", "  statistic_penalty: 200\n", "  statistic_penalty: yes\n",
     "'keyword_distance.statistic_penalty' must be a whole number of 0 or more, not True"),
    ("metrics.yaml", "  next_item_penalty: 500\n", "  next_item_penalty: 500\n  item_penalty: 3\n",
     "unknown key 'item_penalty' in keyword_distance; known: next_item_penalty, statistic_penalty"),
    ("grammar.yaml", "  reach: 200\n", "  reach: far\n", "'refutation.reach' must be a whole number of 0 or more, not 'far'"),
])
def test_a_broken_threshold_is_a_located_error(rules_copy, file, old, new, message):
    _edit(rules_copy / file, old, new)
    load_resources.cache_clear()
    with pytest.raises(RuleError) as err:
        load_resources(str(rules_copy))
    text = str(err.value)
    assert file in text and message in text
    assert text.splitlines()[0].count(":") >= 3   # file:line:column: message
