"""Session 44: faults that CI's run with the shared corpora, fresh-user trial 46's repros and the
session's held-out documents showed, each fixed as a kind."""
from __future__ import annotations

import pytest

from tests.test_session35_kinds import _check_files


# -- CC102: a long bracket tells two items apart only after an acronym it spells out (the seed's
# six planes name "Execution Plane" twice, once with its parts in a 44-character bracket) ----------
@pytest.mark.parametrize("items,fires", [
    (["Resource Plane（计算/内存/存储/网络/设施）",
      "Execution Plane（Accelerators、Scale-up Fabric、Scale-out Network）",
      "Execution Plane（训练/服务的执行平面）"], True),
    (["Data Plane (ingest, feature store, offline evaluation and the labelling queue)",
      "Data Plane (online)"], True),
    (["UID (Umsatzsteuer-Identifikationsnummer, Austrian VAT number)",
      "UID (Unternehmens-Identifikationsnummer, Swiss business identifier)"], False),
    (["NIF / CIF (Número de Identificación Fiscal, the Spanish tax number)",
      "NIF (Numéro d'Identification Fiscale, the French tax number)"], False),
    (["Colab Chatbot (shell)", "Colab Chatbot (web)"], False),
])
def test_a_long_bracket_names_a_variant_only_after_an_acronym(tmp_path, items, fires):
    text = "# 平面\n\n" + "".join(f"{i}. {item}\n" for i, item in enumerate(items, 1))
    found = _check_files(tmp_path, {"notes.md": text}, ["CC102"])
    assert [f.locations[0].line for f in found] == ([2 + len(items)] if fires else [])
