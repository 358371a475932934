"""Segmentation (headings, lists, tables, sentences), the mixed-script tokenizer and the
registered spaCy component."""
from __future__ import annotations

import spacy

import claimcheck.extraction.component  # noqa: F401  (registers the factory)
from claimcheck.text.ingest import Document
from claimcheck.extraction.component import SPAN_KEY, MixedTokenizer, make_nlp
from claimcheck.resources import load_resources
from claimcheck.text.segment import Segmenter

DOC = """inference · 简报(2026-09-28)
一、增量条目
增量 1：FooCache（arXiv:2605.17613）— 分层缓存
来源：官方博客
要点：FooCache 达 383.7 tok/s。它比 vLLM 快 30%！另外 ITL 降低 12%；收尾 ok.
- 列表项 1 的吞吐 900 tok/s
| 系统 | 吞吐 (tok/s) |
|---|---|
| BarServe | 1,200 |
## Markdown heading
⚠️ C1：FooCache — 数字存疑
"""


def segments():
    return list(Segmenter(load_resources()).segments(Document("d.md", DOC, "2026-09-28")))


def test_chinese_and_markdown_headings_build_the_section_path():
    segs = segments()
    kinds = {(s.line, s.kind) for s in segs}
    assert (2, "heading") in kinds and (3, "heading") in kinds and (10, "heading") in kinds and (11, "heading") in kinds
    field = next(s for s in segs if s.line == 5)
    assert field.section == ("一、增量条目", "增量 1：FooCache（arXiv:2605.17613）— 分层缓存")
    assert field.kind == "field" and field.label == "要点"
    warning = next(s for s in segs if s.line == 11)
    assert warning.section == ("一、增量条目",)  # a sibling of the "##" heading, not its child


def test_sentences_split_at_chinese_and_ascii_ends_with_offsets():
    line5 = [s for s in segments() if s.line == 5]
    assert [s.text for s in line5] == ["要点：FooCache 达 383.7 tok/s。", "它比 vLLM 快 30%！", "另外 ITL 降低 12%；", "收尾 ok."]
    raw = DOC.split("\n")[4]
    for s in line5:
        assert raw[s.offset:s.offset + len(s.text)] == s.text


def test_list_items_and_table_cells_carry_header_and_row_label():
    segs = segments()
    assert next(s for s in segs if s.line == 6).kind == "list_item"
    cell = next(s for s in segs if s.line == 9 and s.text == "1,200")
    assert cell.kind == "table_cell" and cell.header == "吞吐 (tok/s)" and cell.row_label == "BarServe"
    assert DOC.split("\n")[8][cell.offset:cell.offset + 5] == "1,200"


def test_mixed_tokenizer_keeps_numbers_units_and_names_whole():
    nlp = spacy.blank("xx")
    tok = MixedTokenizer(nlp.vocab)
    doc = tok("briefing.md（TokenDance 达 383.7 tok/s，4.5× 于 DeepSeek-V4-Pro TP8 bs=1 v0.5.0")
    words = [t.text for t in doc]
    for whole in ["383.7", "tok/s", "4.5×", "DeepSeek-V4-Pro", "TP8", "bs=1", "v0.5.0", "TokenDance", "briefing.md"]:
        assert whole in words, (whole, words)
    assert "（" in words and "达" in words
    assert doc.text == "briefing.md（TokenDance 达 383.7 tok/s，4.5× 于 DeepSeek-V4-Pro TP8 bs=1 v0.5.0"


def test_tokenizer_round_trips_odd_whitespace():
    tok = MixedTokenizer(spacy.blank("xx").vocab)
    for text in ["  lead", "a  b\tc\n d", "", "中文。English!  "]:
        assert tok(text).text == text


def test_component_is_registered_and_sets_spans():
    nlp = spacy.blank("xx")
    nlp.tokenizer = MixedTokenizer(nlp.vocab)
    nlp.add_pipe("claimcheck_quantities")
    doc = nlp("DSpark 达 383.7 tok/s，计划于 2026-09 发布")
    assert [(s.text, s.label_) for s in doc.spans[SPAN_KEY]] == [("383.7 tok/s", "quantity"), ("2026-09", "date")]
    assert doc.spans[SPAN_KEY][0]._.cc_hit.unit == "tok/s"


def test_make_nlp_uses_blank_pipeline_without_models():
    nlp = make_nlp()
    assert nlp.pipe_names == ["claimcheck_quantities"]
    assert nlp.lang == "xx"


def test_list_numbers_and_abbreviations_do_not_end_sentences():
    doc = Document("d.md", "六层平面： 1. Resource Plane 2. Execution Plane。\nA vs. B is 2x faster. Next one.\n", None)
    segs = list(Segmenter(load_resources()).segments(doc))
    assert [s.text for s in segs if s.line == 1] == ["六层平面： 1. Resource Plane 2. Execution Plane。"]
    assert [s.text for s in segs if s.line == 2] == ["A vs. B is 2x faster.", "Next one."]


def test_fast_path_and_spacy_pipeline_give_the_same_claims():
    from claimcheck.frames.extractor import Extractor
    from claimcheck.text.ingest import Document
    text = ("## SlabKV\n\n- SlabKV 在 H100 上吞吐 1,840 tok/s（Llama-3-8B，bs=8），比 vLLM 快 30%。\n"
            "| 系统 | 加速比 (×) |\n|---|---|\n| DraftLoom | 2.6 |\n| VeriSpec | 2.6 |\n"
            "Chatbot Arena served millions of users for over a year; 下周三发布。\n")
    doc = Document(path="a.md", text=text, date="2026-09-28")
    slow, fast = Extractor(), Extractor(fast=True)
    a, b = slow.extract(doc), fast.extract(doc)
    assert [c.to_json() for c in a.claims] == [c.to_json() for c in b.claims]
    assert [c.surface for c in a.claims] == ["1,840 tok/s", "30%", "2.6", "2.6", "millions of users", "over a year",
                                             "下周三"]
    assert a.names == b.names


def test_prefilter_lets_digitless_claims_through():
    from claimcheck.frames.extractor import Extractor
    ex = Extractor()
    assert [ex.may_hold_claim(t) for t in ("millions of users", "毫秒~分钟", "下周三", "打对折", "纯文字段落")] == \
        [True, True, True, True, False]


# texts whose only claim-like part has no ASCII digit: the prefilter must let each through
DIGITLESS_HITS = ["正月初一", "腊 月初八", "大年初一", "来源：https://lmsys.org/blog", "见 ｗｗｗ.example.org",
                  "twenty users", "a hundred GPUs", "星期天", "周日", "上周", "today", "去年",
                  "millions of users", "打对折", "毫秒到分钟", "over a year", "٣ GB", "三成", "百分之五十"]


def test_prefilter_passes_every_text_with_a_hit():
    """The prefilter is a necessary condition of the grammar: every segment with a hit passes it
    (the demo corpus, the seed briefing when the shared folder is there, digit-less claims)."""
    import datetime as dt
    from pathlib import Path
    from claimcheck.frames.extractor import Extractor
    ex = Extractor()
    root = Path(__file__).resolve().parents[1]
    files = sorted((root / "corpora").rglob("*.*")) + [root.parent / "shared" / "seed" / "briefing-2026-09-28.txt"]
    texts = list(DIGITLESS_HITS)
    for f in files:
        if f.is_file():
            texts += [s.text for s in ex.segmenter.segments(Document(str(f), f.read_text(encoding="utf-8"), None))]
    date = dt.date(2026, 9, 28)
    with_hits = [t for t in texts if ex.grammar.scan(t, date)]
    assert len(with_hits) > 100 and all(t in with_hits for t in DIGITLESS_HITS)
    assert [t for t in with_hits if not ex.may_hold_claim(t)] == []


def test_prefilter_reads_whole_words():
    """"an" inside "Language", "ten" inside "Attention", a weekday's optional 上 alone: no claim
    can start there, so these texts skip the pipeline."""
    from claimcheck.frames.extractor import Extractor
    ex = Extractor()
    texts = ["Large Language Model Serving", "Attention is often enough", "上下文缓存", "May the force",
             "[SpecInfer](docs/en/serving.md)"]
    assert [ex.may_hold_claim(t) for t in texts] == [False] * 5
    assert [ex.grammar.scan(t) for t in texts] == [[]] * 5


def _reference_tokens(text):
    """The tokenizer's words and spaces as first written: one finditer, gaps looked up."""
    from claimcheck.extraction.component import _TOKEN
    words, spaces = [], []
    matches = list(_TOKEN.finditer(text))
    for i, m in enumerate(matches):
        words.append(m.group(0))
        nxt = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        gap = text[m.end():nxt]
        spaces.append(gap == " ")
        if gap and gap != " ":
            if gap.startswith(" "):
                spaces[-1] = True
                gap = gap[1:]
            if gap:
                words.append(gap)
                spaces.append(False)
    if matches and matches[0].start() > 0:
        words.insert(0, text[:matches[0].start()])
        spaces.insert(0, False)
    if not matches and text:
        words, spaces = [text], [False]
    return words, spaces


def test_tokenizer_gives_the_tokens_of_its_first_form():
    """Words and spaces equal the first implementation's on mixed text, white space runs of
    every shape (leading, trailing, tabs, U+3000, only spaces) and the empty text."""
    nlp = spacy.blank("xx")
    tok = MixedTokenizer(nlp.vocab)
    texts = [DOC, "", " ", "   ", "\t\n", "  lead", "trail  ", "a \t b\u3000c\u00a0d  \n e", "383.7 tok/s，比 vLLM 快 30%！",
             "v0.5.0 2511.02230v7 bs=1 TP8 DeepSeek-V4-Pro 4.5× ３８３.７", " \u3000 一 二", "x" * 50 + "  " + "9" * 50]
    texts += DOC.splitlines()
    for text in texts:
        doc = tok(text)
        assert ([t.text for t in doc], [bool(t.whitespace_) for t in doc]) == _reference_tokens(text), text
        assert doc.text == text


def test_component_annotate_with_the_doc_text_equals_calling_it():
    """``annotate(doc, text)`` (the extractor's call, text in hand) sets the same hits and spans
    as ``__call__(doc)``, which reads ``doc.text``."""
    import datetime as dt
    nlp = make_nlp()
    component = nlp.get_pipe("claimcheck_quantities")
    for text in [DOC, *DOC.splitlines(), "", "  FooCache 达 383.7 tok/s  "]:
        a, b = nlp.make_doc(text), nlp.make_doc(text)
        a._.cc_doc_date = b._.cc_doc_date = dt.date(2026, 9, 28)
        component(a)
        component.annotate(b, text)
        assert a._.cc_hits == b._.cc_hits
        assert [(s.start_char, s.end_char, s.label_, s._.cc_hit) for s in a.spans[SPAN_KEY]] == \
            [(s.start_char, s.end_char, s.label_, s._.cc_hit) for s in b.spans[SPAN_KEY]]


def test_only_marker_lines_outside_code_hide_the_warnings_section():
    """Issue 17: the segmenter skipped everything after any line that merely contained the
    start marker — a user's example in a code fence or in inline code, or an inbox line quoting
    it — so the claims below it were never read.  Only a marker on a line of its own, outside a
    code fence, starts the (skipped) written section, as for the writer."""
    start, end = "<!-- claimcheck:warnings:start -->", "<!-- claimcheck:warnings:end -->"
    text = "\n".join([
        "# 笔记",
        "```md",
        start,
        "```",
        "FooCache 吞吐 383.7 tok/s。",
        f"- 写法示例：`{start}` 之后是生成的段落",
        "BarServe 吞吐 1,200 tok/s。",
        f"KVPipe 的说明 {start} 混在正文里",
        "KVPipe 吞吐 900 tok/s。",
        start,
        "⚠️ C1：生成的 QuxServe 吞吐 77 tok/s",
        end,
        "尾注：ZedServe 吞吐 55 tok/s。",
    ]) + "\n"
    segs = list(Segmenter(load_resources()).segments(Document("d.md", text, "2026-09-28")))
    read = " ".join(s.text for s in segs)
    for kept in ("383.7", "1,200", "900", "55 tok/s"):
        assert kept in read, (kept, read)
    assert "77 tok/s" not in read
    assert not {s.line for s in segs} & {10, 11, 12}
