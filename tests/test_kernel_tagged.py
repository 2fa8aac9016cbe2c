"""Records as tagged JSON values and back (kernel.tagged), the save machinery any game
may use: what is written reads back equal, and anything damaged names its path."""

from __future__ import annotations

import json

import pytest

from seastead_rules.kernel.rules import conditions, records
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
    with pytest.raises(BadRecord, match=r"\$: expected an integer, found 1\.5"):
        CODEC.structure(1.5)


def test_only_records_of_the_modules_given_are_saved():
    with pytest.raises(TypeError, match="cannot save a set"):
        CODEC.unstructure({1})


def test_a_list_found_where_it_does_not_belong_is_shown_as_the_list_read():
    data = CODEC.unstructure(DECISION)
    data["player"] = [1, 2]
    with pytest.raises(BadRecord, match=r"\$\.player: expected int, found the list \[1, 2\]"):
        CODEC.structure(data)


# A format that grew: a Decision's `values` added later (none unless it has some).
GROWN = Tagged([records], optional={("Decision", "values")})


def test_an_optional_field_is_written_only_when_it_differs_from_its_default():
    plain = records.Decision(1, "turn", "your turn", None, None, ("pass",))
    assert "values" not in GROWN.unstructure(plain)
    assert GROWN.unstructure(DECISION)["values"] == [0]


def test_an_optional_field_left_out_of_an_older_save_reads_as_its_default():
    older = CODEC.unstructure(DECISION)
    del older["values"]
    assert GROWN.structure(older) == records.Decision(1, "turn", "your turn", None, None,
                                                      ("pass",))
    del older["options"]                # (the others must be there)
    with pytest.raises(BadRecord, match=r"\$\.options: missing field of Decision"):
        GROWN.structure(older)


def test_a_name_an_annotation_gives_a_role_is_checked_as_the_record_that_plays_it():
    # A Compare's sides are a number, a counter or the game's value record (`GameValue`).
    codec = Tagged([conditions, records], roles={"GameValue": records.Frame})
    frame = codec.unstructure(conditions.Compare(records.Frame((), 0, None), "<", 1))
    assert codec.structure(frame).left == records.Frame((), 0, None)
    wrong = codec.unstructure(conditions.Compare(DECISION, "<", 1))
    with pytest.raises(BadRecord, match=r"\$\.left: expected int or Counter or ExtremeCount "
                                        r"or GameValue, found a Decision record"):
        codec.structure(wrong)


def test_a_game_may_lay_out_and_make_a_record_its_own_way():
    class Reversed(Tagged):
        def make(self, cls, values):
            made = super().make(cls, values)
            return records.Frame(made.ops, made.pc + 1, made.ctx) if cls is records.Frame \
                else made
    codec = Reversed([records])
    codec.fields["Frame"] = codec.fields["Frame"][::-1]
    assert list(codec.unstructure(records.Frame((), 0, None))) == ["@", "ctx", "pc", "ops"]
    assert codec.structure(codec.unstructure(records.Frame((), 0, None))).pc == 1
