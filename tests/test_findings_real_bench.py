"""The real-text findings benchmark (benchmarks/findings_real.py): its stable keys, the join with the
labels, the precision and unjudged counts, the missed-conflict check — on a made-up report, so no
shared corpora are needed — and the labels files themselves when ../shared is present."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from claimcheck.model import Finding, Location

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def _load():
    spec = importlib.util.spec_from_file_location("findings_real", ROOT / "benchmarks" / "findings_real.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


fr = _load()


def _finding(code, risk, locs, message="m", claims=("a", "b")):
    return Finding(code=code, rule="r", severity="warning", risk=risk, subject="S", metric="speedup",
                   message=message, recommendation="", claims=claims,
                   locations=tuple(Location(f"/x/{f}", ln, col, s, src) for f, ln, col, s, src in locs))


# a made-up report: four check findings, two audit findings
FINDINGS = [
    ("check", "cross-source", _finding("CC201", "medium", [("a.md", 3, 5, "81.5 tokens/sec", "rank"),
                                                          ("a.md", 1, 9, "51 tokens/sec", "rank.")])),
    ("check", "cross-source", _finding("CC202", "low-medium", [("b.md", 7, 1, "up to **2x", "unknown"),
                                                              ("c.md", 2, 4, "33.2 tokens/s", None)])),
    ("check", "cross-source", _finding("CC205", "medium", [("d.md", 10, 1, "PageAttention", None)])),
    ("check", "cross-source", _finding("CC201", "low", [("e.md", 4, 1, "5us", "TGI docs")])),
    ("audit", "doc", _finding("CC401", "high", [("doc@v0002", 9, 3, "1.8B - 72B", "unknown"),
                                                ("doc@v0001", 9, 3, "7B - 72B", "unknown")])),
    ("audit", "doc", _finding("CC401", "medium", [("doc@v0003", 5, 3, "2.05x", "unknown"),
                                                  ("doc@v0002", 5, 3, "2.79x", "unknown")])),
]


def _records():
    return [fr.record(f, mode, doc) for mode, doc, f in FINDINGS]


def _label(rec, verdict, cause="c"):
    return {"mode": rec["mode"], "doc": rec["doc"], "code": rec["code"],
            "locations": [{k: loc[k] for k in ("file", "line", "surface")} for loc in rec["locations"]],
            "verdict": verdict, "cause": cause, "reason": "r", "risk": rec["risk"], "sample": "all-medium+"}


def test_key_ignores_message_claim_ids_columns_risk_and_order():
    a = fr.record(_finding("CC201", "medium", [("a.md", 3, 5, "81.5 tokens/sec", "rank"),
                                               ("a.md", 1, 9, "51 tokens/sec", "rank.")]), "check", "cs")
    b = fr.record(_finding("CC201", "low", [("a.md", 1, 2, "51  tokens/sec", None),
                                            ("a.md", 3, 1, "81.5 Tokens/sec", None)],
                           message="other words", claims=("x", "y")), "check", "cs")
    assert fr.finding_key(a) == fr.finding_key(b)
    assert fr.finding_key(a) == "CC201 a.md:1 «51 tokens/sec» + a.md:3 «81.5 tokens/sec»"


@pytest.mark.parametrize("old,new,same", [
    ("up to **2x", "2x", True),          # surface shrinks around its number: loose key holds
    ("up to **2x", "up to 2.5x", False),  # another number: another finding
])
def test_loose_key(old, new, same):
    mk = lambda s: fr.record(_finding("CC202", "medium", [("b.md", 7, 1, s, None), ("c.md", 2, 4, "33.2 tokens/s", None)]),
                             "check", "cs")
    assert (fr.loose_key(mk(old)) == fr.loose_key(mk(new))) is same


@pytest.mark.parametrize("risk,medium_plus", [
    ("low", False), ("info", False), ("low-medium", True), ("medium", True), ("high", True), ("medium-high", True),
])
def test_medium_plus(risk, medium_plus):
    assert fr.medium_plus(risk) is medium_plus


@pytest.mark.parametrize("source,fragment", [
    (None, False), ("unknown", False), ("primary", False), ("tertiary", False),
    ("rank", True), ("rank.", True), ("second", True), ("second compared to 12", True),
    ("output token) on Llama 8B model", True), ("decode step.", True), ("node for 4K inputs", True),
    ("vLLM blog", False), ("Jay Sep 27 CSDN", False), ("https://blog.vllm.ai/x.html", False),
    ("LMSYS", False), ("@zhihu", False),
])
def test_fragment_heuristic(source, fragment):
    assert fr.is_fragment(source) is fragment


def test_join_precision_and_unjudged_on_a_made_up_report():
    recs = _records()
    labels = [_label(recs[0], "FALSE", "toggle-not-conflict"), _label(recs[2], "TRUE", "real-misspelling"),
              _label(recs[3], "FALSE", "different-conditions"), _label(recs[4], "FALSE", "supported-list-widening"),
              _label(recs[5], "UNCLEAR", "small-cell-change")]
    # the CC202 label was written when the surface read '2x' only: it joins loosely
    loose = _label(recs[1], "FALSE", "derivable-ratio")
    loose["locations"][0]["surface"] = "2x"
    fr.join(recs, labels + [loose])
    assert [r["match"] for r in recs] == ["exact", "loose", "exact", "exact", "exact", "exact"]
    s = fr.summarise(recs, [], {"check": 5, "audit": 1})
    check, audit, overall = s["modes"]["check"], s["modes"]["audit"], s["overall"]
    assert check["medium_plus"] == 3 and check["by_risk"] == {"low": 1, "low-medium": 1, "medium": 2}
    assert check["medium_plus_verdicts"] == {"TRUE": 1, "FALSE": 2, "UNCLEAR": 0, "judged": 3,
                                             "precision": 0.333, "precision_without_unclear": 0.333}
    assert audit["medium_plus_verdicts"]["precision"] == 0.0
    assert audit["medium_plus_verdicts"]["precision_without_unclear"] == 0.0
    assert overall["medium_plus_verdicts"]["judged"] == 5 and overall["medium_plus_verdicts"]["UNCLEAR"] == 1
    assert overall["medium_plus_verdicts"]["precision"] == 0.2
    assert overall["low_sample"]["judged"] == 1
    assert overall["fragment_attributions_medium_plus"] == 1  # 'rank.'
    assert overall["loose_matches"] == 1
    assert s["unjudged"] == []
    assert s["per_document"]["check"]["per_document"] == 0.8
    assert s["tallies"]["by_cause"]["toggle-not-conflict"] == {"FALSE": 1}


def test_unjudged_and_strict_counts():
    recs = _records()
    fr.join(recs, [_label(recs[0], "TRUE")])
    s = fr.summarise(recs)
    # medium+: 5 findings, 1 judged; the low one needs no label
    assert s["overall"]["unjudged_medium_plus"] == 4
    assert len(s["unjudged"]) == 4 and all("key" in u and "message" in u for u in s["unjudged"])
    todo = fr.todo(recs)
    assert {t["code"] for t in todo if t["sample"] == "all-medium+"} == {"CC202", "CC205", "CC401"}
    assert all(t["verdict"] == "" for t in todo)


def test_missed_conflict_covered_within_one_line():
    recs = _records()
    missed = [{"id": "lookup", "rule": "CC201", "sides": [{"any": [{"file": "a.md", "line": 2, "surface": "x"}]},
                                                          {"any": [{"file": "a.md", "line": 3, "surface": "y"}]}]},
              {"id": "other", "rule": "CC201", "locations": [{"file": "d.md", "line": 10, "surface": "PageAttention"}]}]
    status = {m["id"]: m for m in fr.missed_status(recs, missed)}
    assert status["lookup"]["covered"] is True
    assert status["other"]["covered"] is False and status["other"]["touched_by"] == ["CC205"]


def test_write_docs_replaces_only_the_marked_block(tmp_path):
    doc = tmp_path / "benchmarks.md"
    doc.write_text("# Bench\n\ntext\n", encoding="utf-8")
    fr.write_docs(f"{fr.START}\nA\n{fr.END}", doc)
    fr.write_docs(f"{fr.START}\nB\n{fr.END}", doc)
    text = doc.read_text(encoding="utf-8")
    assert text.count("## Findings on real documents") == 1 and "\nB\n" in text and "\nA\n" not in text
    assert text.startswith("# Bench\n\ntext\n")


def test_labels_files_parse_and_are_complete():
    if not (SHARED / "corpora" / "real").exists():
        pytest.skip("../shared/corpora/real is not available")
    labels = fr.load_jsonl(fr.LABELS)
    assert len(labels) >= 100
    problems = [(lab.get("locations"), p) for lab in labels for p in fr.check_label(lab)]
    assert problems == []
    keys = [fr.finding_key(lab) for lab in labels]
    assert len(keys) == len(set(keys)), "two labels for one finding"
    for m in fr.load_jsonl(fr.MISSED):
        assert m["id"] and m["rule"] and m["reason"] and m["sides"]
        for side in m["sides"]:
            for loc in side["any"]:
                lines = (SHARED / "corpora" / "real" / "cross-source" / loc["file"]).read_text(
                    encoding="utf-8").splitlines()
                assert loc["surface"] in lines[loc["line"] - 1], (m["id"], loc)


@pytest.mark.parametrize("cells,sampled,unjudged,weighted", [
    (130, True, 0, 0.5),     # one finding per table cell: the labelled 40 stand for the 130
    (100, False, 60, 0.5),   # a smaller stratum is judged in full: 60 still to judge
])
def test_leaderboard_stratum_is_sampled_only_while_large(cells, sampled, unjudged, weighted):
    recs = [fr.record(_finding("CC401", "medium", [(f"spec-bench-leaderboard@v0011", i, 1, f"{i}.5x", None),
                                                   (f"spec-bench-leaderboard@v0010", i, 1, f"{i}.4x", None)]),
                      "audit", "spec-bench-leaderboard") for i in range(cells)]
    fr.join(recs, [_label(r, "TRUE" if i % 2 else "FALSE") for i, r in enumerate(recs[:40])])
    s = fr.summarise(recs)
    assert bool(s["sampled_strata"]) is sampled
    assert s["overall"]["unjudged_medium_plus"] == unjudged
    assert s["overall"]["medium_plus_weighted_precision"] == weighted
    assert s["overall"]["medium_plus_verdicts"]["precision"] == 0.5


def test_audit_location_written_as_a_path_keeps_its_key():
    a = fr.record(_finding("CC401", "medium", [("spec-bench-leaderboard@v0011", 17, 1, "2.44x", None)]),
                  "audit", "spec-bench-leaderboard")
    b = fr.record(_finding("CC401", "medium", [("spec-bench-leaderboard/v0011.md", 17, 1, "2.44x", None)]),
                  "audit", "spec-bench-leaderboard")
    assert fr.finding_key(a) == fr.finding_key(b)


def test_a_table_wide_finding_does_not_inherit_a_cell_label():
    cell = fr.record(_finding("CC401", "medium", [("lb@v0011", 35, 1, "2.05x", None), ("lb@v0010", 35, 1, "2.79x", None)]),
                     "audit", "lb")
    table = fr.record(_finding("CC401", "medium", [("lb@v0011", 35, 1, "2.05x", None), ("lb@v0010", 35, 1, "2.79x", None)]
                               + [("lb@v0011", 36 + i, 1, f"1.{i}x", None) for i in range(20)]), "audit", "lb")
    extra = fr.record(_finding("CC401", "medium", [("lb@v0011", 35, 1, "2.05x", None), ("lb@v0010", 35, 1, "2.79x", None),
                                                   ("lb@v0009", 35, 1, "2.80x", None)]), "audit", "lb")
    fr.join([table], [_label(cell, "TRUE")])
    assert table["label"] is None
    fr.join([extra], [_label(cell, "TRUE")])
    assert extra["match"] == "loose"


def test_a_table_wide_finding_keys_on_its_places():
    cells = [("lb@v0011", 17 + i % 3, 1, f"2.{i}x", None) for i in range(12)]
    a = fr.record(_finding("CC401", "medium", cells), "audit", "lb")
    b = fr.record(_finding("CC401", "low", cells[:-1], message="reworded"), "audit", "lb")
    assert fr.finding_key(a) == fr.finding_key(b) == "CC401 lb@v0011:17 + lb@v0011:18 + lb@v0011:19 [table]"


def test_new_real_documents_have_no_false_or_unjudged_medium_findings():
    """benchmarks/new_real_docs.py on the bundled READMEs (405 files, each batch checked as one corpus): every finding at medium
    risk or above is judged, and none is judged FALSE (a checker that fires on what users paste
    is switched off)."""
    spec = importlib.util.spec_from_file_location("new_real_docs", ROOT / "benchmarks" / "new_real_docs.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    records = mod.run()
    mod.fr.join(records, mod.fr.load_jsonl(mod.LABELS))
    medium = [r for r in records if mod.fr.medium_plus(r["risk"])]
    assert [r["key"] for r in medium if not r["label"]] == []
    assert [r["key"] for r in medium if r["label"]["verdict"] == "FALSE"] == []
    # the first runs (batches 1-3 at session 7's start, batch 4 at its end, batch 5 at session 8's
    # start, batch 6 at its end) gave 40 findings, one TRUE; batch 7 (session 9's start) 20, one TRUE;
    # batch 8 (session 9's end) 1, FALSE; batch 9 (session 10's start) 3, one TRUE (CC102); batch 10
    # (session 10, 18 READMEs, several mostly Chinese) 1, TRUE (CC101); batch 11 (session 10's end,
    # after every merge) 3 low CC102, FALSE
    # … batch 20 (session 17's start) 1, FALSE (CC205 ReXNet); batch 21 (session 18) 3, one TRUE
    # (CC205 PlankianJitter), two FALSE (the venue "arXiv 2024", Intel's own Medium blog); batch 22
    # (session 19) 1, FALSE (low CC102: two build steps of one name, each over its own code block);
    # batch 23 (session 21) 1, FALSE (CC205 'GzipNGFile instead of GzipFile': a contrast joiner);
    # batch 24 (session 22) 0; batch 25 (session 24) 5, one TRUE (CC205 Nuitka's 'MingGW64'), four
    # FALSE (regex's numbered groups, a changelog's 'Breaking:' tag, a test file's Reddit origin twice);
    # batch 26 (session 25) 0; batch 27 (session 26) 1, FALSE (low CC102: two rules about one code name);
    # batch 28 (session 27) 1, FALSE (low CC102: two algorithms named by one link and the words after it);
    # batch 29 (session 28) 3, all TRUE (CC205 openlit's 'OpenTelmetry'; CC102 twice: tabula-py's
    # contributors list names two users twice); batch 30 (session 29) 3, all FALSE (CC205 'AI Ascent'
    # / Ascend, an author's 'Liang' / Lang8; low CC101 'ten new recipes (ASR, TTS, SER, ST, audio SSL)');
    # batch 31 (session 30) 1, FALSE (low CC204: browser-use's 'cloud credit' read as a misspelt Reddit); batch 32
    # (session 31) 0, and none of it with all 726 READMEs together; batch 33 (session 32) 1, FALSE (medium
    # CC101: dm-haiku's 'two core tools' list cut by a soft line wrap); batch 34 (session 33) 1, FALSE
    # (medium CC101: ibis's 'more than 20 backends', a lower bound, above a list of 21); batch 35
    # (session 34) 5, all FALSE (low CC102: two cells of one RST list-table row in pyod's model table);
    # batch 36 (session 35) 1, TRUE (medium CC101: pymodbus announces '5 parts' and lists four); batch 37
    # (session 36) 4, all FALSE (low CC102 three times: bleach's changelog entries of one component,
    # each citing its own pull request; medium CC205: chardet's 'universal charset detection' beside
    # charset-normalizer read as a misspelt chardet); batch 38 (session 37) 3, all TRUE (medium CC205:
    # py2app's 'site-pakckages'; low CC102 twice: pysimplegui's 6.2 list repeats two items); batch 39
    # (session 38) 2, both FALSE (low CC102: owlready2's two 'search() now …' changes; medium CC101:
    # pyshacl's 'two new features' over a third bullet that combines them); batch 40 (session 39) 0;
    # batch 41 (session 40) 6: two TRUE (low CC301 oemof-solph's 'arXiv:1808.0807' for 1808.08070,
    # medium CC205 uncertainties' 'uncertaintes'), four FALSE (low CC102 three times: deap's
    # publications, two works of one first author; medium CC205: minari's 'Minarai', the word its
    # name comes from); batch 42 (session 41) 3: two TRUE (low CC102 pyexcel's changelog lists
    # 'freeze_formatters' twice, medium CC205 pytextrank's 'PyTextTank'), one FALSE (medium CC205:
    # pypandoc's 'pyandoc', another package it links to); batch 43 (session 42) 4: one TRUE (medium
    # CC205 epitran's 'VectorWithIPASpace' for VectorsWithIPASpace), three FALSE (low CC102 pyspice's
    # two 'Unit: add …' changes, low CC303 workalendar's 'from 1991 to 2051', low CC102 workalendar's
    # 'France' / 'France (Alsace / Moselle)'); batch 44 (session 43) 27: two TRUE (medium CC205
    # lunarcalendar's 'Microsolf', low CC102 convertdate's 'Mayan' twice), 25 FALSE (low CC102:
    # python-stdnum's acronyms with long brackets naming other countries' numbers, 22; schwifty's
    # reStructuredText references opening features, 3); batch 46 (session 46) 2, both FALSE (medium
    # CC205 hrv-analysis's 'AstroPy', which it lists as 'astropy', against antropy's AntroPy; high
    # CC201 stumpy's '8x' and '16x NVIDIA Tesla V100', GPU counts read as speedups); batch 47 (session
    # 48) 15, all low CC102: two TRUE (docplex's release notes list two changes twice), 13 FALSE
    # (pymeasure's reStructuredText roles ':code:' read as a label's colon, 5; pyvrp's '**[Enterprise]**'
    # tag as the name of three features, 2; sportypy's one manager linked before seven sports, 6)
    labels = mod.fr.load_jsonl(mod.LABELS)
    first = [lab for lab in labels if lab["sample"] == "first-run" and lab["doc"] != mod.TOGETHER]
    assert len(first) == 177 and sum(lab["verdict"] == "TRUE" for lab in first) == 23
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-25"] == \
        [("CC205", "TRUE"), ("CC101", "FALSE"), ("CC102", "FALSE"), ("CC204", "FALSE"), ("CC204", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-27"] == [("CC102", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-28"] == [("CC102", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-29"] == \
        [("CC205", "TRUE"), ("CC102", "TRUE"), ("CC102", "TRUE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-30"] == \
        [("CC205", "FALSE"), ("CC101", "FALSE"), ("CC205", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-31"] == [("CC204", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-33"] == [("CC101", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-34"] == [("CC101", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-35"] == [("CC102", "FALSE")] * 5
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-36"] == [("CC101", "TRUE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-37"] == \
        [("CC102", "FALSE")] * 3 + [("CC205", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-38"] == \
        [("CC205", "TRUE"), ("CC102", "TRUE"), ("CC102", "TRUE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-39"] == \
        [("CC102", "FALSE"), ("CC101", "FALSE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-41"] == \
        [("CC102", "FALSE")] * 3 + [("CC205", "FALSE"), ("CC301", "TRUE"), ("CC205", "TRUE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-42"] == \
        [("CC102", "TRUE"), ("CC205", "FALSE"), ("CC205", "TRUE")]
    assert [(lab["code"], lab["verdict"]) for lab in first if lab["doc"] == "batch-43"] == \
        [("CC205", "TRUE"), ("CC102", "FALSE"), ("CC303", "FALSE"), ("CC102", "FALSE")]
    batch44 = [(lab["code"], lab["verdict"], lab["locations"][0]["file"]) for lab in first if lab["doc"] == "batch-44"]
    assert sorted(batch44) == sorted([("CC102", "TRUE", "convertdate.md"), ("CC205", "TRUE", "lunarcalendar.md")]
                                     + [("CC102", "FALSE", "python-stdnum.md")] * 22 + [("CC102", "FALSE", "schwifty.md")] * 3)
    assert [(lab["code"], lab["verdict"], lab["locations"][0]["file"]) for lab in first if lab["doc"] == "batch-45"] == \
        [("CC205", "FALSE", "climata.md"), ("CC102", "FALSE", "pywavelets.md")]
    assert [(lab["code"], lab["verdict"], lab["locations"][0]["file"]) for lab in first if lab["doc"] == "batch-46"] == \
        [("CC205", "FALSE", "hrv-analysis.md"), ("CC201", "FALSE", "stumpy.md")]
    batch47 = [(lab["verdict"], lab["locations"][0]["file"]) for lab in first if lab["doc"] == "batch-47"]
    assert {lab["code"] for lab in first if lab["doc"] == "batch-47"} == {"CC102"}
    assert sorted(batch47) == sorted([("TRUE", "docplex.md")] * 2 + [("FALSE", "pymeasure.md")] * 5
                                     + [("FALSE", "pyvrp.md")] * 2 + [("FALSE", "sportypy.md")] * 6)
    # all batches checked as one corpus (--together, session 17): its first run's 28 findings, the
    # 23 not judged in a batch's own run, judged all FALSE then (eleven CC205 look-alikes, twelve
    # CC201); one CC201 re-judged TRUE in session 23 (unsloth/unsloth-zoo: 70% vs 80% less memory
    # for rows that link one and the same notebook); session 26 added batch 27's one (CC205 mlx-vlm's
    # "JIT-compiles" against "JIT-compiled", which batch 27 wrote a third time: FALSE); session 27
    # batch 28's two (its own CC102, FALSE; xfuser's "IPAdaptor" for IP-Adapter, TRUE, seen while
    # batch 28 held a second copy of flagembedding.md); session 28 batch 29's three (all TRUE); session
    # 29 batch 30's three (all FALSE: its own CC101, espnet's 'FastEmit' with its own paper against
    # llamafactory's FastEdit, evalscope's 'MiniWoB' against label-studio's MinIO); session 30 batch
    # 31's four (all FALSE: its own CC204, mmpretrain's 'SE-ResNeXt' against SEResNet, olmocr's
    # install and disk sizes twice read as vLLM's memory); session 32 batch 33's two (both FALSE: its
    # own CC101, kornia's descriptor 'SOSNet' against matgl's SO3Net); session 33 batch 34's one (its
    # own CC101, FALSE); session 34 batch 35's five (its own CC102s, FALSE); session 35 batch 36's one
    # (its own CC101, pymodbus's '5 parts' over four: TRUE); session 36 batch 37's four (its own, FALSE);
    # session 37 batch 38's four (its own three, TRUE; dendropy's 'NeXML', a format, against txtai's
    # company NeuML: FALSE); session 38 batch 39's two (its own, FALSE); session 40 batch 41's seven
    # (its own six; highspy's British 'MIT-licenced' against 'MIT-licensed' of three other READMEs: FALSE);
    # session 41 batch 42's three (its own: two TRUE, one FALSE); session 42 batch 43's four (its own:
    # one TRUE, three FALSE); session 43 batch 44's twenty-seven (its own: two TRUE, 25 FALSE);
    # session 45 batch 45's two (its own, FALSE); session 46 batch 46's one (stumpy's GPU counts, FALSE);
    # session 48 batch 47's sixteen (its own fifteen as judged there; databallpy's 'Needleman-Wunch'
    # against textdistance's Needleman-Wunsch: TRUE)
    together = [lab for lab in labels if lab["sample"] == "first-run" and lab["doc"] == mod.TOGETHER]
    assert len(together) == 115
    assert [(lab["code"], lab["locations"][0]["file"]) for lab in together if lab["verdict"] == "TRUE"] == \
        [("CC201", "unsloth-zoo.md"), ("CC205", "xfuser.md"), ("CC205", "openlit.md"),
         ("CC102", "tabula-py.md"), ("CC102", "tabula-py.md"), ("CC101", "pymodbus.md"),
         ("CC205", "py2app.md"), ("CC102", "pysimplegui.md"), ("CC102", "pysimplegui.md"),
         ("CC301", "oemof-solph.md"), ("CC205", "uncertainties.md"), ("CC102", "pyexcel.md"),
         ("CC205", "pytextrank.md"), ("CC205", "epitran.md"), ("CC102", "convertdate.md"), ("CC205", "lunarcalendar.md"),
         ("CC205", "databallpy.md"), ("CC102", "docplex.md"), ("CC102", "docplex.md")]
