"""The kernel's save machinery: JSON text read with limits under a header naming its
format and version; anything else is a SaveFileError saying what, never a traceback."""

from __future__ import annotations

import pytest

from seastead_rules import from_json
from seastead_rules.errors import SaveFileError
from seastead_rules.kernel.saves import expect, field, read_document, write_document


@pytest.mark.parametrize("text", ["null", "42", '"a save"', "true", "1.5"])
def test_json_that_is_not_an_object_is_refused(text):
    with pytest.raises(SaveFileError, match="not a test save"):
        read_document(text, "test", 1, "test save")


@pytest.mark.parametrize("text", ["null", "42", '"a save"'])
def test_a_seastead_save_that_is_a_bare_json_value_is_refused(text):
    # (the reading both share: a bare value once reached the nesting check and failed)
    with pytest.raises(SaveFileError):
        from_json(text)


def test_a_document_comes_back_with_its_header():
    text = write_document("test", 3, {"a": [1, 2]})
    assert read_document(text, "test", 3, "test save") == {"format": "test", "version": 3,
                                                           "a": [1, 2]}
    with pytest.raises(SaveFileError, match="version 3 is not supported"):
        read_document(text, "test", 4, "test save")
    with pytest.raises(SaveFileError, match="not a other save"):
        read_document(text, "other", 3, "other save")


def test_a_field_of_the_wrong_kind_is_named_by_its_path():
    with pytest.raises(SaveFileError, match=r"\$\.a: expected an integer, found boolean"):
        field({"a": True}, "a", int)
    with pytest.raises(SaveFileError, match=r"\$\.b: missing"):
        field({"a": 1}, "b", int)
    with pytest.raises(SaveFileError, match=r"\$\.x\[2\]: expected a string or null"):
        expect(3, (str, type(None)), "$.x[2]")
    assert expect(None, (str, type(None)), "$") is None


def test_a_key_given_twice_is_refused():
    with pytest.raises(SaveFileError, match="given twice"):
        read_document('{"format": "test", "version": 1, "a": 1, "a": 2}', "test", 1, "t")
