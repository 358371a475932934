"""Session 30: faults the new real documents of batch 31 showed (first run, all batches checked as
one corpus), each fixed as a kind."""
from __future__ import annotations

import pytest

import claimcheck

AS_OF = "2026-12-05"


# -- CC205: one head on two names the inputs write (batch 31: "SE-ResNeXt" against SEResNet) --------
_BACKBONES = ("# Backbones\n\n- [ResNet](configs/resnet) and [ResNeXt](configs/resnext) are supported.\n"
              "- {name} adds squeeze-and-excitation blocks.\n")
_ZOO = "# Zoo\n\n- Squeeze-and-Excitation Networks (SEResNet), CVPR 2018.\n- SEResNet-50 weights.\n- SEResNet tables.\n"


@pytest.mark.parametrize("name,fires", [("SE-ResNeXt", False), ("SE-ResNwt", True)])
def test_one_head_on_two_written_names_is_no_slip(tmp_path, name, fires):
    (tmp_path / "zoo.md").write_text(_ZOO, encoding="utf-8")
    (tmp_path / "backbones.md").write_text(_BACKBONES.format(name=name), encoding="utf-8")
    found = claimcheck.check([tmp_path], select=["CC205"]).findings
    assert [dict(f.params)["name"] for f in found] == ([name] if fires else [])


def test_other_names_after_one_head():
    from claimcheck.checks.cross_source import _other_names_after_one_head
    assert _other_names_after_one_head("SE-ResNeXt", "SEResNet", {"resnext", "resnet"})
    assert not _other_names_after_one_head("SE-ResNeXt", "SEResNet", {"resnet"})  # ResNeXt never written
    assert not _other_names_after_one_head("DeepSpeed-MIl", "DeepSpeed-MII", {"mil", "mii"})  # too short


# -- source tiers: a common English word is no misspelt source name (batch 31: "credit" / Reddit) ----
@pytest.mark.parametrize("text,tier", [
    ("New Google, GitHub, or Microsoft signups get **$1 cloud credit**.\n", "unknown"),
    ("据 CSVDN 上的帖子，SGLang 吞吐 5,000 tok/s。\n", "tertiary"),
])
def test_a_common_word_near_a_source_name_is_no_source(text, tier):
    claims = [c for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.kind in ("quantity", "percent")]
    assert claims and {c.source.tier for c in claims} == {tier}


# -- metrics: the disk an install takes is a file size, not memory (batch 31, olmocr.md) -------------
@pytest.mark.parametrize("text,surface", [
    ("This avoids installing heavy GPU dependencies like PyTorch (~2GB+).\n", "~2GB+"),
    (" - 30GB of free disk space\n", "30GB"),
    ("需要预留 50 GB 磁盘空间。\n", "50 GB"),
    ("Pull the Docker image (large, includes the model, ~30GB):\n", "~30GB"),
    ("镜像约 12 GB，首次拉取较慢。\n", "约 12 GB"),
])
def test_disk_space_is_a_file_size(text, surface):
    claims = [c for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.surface == surface]
    assert [c.metric for c in claims] == ["file_size"]


def test_gpu_memory_stays_memory():
    claims = [c for c in claimcheck.extract_text("with at least 12 GB of GPU RAM\n", doc_date=AS_OF) if c.surface == "12 GB"]
    assert [c.metric for c in claims] != ["file_size"]


# -- a method has no price (README batches together: three low CC201 between FlashAttention "prices") --
@pytest.mark.parametrize("text,surface", [
    ("- Agents landed 5 kernel fusions and +15% faster flash attention in ~3 hours for ~$29.\n", "~$29"),
    ("- FlashAttention 的成本约 $120,000。\n", "约 $120,000"),
])
def test_a_method_owns_no_price(text, surface):
    claims = [c for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.surface == surface]
    assert [(c.metric, c.subject) for c in claims] == [("price", None)]


def test_an_engine_keeps_its_price():
    claims = [c for c in claimcheck.extract_text("- vLLM Cloud 的价格约 $2 每小时。\n", doc_date=AS_OF) if c.metric == "price"]
    assert claims and all(c.subject is not None for c in claims)


# -- "N× higher performance" is a speed-up, whatever memory word stands before it (tilelang README) -------
@pytest.mark.parametrize("text,surface,metric", [
    ("- improved the top-k selector's memory access pattern, delivering approximately 1.9× higher performance.\n",
     "approximately 1.9×", "speedup"),
    ("- KV 内存压缩 4×，性能提升 1.3×。\n", "1.3×", "speedup"),
    ("- We see 10X memory savings at sequence length 2K.\n", "10X", "compression_ratio"),
])
def test_higher_performance_is_a_speedup(text, surface, metric):
    assert [c.metric for c in claimcheck.extract_text(text, doc_date=AS_OF) if c.surface == surface] == [metric]
