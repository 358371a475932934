"""Every rule's documented examples run as tests: firing ones fire on the marked line,
silent ones stay silent (STYLE.md item 8)."""
from __future__ import annotations

import pytest

from claimcheck.examples import example_verdict
from claimcheck.resources import load_resources
from claimcheck.resources.catalogue import CATALOGUE, LANGS

RULES = load_resources().rules
CASES = [(rule, i, ex) for rule in RULES for i, ex in enumerate(rule.examples)]


@pytest.mark.parametrize("rule,index,example", CASES,
                         ids=[f"{r.code}-{e.lang}-{'fires' if e.fires else 'silent'}-{i}" for r, i, e in CASES])
def test_rule_example(rule, index, example):
    if rule.phase != "check":
        pytest.skip(f"{rule.code} runs in phase {rule.phase!r} (the audit); its examples are documentation until then")
    assert example_verdict(rule, example) is None


def test_every_check_rule_has_firing_and_silent_examples_in_both_languages():
    for rule in RULES:
        if rule.phase != "check":
            continue
        kinds = {(e.lang, e.fires) for e in rule.examples}
        assert kinds >= {(lang, fires) for lang in LANGS for fires in (True, False)}, rule.code


def test_catalogue_codes_and_names_are_stable():
    assert {r.code: r.name for r in RULES}.items() <= CATALOGUE.items()
