"""Classify every miss and false positive of a peer data set into categories (``extraction_peers.py
--classify``), so that the reachable part of each target is visible.

Each category has a verdict:

- ``ours``: a real miss or false claim of a kind claimcheck should read (to fix, with spec rows);
- ``gold``: a gold reading we disagree with; the reason cites the issue, the project's spec or a
  standard;
- ``scope``: outside what claimcheck reads by design (bare numerals in the default mode, single-letter
  units, units of other trades), documented in docs/benchmarks.md;
- ``artefact``: the data set's encoding or tokenisation, or a limit of the scorer.

The rules below look only at the gold's value / unit / written unit, the case text around the number
and claimcheck's claims; no rule names a case, except :data:`GOLD_ERRORS`, golds whose number is not
the number the text writes (checked by hand, listed by case id and value).
"""
from __future__ import annotations

import collections
import re
from decimal import Decimal

#: code → (verdict, description)
CATEGORIES: dict[str, tuple[str, str]] = {
    # misses
    "no-number": ("gold", "gold names a unit or word without a number (\"a small percent\", \"mcg\")"),
    "gold-error": ("gold", "the gold's number is not the one the text writes (0.2% annotated 2, "
                           "\"2 milligrams\" annotated 3, 28,642 annotated 280,642)"),
    "percent-of-N": ("gold", "\"percent of 10\" read as 10 %: in \"N percent of 10\" the 10 is the base of "
                             "the share, not a percentage (issue 16 kind 11 reads a share as a value of its "
                             "metric, never its base)"),
    "change-as-range": ("gold", "a before → after change (\"fell from $2,415 to $2,315\", \"from 208 pounds to "
                                "193\") annotated as one range; claimcheck reads the two values of a change "
                                "(issue 16 kind 9: a range needs 至/to/–/through between the ends of one "
                                "interval; a change's ends are two states)"),
    "unit-not-written": ("gold", "the unit is not in the text: annotator-inferred (an age \"Maddon, 66\" as "
                                 "years, an index level as points, a noun from an earlier clause)"),
    "annotator-noun": ("gold", "the gold's unit is a phrase the annotator wrote (\"win above replacement\" for "
                               "WAR, \"generation wireless\" for 5G), none of its words in the text"),
    "name-with-digits": ("gold", "a name with digits read as a quantity (5G, 787 Dreamliner, Model 3s): names "
                                 "and ids are not claims (issue 16 kind 5; the model-name pattern of the "
                                 "false-positive table)"),
    "determiner-one": ("gold", "the determiner \"one\" (\"one of the best speakers\", \"one solution\") "
                               "annotated as a count of 1"),
    "pence-as-point": ("gold", "\"164p\" (pence, a share price) annotated as 164 index points"),
    "spec-one-end": ("gold", "a range (\"eight to 10 feet\", \"75-300mm\") annotated as its upper end only"),
    "rate-split": ("gold", "a rate (\"500,000 barrels a day\") annotated without its per-unit"),
    "unit-convention": ("gold", "the same reading, a unit the scorer converts differently (rpm as "
                                "revolutions of 2π rad, megabit for a file's \"100 mb\", \"2 pm\" as picometres)"),
    "bare-number": ("scope", "a bare number without a unit (an index level, \"200 million\", \"about 1000\"): "
                             "not a claim in the default mode by design (docs/benchmarks.md)"),
    "bit-width": ("scope", "an n-bit width (\"16-bit chip\"): a precision / word-size label, a setting's "
                           "name in these notes (rules/conditions.yaml words.precision: 4-bit, 8-bit), no quantity"),
    "single-letter": ("scope", "a single-letter or mark unit (\"2.5 F\", \"18 R\", \"10 a\", \"1 m\", "
                               "\"30'\", \"10 \\\"\"): ambiguous, read only for s/h/d/W right after a number "
                               "(rules/grammar.yaml single_letter_units)"),
    "other-trade": ("scope", "units of other trades (cooking, apothecary, turns, feet+inches compounds, "
                             "sports and finance abbreviations)"),
    "temperature": ("ours", "a temperature written with its scale (\"500 degrees celsius\", \"83 °C\", \"minus 233 "
                            "Celsius\"): claimcheck reads no temperature unit (an angle, or a count of \"Celsius\")"),
    "ambiguous-word": ("scope", "a unit word with two readings the sentence does not settle (\"pounds\" mass or "
                                "sterling, \"kn\" kuna or knots, \"EV\" exavolt or electric vehicle)"),
    "count-range-noun": ("artefact", "a count range read with its noun (\"four to five thousand people\"): the "
                                     "scorer gave count ranges no noun"),
    "money-rate-unit": ("artefact", "a money rate read right (\"$58.24 per barrel\"); the scorer's pint registry "
                                    "reads \"barrel\" as the 31.5-gallon barrel, claimcheck's as the 42-gallon oil barrel"),
    "fraction-of-group": ("ours", "a fraction of a group (\"a third of those screened\", \"half the condos\", "
                                  "\"one out of three\"; issue 16 kind 2)"),
    "count-noun-differs": ("artefact", "the count is read; the gold's counted noun is a longer phrase whose "
                                       "head differs (\"68 league games\" → \"league\")"),
    "encoding": ("artefact", "£/¥ lost in the data set's ASCII conversion (\"PS2.7m\", \"Y=590 billion\")"),
    "ours-wrong-noun": ("ours", "the count is read with the wrong counted noun (a verb or an adjective after "
                                "the number, a plural cut wrongly)"),
    "ours-unit": ("ours", "a unit claimcheck does not read, or reads wrongly, written next to the number"),
    "ours-count": ("ours", "a count of a noun phrase claimcheck does not read (\"1,100 public housing "
                           "properties\", \"460 Kia and Hyundai vehicles\", \"4 hundred million people\"; issue 16 "
                           "kind 12)"),
    "ours-range": ("ours", "a range claimcheck splits or misses (\"between $48,000 and $90,000 a year\")"),
    "ours-other": ("ours", "other real misses"),
    # false positives
    "fp-paired": ("-", "a claim with a missed gold's number but another unit or reading: counted with "
                       "that miss"),
    "fp-duration-words": ("gold", "a duration in words or an adjective (\"a month\", \"five-year\", \"more "
                                  "than a decade\") that the gold does not annotate"),
    "fp-ours": ("ours", "a false claim: a year read as a range's start, a name's digits as a count, m as "
                        "metres before a counted noun, the tail of a number"),
    "fp-other": ("ours", "other claims the gold does not have"),
}

#: golds whose number is not the number the text writes (case id, gold value), checked by hand
GOLD_ERRORS = {
    ("cqe/NewsQuant#461", "2"), ("cqe/NewsQuant#581", "3.0"), ("cqe/NewsQuant#453", "280642.0"),
    ("cqe/NewsQuant#508", "1.99E-29"), ("cqe/NewsQuant#540", "3000000-5000000"),
    ("cqe/NewsQuant#538", "59000000000000"), ("cqe/NewsQuant#535", "0.534"),
}

SINGLE_LETTERS = {"f", "r", "b", "a", "c", "t", "m", "\"", "″", "'", "k", "l"}
OTHER_TRADE = re.compile(r"tablespoon|teaspoon|cup|drachma|dram|turn|ppg|rpg|apg|\bwar\b|td|gauge|"
                         r"\bft\b.*\bin\b|\bm\b.*\bdm\b|cylinder|inning|lead\b|hand\b", re.I)
CHANGE_WORDS = re.compile(r"\b(?:rose|fell|climbed|jumped|dropped|dropping|plummeted|narrowed|eased|going|"
                          r"slow|grew|increased|decreased|going|gained|lost|creeping)\b", re.I)
TIME_WORD = re.compile(r"\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\w+)[- ]"
                       r"(?:year|month|week|day|decade|minute|hour)s?\b|\ba (?:month|decade|year|week|day|minute)\b",
                       re.I)
TEMPERATURE = re.compile(r"^\s*(?:°|deg(?:rees?)?)?\s*(?:C\b|F\b|celsius|fahrenheit)", re.I)


def _gold_key(g) -> str:
    if g.is_range:
        return f"{g.low}-{g.high}"
    return str(g.value)


def _words(s: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", (s or "").lower()) if len(w) > 2}


def classify_miss(case, g, preds, unused, ctx) -> str:
    """The category of one missed gold ``g`` of ``case``; ``unused`` are claimcheck's unmatched claims."""
    text = case.text
    unit_text = (g.unit_text or "").strip()
    unit = g.units[0] if g.units else None
    if not g.has_value:
        return "no-number"
    if (case.cid, _gold_key(g)) in GOLD_ERRORS:
        return "gold-error"
    if g.text and re.match(r"^per\s?cents? of\b", g.text, re.I):
        return "percent-of-N"
    if unit_text in ("PS", "Y"):
        return "encoding"
    key = (unit.key or "") if unit else ""
    if unit and unit.kind == "noun" and unit_text == "p":
        return "pence-as-point"
    if unit_text == "G" or (unit and unit.kind == "noun" and re.search(r"\d", key)):
        return "name-with-digits"
    if OTHER_TRADE.search(unit_text or "") or OTHER_TRADE.search(key) or OTHER_TRADE.search(g.text or ""):
        return "other-trade"
    if g.text and re.fullmatch(r"\d+-bit", g.text):
        return "bit-width"
    if key in ("degC", "degF"):
        return "temperature"
    if re.fullmatch(r"pounds?|kn|ev", (g.text or unit_text or "").split(" ")[-1].lower()) or \
            re.fullmatch(r"pounds?|kn|ev", unit_text.lower()):
        return "ambiguous-word"
    if g.is_range and unit and unit.kind == "noun" and any(
            p.kind == "count" and any(ctx.close(a, g.low) and ctx.close(b, g.high) for a, b in p.ranges)
            for p in preds):
        return "count-range-noun"
    if g.text and g.start is not None and any(p.is_range and p.start <= g.start and g.end <= p.end for p in preds):
        return "spec-one-end"
    same_value = [p for p in unused if ctx.value_ok(g, p)]
    if g.is_range and unit and unit.kind == "bare":
        return "bare-number"
    if g.is_range:
        ends = [any(ctx.close(x, v) for p in preds for x in p.vals | {a for r in p.ranges for a in r})
                for v in (g.low, g.high)]
        if (all(ends) and (g.low > g.high or CHANGE_WORDS.search(text))) or \
                (CHANGE_WORDS.search(text) and re.search(r"\bfrom\b[^.;]{0,60}\bto\b", text)):
            return "change-as-range"
        if any(ends) and not all(ends) and g.text:
            return "spec-one-end"
        if not same_value:
            return "ours-range"
    if same_value:
        p = same_value[0]
        if unit and unit.kind == "noun" and p.kind == "count":
            head = ctx.noun_head(unit.key)
            ours = [k[len("noun:"):] for k, _ in p.canon if k.startswith("noun:")]
            if ours and ours[0] in (unit.key or "").lower().split():
                return "count-noun-differs"
            if ours and head in p.surface.lower():
                return "ours-wrong-noun"
            if ours and not (_words(unit.key) & _words(text)):
                return "annotator-noun"
            return "ours-wrong-noun"
        if p.is_range and not g.is_range and g.text:
            return "spec-one-end"
        if unit and unit.kind == "curper" and any(k.startswith("cur:") and "/" in k for k, _ in p.canon):
            return "money-rate-unit"
        if g.text and re.search(r"\ba day\b|\bper\b", p.surface) and not re.search(r"day|per", g.text):
            return "rate-split"
        if re.search(r"rpm|mb\b|pm\b", unit_text + " " + (g.text or ""), re.I):
            return "unit-convention"
        return "ours-unit"
    if unit and unit.kind == "bare":
        return "bare-number"
    if unit_text in ("-", "") and not g.text:
        return "unit-not-written"
    surface = g.text or unit_text
    if g.text and re.search(r"\bmb\b|\bpm\b", g.text):
        return "unit-convention"
    if unit_text.startswith("%") or (g.value is not None and 0 < g.value < 1 and unit and unit.kind == "noun"):
        return "fraction-of-group"
    if g.value is not None and g.value == 1 and unit and unit.kind == "noun" and not re.search(r"\b1\b", text):
        return "determiner-one"
    bare_letter = surface.strip().lower() if g.text is None else re.sub(r"^[\d.,\s½-]+", "", g.text).strip().lower()
    if bare_letter in SINGLE_LETTERS or unit_text.lower() in SINGLE_LETTERS:
        return "single-letter"
    if unit and unit.kind == "noun" and not (_words(unit.key) & _words(text)):
        return "annotator-noun"
    if unit and unit.kind in ("noun",) and unit_text in ("-", ""):
        return "unit-not-written"
    if unit and unit.kind == "noun":
        return "ours-count"
    return "ours-unit"


def classify_fp(case, p, missed, ctx) -> str:
    """The category of one unmatched claim ``p`` of ``case`` (``missed``: the case's missed golds)."""
    if any(ctx.value_ok(g, p) for g in missed) or any(
            g.is_range and any(ctx.close(v, e) for v in p.vals | {a for r in p.ranges for a in r}
                               for e in (g.low, g.high)) for g in missed):
        return "fp-paired"
    if p.dimkey == "[time]" and TIME_WORD.search(p.surface) and not re.search(r"\d", p.surface):
        return "fp-duration-words"
    after = case.text[p.end:p.end + 20]
    if TEMPERATURE.match(after) or re.search(r"temperature", case.text[max(0, p.start - 30):p.start], re.I):
        return "fp-ours"
    if p.is_range:
        lows = [a for a, b in p.ranges]
        if any(re.fullmatch(r"(?:19|20)\d\d", str(a)) for a in lows) or any(a > b for a, b in p.ranges):
            return "fp-ours"
    if re.search(r"\d\s?m$", p.surface) and re.match(r"\s+(?:of|combined|[a-z]+\s+(?:sales|devices))", after):
        return "fp-ours"
    if re.match(r"^0+\b", p.surface) or re.search(r"\$\s*$", p.surface):
        return "fp-ours"
    if p.kind == "count" and re.match(r"^\d+ [A-Z]", p.surface):
        return "fp-ours"
    return "fp-other"


def tally(rows) -> dict:
    """{(dataset, side, category): count} from (dataset, side, category) rows."""
    return collections.Counter(rows)


def render(counts: dict, totals: dict) -> str:
    """The category table as Markdown: per data set, misses then false positives, with verdicts."""
    L = []
    for ds in sorted({k[0] for k in counts}):
        t = totals.get(ds, {})
        L.append(f"**{ds}** (headline level {t.get('level')}: gold {t.get('gold')}, ours {t.get('pred')}, "
                 f"matched {t.get('tp')}; {t.get('missed')} misses, {t.get('extra')} false positives)")
        L.append("")
        L.append("| side | category | verdict | count | what |")
        L.append("|---|---|---|---:|---|")
        for side in ("miss", "fp"):
            rows = sorted(((c, n) for (d, s, c), n in counts.items() if d == ds and s == side),
                          key=lambda x: (-x[1], x[0]))
            for c, n in rows:
                verdict, what = CATEGORIES[c]
                L.append(f"| {side} | {c} | {verdict} | {n} | {what} |")
        L.append("")
    return "\n".join(L)
