"""pint's answers from the build cache (claimcheck/resources/units.py, issue 18): the same
normalised values as asking pint, digit for digit, and no pint import where the table holds
the answers."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claimcheck.frames.extractor import shared_extractor
from claimcheck.frames.metric import _round
from claimcheck.resources.units import PINT, UnitAnswers, canonical_expression

EX = shared_extractor(None)
RES = EX.resources
TABLE = UnitAnswers(RES).table()
CONVERSIONS = sorted((k for k in TABLE if k[0] == "convert" and TABLE[k] not in (None, PINT)), key=str)
RATES_SEEN = ["dollar / (1000000 * tokens)", "dollar / (1e6 * tokens)", "yuan / (1000 * tokens)",
              "dollar / (1000 * tokens)", "dollar / (hour)"]


def pint_normalise(value: Decimal, expr: str, target: str | None):
    """metric.normalise's pint steps as they were written before the table (the reference)."""
    ureg = RES.ureg
    try:
        try:
            q = ureg.Quantity(value, expr)
        except Exception:
            q = ureg.Quantity(value, ureg.get_name(expr))
        if target:
            q = q.to(target)
        return _round(q.magnitude), target or str(q.units)
    except Exception:
        return None


def table_normalise(value: Decimal, answer):
    factor, unit_text, _ = answer
    return _round(value * factor if factor is not None else value), unit_text


magnitudes = st.decimals(min_value=Decimal("-1e12"), max_value=Decimal("1e12"), allow_nan=False,
                         allow_infinity=False, places=None).filter(lambda d: d.is_finite())


def test_table_covers_the_units_file_and_the_rates_of_the_metrics():
    spellings = set(RES.unit_spellings)
    assert {k[1] for k in TABLE if k[0] == "parse"} >= spellings
    # every spelling of tokens over every spelling of a second: tok/s, t/s, tokens/sec, 令牌/秒
    for expr in ("tok/s", "tokens/sec", "t/s", "GB/s", "requests/second"):
        assert ("convert", expr, None) in TABLE, expr
    assert TABLE[("convert", "tok/s", "token / second")][0] == Decimal(1)
    assert TABLE[("convert", "tokens/min", "token / second")] is not None


@pytest.mark.parametrize("expr,canonical", [
    ("tokens / (s)", "tokens/s"), ("tok / (sec)", "tok/sec"), ("GB / s", "GB/s"), ("令牌 / (秒)", "令牌/秒"),
    ("dollar / (1e6 * tokens)", "dollar / (1e6 * tokens)"),  # a product inside: unchanged
    ("1e6 tokens", "1e6 tokens"), ("ms", "ms"),
])
def test_canonical_expression(expr, canonical):
    assert canonical_expression(expr) == canonical


@pytest.mark.parametrize("written", ["tokens / (s)", "tok / (s)", "requests / (second)", "GiB / (sec)", "t/s"])
def test_the_written_forms_of_a_rate_parse_as_their_canonical_form(written):
    ureg = RES.ureg
    assert ureg.parse_units(written) == ureg.parse_units(canonical_expression(written))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CONVERSIONS), magnitudes)
def test_table_conversion_is_pints_digit_for_digit(key, value):
    _, expr, target = key
    assert table_normalise(value, TABLE[key]) == pint_normalise(value, expr, target)


@pytest.mark.parametrize("expr,target,value,expected", [
    ("tokens/min", "token / second", Decimal(744000), (Decimal(12400), "token / second")),
    ("GiB", "gigabyte", Decimal(1), (Decimal("1.073741824"), "gigabyte")),
    ("s", "millisecond", Decimal("1.5"), (Decimal(1500), "millisecond")),
    ("ms", None, Decimal("0.25"), (Decimal("0.25"), "millisecond")),
])
def test_table_conversion_values(expr, target, value, expected):
    answer = UnitAnswers(RES).conversion(expr, target)
    assert answer not in (None, PINT)
    assert table_normalise(value, answer) == expected == pint_normalise(value, expr, target)


def test_an_offset_unit_is_left_to_pint():
    answers = UnitAnswers(RES)
    celsius = next(s for s in RES.unit_spellings if s in ("degC", "degree_Celsius", "celsius"))
    assert answers.conversion(celsius, "kelvin") == PINT


def test_no_unit_and_other_dimension_answers():
    answers = UnitAnswers(RES)
    assert answers.parse_dimensionality("Overall") is None  # a table header, no unit
    assert answers.conversion("GB", "token / second") is None  # another dimension
    assert answers.parse_dimensionality("ppm") == ()  # dimensionless (parts per million)
    assert answers.dimensionality("tok/s") == answers.dimensionality("token / second") != ()


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(RATES_SEEN), magnitudes)
def test_price_rates_are_pints(expr, value):
    from claimcheck.frames import metric
    answer = UnitAnswers(RES).rate(expr, "1000000 * tokens")
    ureg = RES.ureg
    head = expr.partition(" / ")[0].strip()
    per = ureg.parse_expression("1000000 * tokens")
    base = str(per.to_base_units().units)
    one = ureg.parse_expression(f"1 {head} / {base}")
    if (value * ureg.parse_expression(expr)).dimensionality != one.dimensionality:
        assert answer is None
        return
    expected = metric._round((value * ureg.parse_expression(expr)).to(f"{head} / {base}").magnitude
                             * per.to(base).magnitude)
    assert answer not in (None, PINT)
    magnitude, factor, scale, unit_text = answer
    assert _round(value * magnitude * factor * scale) == expected
    assert unit_text == f"{head} / (1000000 * tokens)"


RUN = textwrap.dedent("""
    import sys
    from claimcheck.frames.extractor import shared_extractor
    from claimcheck.text.ingest import Document
    ex = shared_extractor(None).warm()
    doc = Document(path="d.md", text=sys.argv[1], date="2026-12-02")
    claims = ex.extract(doc).claims
    print("pint" in sys.modules, [(str(c.norm_value), c.norm_unit) for c in claims if c.norm_unit])
""")


@pytest.fixture(scope="module")
def built_cache(tmp_path_factory):
    """A build cache holding the extractor's build but no table of pint's answers."""
    folder = tmp_path_factory.mktemp("built")
    env = dict(os.environ, CLAIMCHECK_CACHE_DIR=str(folder))
    env.pop("CLAIMCHECK_NO_CACHE", None)
    subprocess.run([sys.executable, "-c", "from claimcheck.frames.extractor import shared_extractor; "
                    "shared_extractor(None)"], check=True, env=env)
    assert not list(folder.glob("units-*"))
    return folder


def fresh_cache(built, tmp_path) -> dict:
    """The environment of a process with a copy of ``built`` as its build cache."""
    import shutil
    shutil.copytree(built, tmp_path / "cache")
    env = dict(os.environ, CLAIMCHECK_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("CLAIMCHECK_NO_CACHE", None)
    return env


@pytest.mark.parametrize("text,units", [
    ("vLLM 吞吐 383.7 tok/s，TTFT 120 ms，显存 80 GB。", ["token / second", "millisecond", "gigabyte"]),
    ("| model | tok/s |\n|---|---|\n| vLLM | 744k tokens/min |\n| SGLang | 12,400 tok/s |", ["token / second"]),
])
def test_a_second_run_imports_no_pint(built_cache, tmp_path, text, units):
    env = fresh_cache(built_cache, tmp_path)
    runs = [subprocess.run([sys.executable, "-c", RUN, text], capture_output=True, text=True, env=env, check=True)
            .stdout.strip() for _ in range(3)]
    first, second, third = runs
    assert first.startswith("True")  # the first process built the table with pint
    assert second.startswith("False") and third.startswith("False")  # the others asked pint nothing
    assert first.split(" ", 1)[1] == second.split(" ", 1)[1] == third.split(" ", 1)[1]  # same values
    for unit in units:
        assert unit in second
    no_cache = subprocess.run([sys.executable, "-c", RUN, text], capture_output=True, text=True, check=True,
                              env=dict(env, CLAIMCHECK_NO_CACHE="1")).stdout.strip()
    assert no_cache == first  # pint itself, every question, the same values


def test_answers_learnt_in_a_run_are_kept_for_the_next(built_cache, tmp_path):
    code = textwrap.dedent("""
        import sys
        from claimcheck.frames.extractor import shared_extractor
        answers = shared_extractor(None).resources.units
        print(answers.parse_dimensionality(sys.argv[1]), "pint" in sys.modules)
    """)
    env = fresh_cache(built_cache, tmp_path)
    out = [subprocess.run([sys.executable, "-c", code, expr], capture_output=True, text=True, env=env,
                          check=True).stdout.split() for expr in ("Overall", "Overall", "Qwen2.5")]
    assert out[0] == ["None", "True"]  # built the table, then asked pint about a header word
    assert out[1] == ["None", "False"]  # learnt last time: no pint
    assert out[2] == ["None", "True"]  # a new word: pint again
