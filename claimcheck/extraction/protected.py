"""Protected spans: text that contains digits but is no quantity — URLs, file names, arXiv ids
and DOIs, dates, versions, section numbers (``§3.3``), names with digits (``DeepSeek-V4-Pro``,
``TP8``, ``B300``), settings (``bs=1``), ordinals (``条目 7``), list markers.  They are found
first, in the order of ``Grammar._protect``; dates, versions and ids among them are claims of
their own kind (:func:`protected_hit`).

Each pattern has a *gate* (``Grammar._gates``): a cheap necessary condition (a month name for the
English dates, 19xx/20xx for a venue year, "d.d" for an engine version …); a pattern runs only on
a text where its gate matches, so the hits are the same and most segments skip most patterns
(profile: benchmarks/extraction_peers.py, speed section).
"""
from __future__ import annotations

import datetime as dt
import re
from typing import TYPE_CHECKING

from claimcheck.extraction.hit import Hit
from claimcheck.extraction.literals import LiteralGate, required_literals, requires_digit
from claimcheck.extraction.patterns import FILE_EXT_BEHIND, Pieces, _alt, _words_gate
from claimcheck.extraction.durations import CLOCK_DURATION, clock_duration_hit
from claimcheck.extraction.versions import IDENTIFIER_NAMES, identifier_hit
from claimcheck.extraction.written_dates import date_hit, written_date_patterns

if TYPE_CHECKING:
    from claimcheck.extraction.grammar import Grammar

#: code written in prose: protected, never a claim (issue 16 kind 5)
CODE_NAMES = frozenset({"cli_flag", "kwarg", "uuid", "hash", "path"})

#: a path: "/data/ckpt/step-2000/", "./out/run-12", "~/models" (issue 16 kind 5)
_PATH = re.compile(r"(?<![\w.\-/~])(?:~|\.{1,2})?/[\w.\-]++/[\w.\-/]*+|(?<![\w.\-/~])(?:~|\.{1,2})/[\w.\-]++")

#: the written dates tried between the file names and the versions, in this order
_DATES_FIRST = (
    "datetime", "num_date", "dmy_date", "spaced_date", "zh_decade", "zh_quarter", "zh_year_part", "zh_date",
    "zh_year", "en_date", "en_dmy", "en_day_only", "en_month", "year_en_month", "en_month_alone",
    "quarter", "slash_date", "year_month", "year_range", "en_year_bound", "en_week_of_year",
    "en_part_year", "month_year", "month_day", "month_day_slash", "time",
)


#: a version number after a name: major of one or two digits (a calendar version is a date's
#: business), up to four parts, a pre/post-release tag; a unit, "x", "倍" or "%" after it makes it
#: a value ("vLLM 0.23 倍" is none)
#: a version after a name: its pre-, post- and development-release suffix as PEP 440 writes it
#: ("0.3.24b2", "1.0.0rc1", "2.0.0.dev3"; held-out set 18: "rocksdict 当前最新版为 0.3.24b2" was not read)
_VERSION_AFTER_NAME = r"(?P<v>\d{1,2}\.\d{1,3}(?:\.\d{1,3}){%s}(?:[-.]?(?:rc|post|dev|alpha|beta)\d*|(?:a|b)\d+)?)(?![\w%%×倍])(?!\.\w)"


#: a version written at the end of a name, the shape :data:`_VERSION_AFTER_NAME` reads after a
#: name ("kats 0.2.0", "tensorflow v1.8.0", "rocksdict 0.3.24b2"): what CC102 leaves out of a listed
#: name's length (held-out set 39)
VERSION_TAIL = re.compile(r"\s+[vV]?" + (_VERSION_AFTER_NAME % "0,2") + "$")


def named_version_patterns(spec: dict, unit_alone) -> list[re.Pattern]:
    """[package_version, current_version, latest_version, called_latest_version, latest-release package_version]
    patterns of ``spec`` (rules/grammar.yaml
    ``named_versions``; [] without it): a Latin name (a package's: letters, digits, "-", "_")
    right before a three-part version, after a space, a comma or an opening bracket ("rwkv
    0.8.32", "ruff, 0.17.3", "ruff (0.17.6 …)"; ``not_names`` excepted), and a name before
    a "current version is" phrase ("aiconfigurator 当前版本是 0.9", "rwkv：当前 pip 版本是 0.8.31"),
    and one before a "latest is" phrase with a three-part version ("Scalene 目前最新是 1.5.51").
    Group ``eng`` is the name, ``v`` the version."""
    if not spec:
        return []
    name = r"(?<![\w\-./@#])(?P<eng>[A-Za-z][A-Za-z0-9]*+(?:[-_][A-Za-z0-9]++)*+)"
    stop = spec.get("not_names") or []
    not_name = rf"(?!(?i:{_alt(stop)})(?![\w\-]))" if stop else ""
    no_unit = rf"(?!\s?(?:[x×倍%]|{_alt(unit_alone)}))"
    # "ruff 0.17.3", "the latest ruff, 0.17.3" (a comma of apposition), "ruff (0.17.6 is the
    # release on PyPI)", "SGLang（0.4.1）" (held-out set 13)
    # "charset-normalizer 升到 3.5.3", "ruff upgraded to 0.17.3": the version a verb of moving to a
    # version (``upgrade_verbs``) gives the name before it (held-out set 17)
    upgrade = rf"|\s?(?:{_alt(spec['upgrade_verbs'])})\s?" if spec.get("upgrade_verbs") else ""
    # … and a requirement's exact pin ("qiskit==2.6.2（PyPI 当前最新）", held-out set 25)
    package = re.compile(not_name + name + r"(?:\s|,\s|\s?[（(]\s?|==" + upgrade + ")" + (_VERSION_AFTER_NAME % "1,2")
                         + no_unit)

    def words(key: str) -> str:
        return _alt(spec[key]) if spec.get(key) else "(?!)"
    # (the copula may be left out after the version word: "charset-normalizer 当前最新版 3.5.1"; held-out set 17)
    # (… and the phrase may open a bracket after the name: "sxtwl（当前最新版本为 1.1.0）"; held-out set 36)
    current = re.compile(
        not_name + name + rf"\s?(?:[：:]|[（(](?=\s?(?:{words('latest')})))?\s?(?:的\s?)?(?:{words('latest')}){{1,2}}(?:的)?\s?(?:(?:{words('channels')})\s?)?"
        rf"(?:{words('version_words')})\s?(?:{words('fillers')})?\s?(?:{words('copulas')})?\s?[vV]?"
        + (_VERSION_AFTER_NAME % "0,2") + no_unit)
    # without a version word ("Scalene 目前最新是 1.5.51"), a three-part version only: "TTFT 当前为
    # 1.5" is a value (held-out set 14)
    current_bare = re.compile(
        not_name + name + rf"\s?(?:[：:]|[（(](?=\s?(?:{words('latest')})))?\s?(?:的\s?)?(?:{words('latest')}){{1,2}}\s?(?:{words('fillers')})?\s?"
        rf"(?:{words('copulas')})\s?[vV]?" + (_VERSION_AFTER_NAME % "1,2") + no_unit)
    # "numpy 2.4 是当前最新版本", "pydantic 2.14 is the latest release": a two-part version after a
    # name the entity list does not know, called the latest version right after it (``called_latest``
    # and a version word: "TTFT 1.5 是最新的测量" is a figure; a fresh-user trial of session 24: such a
    # "latest" was not read, so two of them never met)
    called = spec.get("called_latest") or []
    called_latest = re.compile(
        not_name + name + r"\s" + (_VERSION_AFTER_NAME % "0,2") + no_unit
        + rf"(?=\s?[,，]?\s?(?:{_alt(called)})\s?(?:的\s?)?(?:{words('called_latest_nouns')}))",
        re.IGNORECASE) if called else re.compile("(?!)")
    # "the current uv release, 0.13.6", "最新的 rocksdict 版本 0.3.29" (``latest_release``; held-out set 18)
    spec_lr = spec.get("latest_release") or {}
    # (… or the name's, the latest word after it: "nilearn's latest release, 0.13.2"; held-out set 31)
    latest_release = re.compile(
        rf"(?:(?P<lb>(?i:{_alt(spec_lr['latest'])}))\s?(?:的\s?)?)?" + not_name + name
        + rf"(?(lb)|(?:'s|’s|\s?的)\s?(?i:{_alt(spec_lr['latest'])})\s?)"
        + rf"\s?(?i:{_alt(spec_lr['words'])})\s?(?:[,，:：]|(?:is|是|为)\s)?\s?[vV]?" + (_VERSION_AFTER_NAME % "1,2")
        + no_unit) \
        if spec_lr.get("latest") and spec_lr.get("words") else re.compile("(?!)")
    # "Cantera version 3.2.0", "Cantera 版本为 3.2", "Cantera release 3.2.0": a version word between a
    # name the entity list does not know and its version (``worded``: any version of two parts or
    # more, as the word says it is one; held-out set 30)
    worded_spec = spec.get("worded") or {}
    # (a capitalised name or a compound one: "uploading version 0.18.7", "reaches version 1.0.0" are verbs)
    worded = re.compile(
        not_name + r"(?=[A-Z]|[a-z][a-z0-9]*[-_][A-Za-z])" + name + rf"\s?(?i:{_alt(worded_spec['words'])})\s?(?:(?i:{_alt(worded_spec['copulas'])})\s?)?[vV]?"
        + (_VERSION_AFTER_NAME % "0,2") + no_unit) \
        if worded_spec.get("words") and worded_spec.get("copulas") else re.compile("(?!)")
    # "The current stable version is 3.2.0.": a latest word, a version word and a copula, then a version
    # of three parts, with no name (the version of what the sentence is about)
    unnamed = re.compile(
        rf"(?<![A-Za-z])(?i:{_alt(spec_lr['latest'])})\s(?:(?i:{_alt(spec['channels'])})\s)?(?i:{_alt(spec_lr['words'])})"
        rf"\s?(?i:is|was|[:：]|是|为)\s?[vV]?" + (_VERSION_AFTER_NAME % "1,2") + no_unit) \
        if spec_lr.get("latest") and spec_lr.get("words") and spec.get("channels") else re.compile("(?!)")
    return [package, current, current_bare, called_latest, latest_release, worded, unnamed]


def build_protected(g: Grammar, data: dict, p: Pieces, engine_names=(), hardware_names=()) -> None:
    """Compile the protected-span patterns of ``g`` — ``_protect``, a list of (name, pattern) tried
    in order — and their gates ``_gates`` (name → pattern); sets ``_engine`` / ``_hardware``
    (alternations of ``engine_names`` / ``hardware_names``: "vLLM 0.23" is a version, "8×B200" a
    GPU count).  Needs the date words and ``p.unit_alone`` / ``p.classifiers``."""
    unit_alone, classifiers = p.unit_alone, p.classifiers
    dates = written_date_patterns(g, data, p)
    code_amount = "(?:" + "|".join(re.escape(p) for p in g.currency_prefixes if p.isalpha()) + r")\d" \
        if any(p.isalpha() for p in g.currency_prefixes) else "(?!)"
    # a unit spelled with a digit ("km2", "m3") is no name with digits: "190 km2" keeps its unit
    digit_units = [u for u in p.unit_any if any(ch.isdigit() for ch in u)]
    unit_with_digit = rf"(?!{_alt(digit_units)}(?![A-Za-z0-9]))" if digit_units else ""
    # (any case: "SGlang 0.5", "vllm 0.6" are the engines' versions; fresh-user trial, session 14)
    g._engine = f"(?i:{_alt(engine_names)})" if engine_names else "(?!)"
    # (a verb of moving to a version joins a known engine to it too: "vLLM upgraded to 0.31", "SGLang 升级到
    # 0.5"; a fresh-user trial, session 37: the upgrade that kept a promise named no version)
    connectors = "|".join(re.escape(w).replace(r"\ ", r"\s") for w in sorted(
        {"v", "version ", "版本", *(str(w) for w in data.get("version_connectors") or []),
         *(f"{w} " if str(w).isascii() else str(w) for w in (data.get("named_versions") or {}).get("upgrade_verbs") or [])},
        key=len, reverse=True))
    g._hardware = _alt(hardware_names) if hardware_names else "(?!)"
    # an engine's version and what may not follow it (a multiple, a unit: "vLLM 2.5x", "SGLang 3856.01 tok/s")
    engine_v = (r"(?P<v>(?:\d{1,2}|20\d\d)\.\d+(?:\.\d+){0,2}(?:[-.]?(?:rc|post|dev|alpha|beta)\d*|(?:a|b)\d+)?)"
                rf"(?![\w%×倍])(?!\.\w)(?!\s?(?:[x×倍%]|{_alt(unit_alone)}))")
    latest_before = _alt((data.get("named_versions") or {}).get("latest_release", {}).get("latest") or ["(?!)"])
    release_words = _alt((data.get("named_versions") or {}).get("latest_release", {}).get("words") or ["(?!)"])
    named = named_version_patterns(data.get("named_versions") or {}, unit_alone)
    # (the gate of a name's version moved to by a verb: "charset-normalizer 升到 3.5.3")
    upgrade_verbs = (data.get("named_versions") or {}).get("upgrade_verbs")
    upgrade_gate = rf"|(?:{_alt(upgrade_verbs)})\s?" if upgrade_verbs else ""
    # after "4x" a chip's name has a letter before it ("4xH100"): its own end boundary only.
    # A chip named with a space before its number ("RTX 3090") or by a number and a letter
    # ("910B", the Ascend chip: not 910 billion parameters) is a name, not a quantity
    digit_chips = [n for n in hardware_names if re.fullmatch(r"\d+[A-Za-z]\w*", str(n))]
    spaced = [n for n in hardware_names if re.search(r"[A-Za-z]\s\d", str(n))] + digit_chips
    chip_names = _alt(spaced) if spaced else "(?!)"
    chips = (_alt(hardware_names, ascii_boundary=False) + r"(?![A-Za-z0-9_])") if hardware_names else "(?!)"
    # a file name and a name with digits: scan (Grammar.scan) keeps a word only when it ends
    # with a file extension / holds a digit; the fast forms match only such words (and, for a
    # name, a word with a separator), so the others cost no step of Python.  Same spans kept:
    # every character of a word the fast form skips is one no match of the plain form can
    # start at (its look-behind), so the matches after it are the same (tests: spec rows and
    # a property compare both forms, Grammar._protect_plain)
    filename_plain = r"(?<![\w\-./{},])(?>(?:[\w\-./]++|\{[\w\-./,]*+\})++)"
    filename = filename_plain + FILE_EXT_BEHIND
    name_head = rf"(?<![A-Za-z0-9$])(?!{code_amount}){unit_with_digit}"
    name_word = r"(?>[A-Za-z][A-Za-z0-9]*+(?:[-_.+][A-Za-z0-9]++)*+)"
    name = name_head + r"(?=[A-Za-z]++[-_.+0-9])" + name_word
    g._protect_plain = {"filename": filename_plain, "name": name_head + name_word}
    g._protect = [
        # (an arXiv page written without its scheme, "paper arxiv.org/abs/1910.06403", is an address too:
        # held-out set 24 cited one with its dot misplaced)
        # (no comma: a full-width one is normalised to "," and "…/sglang-bench，SGLang 吞吐" is no address
        # of "…bench,SGLang"; commas in the addresses notes cite are rare)
        ("url", re.compile(r"(?:https?://|www\.|(?<![\w.@/-])(?=(?i:arxiv)\.org/))[^\s<>\"'（）()，。；、\],]+")),
        ("arxiv", re.compile(r"(?i:arxiv)\s*[:：]?\s*(?P<id>[A-Za-z\-]+(?:\.[A-Z]{2})?/\d{5,8}(?:v\d+)?|\d[\d.]*\d(?:v\d+)?)")),
        ("doi", re.compile(r"(?<![\w/])10\.\d{4,9}/[^\s，。；、）)\]]+")),
        # a DOI written with a dot where its slash belongs ("DOI 10.5281.zenodo.7785516"; held-out set
        # 20), or with none ("DOI:10.1016j.esr.2018.07.001"; held-out set 33): read only after a "DOI"
        # label, as a malformed DOI (a DOI is prefix/suffix, DOI Handbook §2.2:
        # https://www.doi.org/the-identifier/resources/handbook/2_numbering)
        ("doi_unslashed", re.compile(r"(?<![\w/])(?i:doi)\s?[:：]?\s?(?P<id>10\.\d{4,9}(?:\.?[A-Za-z][\w\-]*)(?:\.[\w\-]+)*)"
                                     r"(?![\w/\-])")),
        # a CVE id: "CVE-", a four-digit year, a sequence of four digits or more (CVE ID syntax,
        # https://www.cve.org/ResourcesSupport/FAQs#pc_cve_recordsCVE_ID_syntax_change); its year is
        # the year it was reserved or made public (held-out set 21: "CVE-2029-0147" on a 2028 page)
        ("cve", re.compile(r"(?<![\w-])CVE-(?P<year>(?:19|20)\d{2})-(?P<num>\d{4,7})(?![\w-])")),
        # a comma only inside braces ("run{1,2}.log"): "worker.log，TTFT" ends at the comma
        ("filename", re.compile(filename)),
        # a path ("/var/log/2026-09-01/", "~/runs/12/"): before the dates, so a date inside it is none
        ("path", _PATH),
        *((name, dates[name]) for name in _DATES_FIRST),
        # "Mistral-7B-v0.1": a v-number glued to a name by - _ / is part of the name
        # (a sentence's full stop after it ends nothing: "the latest release is v0.12.1.")
        ("version", re.compile(r"(?<![A-Za-z0-9])(?<![A-Za-z][\-_/])[vV](?P<v>\d+(?:\.\d+){1,3}(?:[-.]?(?:rc|post|dev|alpha|beta|a|b)\d*)?)(?!\w|\.\w)")),
        # release tags: "r24.06" (a year.month container tag)
        ("version", re.compile(r"(?<![\w\-.])(?P<v>r\d{2}\.\d{2}(?:\.\d+)?)(?![\w.])")),
        # "SGLang 最新稳定版 0.7.4", "LMDeploy 的最新版本为 0.13" (grammar.yaml version_connectors)
        # a major of 3+ digits is a value, not a version ("vLLM 3700.64", "SGLang 3856.01 tok/s"),
        # unless it is a year (calendar versions: "2024.10"); a full stop after it ends the
        # sentence ("Upgraded to vLLM 0.12."), a dot before a word or digit continues it
        # "The latest vLLM is 0.13.", "Latest vLLM: 0.13", "最新版 vLLM 为 0.13": a latest word right
        # before a known name, then a copula or a colon (a fresh-user trial, session 26)
        # ("The latest vLLM release is 0.12": a version word between the name and the copula; trial 33)
        ("engine_version", re.compile(rf"(?i:{latest_before})(?:版)?\s?(?:的\s?)?(?P<eng>{g._engine})\s?"
                                      rf"(?:(?i:{release_words})\s?)?(?:is|is now|为|是|[:：])\s?[vV]?{engine_v}")),
        ("engine_version", re.compile(rf"(?P<eng>{g._engine})\s?(?:(?:{connectors})\s?)?{engine_v}")),
        # versions of names the entity list does not know (grammar.yaml named_versions)
        *(("package_version", pattern) for pattern in named[:1]),
        *(("current_version", pattern) for pattern in named[1:2]),
        *(("latest_version", pattern) for pattern in named[2:3]),
        *(("called_latest_version", pattern) for pattern in named[3:4]),
        *(("package_version", pattern) for pattern in named[4:5]),
        *(("worded_version", pattern) for pattern in named[5:6]),
        *(("unnamed_latest_version", pattern) for pattern in named[6:7]),
        # a text that is only a three-part version (a table cell under "当前版本（PyPI）", "| gevent |
        # 26.9.0 |"; held-out set 16): the version of its row (a section number stands in a sentence)
        # (… or a version and a bracketed remark: "0.14.1 (latest release on PyPI)"; held-out set 31)
        ("cell_version", re.compile(r"^\s?[vV]?(?P<v>\d{1,4}\.\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:[-.]?(?:rc|post|dev|a|b)\d*)?)\s?"
                                    r"(?:[（(][^（()）\d]*[)）]\s?)?$")),
        ("bare_arxiv", re.compile(r"(?<![\w./])(?<![A-Za-z_]-)(?P<id>\d{4}\.\d{4,5}(?:v\d+)?)(?![\w.%])")),
        # "2609-31093": a new-style arXiv id written with a hyphen (YYMM-NNNNN)
        ("hyphen_arxiv", re.compile(r"(?<![\d.])(?P<id>(?:0[7-9]|[12]\d)(?:0[1-9]|1[0-2])-\d{5})(?![\d.\-%])")),
        ("venue_year", dates["venue_year"]),
        ("section", re.compile(r"§\s?\d+(?:\.\d+)*")),
        ("setting", re.compile(r"(?<![A-Za-z])(?P<key>bs|batch|batch_size|batch-size|TP|PP|EP|DP|tp|pp|ep|dp)\s?[=:]\s?(?P<val>\d+)")),
        # code in prose (issue 16 kind 5): a command-line flag and its value ("--max-num-seqs 256",
        # "--gpu-memory-utilization=0.9"), a UUID, a hex hash ("3f2a9c1e", "0x7f3a"), a path
        # ("/data/ckpt/step-2000", "./out/run-12", found before the dates above): no claims
        ("cli_flag", re.compile(r"(?<![\w\-])--[A-Za-z][\w\-.]*+(?:\s?=\s?|\s)[\"']?[-+]?(?:\d|\.\d)[\w.\-:/,]*+")),
        # a keyword argument of code ("gpu_memory_utilization=0.95", "max_num_seqs = 64"): a
        # snake_case name (an underscore in it) and "=" before the number
        ("kwarg", re.compile(r"(?<![\w\-])[A-Za-z][A-Za-z0-9]*+(?:_[A-Za-z0-9]++)++\s?=\s?[\"']?[-+]?(?:\d|\.\d)[\w.]*+")),
        ("uuid", re.compile(r"(?<![\w\-])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![\w\-])")),
        ("hash", re.compile(r"(?<![\w\-.])(?:0x[0-9a-fA-F]++|(?>[0-9a-f]{7,64}))(?![\w\-.])")),
        # "8×H100", "4 x 8 x H100": a count of chips (a product of counts), never a speedup
        # ("4 x A100 (40GB)", "8x H100 - 80GB", "1×A100 80GB": the chips' variant, named by its memory, is part of it)
        ("hw_count", re.compile(rf"(?<![\d.])(?P<n>\d{{1,3}}(?:\s?[×xX*]\s?\d{{1,3}})*)\s?[×xX*]\s?(?P<hw>{chips})"
                                r"(?:\s?[（(]\d{2,3}\s?Gi?B[)）]|\s?[-–]\s?\d{2,3}\s?Gi?B(?![A-Za-z0-9])"
                                # "1×A100 80GB": the variant after a space too (a fresh-user trial, session 34)
                                r"|\s\d{2,3}\s?Gi?B(?![A-Za-z0-9/]))?")),
        # "8×L20": a count of a chip the hardware list does not name, by the shape of its name
        # (grammar.yaml chip_shape; glued to the ×, the name ending there)
        *((("hw_count", re.compile(rf"(?<![\d.])(?P<n>\d{{1,3}})[×xX*](?P<hw>{data['chip_shape']})(?![\w]|[.\-]\w)")),)
          if data.get("chip_shape") else ()),
        # "16x NVIDIA Tesla V100", "16x Intel(R) Xeon(R) CPU": a count of chips named by their brand
        # (grammar.yaml chip_brand_words) after the ×; the brand and the next word are the chip
        *((("hw_count", re.compile(rf"(?<![\d.])(?P<n>\d{{1,3}})\s?[×xX]\s?(?P<hw>(?:{_alt(data['chip_brand_words'])})"
                                   r"(?![\'’]s)(?:\(R\))?(?:\s[A-Za-z][\w\-]*(?:\(R\))?)?)")),)
          if data.get("chip_brand_words") else ()),
        # "2×3090": a count of chips named by a number alone (issue 14: a setting, not a speedup)
        ("hw_count", re.compile(r"(?<![\d.])(?P<n>\d{1,3})\s?[×xX*]\s?(?P<hw>\d{4})(?=\s?(?:GPUs?|cards?|卡|张|块)?(?![\w.]))")),
        # "RTX 3090 GPUs": a chip whose name ends in a number is a name, never a count of it
        ("chip", re.compile(chip_names)),
        # "an A100 80GB GPU", "H100 80 GB", "A100 (40GB)": the chip's variant, named by its memory — a name,
        # never a memory figure of the system run on it (held-out set 10; glued forms such as
        # "A100-80GB" never read as a figure)
        ("chip_memory", re.compile(rf"(?:{g._hardware})(?:\s?(?:\s|[（(])|\s?[-–]\s?)\d{{2,3}}\s?Gi?B[)）]?(?![A-Za-z0-9])")),
        # "a host with more than 64GB of CPU RAM": the machine's RAM, a specification of the setup,
        # never the memory a run takes (a PEFT README, held-out set 10)
        ("chip_memory", re.compile(r"(?i:(?<![A-Za-z])with\s(?:(?:more|less)\sthan\s|at\sleast\s|over\s|up\sto\s)?)"
                                   r"\d{1,4}\s?Gi?B\s(?i:of\s)?(?i:(?:CPU|host|system)\s)?RAM(?![A-Za-z])")),
        # "以 large 为 1x", "relative to large (= 1x)": the baseline a list of multiples is
        # normalised to, no speedup of its own (held-out set 10)
        ("baseline_unit", re.compile(r"以\s?[^，,。；;：:（()）\d]{1,24}?\s?为\s?1(?:\.0+)?\s?(?:x|×|倍)(?![\w.])"
                                     r"|(?i:normali[sz]ed\sto\s|=\s?)1(?:\.0+)?\s?[x×](?![\w.])(?=\s?[)）])")),
        # "on the 80GB GPU", "an 80 GB card", "80GB 显卡": a GPU named by its memory, the same
        # "on an 80 GB H100": the chip named after its memory too (a README of batch 19)
        ("chip_memory", re.compile(r"(?i:(?<![A-Za-z])(?:an?|the|one|single|each|every|per)\s)\d{2,3}\s?Gi?B\s"
                                   rf"(?:(?i:GPUs?|cards?)(?![A-Za-z])|(?:{g._hardware})(?![A-Za-z0-9]))"
                                   r"|(?<![\d.])\d{2,3}\s?Gi?B\s?(?:显卡|的显卡|的卡|卡)")),
        # "8×400 Gbps", "9×8×…": an integer count times a number is a product of counts, never a
        # ratio; the factor is kept whole and the number after it read on its own; "2×10^5" is a number
        # "684.79 × 32 ≈ 21,913": a product worked out in the text, its operands no multiple (a
        # figure times a count is no "684.79×" speedup; held-out set 9); the result stays a figure
        ("product", re.compile(r"(?<![\d.])(?<!\d,)\d[\d,]*(?:\.\d+)?\s?[×xX*]\s?\d[\d,]*(?:\.\d+)?(?=\s?(?:≈|=|＝|≒|约等于|约为|约))")),
        ("count_factor", re.compile(r"(?<![\d.])\d{1,3}(?:\s?[×xX*]\s?\d{1,3})*\s?[×xX*](?=\s?\d)(?!\s?10\s?[\^⁺⁻⁰¹²³⁴⁵⁶⁷⁸⁹])")),
        # "46m12s", "1h30m", "1h2m3s": a duration in the clock notation of logs and benchmark
        # tables (hours, minutes, seconds glued, at least two of them, falling), one quantity
        ("clock_duration", CLOCK_DURATION),
        # a name with digits (not a currency code written before an amount: USD50)
        ("name", re.compile(name)),
        ("en_decade", dates["en_decade"]),
        ("decade", dates["decade"]),
        ("top_n", re.compile(r"(?<![A-Za-z])(?:Top|TOP|top)[\s\-]?(?P<n>\d{1,4})(?![\d.%])")),
        # "第 2 轮" is always an ordinal; "增量 3" too, but "增量 3 条" is a count of three
        ("ordinal", re.compile(rf"第\s?\d+|(?:增量|条目|步骤|No\.|#|Item|Step|Table|Figure|Fig\.|表|图|附录)\s?\d++(?![.,]?\d)(?!\s?{classifiers})")),
        ("enum_marker", re.compile(r"(?:(?<=^)|(?<=[\s：:；;，,、]))(?:\d{1,2}[)）]|[（(]\d{1,2}[)）]|\d{1,2}\.(?=\s))")),
    ]
    # Gates: a protected pattern runs only on a text where its gate matches; each gate is a
    # necessary condition of its pattern (a month name for the English dates, 19xx/20xx for a
    # venue year, "d.d" for an engine version …), so the hits are the same and most
    # segments skip most patterns (profile: benchmarks/extraction_peers.py, speed section).
    # the month names as whole words (the texts month_names finds), behind a class of their
    # first letters: 10x faster than month_names itself, whose every name has its own lookbehind
    month_gate = _words_gate(g.months, re.IGNORECASE, whole=True)
    g._gates = {
        "url": re.compile(r"https?://|www\.|(?i:arxiv)\.org/"),
        "arxiv": re.compile(r"(?i:arxiv)"),
        "doi": re.compile(r"10\.\d"),
        "filename": re.compile(r"[\w\-]\.[A-Za-z]"),
        "datetime": re.compile(r"\d-\d"),
        "num_date": re.compile(r"\d[-/.]\d"),
        "dmy_date": re.compile(r"\d[-/.]\d"),
        "spaced_date": re.compile(r"\d \d\d \d"),
        # a month (月), 大年 or an era name ("民国三年" has no month)
        "zh_date": _words_gate(["月", *map(str, data.get("lunar_new_year", [])), *map(str, g.eras)]),
        "zh_decade": re.compile("年代"),
        "zh_quarter": re.compile(r"第|年\s?(?:的\s?)?[1-4一二三四]\s?季"),
        "zh_year_part": re.compile(r"年\s?(?:的\s?)?(?:[QH][1-4]|[上下]半)"),
        "zh_year": re.compile("年"),
        "en_date": month_gate, "en_dmy": month_gate, "en_month": month_gate, "year_en_month": month_gate,
        "en_month_alone": month_gate,
        "en_day_only": re.compile(r"\d(?i:st|nd|rd|th)"),
        "quarter": re.compile(r"[QH][1-4]|(?i:quarter|half)"),
        "slash_date": re.compile(r"\d/\d"),
        "year_month": re.compile(r"\d\s?[-/]\s?\d"),
        "month_year": re.compile(r"\d\s?[-/]\s?\d"),
        "month_day": re.compile(r"(?<!\d)[01]\d-[0-3]\d(?!\d)"),
        "month_day_slash": re.compile(r"(?<![\d/])[01]?\d/[0-3]?\d(?![\d/])"),
        "en_week_of_year": re.compile(r"(?i:week\sof\s)(?:19|20)\d\d"),
        "en_part_year": re.compile(r"(?:19|20)\d\d"),
        "year_range": re.compile(r"(?:19|20)\d\d\D{1,9}(?:19|20)\d\d"),
        "en_year_bound": re.compile(rf"(?i:{_alt(g.en_year_bounds)})\s(?:19|20)"),
        "time": re.compile(r"\d:\d|\d\s?(?i:[ap]\.?m)"),
        "version": re.compile(r"[vVr]\d"),
        "engine_version": re.compile(r"\d\.\d"),
        "package_version": re.compile(r"(?:[A-Za-z0-9](?: |, | ?[（(] ?|==)" + upgrade_gate + r")\d{1,2}\.\d+\.\d"),
        "current_version": re.compile("版"),
        "worded_version": re.compile(r"(?i:version|release|版)"),
        "unnamed_latest_version": re.compile(r"(?i:version|release|版)"),
        "latest_version": re.compile(r"\d\.\d+\.\d"),
        "called_latest_version": re.compile(
            _alt((data.get("named_versions") or {}).get("called_latest") or ["(?!)"]), re.IGNORECASE),
        "cell_version": re.compile(r"^\s?[vV]?\d{1,4}\.\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:[-.]?(?:rc|post|dev|a|b)\d*)?\s?(?:[（(][^（()）\d]*[)）]\s?)?$"),
        "bare_arxiv": re.compile(r"\d{4}\.\d"),
        "hyphen_arxiv": re.compile(r"\d{4}-\d"),
        "venue_year": re.compile(r"(?:19|20)\d\d"),
        "section": re.compile("§"),
        "setting": re.compile(r"[=:]\s?\d"),
        "cli_flag": re.compile(r"--[A-Za-z]"),
        "kwarg": re.compile(r"_[A-Za-z0-9]+\s?=\s?[\"']?[-+.]?\d"),
        "uuid": re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-"),
        "hash": re.compile(r"0x[0-9a-fA-F]|[0-9a-f]{7}"),
        "path": re.compile(r"[\w.\-]/[\w.\-]+/|(?:~|\.)/[\w.\-]"),
        "enum_marker": re.compile(r"\d(?:[)）]|\.\s)"),
        "hw_count": re.compile(r"\d\s?[×xX*]"),
        "chip": re.compile(r"[A-Za-z]\s\d" + (f"|{_alt(digit_chips, ascii_boundary=False)}" if digit_chips else "")),
        "chip_memory": re.compile(r"[A-Za-z0-9]\s?[\s(（]\d{2,3}\s?Gi?B|[A-Za-z0-9]\s?[-–]\s?\d{2,3}\s?Gi?B|\dGi?B\s?(?:[GgCc卡显的])|\d\sGi?B\s?(?:[GgCc卡显的])|\d\s?Gi?B\s[A-Z]"
                                  r"|(?i:RAM)"),
        "baseline_unit": re.compile(r"为\s?1|(?i:to\s|=\s?)1(?:\.0+)?\s?[x×]"),
        "count_factor": re.compile(r"\d\s?[×xX*]\s?\d"),
        "product": re.compile(r"\d\s?[×xX*]\s?\d"),
        # a name with a digit has a digit right after a letter or a separator (linear: no
        # run of letters is scanned again from each of its positions)
        "name": re.compile(r"[A-Za-z_.+\-]\d"),
        "clock_duration": re.compile(r"\d[hm]\d"),
        "en_decade": re.compile(r"0'?s|(?i:ties)"),
        "decade": re.compile(r"\d0(?:'?s|\s?年代)"),
        "top_n": re.compile(r"(?i:top)"),
    }


#: a pattern gets a literal gate when it needs one of at most this many literals (each is an
#: ``in`` test on the segment: a long list costs more than the search it saves)
_MAX_GATE_LITERALS = 24


#: the passes of :meth:`Grammar.scan` other than ``_protect`` that have gates (by attribute name
#: without its underscore)
SCAN_PASSES = ("relative_period", "weekday", "relative", "window", "day_only", "unit_range", "article_one",
               "en_duration", "magnitude", "en_count")


def build_literal_gates(g: Grammar) -> None:
    """Set ``g._protect_literals`` (one :class:`~claimcheck.extraction.literals.LiteralGate` or
    None per pattern of ``_protect``) and ``g._literal_gates`` (name → gate of the other passes
    of :meth:`Grammar.scan`): the gates of the patterns that need one of a few literals (the
    month names of the English dates, "第" or "Table" of an ordinal, the units of an English
    duration …).  A pattern runs only on a segment that holds one (same hits); the
    hand-written gates of ``_gates`` still apply after it.  Patterns that need the same
    literals share one gate object, so a scan tests them once.  Also sets ``g._protect_digit``
    (per pattern of ``_protect``) and ``g._digit_passes`` (names of the other passes): the
    patterns whose every match — or whose gate's — holds a digit
    (:func:`~claimcheck.extraction.literals.requires_digit`), skipped on a segment without one.
    Needs every pattern compiled."""
    shared: dict = {}

    def gate(pattern):
        got = LiteralGate(pattern) if pattern is not None else None
        if got is None or got.literals is None or len(required_literals(pattern)) > _MAX_GATE_LITERALS:
            return None  # (the limit counts every literal, also those a shorter one stands for)
        return shared.setdefault(got.literals, got)  # one object per set of literals
    g._protect_literals = [gate(pattern) for _, pattern in g._protect]
    names = SCAN_PASSES
    g._literal_gates = {name: got for name in names if (got := gate(getattr(g, "_" + name, None))) is not None}
    # the word passes without a gate of their own (percent words, multiplier words): their literals
    g._percent_word_gate = LiteralGate(g._percent_word) if g._percent_word else None
    g._multiplier_word_gate = LiteralGate(g._multiplier_word) if g._multiplier_word else None
    g._protect_digit = [requires_digit(pattern) or requires_digit(g._gates.get(name)) for name, pattern in g._protect]
    g._digit_passes = frozenset(name for name in names if requires_digit(getattr(g, "_" + name, None))
                                or requires_digit(g._gates.get(name)))
    build_scan_plan(g, names)


def build_scan_plan(g: Grammar, names=SCAN_PASSES) -> None:
    """Set the plan :meth:`Grammar.scan` follows, computed once per grammar instead of once per
    pass and segment: ``g._gate_list`` (every distinct literal gate and gate pattern, each tested
    at most once per segment, when a pass first needs it), ``g._protect_plan`` /
    ``g._protect_plan_digitless`` (per pattern of ``_protect``, in order: (name, pattern, slot of
    its literal gate, slot of its gate pattern), -1 for none; the second list without the
    patterns that need a digit) and ``g._pass_plan`` (the other passes ``names``: name →
    (literal gate slot, gate pattern slot, needs a digit)).  The same gates as
    ``_protect_literals``, ``_literal_gates``, ``_gates``, ``_protect_digit`` and
    ``_digit_passes`` say, in the same order: the same hits.  Call it again after changing any
    of them."""
    slots: dict[int, int] = {}
    g._gate_list = []

    def slot(gate) -> int:
        if gate is None:
            return -1
        if id(gate) not in slots:
            slots[id(gate)] = len(g._gate_list)
            g._gate_list.append(gate)
        return slots[id(gate)]
    plan = [(name, pattern, slot(literals), slot(g._gates.get(name)), needs_digit)
            for (name, pattern), literals, needs_digit in zip(g._protect, g._protect_literals, g._protect_digit)]
    g._protect_plan = [step[:4] for step in plan]
    g._protect_plan_digitless = [step[:4] for step in plan if not step[4]]
    g._pass_plan = {name: (slot(g._literal_gates.get(name)), slot(g._gates.get(name)), name in g._digit_passes)
                    for name in names}


def protected_hit(g: Grammar, name: str, m: re.Match, s: str, doc_date: dt.date | None) -> Hit | None:
    """The claim Hit of a protected span: a match ``m`` in ``s`` of the pattern ``name``; an
    identifier, version or condition (:func:`claimcheck.extraction.versions.identifier_hit`), a
    date (:func:`claimcheck.extraction.written_dates.date_hit`), or None (file names, names,
    sections, ordinals: spans that are no claim)."""
    if name in IDENTIFIER_NAMES:
        return identifier_hit(g, name, m, s, doc_date)
    if name == "clock_duration":
        return clock_duration_hit(g, m)
    if name in CODE_NAMES:
        return None
    return date_hit(g, name, m, s, doc_date)
