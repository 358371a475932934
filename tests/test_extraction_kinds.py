"""Spec table of issue 16: the kinds of numbers that real notes and peer extractors' bug reports
break.  Each row: (id, text, expected) as in ``tests/test_grammar.py`` — expected is the list of
(surface, kind, value, unit, qualifier, normalised value, normalised unit) of the claims, in order;
``None`` fields are not compared.  Row ids begin with the kind's number in the issue; every kind
has rows in zh, en and mixed text.
"""
from __future__ import annotations

import pytest

import claimcheck
from claimcheck.model import fmt_decimal

DOC_DATE = "2026-09-28"

KINDS = [
    # -- 5. code is not prose: flags, inline code, UUIDs, hashes, paths ----------------------------
    ("5-flag-en", "launched with --gpu-memory-utilization 0.9 and --max-num-seqs 256", []),
    ("5-flag-equals-zh", "启动参数 --max-model-len=32768，TTFT 为 120 ms",
     [("120 ms", "quantity", "120", "ms", "=", "120", "millisecond")]),
    ("5-flag-mixed", "设置 --gpu-memory-utilization 0.95 后 OOM", []),
    ("5-inline-code-en", "run `vllm serve --max-model-len 32k --swap-space 4GB` and TTFT fell to 80 ms",
     [("80 ms", "quantity", "80", "ms", "=", "80", "millisecond")]),
    ("5-inline-code-zh", "执行 `sleep 5s` 之后吞吐为 1,200 tok/s",
     [("1,200 tok/s", "quantity", "1200", "tok/s", "=", "1200", "token / second")]),
    ("5-inline-code-keeps-version", "`v0.12.3` 已发布，`max_num_batched_tokens = 8192` 时吞吐提升 15%",
     [("v0.12.3", "version", "0.12.3", None, "=", None, None),
      ("15%", "percent", "15", "%", "=", "1.15", "dimensionless")]),
    ("5-inline-code-date", "the log says `2026-09-01 12:00 OOM` and p99 is 2 s",
     [("2 s", "quantity", "2", "s", "=", None, None)]),
    ("5-uuid-zh", "请求 123e4567-e89b-12d3-a456-426614174000 超时 30 s",
     [("30 s", "quantity", "30", "s", "=", None, None)]),
    ("5-uuid-en", "trace 550e8400-e29b-41d4-a716-446655440000 failed", []),
    ("5-hash-mixed", "commit 3f2a9c1 之后快了 1.5x", [("1.5x", "ratio", "1.5", "×", "=", "1.5", "dimensionless")]),
    ("5-hash-en", "reverted 9e3f1d27 and 0x7f3a2b10", []),
    ("5-digits-are-no-hash", "a prompt of 1234567 tokens", [("1234567 tokens", "quantity", "1234567", "tokens", "=", None, None)]),
    ("5-path-zh", "权重在 /data/ckpt/step-2000/ 下，显存 38 GB", [("38 GB", "quantity", "38", "GB", "=", "38", "gigabyte")]),
    ("5-path-en", "saved to ~/models/llama-70b and ./out/run-12", []),
    ("5-rate-slash-is-no-path", "吞吐 3,200 tok/s/GPU", [("3,200 tok/s", "quantity", "3200", "tok/s", "=", None, None)]),
    # -- 1. scientific notation: "×10^n" belongs to the number, never a ratio ------------------
    ("1-times-ten-caret-en", "throughput 1.2 × 10^4 tok/s", [("1.2 × 10^4 tok/s", "quantity", "12000", "tok/s", "=", "12000", "token / second")]),
    ("1-times-ten-zh", "模型参数 7×10^9 个", [("7×10^9 个", "count", "7000000000", "个", "=", "7000000000", "count")]),
    ("1-not-a-ratio-mixed", "训练 1.5×10^5 GPU 小时", []),
    ("1-superscript-mixed", "误差约 2×10⁻³ s", [("约 2×10⁻³ s", "quantity", "0.002", "s", "~", None, None)]),
    ("1-e-notation-en", "throughput 3.2E4 tok/s", [("3.2E4 tok/s", "quantity", "32000", "tok/s", "=", "32000", "token / second")]),
    ("1-x-letter-zh", "吞吐 2.5 x 10^3 tok/s", [("2.5 x 10^3 tok/s", "quantity", "2500", "tok/s", "=", "2500", "token / second")]),
    # -- 8. digit grouping: one number each, never the tail alone ---------------------------------
    ("8-zero-width-zh", "吞吐 3\u200b83.7 tok/s", [("3\u200b83.7 tok/s", "quantity", "383.7", "tok/s", "=", "383.7", "token / second")]),
    ("8-zero-width-en", "peak 1\u200b200 tok/s", [("1\u200b200 tok/s", "quantity", "1200", "tok/s", "=", "1200", "token / second")]),
    ("8-apostrophe-en", "peak 12’480 tok/s", [("12’480 tok/s", "quantity", "12480", "tok/s", "=", "12480", "token / second")]),
    ("8-ascii-apostrophe-zh", "吞吐 12'480 tok/s", [("12'480 tok/s", "quantity", "12480", "tok/s", "=", "12480", "token / second")]),
    ("8-no-break-space-mixed", "吞吐 12\u00a0480 tok/s", [("12\u00a0480 tok/s", "quantity", "12480", "tok/s", "=", "12480", "token / second")]),
    ("8-thin-space-en", "peak 12\u2009480 tok/s", [("12\u2009480 tok/s", "quantity", "12480", "tok/s", "=", "12480", "token / second")]),
    ("8-decimal-comma-en", "latency 0,75 s", [("0,75 s", "quantity", "0.75", "s", "=", "750", "millisecond")]),
    ("8-decimal-comma-ratio-mixed", "加速 2,5×", [("2,5×", "ratio", "2.5", "×", "=", "2.5", "dimensionless")]),
    ("8-thousands-comma-stays", "共 1,250 tokens", [("1,250 tokens", "quantity", "1250", "tokens", "=", None, None)]),
    ("8-list-is-no-decimal", "batch sizes 1,2,4 GB", [("4 GB", "quantity", "4", "GB", "=", "4", "gigabyte")]),
    ("8-full-width-comma-clause-zh", "新增 5，60 家接入", [("60 家", "count", "60", "家", "=", "60", "count")]),
    # -- 11. shares are not changes: a rate's value, never a speedup ---------------------------
    ("11-hit-rate-range-en", "cache hit rate 18–25 %", [("18–25 %", "percent", "18", "%", "=", "18", "percent")]),
    ("11-utilisation-zh", "GPU 利用率 92%", [("92%", "percent", "92", "%", "=", "92", "percent")]),
    ("11-mfu-en", "MFU 45% on 8 nodes", [("45%", "percent", "45", "%", "=", "45", "percent"), ("8 nodes", "count", "8", None, "=", None, None)]),
    ("11-acceptance-rate-en", "acceptance rate 0.7", [("0.7", "quantity", "0.7", None, "=", "0.7", "dimensionless")]),
    ("11-rose-to-en", "the prefix cache hit rate rose to 62%", [("62%", "percent", "62", "%", "=", "62", "percent")]),
    ("11-improved-to-mixed", "GPU utilization 提升至 92%", [("92%", "percent", "92", "%", "=", "92", "percent")]),
    ("11-tisheng-dao-zh", "缓存命中率提升到 25%", [("25%", "percent", "25", "%", "=", "25", "percent")]),
    ("11-change-stays-a-change-zh", "吞吐提升 25%", [("25%", "percent", "25", "%", "=", "1.25", "dimensionless")]),
    # a change from one level to another: two values of the rate, never a range, never a speedup
    ("11-rose-x-to-y-en", "the hit rate rose 5% to 62%", [("5%", "percent", "5", "%", "=", "5", "percent"),
                                                         ("62%", "percent", "62", "%", "=", "62", "percent")]),
    ("11-rose-from-x-to-y-en", "the hit rate rose from 5% to 62%", [("5%", "percent", "5", "%", "=", "5", "percent"),
                                                                   ("62%", "percent", "62", "%", "=", "62", "percent")]),
    ("11-cong-x-tisheng-dao-y-zh", "命中率从 5% 提升到 62%", [("5%", "percent", "5", "%", "=", "5", "percent"),
                                                         ("62%", "percent", "62", "%", "=", "62", "percent")]),
    ("11-tisheng-x-dao-y-mixed", "hit rate 提升 5% 到 62%", [("5%", "percent", "5", "%", "=", "5", "percent"),
                                                          ("62%", "percent", "62", "%", "=", "62", "percent")]),
    ("11-plain-range-stays-zh", "命中率 5% 到 62%", [("5% 到 62%", "percent", "5", "%", "=", "5", "percent")]),
    # -- 4. ranges whose ends carry different units: one range ------------------------------------
    ("4-ms-to-s-zh", "TTFT 600 ms 到 1.5 s", [("600 ms 到 1.5 s", "quantity", "600", "ms", "=", "600", "millisecond")]),
    ("4-ms-dash-s-en", "TTFT 800 ms–1.1 s", [("800 ms–1.1 s", "quantity", "800", "ms", "=", "800", "millisecond")]),
    ("4-mb-to-gb-mixed", "显存 512 MB - 2 GB", [("512 MB - 2 GB", "quantity", "512", "MB", "=", None, None)]),
    ("4-scale-after-second-zh", "吞吐 2 到 3 万 tok/s", [("2 到 3 万 tok/s", "quantity", "2", "tok/s", "=", "20000", "token / second")]),
    ("4-change-from-to-is-no-range-en", "TTFT rose from 800 ms to 1.1 s",
     [("800 ms", "quantity", "800", "ms", "=", "800", "millisecond"), ("1.1 s", "quantity", "1.1", "s", "=", "1100", "millisecond")]),
    ("4-change-from-to-is-no-range-zh", "延迟从 600 ms 降到 400 ms",
     [("600 ms", "quantity", "600", "ms", "=", None, None), ("400 ms", "quantity", "400", "ms", "=", None, None)]),
    ("4-other-dimension-stays-apart", "8 GB 到 16 ms", [("8 GB", "quantity", "8", "GB", "=", None, None), ("16 ms", "quantity", "16", "ms", "=", None, None)]),
    # -- 6. bounds in words ------------------------------------------------------------------
    ("6-chaoguo-le-zh", "命中率超过了百分之九十", [("超过了百分之九十", "percent", "90", "%", ">=", "90", "percent")]),
    ("6-xiaoyu-zh", "显存小于 30万 tokens", [("小于 30万 tokens", "quantity", "30", "tokens", "<", "300000", None)]),
    ("6-budao-percent-zh", "错误率不到百分之一", [("不到百分之一", "percent", "1", "%", "<", "1", "percent")]),
    ("6-exceeding-en", "contexts exceeding 64K tokens", [("exceeding 64K tokens", "quantity", "64", "tokens", ">", "64000", None)]),
    ("6-yishang-count-zh", "请求 15万次以上", [("15万次以上", "count", "15", "次", ">=", "150000", "count")]),
    ("6-shangqian-zh", "上千条日志", [("上千条", "count", "千", "条", ">=", "1000", "count")]),
    ("6-shangwan-zh", "请求上万次", [("上万次", "count", "万", "次", ">=", "10000", "count")]),
    ("6-idiom-is-vague-zh", "成千上万次请求", []),
    ("6-shang-before-digits-is-no-bound", "上 3 轮测试", [("3 轮", "count", "3", "轮", "=", "3", "count")]),
    ("6-no-fewer-than-en", "no fewer than 8 GPUs", [("no fewer than 8 GPUs", "count", "8", "GPUs", ">=", "8", "count")]),
    ("6-at-most-en", "TTFT at most 200 ms", [("at most 200 ms", "quantity", "200", "ms", "<=", "200", "millisecond")]),
    ("6-no-more-than-is-at-most-en", "no more than 5% of requests", [("no more than 5%", "percent", "5", "%", "<=", "5", "percent")]),
    ("6-buchaoguo-is-at-most-mixed", "TTFT 不超过 200 ms", [("不超过 200 ms", "quantity", "200", "ms", "<=", "200", "millisecond")]),
    ("6-dayu-mixed", "batch 大于 64 时 OOM", []),
    # the longest word wins: 不小于 is ≥, 不大于 ≤, 大于等于 ≥ (never the 小于 / 大于 inside them)
    ("6-buxiaoyu-zh", "显存不小于 80 GB", [("不小于 80 GB", "quantity", "80", "GB", ">=", "80", "gigabyte")]),
    ("6-budayu-zh", "TTFT 不大于 200 ms", [("不大于 200 ms", "quantity", "200", "ms", "<=", "200", "millisecond")]),
    ("6-dayudengyu-mixed", "context 大于等于 32K tokens", [("大于等于 32K tokens", "quantity", "32", "tokens", ">=", "32000", None)]),
    ("6-jiwan-keeps-its-scale-zh", "请求二十几万次", [("二十几万次", "count", "二十", "次", "~", "200000", "count")]),
    ("6-dayu-with-unit-mixed", "显存大于 80 GB", [("大于 80 GB", "quantity", "80", "GB", ">", "80", "gigabyte")]),
    # 低于 / less than / below / under are as strict as 小于 / fewer than; their negations stay >=
    ("6-diyu-is-strict-zh", "延迟低于 30 ms", [("低于 30 ms", "quantity", "30", "ms", "<", "30", "millisecond")]),
    ("6-budiyu-stays-ge-zh", "吞吐不低于 1,000 tok/s", [("不低于 1,000 tok/s", "quantity", "1000", "tok/s", ">=", "1000", "token / second")]),
    ("6-less-than-is-strict-en", "TTFT less than 200 ms", [("less than 200 ms", "quantity", "200", "ms", "<", "200", "millisecond")]),
    ("6-no-less-than-stays-ge-en", "no less than 8 GB", [("no less than 8 GB", "quantity", "8", "GB", ">=", "8", "gigabyte")]),
    ("6-below-is-strict-mixed", "P99 延迟 below 50 ms", [("below 50 ms", "quantity", "50", "ms", "<", "50", "millisecond")]),
    # -- 3. yuan and per-million prices: one currency per symbol, normalised per million tokens -----
    ("3-yuan-per-million-zh", "价格 ¥2.40/百万 tokens", [("¥2.40/百万 tokens", "quantity", "2.40", None, "=", "2.4", "yuan / (1000000 * tokens)")]),
    ("3-fullwidth-yuan-zh", "合同 ￥18,600.50", [("￥18,600.50", "quantity", "18600.50", "￥", "=", "18600.5", "yuan")]),
    ("3-rmb-and-yuan-per-thousand-mixed", "RMB 0.8 元/千 tokens", [("RMB 0.8 元/千 tokens", "quantity", "0.8", None, "=", "800", "yuan / (1000000 * tokens)")]),
    ("3-rmb-and-yuan-is-one-currency-mixed", "RMB 0.8 元", [("RMB 0.8 元", "quantity", "0.8", "元", "=", "0.8", "yuan")]),
    ("3-per-million-input-en", "$0.25 / 1M input tokens", [("$0.25 / 1M input tokens", "quantity", "0.25", None, "=", "0.25", "dollar / (1000000 * tokens)")]),
    ("3-per-million-words-mixed", "输出 $1.10 每百万 token", [("$1.10 每百万 token", "quantity", "1.10", None, "=", "1.1", "dollar / (1000000 * tokens)")]),
    ("3-yen-sign-per-hour-en", "it costs ¥150 per hour", [("¥150 per hour", "quantity", "150", None, "=", "150", "yuan / hour")]),
    # -- 7. approximate Chinese numerals ----------------------------------------------------------
    ("7-sanwu-bei-zh", "快了三五倍", [("三五倍", "ratio", "三五", "倍", "=", "3", "dimensionless")]),
    ("7-ersanshi-ms-zh", "延迟二三十毫秒", [("二三十毫秒", "quantity", "二三十", "毫秒", "=", "20", "millisecond")]),
    ("7-shiji-bei-zh", "吞吐是基线的十几倍", [("十几倍", "ratio", "十", "倍", "=", "11", "dimensionless")]),
    ("7-jishi-gb-vague-mixed", "显存占用几十 GB", []),
    ("7-jibai-vague-zh", "几百个请求", []),
    ("7-baiyu-zh", "百余个 kernel", [("百余个", "count", "百", "个", ">=", "100", "count")]),
    ("7-qiba-nodes-mixed", "七八个 GPU 节点", [("七八个", "count", "七八", "个", "=", "7", "count")]),
    ("7-not-adjacent-stays-a-number-zh", "三十五倍", [("三十五倍", "ratio", "三十五", "倍", "=", "35", "dimensionless")]),
    ("7-wuwu-zhe-stays-tenths-zh", "五五折", [("五五折", "percent", "55", "折", "=", "55", "percent")]),
    ("7-en-numbers-unchanged", "about 35x faster", [("about 35x", "ratio", "35", "×", "~", "35", "dimensionless")]),
    # -- 12. counts with their qualifier ----------------------------------------------------------
    ("12-yue-sanqian-ren-zh", "团队约三千人", [("约三千人", "count", "三千", "人", "~", "3000", "count")]),
    ("12-20-yu-jia-mixed", "已有 20余家厂商接入", [("20余家", "count", "20", "家", ">=", "20", "count")]),
    ("12-20-duo-jia-zh", "20多家", [("20多家", "count", "20", "家", ">=", "20", "count")]),
    ("12-shangbai-kernel-mixed", "改写了上百个 kernel", [("上百个", "count", "百", "个", ">=", "100", "count")]),
    ("12-duo-without-unit-is-nothing", "涨了 20多", []),
    ("12-en-count-unchanged", "about 3,000 people", [("about 3,000 people", "count", "3000", "people", "~", "3000", "count")]),
    # -- 13. doubling words ----------------------------------------------------------------------
    ("13-tigao-le-yi-bei-zh", "吞吐提高了 1 倍", [("1 倍", "ratio", "2", "倍", "=", "2", "dimensionless")]),
    ("13-fan-le-yi-fan-zh", "成本翻了一番", [("翻了一番", "ratio", "2", "翻了一番", "=", "2", "dimensionless")]),
    ("13-tisheng-n-bei-mixed", "SGLang 吞吐提升了 3 倍", [("3 倍", "ratio", "3", "倍", "=", "3", "dimensionless")]),
    ("13-doubled-en", "throughput is 2x the baseline", [("2x", "ratio", "2", "×", "=", "2", "dimensionless")]),
    # -- 2. fractions ------------------------------------------------------------------------------
    ("2-vulgar-with-unit-en", "the KV cache needs ½ GB", [("½ GB", "quantity", "0.5", "GB", "=", "0.5", "gigabyte")]),
    ("2-vulgar-with-unit-zh", "显存多占用 1½ GB", [("1½ GB", "quantity", "1.5", "GB", "=", "1.5", "gigabyte")]),
    ("2-yige-ban-xiaoshi-zh", "训练用了一个半小时", [("一个半小时", "quantity", "1.5", "个小时", "=", "1.5", "hour")]),
    ("2-liangge-ban-yue-zh", "迁移花了两个半月", [("两个半月", "quantity", "2.5", "个月", "=", None, None)]),
    ("2-digits-ge-ban-mixed", "GPU 排队 3个半小时", [("3个半小时", "quantity", "3.5", "个小时", "=", "3.5", "hour")]),
    ("2-one-and-a-quarter-en", "one and a quarter hours", [("one and a quarter hours", "quantity", None, "hours", "=", "1.25", "hour")]),
    ("2-one-and-a-fourth-en", "the sweep took one and a fourth hours", [("one and a fourth hours", "quantity", None, "hours", "=", "1.25", "hour")]),
    # -- 9. lists of dates are not ranges ----------------------------------------------------------
    ("9-two-dates-zh", "03/11/2026 和 07/12/2026 两次发布", [("03/11/2026", "date", "2026-11-03", None, "=", None, None),
                                                         ("07/12/2026", "date", "2026-12-07", None, "=", None, None),
                                                         ("两次", "count", "两", "次", "=", "2", "count")]),
    ("9-two-dates-en", "released May 3 and June 9", [("May 3", "date", "2026-05-03", None, "=", None, None),
                                                     ("June 9", "date", "2026-06-09", None, "=", None, None)]),
    ("9-to-makes-a-range-mixed", "灰度 May 3 to June 9", [("May 3 to June 9", "date", "2026-05-03", None, "=", None, None)]),
    # -- 10. time zones: a time carries its zone -------------------------------------------------------
    ("10-beijing-after-zh", "10:00 北京时间发布", [("10:00 北京时间", "date", "10:00+08:00", None, "=", None, None)]),
    ("10-beijing-before-zh", "北京时间 10:00 发布", [("北京时间 10:00", "date", "10:00+08:00", None, "=", None, None)]),
    ("10-am-pt-en", "the call is at 9am PT", [("9am PT", "date", "09:00-08:00", None, "=", None, None)]),
    ("10-utc-offset-mixed", "21:00 UTC+8 上线", [("21:00 UTC+8", "date", "21:00+08:00", None, "=", None, None)]),
    ("10-pm-edt-en", "at 9:30 pm EDT the job failed", [("9:30 pm EDT", "date", "21:30-04:00", None, "=", None, None)]),
    ("10-no-zone-en", "the canary starts at 14:30", [("14:30", "date", "14:30", None, "=", None, None)]),
]


@pytest.mark.parametrize("text,expected", [(t, e) for _, t, e in KINDS], ids=[i for i, _, _ in KINDS])
def test_kinds(text, expected):
    """Each row's claims, in order, with the expected fields."""
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    got = [(c.surface, c.kind, c.value, c.unit, c.qualifier, fmt_decimal(c.norm_value), c.norm_unit) for c in claims]
    assert len(got) == len(expected), got
    for g, e in zip(got, expected):
        assert all(ev is None or gv == ev for gv, ev in zip(g, e)), (g, e)


FENCED = {
    "zh": "# 部署\n\n启动：\n\n```bash\nvllm serve --max-num-seqs 256\n\n# 2. 压测 120 ms\npython bench.py --qps 8\n```\n\nTTFT 为 120 ms。\n",
    "en": "Setup:\n\n~~~\nppl 7.85 at 4096 tokens\n~~~\n\nThroughput is 3,200 tok/s.\n",
    "mixed": "笔记\n\n````python\nx = 1.5  # 1.5x faster\n```\nstill code 8 GB\n````\n显存 38 GB\n",
    "unclosed": "before 5 ms\n\n```\nafter 6 ms\n",
}
FENCED_EXPECTED = {"zh": ["120 ms"], "en": ["3,200 tok/s"], "mixed": ["38 GB"], "unclosed": ["5 ms"]}


# Markdown's other code block and a front matter (a new user's clean-clone findings): id, path,
# text, the claims' surfaces.  Indented code is code only in Markdown (a plain-text note may
# indent its paragraphs) and only where CommonMark says so (markdown-it-py reads the blocks):
# four spaces under a list item continue the item; four spaces inside a paragraph continue it.
LAYOUT = [
    ("en-indented-code", "note.md", "Setup:\n\n    python bench.py --rate 8   # 310 ms\n    throughput 9,999 tok/s\n\n"
     "Throughput is 3,200 tok/s.\n", ["3,200 tok/s"]),
    ("zh-indented-code-after-heading", "note.md", "# 部署\n    vllm serve --max-num-seqs 256  # 310 ms\n\nTTFT 为 120 ms。\n",
     ["120 ms"]),
    ("mixed-tab-indented-code", "note.md", "笔记\n\n\tx = 1.5  # 1.5x faster\n\n显存 38 GB\n", ["38 GB"]),
    ("en-list-continuation-is-prose", "note.md", "- FooServe on H100:\n\n    reaches 3,000 tok/s\n", ["3,000 tok/s"]),
    ("zh-indented-line-inside-a-paragraph-is-prose", "note.md", "FooServe 吞吐\n    达到 1,200 tok/s。\n", ["1,200 tok/s"]),
    ("zh-plain-text-indents-paragraphs", "note.txt", "说明：\n\n    FooServe 吞吐达到 1,200 tok/s。\n", ["1,200 tok/s"]),
    ("en-front-matter", "note.md", "---\ntitle: FooServe notes\ndate: 2026-10-01\nversion: 0.23\nmax_tokens: 4096\n"
     "note: the blog says up to 3.8x\n---\n\n# FooServe\n\nFooServe reaches 1,200 tok/s.\n", ["1,200 tok/s"]),
    ("zh-front-matter-in-plain-text", "note.txt", "---\ntitle: 笔记\n备注: 吞吐 9,999 tok/s\n...\n\nFooServe 吞吐 1,200 tok/s。\n",
     ["1,200 tok/s"]),
    ("en-thematic-break-is-no-front-matter", "note.md", "---\nFooServe reaches 1,200 tok/s.\n---\n",
     ["1,200 tok/s"]),
]


@pytest.mark.parametrize("path,text,expected", [r[1:] for r in LAYOUT], ids=[r[0] for r in LAYOUT])
def test_indented_code_and_front_matter_hold_no_claims(path, text, expected):
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE, path=path)
    assert [c.surface for c in claims] == expected


def test_the_front_matter_title_still_names_the_document():
    """A front matter's title gives the document's subject (as it did), while its numbers are no claims."""
    text = ("---\ntitle: \"TGI v3 overview\"\nversion: 3.0.1\n---\n\nTGI is fast. TGI is simple. TGI scales.\n\n"
            "It reaches 13x lower latency on long prompts.\n")
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE, path="tgi.md")
    assert [(c.surface, c.subject) for c in claims] == [("13x", "TGI")]


@pytest.mark.parametrize("lang", sorted(FENCED))
def test_fenced_code_blocks_hold_no_claims(lang):
    """Lines of a fenced code block (``` or ~~~, closed by a fence of the same character and at
    least the same length) are no segments: no claims, no headings (``# 2.`` in a shell block)."""
    claims = claimcheck.extract_text(FENCED[lang], doc_date=DOC_DATE)
    assert [c.surface for c in claims] == FENCED_EXPECTED[lang]
    assert all(c.section in ("", "部署") for c in claims)


@pytest.mark.parametrize("text", ["the prefix cache hit rate rose to 62%", "缓存命中率提升到 25%", "GPU utilization 提升至 92%"])
def test_a_rate_reached_is_no_speedup(text):
    """A percentage reached after a change word and 到 / 至 / to is the rate's value: no direction,
    not a relative metric."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert c.direction is None and c.metric == "share" and c.has_flag("level")


@pytest.mark.parametrize("text,low,high", [("TTFT 600 ms 到 1.5 s", "600", "1500"), ("TTFT 800 ms–1.1 s", "800", "1100"),
                                           ("显存 512 MB - 2 GB", "512", "2000"), ("latency between 900 ms and 1.2 s", "900", "1200")])
def test_mixed_unit_range_ends_in_the_first_unit(text, low, high):
    """low / high of a range are in its first end's unit, as its value is (1.5 s after 600 ms is 1500)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.low, c.high) == (low, high) and c.has_flag("range")


@pytest.mark.parametrize("text,low,high,surface", [
    # batch-12 chitu.md: "about 75%\\~90% …, improved by 1.5x\\~1.8x" (Markdown-escaped tildes)
    ("FP8 的输出速度约为 BF16 的 75%\\~90%", "75", "90", "75%\\~90%"),
    ("output per GPU improved by 1.5x\\~1.8x", "1.5", "1.8", "1.5x\\~1.8x"),
    ("TTFT 200\\~300 ms", "200", "300", "200\\~300 ms"),
])
def test_a_markdown_escaped_range_mark_is_the_mark(text, low, high, surface):
    """A backslash that escapes punctuation in Markdown (CommonMark §2.4) shows the mark itself:
    "75%\\~90%" is one range, not 75% and "~90%" (about 90%)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.low, c.high, c.surface) == (low, high, surface)


def test_a_backslash_before_a_letter_is_no_escape():
    """Only punctuation is escaped: a Windows path keeps its backslashes and its figure."""
    [c] = claimcheck.extract_text("日志在 C:\\runs\\v2 下，TTFT 5 ms", doc_date=DOC_DATE)
    assert (c.surface, c.value) == ("5 ms", "5")


@pytest.mark.parametrize("text,low,high", [("快了三五倍", "3", "5"), ("延迟二三十毫秒", "20", "30"), ("吞吐是基线的十几倍", "11", "19"),
                                           ("七八个 GPU 节点", "7", "8"), ("三四百 tok/s", "300", "400")])
def test_approximate_numerals_are_ranges(text, low, high):
    """Two neighbouring digits ("三五", "二三十") and 十几 are approximate ranges, never 35 or 10."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.low, c.high) == (low, high) and c.has_flag("approximate") and c.has_flag("range")


def test_ti_sheng_n_bei_keeps_both_readings():
    """提升了 N 倍 is N× or (N+1)×: both readings are kept (issue 16 kind 13)."""
    [c] = claimcheck.extract_text("SGLang 吞吐提升了 3 倍", doc_date=DOC_DATE)
    assert c.has_flag("ambiguous_multiplier") and 4 in c.alternatives


@pytest.mark.parametrize("text,value", [("¾", "0.75"), ("1½", "1.5"), ("2 ⅓", "2.333333333333"), ("四分之三", "0.75"),
                                        ("nine point nought four", "9.04")])
def test_fractions_as_numbers(text, value):
    """Vulgar fractions and zero words are numbers when bare numbers are asked for (issue 16 kind 2)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE, numbers="all")
    assert fmt_decimal(c.norm_value) == value


@pytest.mark.parametrize("text,tz", [("10:00 北京时间发布", "+08:00"), ("the call is at 9am PT", "-08:00"), ("21:00 UTC+8 上线", "+08:00")])
def test_times_carry_their_zone(text, tz):
    """A time of day keeps its zone as a UTC offset (flag tz=…, issue 16 kind 10)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert c.flag_value("tz") == tz


@pytest.mark.parametrize("text,gpus,chip", [
    ("TTFT 80 ms on 4xL4", "4", "L4"),
    ("TTFT 80 ms on 4 L4 GPUs", "4", "L4"),
    ("4xL4 上 TTFT 为 80 ms", "4", "L4"),
    ("在 2×T4 上 TTFT 为 80 ms", "2", "T4"),
    ("| setup | TTFT |\n|---|---|\n| 4xL4 | 80 ms |", "4", "L4"),
    ("| 配置 | TTFT |\n|---|---|\n| 8xH100 | 80 ms |", "8", "H100"),
    # a chip the hardware list does not hold, by the shape of its name (held-out set 7's "8×L20")
    ("227.85 tokens/s on 8×L20, a different setup", "8", None),
    ("8xMI288X 上吞吐 227.85 tokens/s", "8", None),
])
def test_a_count_glued_to_a_chip_is_its_gpus(text, gpus, chip):
    """"4xL4" is 4 × L4 GPUs: the count is ``gpus``, the chip ``hardware`` (chips of one digit too),
    in prose and in a table's row label."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.conditions_dict.get("gpus"), c.conditions_dict.get("hardware")) == (gpus, chip)


@pytest.mark.parametrize("text,claims", [
    # a chip named by a number and a letter (rules/entities.yaml: Ascend's 910B) is a name, not
    # 910 billion parameters (batch-10 paddlex.md's "昇腾 910B" column, vllm-mindspore "910b")
    ("| 昇腾 910B | 支持 |", []),
    ("昇腾910B 上吞吐 1,200 tok/s", [("1,200 tok/s", "Ascend")]),
    ("910B 为 Atlas A2 系列，Ascend 910C 是新一代", []),
    # a model size is still one
    ("Llama 70B 在昇腾 910B 上", [("70B", None)]),
    # a lone 零 before a measure word is the prefix "zero-" (零代码, 零拷贝), as 一 makes 一个/一种
    ("星河零代码产线，零拷贝传输", []),
    ("三代 GPU 之后", [("三代", None)]),
])
def test_chip_numbers_and_zero_prefixes_are_no_quantities(text, claims):
    got = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert [(c.surface, c.conditions_dict.get("hardware")) for c in got] == claims


@pytest.mark.parametrize("table,conditions", [
    # settings written with their key in a column header hold for the column (a fresh user's table)
    ("| 引擎 | 吞吐 (H100, Llama-3-70B, TP=4) |\n|---|---|\n| SGLang | 2,400 tok/s |",
     {"hardware": "H100", "model": "Llama-3-70B", "tp": "4"}),
    ("| engine | throughput (8×H100, bs=16) |\n|---|---|\n| SGLang | 2,400 tok/s |",
     {"hardware": "H100", "gpus": "8", "batch_size": "16"}),
])
def test_a_column_headers_settings_hold_for_its_cells(table, conditions):
    [c] = claimcheck.extract_text(table, doc_date=DOC_DATE)
    assert c.conditions_dict == conditions


@pytest.mark.parametrize("text,surfaces", [
    # a verb of change with no direction before from / 从 (a fresh user's note, session 12)
    ("vLLM went from 1,000 tok/s to 1,500 tok/s after the upgrade.", ["1,000 tok/s", "1,500 tok/s"]),
    ("吞吐从 1,000 tok/s 变为 1,500 tok/s。", ["1,000 tok/s", "1,500 tok/s"]),
    # a range stays a range
    ("the range goes from 1,000 tok/s to 1,500 tok/s", ["1,000 tok/s to 1,500 tok/s"]),
    ("it went 1,000 tok/s to 1,500 tok/s", ["1,000 tok/s to 1,500 tok/s"]),
])
def test_a_change_with_no_direction_word_has_two_levels(text, surfaces):
    assert [c.surface for c in claimcheck.extract_text(text, doc_date=DOC_DATE)] == surfaces


@pytest.mark.parametrize("text", ["the hit rate rose 5% to 62%", "命中率从 5% 提升到 62%", "hit rate fell to 3%, down from 5%"])
def test_the_level_a_change_starts_at_is_no_change(text):
    """The first figure of "rose X to Y" / "从 X 提升到 Y" / "down from X" is a level, not a change."""
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert len(claims) == 2 and all(c.direction is None and c.norm_unit == "percent" for c in claims)


# -- English number words (issue 16, the Recognizers-Text English Number spec's kinds) --------------
NUMBER_WORDS = [
    # a fraction word and a scale word: that part of the scale; after "and", added to the whole
    ("half-a-million-en", "half a million", "500000"),
    ("quarter-million-en", "a quarter million", "250000"),
    ("two-thirds-of-a-million-en", "two thirds of a million", "666666.666667"),
    ("half-a-dozen-en", "half a dozen", "6"),
    ("a-dozen-en", "a dozen", "12"),
    ("one-and-a-half-million-en", "one and a half million", "1500000"),
    ("million-and-a-half-en", "one million and a half", "1500000"),
    ("billion-and-a-half-million-en", "one billion and a half million", "1000500000"),
    ("hundred-and-hundredths-stays-en", "two hundred and fifty-four hundredths", "200.54"),
    ("half-a-million-mixed", "缓存了 half a million 条", "500000"),
    # fractions written with over / out of (the denominator ends the clause), hyphenated fraction words
    ("one-over-three-en", "one over three", "0.333333333333"),
    ("digits-over-en", "2000 over 3", "666.666666666667"),
    ("out-of-en", "one out of three", "0.333333333333"),
    ("over-mixed", "命中比例是 1 over 4。", "0.25"),
    ("one-eighth-en", "one-eighth", "0.125"),
    ("twenty-first-en", "a twenty-first", "0.047619047619"),
    ("thirty-fifths-en", "one hundred thirty-fifths", "2.857142857143"),
    # digits with scale words and what follows them
    ("digits-hundred-and-en", "3 hundred and 21", "321"),
    ("digits-thousand-hundred-en", "4 thousand 3 hundred and 21", "4321"),
    ("digits-million-and-a-half-en", "3 million and a half", "3500000"),
    # a two-digit word after "point"
    ("point-seventy-one-en", "two hundred point seventy-one", "200.71"),
    ("point-eleven-en", "nought point eleven", "0.11"),
    # scale abbreviations
    ("bln-en", "10 bln", "10000000000"),
    ("dozs-en", "five dozs", "60"),
]


@pytest.mark.parametrize("text,value", [(t, v) for _, t, v in NUMBER_WORDS], ids=[i for i, _, _ in NUMBER_WORDS])
def test_english_number_words(text, value):
    """One number each, with its value (bare numbers asked for)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE, numbers="all")
    assert fmt_decimal(c.norm_value) == value


@pytest.mark.parametrize("text,surfaces", [
    ("The one you mentioned is invalid", []),
    ("Which one do you prefer?", []),
    ("the twenty-first century", []),
    ("we ran 3 over 2 days", ["3", "over 2 days"]),
    ("there are 12 out of 10 GPUs", ["12", "10 GPUs"]),
])
def test_words_that_are_no_numbers_here(text, surfaces):
    """A pronoun "one" and an ordinal "twenty-first" are no numbers; "over" / "out of" before a
    unit or noun make no fraction (only a denominator that ends the clause does)."""
    assert [c.surface for c in claimcheck.extract_text(text, doc_date=DOC_DATE, numbers="all")] == surfaces


@pytest.mark.parametrize("text,surface,value,unit", [
    ("The weight is 20 (kg)", "20 (kg)", "20", "kilogram"),
    ("TTFT 120 [ms]", "120 [ms]", "120", "millisecond"),
    ("显存 80 (GB)", "80 (GB)", "80", "gigabyte"),
    ("it costs 2 million us dollars", "2 million us dollars", "2000000", "dollar"),
])
def test_a_unit_in_brackets_or_lower_case_currency_words(text, surface, value, unit):
    """A unit of two letters or more may stand in brackets after its number; "us dollars" is the
    currency (never microseconds)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert (c.surface, fmt_decimal(c.norm_value), c.norm_unit) == (surface, value, unit)


@pytest.mark.parametrize("text", ["Figure 3 (s) shows the trend", "before the twenty-sixth day of the month"])
def test_no_claim_from_a_bracketed_letter_or_an_ordinal(text):
    """A single letter in brackets is no unit ("3 (s)"); "twenty-sixth" is an ordinal, no 1/26."""
    assert claimcheck.extract_text(text, doc_date=DOC_DATE) == []


@pytest.mark.parametrize("text,surface,value,unit", [
    ("he is 5 feet 2 inches", "5 feet 2 inches", "5.166666667", "foot"),
    ("a cable of 5 feet and 2 inches", "5 feet and 2 inches", "5.166666667", "foot"),
    ("机柜高 1 米 80 厘米", "1 米 80 厘米", "1.8", "meter"),
    ("rack height 2 m 10 厘米", None, None, None),
])
def test_a_length_in_two_falling_units_is_one_quantity(text, surface, value, unit):
    """"5 feet 2 inches" is one length (5.1667 ft) when the second figure is a remainder of the
    first unit (compound_unit_pairs of grammar.yaml); a single letter "m" alone is no unit, so
    the last row keeps its parts apart."""
    claims = claimcheck.extract_text(text, doc_date=DOC_DATE)
    if surface is None:
        assert not any(c.has_flag("compound_unit") for c in claims)
        return
    [c] = claims
    assert (c.surface, fmt_decimal(c.norm_value), c.norm_unit) == (surface, value, unit)


def test_a_list_of_lengths_is_no_compound():
    """"5 feet 14 inches" holds no remainder (14 in > 1 ft): two quantities, as written."""
    assert [c.surface for c in claimcheck.extract_text("5 feet 14 inches", doc_date=DOC_DATE)] == ["5 feet", "14 inches"]


@pytest.mark.parametrize("text,key,value", [
    ("vllm serve --tensor-parallel-size 4 --max-num-seqs 256 gives 1,200 tok/s", "tp", "4"),
    ("With `--tensor-parallel-size 4`, throughput is 1,200 tok/s", "tp", "4"),
    ("启动参数 --tp-size=8 时吞吐为 1,200 tok/s", "tp", "8"),
    ("LLM(model, tensor_parallel_size=2) 吞吐 900 tok/s", "tp", "2"),
    ("加上 --pipeline-parallel-size 2 后吞吐 300 tok/s", "pp", "2"),
])
def test_a_command_line_flag_is_a_setting_of_the_figure(text, key, value):
    """A parallelism flag on the command line is a condition of the figure it produced (issue 16
    kind 5: a flag's value is a setting, never a claim of its own)."""
    [c] = claimcheck.extract_text(text, doc_date=DOC_DATE)
    assert c.conditions_dict.get(key) == value


@pytest.mark.parametrize("text,surfaces", [
    # a number right after 每 is a rate's denominator, no figure of its own
    ("SlabKV 的价格为每百万 tokens 2 元。", ["2 元"]),
    ("每 1000 tokens 收费 0.5 元。", ["0.5 元"]),
    ("每 2 个 GPU 共享 1 个 NIC。", ["1 个"]),
    # after a unit or name that 每 governs, the number is the figure
    ("每卡吞吐 1,800 tok/s。", ["1,800 tok/s"]),
    ("每秒 1,000 tokens。", ["1,000 tokens"]),
], ids=["zh-per-million-tokens", "zh-per-thousand-tokens", "zh-per-two-gpus", "zh-per-card", "zh-per-second"])
def test_a_number_right_after_mei_is_a_denominator(text, surfaces):
    assert [c.surface for c in claimcheck.extract_text(text, doc_date=DOC_DATE)] == surfaces


@pytest.mark.parametrize("text,versions", [
    # a full stop after an engine's version ends the sentence (a new user's English notes)
    ("Upgraded to vLLM 0.12.", ["0.12"]),
    ("We use SGLang 0.5.", ["0.5"]),
    ("vLLM 0.12.3.", ["0.12.3"]),
    ("团队使用 vLLM 0.12。", ["0.12"]),
    # a dot before a word continues it: no version of the number's first part
    ("vLLM 0.12.x is out.", []),
], ids=["en-sentence-end", "en-sentence-end-short", "en-three-parts", "zh-full-stop", "en-dot-then-letter"])
def test_an_engine_version_at_the_end_of_a_sentence_is_read(text, versions):
    assert [c.surface for c in claimcheck.extract_text(text, doc_date=DOC_DATE) if c.kind == "version"] == versions


@pytest.mark.parametrize("text,values,unit", [
    # held-out set 6: bare numbers enumerated before a quantity share its unit
    ("output throughput 4281.51 vs 4132.37 tok/s", ["4281.51", "4132.37"], "tok/s"),
    ("TTFT 为 1.2、1.5 和 1.8 ms", ["1.2", "1.5", "1.8"], "ms"),
    ("TTFT 1.2, 1.5 and 1.8 ms", ["1.2", "1.5", "1.8"], "ms"),
    ("吞吐 1,200 与 900 tok/s", ["1200", "900"], "tok/s"),
    # a comma alone, a year, a scaled or a range end share nothing
    ("at 8, 150 ms", ["150"], "ms"),
    ("in 2024 vs 150 ms", ["150"], "ms"),
    ("1 and 2K tok/s", ["2"], "tok/s"),
])
def test_bare_numbers_before_a_quantity_share_its_unit(text, values, unit):
    claims = [c for c in claimcheck.extract_text(text, doc_date=DOC_DATE) if c.kind == "quantity"]
    assert [c.value.replace(",", "") for c in claims] == values and {c.unit for c in claims} == {unit}


def test_a_figure_of_a_pair_takes_a_subject_only_from_a_name_right_before_it():
    """"vLLM's median ITL is roughly 10.7x SGLang's (231.23 vs 21.67 ms)": whose 231.23 is, the
    sentence's subject does not say."""
    claims = {c.surface: c for c in claimcheck.extract_text(
        "Same row: vLLM's median ITL is roughly 10.7x SGLang's (231.23 vs 21.67 ms).", doc_date=DOC_DATE)}
    assert claims["231.23"].subject is None and claims["231.23"].unit == "ms"
