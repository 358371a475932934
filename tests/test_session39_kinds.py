"""Session 39: faults that fresh-user trial 41, batch 40 and held-out set 31 showed, each fixed as
a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- a listed model name followed by a point version is another model: DeepSeek-V3.2 is no DeepSeek-V3
#    (fresh-user trial 41, probe-v32: two models' figures were one CC201) ------------------------------
@pytest.mark.parametrize("name,model", [
    ("DeepSeek-V3.2", "DeepSeek-V3.2"), ("DeepSeek V3.1", "DeepSeek V3.1"), ("DeepSeek-V3", "DeepSeek-V3"),
    ("DeepSeek V3", "DeepSeek-V3"), ("DeepSeek-V3.2-Exp", "DeepSeek-V3.2-Exp"),
])
def test_a_point_version_after_a_listed_model_names_another_model(name, model):
    import claimcheck
    claims = claimcheck.extract_text(f"# notes 2026-11-20\n\nSGLang on H200, TP=8, {name}, batch 64 does 9,000 tok/s.\n")
    [q] = [c for c in claims if c.kind == "quantity"]
    assert q.conditions_dict.get("model") == model


@pytest.mark.parametrize("second,found", [("DeepSeek-V3.2", []), ("DeepSeek-V3", ["SGLang"])])
def test_two_models_figures_are_no_conflict(tmp_path, second, found):
    line = "SGLang decode on H200, TP=8, {m}, batch 64 does {v} tok/s per replica.\n"
    got = _check_files(tmp_path, {"a.md": "# Notes 2026-11-20\n\n" + line.format(m="DeepSeek-V3", v="9,000"),
                                  "b.md": "# Notes 2026-11-25\n\n" + line.format(m=second, v="12,000")}, ["CC201"])
    assert [f.subject for f in got] == found
