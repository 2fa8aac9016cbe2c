"""The JSON save of a game being dealt (engine/dealing.py): its seed, options and the
cards dealt so far, read back with every check.

    {"format": "seastead-dealing", "version": 1, "content": "<hash>", "seed": 7,
     "options": {"sides": "AAAA", "specialists": "A", "decree": null, "mode": "duel"},
     "dealt": ["Kelp Forest", ...], "log": true, "observed": false}
"""

from __future__ import annotations

import json

from ..engine.dealing import Dealing, check
from ..engine.setup import checked_setup
from ..errors import RulesError, SaveFileError
from ..kernel.reading import read_json
from ..model.content import Content

__all__ = ["FORMAT", "to_json", "from_json", "is_dealing_save"]

FORMAT = "seastead-dealing"
_KEYS = ["format", "version", "content", "seed", "options", "dealt", "log", "observed"]
_OPTIONS = ["sides", "specialists", "decree", "mode"]


def to_json(d: Dealing) -> str:
    """The Dealing as JSON text."""
    return json.dumps({"format": FORMAT, "version": 1, "content": d.content.hash,
                       "seed": d.seed, "options": dict(d.options), "dealt": list(d.dealt),
                       "log": d.log, "observed": d.observed})


def is_dealing_save(text) -> bool:
    """Whether `text` is the save of a Dealing (by its first field)."""
    return isinstance(text, str) and text.startswith(f'{{"format": "{FORMAT}"')


def from_json(text, content: Content) -> Dealing:
    """The Dealing saved in `text`; SaveFileError naming what is wrong."""
    document = read_json(text, "save of a game being dealt")
    if not isinstance(document, dict) or list(document) != _KEYS or \
            document["format"] != FORMAT or document["version"] != 1:
        raise SaveFileError(f"not a save of a Seastead game being dealt (expected the "
                            f"fields {', '.join(_KEYS)}, format {FORMAT}, version 1)")
    if document["content"] != content.hash:
        raise SaveFileError("$.content: the save was made with different content")
    options, dealt, seed = document["options"], document["dealt"], document["seed"]
    if type(seed) is not int:
        raise SaveFileError("$.seed: expected a whole number")
    if not isinstance(options, dict) or list(options) != _OPTIONS:
        raise SaveFileError(f"$.options: expected {', '.join(_OPTIONS)}")
    if not isinstance(dealt, list) or not all(
            item is None or (isinstance(item, (str, int)) and not isinstance(item, bool))
            for item in dealt):
        raise SaveFileError("$.dealt: expected a list of the cards dealt")
    if not all(type(document[key]) is bool for key in ("log", "observed")):
        raise SaveFileError("$.log and $.observed: expected true or false")
    try:
        checked_setup(seed, options["sides"], options["specialists"], options["decree"],
                      content, options["mode"])
        d = Dealing(seed, tuple(options.items()), tuple(dealt), document["log"],
                    document["observed"], content)
        check(d)
    except (RulesError, AssertionError, TypeError, ValueError) as err:
        raise SaveFileError(f"damaged save of a game being dealt: {err}"[:300]) from None
    return d
