"""Records as tagged JSON values and back (kernel.tagged), the save machinery any game
may use: what is written reads back equal, and anything damaged names its path."""

from __future__ import annotations

import json

import pytest

from seastead_rules.kernel.rules import records
from seastead_rules.kernel.tagged import BadRecord, Tagged

CODEC = Tagged([records])
DECISION = records.Decision(1, "turn", "your turn", None, None, ("pass",), (0,))


def test_a_record_reads_back_equal_from_its_json_text():
    text = json.dumps(CODEC.unstructure((DECISION, records.Frame((), 0, None))))
    assert CODEC.structure(json.loads(text)) == (DECISION, records.Frame((), 0, None))


def test_an_unknown_record_type_is_refused_by_name():
    with pytest.raises(BadRecord, match=r"\$\[0\]: unknown record type 'Pickle'"):
        CODEC.structure([{"@": "Pickle"}])


def test_a_field_of_the_wrong_type_is_refused_naming_its_path():
    data = CODEC.unstructure(DECISION)
    data["player"] = "one"
    with pytest.raises(BadRecord, match=r"\$\.player: expected int, found str 'one'"):
        CODEC.structure(data)


def test_a_missing_or_unexpected_field_is_refused():
    data = CODEC.unstructure(DECISION)
    del data["kind"]
    with pytest.raises(BadRecord, match=r"\$\.kind: missing field of Decision"):
        CODEC.structure(data)
    data = {**CODEC.unstructure(DECISION), "extra": 1}
    with pytest.raises(BadRecord, match="unexpected field"):
        CODEC.structure(data)


def test_a_number_past_64_bits_and_a_fraction_are_refused():
    with pytest.raises(BadRecord, match="at most 64 bits"):
        CODEC.structure(1 << 70)
    with pytest.raises(BadRecord, match="expected a whole number"):
        CODEC.structure(1.5)


def test_only_records_of_the_modules_given_are_saved():
    with pytest.raises(TypeError, match="cannot save a set"):
        CODEC.unstructure({1})


def test_an_optional_field_is_written_only_when_it_differs_from_its_default():
    codec = Tagged([records], optional={("Decision", "values")})
    plain = records.Decision(1, "turn", "your turn", None, None, ("pass",))
    assert "values" not in codec.unstructure(plain)
    assert codec.structure(codec.unstructure(plain)) == plain
    assert codec.unstructure(DECISION)["values"] == [0]
    assert codec.structure(codec.unstructure(DECISION)) == DECISION
    data = codec.unstructure(DECISION)
    data["values"] = "zero"
    with pytest.raises(BadRecord, match=r"\$\.values: expected a list"):
        codec.structure(data)
