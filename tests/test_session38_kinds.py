"""Session 38: faults the first run of batch 39, held-out set 30 and the fresh-user trial 40
showed, each fixed as a kind, and the review mends of session 37's leftovers."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from claimcheck.errors import RuleError
from claimcheck.frames.builder import row_setting_cells
from claimcheck.resources import load_resources


# -- a table row's setting cells keep an escaped pipe inside its cell (text.segment.row_cells) -------
def test_a_row_setting_cell_keeps_an_escaped_pipe():
    line = r"| `--mode a\|b` | H100 | 12 ms |"
    fb = SimpleNamespace(_row_memo=(None, []))
    seg = SimpleNamespace(line_text=line, text="12 ms")
    assert row_setting_cells(fb, seg) == [r"`--mode a\|b`", "H100"]


# -- entities.yaml numbered_label: the "R1-3" rule is data, checked when the rules load ---------------
@pytest.mark.parametrize("old,new,problem", [
    ("suffix_pattern: '-\\d{1,2}(?![\\w.])'", "suffix_pattern: '(-\\d+)+'", "nested quantifiers"),
    ("max_alias_chars: 3", "max_alias_chars: three", "max_alias_chars"),
    ("numbered_label: {max_alias_chars: 3, suffix_pattern: '-\\d{1,2}(?![\\w.])'}\n", "", "numbered_label"),
])
def test_a_broken_numbered_label_is_refused_at_its_line(rules_copy, old, new, problem):
    path = rules_copy / "entities.yaml"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    load_resources.cache_clear()
    with pytest.raises(RuleError, match=r"entities.yaml:\d+:\d+: .*" + problem):
        load_resources(rules_copy)


@pytest.mark.parametrize("max_chars,subject", [(3, "R1-3"), (1, "DeepSeek-R1")])
def test_the_numbered_label_length_is_read_from_the_rules(rules_copy, max_chars, subject):
    import claimcheck
    path = rules_copy / "entities.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("max_alias_chars: 3", f"max_alias_chars: {max_chars}"),
                    encoding="utf-8")
    load_resources.cache_clear()
    claims = claimcheck.extract_text("# review 2035-03-14\n\n- R1-3：吞吐为 120 tok/s。\n", rules_dir=str(rules_copy))
    assert [(c.surface, c.subject) for c in claims if c.kind == "quantity"] == [("120 tok/s", subject)]
