"""Help on the game's own rules at the terminal: `? port`, `? academy`, `? shipyard`
(each building's effect and row bonus, in the words the content's card text gives
them), `? dock` and `? ring` (what a dock tile scores and where, with the docks in
play), `? scoring` (the score pad, and the score so far) and `? boss` (solo)."""

from __future__ import annotations

from .. import score_sheet
from ..model import cards
from ..model.names import (
    BOSS_BUILDING,
    COLOURS,
    KINDS,
    PLACES,
    RESOURCES,
    building_kind,
    building_owner,
)
from ..text.cardtext import card_text
from ..text.phrases import noun
from .labels import dock_places

__all__ = ["TOPICS", "topic_text"]

# The topics and the other words that name them.
TOPICS = {"port": "port", "ports": "port", "academy": "academy", "academies": "academy",
          "shipyard": "shipyard", "shipyards": "shipyard", "dock": "dock", "docks": "dock",
          "ring": "ring", "left": "ring", "right": "ring", "scoring": "scoring",
          "score": "scoring", "points": "scoring", "boss": "boss", "column": "column",
          "ship": "ship", "ships": "ship"}

_WHAT = {
    "port": "A port takes a dock tile, which scores at the end (? dock, ? ring). "
            "Rulebook p. 8.",
    "academy": "An academy takes a specialist: exhaust it (turn it face down) to use its "
               "ability once; each one still face up at the end scores its points. "
               "Rulebook p. 8.",
    "shipyard": "A shipyard puts a ship into play on the cheapest empty location of a "
                "flotilla you choose. Rulebook p. 9.",
}

_RING = ("The six locations of a flotilla, 0 to 5, lie in a ring. A dock tile's sections "
         "read from its port: one and two locations to the left are the locations "
         "numbered one and two less, one and two to the right those numbered one and two "
         "more, counting round the ring (left of 0 is 5, right of 5 is 0). So a dock at "
         "the port on 2.1 scores 2.0 and 2.5 on its left, 2.2 and 2.3 on its right. "
         "Rulebook p. 12.")

_DOCK = ("A dock tile lies at the port that took it for the whole game. At the end it "
         "scores twice: its owner scores 1 point for each resource of its type they hold, "
         "3 at most for one tile (each resource counts for one tile only); and each of "
         "its four sections gives the owner of a building of the kind it shows, at the "
         "place it points to, the points it shows: either player can score from any "
         "dock. Rulebook p. 12.")

_SCORING = ("The game ends when a flotilla is full, a player has one building left, the "
            "deck shows its depths cards or the cleanup tokens run out: the round is "
            "finished and one more is played (p. 11). Then each player scores (p. 12): "
            "resources matching their docks, buildings matching any dock's sections, the "
            "printed points of the locations they built on, their face-up specialists, "
            "and 1 point a cleanup token. More points wins; a tie goes to more buildings "
            "left on the board, then to more cleanup tokens.")

_BOSS = ("In solo you play blue against the Boss, who never takes a turn (rulebook pp. "
         "14-15). Each dive also puts resources for the Boss on the flotillas that "
         "demand them; a location's second resource, or one landing on your ship, "
         "becomes a Boss building. At the end the Boss scores 20 points plus 3 for each "
         "of its buildings, wherever they are; you win with more.")

_COLUMN = ("Each column of your board (a port, an academy and a shipyard built) gives a "
           "column bonus, four at most. Rulebook p. 10.")

_SHIP = ("A ship takes 1 off the cost of building where it lies, whoever builds. When "
         "your opponent builds on your ship you may take 1 resource (the owner's bonus), "
         "and the ship moves on to the cheapest empty location of a flotilla you choose. "
         "Rulebook p. 9.")


def _rule(content, what: str, kind: int | None) -> str:
    """A board rule's card text from the content (content/board.sea), or ''."""
    if what in ("building", "row_bonus"):
        effect = getattr(content.rules, what)[kind]
    else:
        effect = getattr(content.rules, what)
    return card_text(cards.BoardRule(what, kind, effect)) if effect else ""


def _building(state, topic: str) -> list:
    kind = KINDS.index(topic)
    left = [f"{COLOURS[p]} {4 - seat.built[kind]}" for p, seat in
            enumerate(state.players[:1] if state.solo else state.players)]
    return [topic.capitalize(), "  " + _WHAT[topic],
            "  " + _rule(state.content, "building", kind),
            "  Row bonus: " + _rule(state.content, "row_bonus", kind),
            f"  {noun(KINDS[kind], 2).capitalize()} left to build: " + ", ".join(left)]


def _docks_in_play(state) -> list:
    lines = []
    for name, owner, index in state.docks:
        f, loc = PLACES[index]
        tile = state.content.dock[name]
        lines.append(f"  {name} ({RESOURCES[tile.resource]}, {COLOURS[owner]}'s) at the "
                     f"port on {f + 1}.{loc}:")
        for section, at, kind, points, code in dock_places(state, name, f, loc):
            now = "empty" if code == -1 else "a Boss building" if code == BOSS_BUILDING \
                else f"{COLOURS[building_owner(code)]}'s {KINDS[building_kind(code)]}"
            scores = f": {COLOURS[building_owner(code)]} scores it" if code not in (
                -1, BOSS_BUILDING) and code % 3 == kind else ""
            lines.append(f"    {section:10} {at} {KINDS[kind]} {points} "
                         f"{'point' if points == 1 else 'points'}; now {now}{scores}")
    return lines or ["  No dock tile is in play yet."]


def _score(state) -> list:
    sheet = score_sheet(state)
    names = ("blue", "Boss") if sheet.solo else COLOURS
    out = ["  The score if the game ended now:"]
    for line, name in zip(sheet.lines, names):
        if sheet.solo and line.player == 1:
            out.append(f"    Boss: {line.total}")
            continue
        parts = ", ".join(f"{c.replace('_', ' ')} {getattr(line, c)}"
                          for c in sheet.categories())
        out.append(f"    {name}: {line.total} ({parts})")
    return out


def topic_text(state, word: str) -> list:
    """The help on a topic (see TOPICS) as lines to wrap, the title first; [] when
    `word` names no topic."""
    topic = TOPICS.get(word.strip().lower())
    if topic in _WHAT:
        return _building(state, topic)
    if topic == "dock":
        return ["Dock tiles", "  " + _DOCK, "  " + _RING, *_docks_in_play(state)]
    if topic == "ring":
        return ["The dock ring", "  " + _RING, *_docks_in_play(state)]
    if topic == "scoring":
        return ["Scoring", "  " + _SCORING, *_score(state)]
    if topic == "boss":
        built = sum(1 for b in state.buildings if b == BOSS_BUILDING)
        return ["The Boss (solo)", "  " + _BOSS,
                f"  The Boss has {built} building{'' if built == 1 else 's'} now: "
                f"{20 + 3 * built} points."]
    if topic == "column":
        return ["Column bonus", "  " + _COLUMN, "  " + _rule(state.content, "column_bonus",
                                                               None)]
    if topic == "ship":
        return ["Ships", "  " + _SHIP, "  " + _rule(state.content, "owner_bonus", None)]
    return []
