"""What a game declares in its content (the `game` item): its players and seats, its
resources and other tokens, its pieces and piles, the board model its rules are played
on, and its named questions, permissions and events with the rule each comes from.

The compiler resolves every name of a game's .sea files against its Vocabulary, and the
tools (card text, linter, language server, the docs' reference) read it, so they work
for any game. A game's engine says which questions, permissions and events it asks
(`Contract`), and loading content checks that the declaration gives each of them.
"""

from __future__ import annotations

from attrs import field, frozen

__all__ = ["Question", "Permission", "EventDecl", "Vocabulary", "Contract", "TIE_RULES"]

TIE_RULES = ("all", "none", "choose")
"""Who `the player with the most X` means on a tie: each of them, none, or the one the
player chooses (the answers of a game's tie question, in this order)."""


def _src():
    return field(default="", eq=False, repr=False)


@frozen
class Question:
    """A named number the rules ask (`build-cost`): what it answers, the rules' answer,
    the range an answer is kept in, and the rulebook page it comes from. A question
    answered by words (`answers`, e.g. the tie rule's) is set by word and answered by
    the word's index, from 0 to len(answers) - 1."""
    name: str
    text: str
    default: str
    low: int
    high: int
    page: str
    src: str = _src()
    answers: tuple = ()


@frozen
class Permission:
    """A named permission the rules ask (`build`): what it allows, whether the rules
    allow it unless a card says otherwise, and the rulebook page."""
    name: str
    text: str
    allowed: bool
    page: str
    src: str = _src()


@frozen
class EventDecl:
    """A named event content may hook (`when you build`): when it happens, what
    `amount` is when it does (empty: nothing), and the rulebook page."""
    name: str
    text: str
    amount: str
    page: str
    src: str = _src()


@frozen
class Vocabulary:
    """A game's declaration: every name its content may use, by kind, in declared order.

    `resources` are the tokens `any` and `not X` choose among; `tokens` the others, each
    with its supply (None: unlimited). `counters` are the game's own counters (records
    of the game's language, declared in the `game` item)."""
    game: str
    min_players: int
    max_players: int
    seats: tuple
    resources: tuple
    resource_supply: int | None
    tokens: tuple = ()              # ((name, supply or None), ...)
    pieces: tuple = ()
    piles: tuple = ()
    boards: tuple = ()
    questions: tuple = ()           # Question records
    permissions: tuple = ()         # Permission records
    events: tuple = ()              # EventDecl records
    counters: tuple = ()
    ties: str = "all"               # who `the player with the most X` means on a tie
    src: str = _src()
    tie_question: str = ""          # the question cards change the tie rule by ("": none)
    face_up: tuple = ()             # the piles declared face up (among `piles`)
    symbols: tuple = ()             # ((kind, (symbol, ...)), ...): the printed symbols

    def symbol_set(self, kind: str) -> tuple:
        """The symbols the game declares of a kind (`symbols field ...`; empty: none)."""
        return next((names for k, names in self.symbols if k == kind), ())

    @property
    def token_names(self) -> tuple:
        """The names of the tokens that are not resources."""
        return tuple(name for name, _ in self.tokens)

    def ranges(self) -> dict:
        """{question: (lowest, highest answer)}."""
        return {q.name: (q.low, q.high) for q in self.questions}

    def allowed(self) -> dict:
        """{permission: whether the rules allow it unless a card says otherwise}."""
        return {p.name: p.allowed for p in self.permissions}

    def question(self, name: str) -> Question:
        """The question of this name (KeyError if none)."""
        return _by_name(self.questions, name)

    def permission(self, name: str) -> Permission:
        """The permission of this name (KeyError if none)."""
        return _by_name(self.permissions, name)

    def event(self, name: str) -> EventDecl:
        """The event of this name (KeyError if none)."""
        return _by_name(self.events, name)


def _by_name(records, name):
    for record in records:
        if record.name == name:
            return record
    raise KeyError(name)


@frozen
class Contract:
    """What a game's engine asks of its declaration: the questions, permissions and
    events its rules ask or fire, the resources, pieces and seats it plays with (in
    order; empty: any), the piles its effects reach, and its player range. Loading
    content checks the declaration against it (`problems`)."""
    game: str
    questions: tuple = ()
    permissions: tuple = ()
    events: tuple = ()
    resources: tuple = ()
    pieces: tuple = ()
    seats: tuple = ()
    piles: tuple = ()
    boards: tuple = ()
    players: tuple = (1, 6)
    face_up: tuple = ()                     # the piles the engine keeps face up
    resource_supply: int | None = None      # None: any
    tokens: tuple | None = None             # ((name, supply), ...) in order; None: any

    def problems(self, vocabulary: Vocabulary) -> list:
        """What the declaration lacks or has that this engine cannot play: one sentence
        each (empty when it fits)."""
        found = []
        if vocabulary.game != self.game:
            found.append(f"this content declares the game {vocabulary.game!r}, not "
                         f"{self.game!r}")
        low, high = self.players
        if not low <= vocabulary.min_players <= vocabulary.max_players <= high:
            found.append(f"{self.game} seats {low} to {high} players, not "
                         f"{vocabulary.min_players} to {vocabulary.max_players}")
        for what, needed, declared in (
                ("question", self.questions, [q.name for q in vocabulary.questions]),
                ("permission", self.permissions, [p.name for p in vocabulary.permissions]),
                ("event", self.events, [e.name for e in vocabulary.events]),
                ("pile", self.piles, vocabulary.piles),
                ("board", self.boards, vocabulary.boards)):
            for name in needed:
                if name not in declared:
                    found.append(f"{self.game}'s rules use the {what} {name!r}, which the "
                                 f"game does not declare")
            for name in declared:
                if needed and name not in needed:
                    found.append(f"the game declares the {what} {name!r}, which "
                                 f"{self.game}'s rules never use")
        if set(vocabulary.face_up) != set(self.face_up):
            found.append(f"{self.game} keeps face up the piles "
                         f"{', '.join(self.face_up) or 'none'}, not "
                         f"{', '.join(vocabulary.face_up) or 'none'}")
        if self.resource_supply is not None and \
                vocabulary.resource_supply != self.resource_supply:
            found.append(f"{self.game}'s board has {self.resource_supply} tokens of each "
                         f"resource, not {vocabulary.resource_supply}")
        if self.tokens is not None and tuple(vocabulary.tokens) != tuple(self.tokens):
            found.append(f"{self.game}'s board has the tokens "
                         + ", ".join(f"{n} (supply {s})" for n, s in self.tokens))
        for what, needed, declared in (("resources", self.resources, vocabulary.resources),
                                       ("pieces", self.pieces, vocabulary.pieces),
                                       ("seats", self.seats, vocabulary.seats)):
            if needed and tuple(declared) != tuple(needed):
                found.append(f"{self.game}'s board plays the {what} "
                             f"{', '.join(needed)} (in this order), not "
                             f"{', '.join(declared) or 'none'}")
        return found
