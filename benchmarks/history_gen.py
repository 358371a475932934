"""A synthetic living document with a realistic edit history, for benchmarks and slow tests.

    from history_gen import generate
    versions = generate(n_versions=267, target_bytes=300_000, seed=7)
    # [(version, date, message, text), ...] oldest first

The document imitates a team's mixed Chinese/English inference notes (``inference.md``):
numbered chapters (``## 二、关键工作脉络``) with one ``### Name（arXiv:…）`` entry per system,
a ``来源：`` line, bullet claims (throughput, TTFT, speedup, memory, acceptance length) with
conditions (model, hardware, batch size), benchmark tables, an appendix table that cites the
entries' headline figures, and a changelog chapter (``## 九、变更记录``) that gains one line per
version.  Everything is invented: names are combinations of made-up syllables.

Edits per version, drawn at random: new entries (the document grows to ``target_bytes``), value
revisions (most noted in the changelog, some silent), reverts to an earlier value (flip-flops),
an entry moved to another chapter, a table re-padded, an entry removed while the appendix
still cites it, reworded prose.  :data:`EVENTS` records the silent revisions, flip-flops and removals
the generator made, for checking the audit's findings.
"""
from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

PREFIXES = ["Slab", "Ring", "Tide", "Quill", "Ember", "Halo", "Lattice", "Prism", "Drift", "Mosaic", "Beacon",
            "Cinder", "Fjord", "Glide", "Harbor", "Ivory", "Jolt", "Kite", "Lumen", "Marrow", "Nimbus", "Orbit",
            "Pylon", "Quartz", "Rivet", "Sable", "Tundra", "Umber", "Vesper", "Wisp"]
SUFFIXES = ["KV", "Loom", "Fold", "Flow", "Spec", "Serve", "Sched", "Decode", "Attn", "Quant", "Route", "Pipe"]
MODELS = ["Llama-3-8B", "Llama-3-70B", "Qwen3-32B", "DeepSeek-V3", "Vicuna-7B"]
HARDWARE = ["H100", "H200", "B200", "A100", "MI300X", "L40S"]
CHAPTERS = ["一、现状全景", "二、关键工作脉络", "三、KV Cache 与显存", "四、投机解码", "五、调度与 PD 分离",
            "六、成本工程与基准测试", "七、开放问题"]
CHANGELOG = "九、变更记录"
APPENDIX = "八、附录：数字对照表"
TOPICS_ZH = ["前缀缓存", "分页注意力", "KV 量化", "草稿模型", "连续批处理", "预填充-解码分离", "多租户调度", "长上下文"]
TOPICS_EN = ["prefix caching", "paged attention", "KV quantisation", "draft models", "continuous batching",
             "prefill/decode disaggregation", "multi-tenant scheduling", "long context"]


@dataclass
class Figure:
    """One number of an entry: its template and its current value."""

    metric: str
    value: float
    history: list[float] = field(default_factory=list)

    def text(self) -> str:
        v = self.value
        return {"throughput": f"{v:,.0f} tok/s", "ttft": f"{v:.0f} ms", "speedup": f"{v:.2f}×",
                "memory": f"{v:.1f} GB", "accept": f"{v:.2f}"}[self.metric]


@dataclass
class Entry:
    name: str
    chapter: int
    arxiv: str
    model: str
    hw: str
    bs: int
    topic: int
    figures: dict[str, Figure]
    table: list[list[float]]          # rows: models, cols: throughput, TTFT, speedup
    prose_variant: int = 0
    padding: int = 1

    def render(self) -> str:
        f = self.figures
        zh = TOPICS_ZH[self.topic]
        en = TOPICS_EN[self.topic]
        lines = [f"### {self.name}（arXiv:{self.arxiv}）",
                 f"来源：{self.name} 官方技术报告 https://arxiv.org/abs/{self.arxiv}；团队复现见 inbox/tom。"]
        if self.prose_variant % 2 == 0:
            lines.append(f"要点：{self.name} 面向{zh}场景，核心思路是把 {en} 的热点数据常驻显存，"
                         f"冷数据按访问频率下沉到 CPU 内存，并在 decode 阶段与计算重叠。")
        else:
            lines.append(f"要点：{self.name} targets {en}; it keeps hot blocks resident in HBM and spills cold "
                         f"ones to host memory, overlapping the transfer with decode（{zh}）。")
        lines += [
            "",
            f"- {self.name} 在 {self.hw} 上吞吐 {f['throughput'].text()}（{self.model}，bs={self.bs}）。",
            f"- {self.name} TTFT is {f['ttft'].text()} on {self.model}, {self.hw} (source: paper v1, Table 2).",
            f"- 相对 vLLM 加速 {f['speedup'].text()}，显存占用 {f['memory'].text()}。",
            f"- {self.name} 的平均接受长度 {f['accept'].text()}（{self.model}）。",
            "",
        ]
        pad = " " * self.padding
        header = ["模型", "吞吐 (tok/s)", "TTFT (ms)", "加速比 (×)"]
        lines.append("|" + "|".join(f"{pad}{h}{pad}" for h in header) + "|")
        lines.append("|" + "|".join("---" for _ in header) + "|")
        for model, row in zip(MODELS[:len(self.table)], self.table):
            cells = [model, f"{row[0]:,.0f}", f"{row[1]:.0f}", f"{row[2]:.2f}"]
            lines.append("|" + "|".join(f"{pad}{c}{pad}" for c in cells) + "|")
        lines.append("")
        lines.append(f"与现有脉络的关系：{self.name} 与本章其他 {zh} 方案互补，"
                     f"建议与 §{self.chapter + 1}.{self.topic + 1} 的条目对照阅读；"
                     f"its design trades a little TTFT for higher sustained throughput under mixed load.")
        return "\n".join(lines)


#: what the generator did that the audit should find: (kind, version, entry name, metric)
EVENTS: list[tuple[str, str, str, str]] = []


def _name(rng: random.Random, used: set[str]) -> str:
    while True:
        name = rng.choice(PREFIXES) + rng.choice(SUFFIXES)
        if name in used:
            name += rng.choice(["-2", "-X", "Pro", "-Lite", "++"])
        if name not in used:
            used.add(name)
            return name


def _entry(rng: random.Random, used: set[str], month: int) -> Entry:
    tp = rng.randrange(800, 9000)
    figures = {"throughput": Figure("throughput", float(tp)),
               "ttft": Figure("ttft", float(rng.randrange(40, 900))),
               "speedup": Figure("speedup", round(rng.uniform(1.1, 4.5), 2)),
               "memory": Figure("memory", round(rng.uniform(8, 79), 1)),
               "accept": Figure("accept", round(rng.uniform(1.5, 5.5), 2))}
    table = [[float(rng.randrange(500, 9000)), float(rng.randrange(30, 900)), round(rng.uniform(1.0, 4.0), 2)]
             for _ in range(rng.randrange(2, 5))]
    return Entry(name=_name(rng, used), chapter=rng.randrange(len(CHAPTERS)),
                 arxiv=f"26{month:02d}.{rng.randrange(10000, 39999):05d}", model=rng.choice(MODELS),
                 hw=rng.choice(HARDWARE), bs=rng.choice([1, 4, 8, 16, 32]), topic=rng.randrange(len(TOPICS_ZH)),
                 figures=figures, table=table)


def _render(entries: list[Entry], cited: dict[str, tuple[str, str]], changelog: list[str], version: int,
            date: dt.date) -> str:
    out = [f"# inference.md — LLM 推理活文档（v{version}）", "",
           "维护：inference 小组 · 本文件是团队的 living document，数字以各条目「来源」为准。", ""]
    for ci, chapter in enumerate(CHAPTERS):
        out += [f"## {chapter}", ""]
        out.append(f"本章收录 {sum(1 for e in entries if e.chapter == ci)} 个条目，按加入时间排序。")
        out.append("")
        for e in entries:
            if e.chapter == ci:
                out += [e.render(), ""]
    out += [f"## {APPENDIX}", "", "| 系统 | 指标 | 数值 | 出处 |", "|---|---|---|---|"]
    for name, (metric, text) in sorted(cited.items()):
        out.append(f"| {name} | {metric} | {text} | 见正文 {name} 条目 |")
    out += ["", f"## {CHANGELOG}", ""]
    out += changelog
    out.append("")
    return "\n".join(out)


def generate(n_versions: int = 267, target_bytes: int = 300_000, seed: int = 7,
             start: dt.date = dt.date(2026, 1, 5)) -> list[tuple[str, str, str, str]]:
    """``n_versions`` snapshots of the living document, oldest first.

    Returns:
        ``[(version, iso_date, message, text), ...]``; version is ``v0001``…
    """
    EVENTS.clear()
    rng = random.Random(seed)
    used: set[str] = set()
    entries: list[Entry] = []
    cited: dict[str, tuple[str, str]] = {}
    changelog: list[str] = []
    per_entry = len(_entry(random.Random(0), set(), 1).render().encode("utf-8")) + 120
    initial = max(5, int(target_bytes * 0.35 / per_entry))
    final = max(initial + 1, int(target_bytes / per_entry))
    growth = (final - initial) / max(1, n_versions - 1)
    for _ in range(initial):
        entries.append(_entry(rng, used, 1))
    for e in entries[::4]:
        cited[e.name] = ("吞吐", e.figures["throughput"].text())
    out = []
    date = start
    owed = 0.0
    for n in range(1, n_versions + 1):
        version = f"v{n:04d}"
        notes: list[str] = []
        if n > 1:
            date += dt.timedelta(days=rng.choice([0, 1, 1, 1, 2, 3]))
            owed += growth
            existing = list(entries)  # revisions, moves and removals touch entries older than this version
            while owed >= 1:
                owed -= 1
                e = _entry(rng, used, min(12, date.month))
                entries.append(e)
                notes.append(f"新增 {e.name}")
                if rng.random() < 0.25:
                    cited[e.name] = ("吞吐", e.figures["throughput"].text())
            for _ in range(rng.choice([0, 1, 1, 2])):
                e = rng.choice(existing)
                metric = rng.choice(["throughput", "ttft", "speedup", "memory"])
                fig = e.figures[metric]
                fig.history.append(fig.value)
                if len(fig.history) >= 2 and rng.random() < 0.3:
                    fig.value = fig.history[-2]          # back to an earlier value
                    EVENTS.append(("flip-flop", version, e.name, metric))
                else:
                    factor = rng.uniform(0.85, 1.2)
                    fig.value = round(fig.value * factor, 2 if metric == "speedup" else 1 if metric == "memory" else 0)
                if rng.random() < 0.7:
                    notes.append(f"修正 {e.name} 的 {metric}（论文 v2）")
                else:
                    EVENTS.append(("silent", version, e.name, metric))
                if metric == "throughput" and e.name in cited:
                    cited[e.name] = ("吞吐", fig.text())
            if rng.random() < 0.15:
                e = rng.choice(existing)
                row = rng.randrange(len(e.table))
                e.table[row][0] = float(round(e.table[row][0] * rng.uniform(0.9, 1.15)))
                notes.append(f"更新 {e.name} 表格")
            if rng.random() < 0.05:
                e = rng.choice(entries)
                e.chapter = (e.chapter + rng.randrange(1, len(CHAPTERS))) % len(CHAPTERS)
                notes.append(f"{e.name} 移至 {CHAPTERS[e.chapter]}")
            if rng.random() < 0.05:
                e = rng.choice(entries)
                e.padding = 1 + (e.padding + 1) % 3
            if rng.random() < 0.1:
                e = rng.choice(entries)
                e.prose_variant += 1
            if rng.random() < 0.03 and len(entries) > 10:
                cited_names = [x for x in entries if x.name in cited]
                if cited_names:
                    e = rng.choice(cited_names)
                    entries.remove(e)
                    EVENTS.append(("removed", version, e.name, "throughput"))
        changelog.append(f"- {version} {date.isoformat()} | " + ("；".join(notes) if notes else "措辞调整"))
        message = "；".join(notes) or "措辞调整"
        out.append((version, date.isoformat(), message, _render(entries, cited, changelog, n, date)))
    return out


if __name__ == "__main__":
    import sys
    vs = generate()
    print(len(vs), "versions; newest", len(vs[-1][3].encode("utf-8")), "bytes", file=sys.stderr)
    sys.stdout.write(vs[-1][3])
