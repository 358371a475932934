"""The main job on real input: the seed briefing checked end to end (issue 2)."""
from __future__ import annotations

import json
import subprocess
import sys


def _finding(report, code):
    return [f for f in report.findings if f.code == code]


def test_basis_mismatch_between_relative_85_percent_and_absolute_383_7(seed_report):
    [finding] = [f for f in _finding(seed_report, "CC202") if f.subject == "DSpark"]
    rel, ab = finding.locations[:2]
    assert (rel.line, rel.column, rel.surface) == (57, 78, "85%")
    assert (ab.line, ab.column, ab.surface) == (57, 150, "383.7 tok/s")
    claims = {c.id: c for c in seed_report.claims}
    absolute = claims[finding.claims[1]]
    assert absolute.conditions_dict == {"model": "DeepSeek-V4-Pro", "tp": "8", "hardware": "B300", "batch_size": "1"}
    assert claims[finding.claims[0]].norm_value == claims[finding.claims[0]].norm_value.__class__("1.85")


def test_weak_provenance_of_the_85_percent_figure(seed_report):
    [finding] = _finding(seed_report, "CC204")
    assert finding.subject == "DSpark" and finding.metric == "speedup"
    assert (finding.primary.line, finding.primary.column, finding.primary.surface) == (56, 38, "85%")
    claims = {c.id: c for c in seed_report.claims}
    for cid in finding.claims:
        assert claims[cid].source.tier == "tertiary"
        assert claims[cid].source.primary_link is False


def test_malformed_arxiv_id(seed_report):
    [finding] = _finding(seed_report, "CC301")
    assert (finding.primary.line, finding.primary.column, finding.primary.surface) == (56, 46, "arXiv:160622148")


def test_overdue_promise_of_c2c_falls_due_at_as_of(seed_report):
    [finding] = _finding(seed_report, "CC303")
    assert finding.subject == "C2C"
    assert (finding.primary.line, finding.primary.column, finding.primary.surface) == (61, 63, "2026-09")


def test_overdue_promise_is_silent_before_the_promised_month(seed_path):
    import claimcheck
    report = claimcheck.check([seed_path], as_of="2026-08-31", select=["CC303"])
    assert report.findings == []


def test_check_json_contract_on_the_seed(seed_path):
    out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(seed_path), "--format", "json",
                          "--as-of", "2026-09-28"], capture_output=True, text=True)
    assert out.returncode == 1, out.stderr
    doc = json.loads(out.stdout)
    assert doc["schema"] == 1 and doc["as_of"] == "2026-09-28"
    codes = {(f["code"], f["locations"][0]["line"], f["locations"][0]["column"]) for f in doc["findings"]}
    assert {("CC202", 57, 78), ("CC204", 56, 38), ("CC301", 56, 46), ("CC303", 61, 63)} <= codes
    claim = next(c for c in doc["claims"] if c["line"] == 56 and c["surface"] == "85%")
    assert claim["kind"] == "percent" and claim["value"] == "85" and claim["unit"] == "%"
    assert claim["normalized"] == {"value": "1.85", "unit": "dimensionless"}
    assert claim["subject"] == "DSpark" and claim["metric"] == "speedup"
    assert claim["source"]["tier"] == "tertiary" and claim["source"]["date"] == "2026-09-27"
    assert "arXiv:160622148" in claim["source"]["ids"]
    finding = next(f for f in doc["findings"] if f["code"] == "CC202")
    assert set(finding) >= {"code", "rule", "severity", "risk", "subject", "metric", "message", "recommendation",
                            "claims", "locations"}
    assert finding["rule"] == "basis-mismatch" and finding["risk"] == "medium"
    keys = [(f["locations"][0]["file"], f["locations"][0]["line"], f["locations"][0]["column"], f["code"])
            for f in doc["findings"]]
    assert keys == sorted(keys)


def test_text_output_format(seed_path):
    out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(seed_path), "--as-of", "2026-09-28",
                          "--lang", "en"], capture_output=True, text=True)
    lines = out.stdout.strip().splitlines()
    assert any(line.startswith(f"{seed_path}:56:46: CC301 malformed-id [medium] arXiv:160622148") for line in lines)
    assert lines[-1].startswith("Found ") and "as of 2026-09-28" in lines[-1]


def test_fail_on_high_exits_zero_when_only_medium(seed_path):
    out = subprocess.run([sys.executable, "-m", "claimcheck", "check", str(seed_path), "--as-of", "2026-09-28",
                          "--fail-on", "high"], capture_output=True, text=True)
    assert out.returncode == 0


def test_warnings_section_has_the_seed_shape(seed_report):
    md = seed_report.to_markdown("zh")
    entries = [line for line in md.splitlines() if line.startswith("⚠️ C")]
    # one item per problem, as the hand-made C1 is: DSpark's weak provenance, malformed id and
    # basis mismatch (one claim, one line) are one item with three reasons; 8 findings, 6 items
    assert len(seed_report.findings) == 8 and len(entries) == 6
    assert "矛盾描述：" in md and "风险等级：中" in md and "处置建议：" in md
    dspark = next(i for i, line in enumerate(md.splitlines()) if line.startswith("⚠️") and "DSpark" in line)
    assert "等 3 项" in md.splitlines()[dspark]
    reasons = [line for line in md.splitlines()[dspark:] if line.startswith("  - ") and "（CC" in line][:3]
    assert [r.split("（")[1].split(" ")[0] for r in reasons] == ["CC204", "CC301", "CC202"]
    basis = next(r for r in reasons if "CC202" in r)
    assert "「85%」" in basis and "「383.7 tok/s」" in basis and "briefing-2026-09-28.txt:57" in basis
    en = seed_report.to_markdown("en")
    assert "Conflict: " in en and "Risk: medium" in en and "Recommendation: " in en
