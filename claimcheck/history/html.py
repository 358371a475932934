"""The self-contained HTML report of an audit (``claimcheck audit --html``): the findings table
and a value-by-version plot (matplotlib, inline SVG) of each drifting claim."""
from __future__ import annotations

import datetime as dt
import html
import io
from collections import Counter, defaultdict
from decimal import Decimal
from typing import TYPE_CHECKING

from claimcheck.history.revisions import HISTORY_CODES
from claimcheck.model import Claim, Finding

if TYPE_CHECKING:
    from claimcheck.history.audit import AuditReport
    from claimcheck.history.tracks import Track, VersionInfo


_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;margin:24px;color:#1d2330;max-width:1180px}
h1{font-size:22px;margin:0 0 4px} h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #dde2ea;padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px;font-weight:600}
.meta{color:#5a6475;font-size:13px} .chips{margin:10px 0} .chip{display:inline-block;border:1px solid #c9d1de;border-radius:12px;padding:2px 10px;margin:0 6px 6px 0;font-size:13px;cursor:pointer;background:#f6f8fb}
.chip.off{opacity:.4} table{border-collapse:collapse;width:100%;font-size:13px} th,td{border:1px solid #dde2ea;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f0f3f8;position:sticky;top:0} tr.hidden{display:none} .risk-high{color:#b3261e;font-weight:600} .risk-medium{color:#9a6700} .risk-low{color:#3b6e3b}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px} .plot{border:1px solid #e3e7ee;border-radius:6px;padding:8px;margin:8px 0 16px}
.plot svg{max-width:100%;height:auto} .values{font-size:12px;color:#3d4555}
"""

_JS = """
(function(){
  var chips=document.querySelectorAll('.chip[data-code]');
  var rows=document.querySelectorAll('#findings tbody tr');
  var off={};
  chips.forEach(function(chip){
    chip.addEventListener('click',function(){
      var code=chip.getAttribute('data-code');
      off[code]=!off[code];
      chip.classList.toggle('off',!!off[code]);
      rows.forEach(function(r){r.classList.toggle('hidden',!!off[r.getAttribute('data-code')]);});
    });
  });
  var n=document.getElementById('plot-count');
  if(n){n.textContent=String(document.querySelectorAll('.plot svg').length);}
})();
"""


def _e(text) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def audit_html(report: AuditReport, *, max_plots: int = 40) -> str:
    """A self-contained page: summary, the findings table, and a value-by-version plot
    (matplotlib, inline SVG) with annotations for each drifting claim.  Every string that
    comes from a document is HTML-escaped; nothing is loaded from the network.

    Args:
        report: the :class:`~claimcheck.history.audit.AuditReport`.
        max_plots: plot at most this many drifting claims (``--max-plots``).
    Returns:
        str — the HTML page.
    """
    versions = report.versions
    counts = Counter(f.code for f in report.findings)
    first, last = (versions[0], versions[-1]) if versions else (None, None)
    out = ["<!DOCTYPE html>", '<html lang="zh"><head><meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>claimcheck audit — {_e(report.path)}</title>", f"<style>{_CSS}</style></head><body>",
           f"<h1>claimcheck audit · {_e(report.path)}</h1>",
           f'<p class="meta">{len(versions)} versions'
           + (f" · {_e(first.label)} ({_e((first.date or '')[:10])}) → {_e(last.label)} ({_e((last.date or '')[:10])})" if first else "")
           + f" · {len(report.tracks)} claims followed · {len(report.drifting())} drifting · "
           f"{len(report.findings)} findings · as of {_e(report.as_of.isoformat() if report.as_of else '')}</p>"]
    out.append('<h2 id="findings-title">Findings</h2><div class="chips">')
    for code, n in sorted(counts.items()):
        rule = next((r for r in report.rules if r.code == code), None)
        out.append(f'<span class="chip" data-code="{_e(code)}" title="click to hide or show">{_e(code)} '
                   f'{_e(rule.name if rule else "")} · {n}</span>')
    out.append("</div>")
    out.append('<table id="findings"><thead><tr><th>code</th><th>rule</th><th>risk</th><th>version</th>'
               "<th>location</th><th>message</th></tr></thead><tbody>")
    for f in report.findings:
        p = f.primary
        label = report.label_of(p.file)
        file = p.file.removesuffix(f"@{label}") if label else p.file
        out.append(f'<tr data-code="{_e(f.code)}"><td><code>{_e(f.code)}</code></td><td>{_e(f.rule)}</td>'
                   f'<td class="risk-{_e(f.risk.split("-")[-1])}">{_e(f.risk)}</td><td>{_e(label or "")}</td>'
                   f"<td><code>{_e(file or p.file)}:{p.line}:{p.column}</code><br>{_e(p.surface)}</td>"
                   f"<td>{_e(f.message)}</td></tr>")
    if not report.findings:
        out.append('<tr><td colspan="6">No findings.</td></tr>')
    out.append("</tbody></table>")
    drifting = report.drifting()
    flagged = defaultdict(list)
    # a finding marks the tracks of every claim it holds (a table revision holds many cells)
    track_of = {o.claim.id: t.key for t in report.tracks for o in t.observations}
    for f in report.findings:
        if f.code in HISTORY_CODES:
            keys = dict.fromkeys([dict(f.params).get("key") if f.params else None]
                                 + [track_of[c] for c in f.claims if c in track_of])
            for key in keys:
                if key is not None:
                    flagged[key].append(f)
    drifting.sort(key=lambda t: (-len(flagged.get(t.key, [])), -len(t.values()), t.key))
    out.append(f'<h2 id="drifts">Drifting claims ({len(drifting)}; <span id="plot-count">0</span> plotted)</h2>')
    for i, track in enumerate(drifting):
        values = track.values()
        out.append(f'<div class="plot" id="track-{_e(track.id)}"><h3>{_e(track.key)}</h3>')
        if i < max_plots:
            out.append(_plot_svg(track, versions, flagged.get(track.key, [])))
        seq = " → ".join(f"{_e(o.claim.surface)} <span class='meta'>({_e(versions[o.start].label)})</span>"
                         for o in values)
        out.append(f'<p class="values">{seq}</p></div>')
    out.append(f"<script>{_JS}</script></body></html>")
    return "\n".join(out)


def _plot_value(track: Track, c: Claim) -> tuple[float, float | None] | None:
    """(value, high end or None) of a claim on its track's plot axis.

    A relative track mixing "高 30%" (a bare percentage against a baseline) with "1.36 倍"
    plots the percentage as the ratio 1.3; range ends are scaled like the value."""
    if c.norm_value is None:
        return None
    value = float(c.norm_value)
    relative = track.anchor is not None and track.anchor.kclass == ("relative",)
    if relative and c.norm_unit == "percent":
        value = 1 + value / 100
    high = None
    try:
        if c.high and c.value and Decimal(c.value.replace(",", "")) != 0:
            high = float(Decimal(c.high.replace(",", "")) * (c.norm_value / Decimal(c.value.replace(",", ""))))
    except (ArithmeticError, ValueError):
        high = None
    return value, high


def _plot_svg(track: Track, versions: list[VersionInfo], findings: list[Finding]) -> str:
    """One track's value by version date as an inline SVG (matplotlib, Agg; text stays text, so
    the browser draws Chinese surfaces with its own fonts).  Ranges are drawn as a band; each
    value is annotated with its surface and version, the versions of findings are circled, a
    removal is a dashed line."""
    import warnings

    import matplotlib
    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    dates = [_parse_moment(v.date) for v in versions]
    use_dates = all(d is not None for d in dates)

    def x_of(i: int):
        return dates[i] if use_dates else i + 1

    points = []
    for obs in track.values():
        pv = _plot_value(track, obs.claim)
        if pv is None:
            continue
        end = obs.end if obs.end is not None else len(versions) - 1
        points.append((obs.start, end, pv[0], pv[1], obs.claim.surface, versions[obs.start].label))
    marks = {dict(f.params).get("revision"): f.code for f in findings}
    colours = {"CC401": "#c0392b", "CC402": "#d68910", "CC403": "#7d3c98"}
    with warnings.catch_warnings(), matplotlib.rc_context({"svg.fonttype": "none", "font.size": 9,
                                                            "svg.hashsalt": track.id}):
        warnings.simplefilter("ignore")
        fig, ax = plt.subplots(figsize=(8.2, 2.6), dpi=96)
        try:
            xs, ys = [], []
            for start, end, y, high, _, _ in points:
                xs += [x_of(start), x_of(end)]
                ys += [y, y]
                if high is not None and high != y:
                    ax.fill_between([x_of(start), x_of(end)], [y, y], [high, high], color="#2f6fb5", alpha=0.18,
                                    linewidth=0)
            if xs:
                ax.step(xs, ys, where="post", color="#2f6fb5", linewidth=1.6)
            last_y = None
            for start, _, y, _high, surface, label in points:
                code = marks.get(label)
                colour = colours.get(code, "#34495e")
                ax.plot([x_of(start)], [y], "o", color="#2f6fb5", markersize=4)
                if code:
                    ax.plot([x_of(start)], [y], "o", color=colour, markersize=8, fillstyle="none")
                offset = 10 if last_y is None or y >= last_y else -14
                ax.annotate(f"{surface} ({label})" + (f" {code}" if code else ""), (x_of(start), y),
                            textcoords="offset points", xytext=(4, offset), fontsize=8, color=colour)
                last_y = y
            if not track.alive:
                end = track.observations[-1].end or 0
                if end + 1 < len(versions):
                    x = x_of(end + 1)
                    ax.axvline(x, color="#7d3c98", linestyle="--", linewidth=1)
                    ax.annotate(f"removed ({versions[end + 1].label})", (x, ys[-1] if ys else 0),
                                textcoords="offset points", xytext=(4, -12), fontsize=8, color="#7d3c98")
            unit = track.last.norm_unit or track.last.unit or "value"
            if track.anchor is not None and track.anchor.kclass == ("relative",):
                unit = "ratio (×)"
            ax.set_ylabel(unit)
            ax.grid(True, alpha=0.3)
            ax.margins(x=0.08, y=0.35)
            if use_dates:
                fig.autofmt_xdate()
            else:
                ax.set_xlabel("version")
            fig.tight_layout()
            buf = io.StringIO()
            fig.savefig(buf, format="svg", metadata={"Date": None})
        finally:
            plt.close(fig)
    svg = buf.getvalue()
    return svg[svg.index("<svg"):]


def _parse_moment(text: str | None):
    if not text:
        return None
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment.replace(tzinfo=None)
