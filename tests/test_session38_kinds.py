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


# -- CC103: start-up time is a metric (lower is better), and a table row with no subject is named by
#    a word only its row holds (held-out set 29 R035) ---------------------------------------------------
STARTUP = ("# memo 2035-09-12\n\n## Start-up\n\n"
           "| Product | Framework | Cold start (ms) | RSS (MB) |\n|---|---|---|---|\n"
           "| `tess` | Cleo 2.1.0 | 182 | 31 |\n| `tess-install` | docopt 0.6.2 | 61 | 19 |\n"
           "| `tess-admin` | Fire 0.7.1 | 244 | 48 |\n| `tess-scripts` | plac 1.4.7 | 58 | 18 |\n\n")


@pytest.mark.parametrize("sentence,found", [
    ("The docopt-based installer has the fastest start-up of the four (61 ms).\n",
     [("`tess-install`", "startup_time", "`tess-scripts`")]),
    ("The plac-based scripts tool has the fastest start-up of the four (58 ms).\n", []),
    ("The Fire-based admin tool is the heaviest of the four at 48 MB resident.\n", []),
    ("The Cleo-based tool has the lowest memory of the four, 31 MB resident.\n",
     [("`tess`", "memory", "`tess-scripts`")]),
])
def test_a_rank_under_a_table_names_its_row_by_a_word_of_it(tmp_path, sentence, found):
    from tests.test_session35_kinds import _check_files
    got = _check_files(tmp_path, {"memo.md": STARTUP + sentence}, ["CC103"])
    assert [(f.subject, f.metric, other) for f in got for other in ["`tess`", "`tess-admin`", "`tess-scripts`"]
            if other != f.subject and other in f.message] == found


@pytest.mark.parametrize("line,metric", [
    ("- vLLM 冷启动 45 s（含权重加载）。\n", "startup_time"),
    ("- SGLang server startup time: 38 s on H100.\n", "startup_time"),
    ("- 项目启动后 2 周内完成评审。\n", "duration"),
])
def test_start_up_time_is_its_own_metric(line, metric):
    import claimcheck
    claims = claimcheck.extract_text("# notes 2026-12-06\n\n" + line)
    assert [c.metric for c in claims if c.kind == "quantity"] == [metric]
