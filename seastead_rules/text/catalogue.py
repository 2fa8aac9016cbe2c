"""Every card of a content as a catalogue entry: its kind, name, facts (cost, points),
source line and generated card text. `seastead cards` prints it.

    seastead cards                       every shipped card
    seastead cards "Port Levy" Agent     two cards, by name (case-blind)
    seastead cards --kind decree         every decree
    seastead cards --extra my.sea        the shipped cards and yours
    seastead cards --game deep_sea       another game's components (--content DIR: a
                                         folder of that game's, found by its game.sea)
"""

from __future__ import annotations

import sys

from attrs import frozen

from ..kernel.lang.problems import did_you_mean
from ..model import cards
from ..model.names import KINDS, RESOURCES
from .cardtext import card_text

__all__ = ["CardEntry", "KINDS_OF_CARD", "UnknownCard", "catalogue", "find", "show",
           "named_card", "add_arguments", "run"]

KINDS_OF_CARD = ("side", "dock", "dive", "specialist", "decree", "board")
"""The kinds of card `seastead cards --kind` knows."""


@frozen
class CardEntry:
    """One card: kind (one of KINDS_OF_CARD), name, facts such as 'set A, build, 1
    point', source line ('content/decrees.sea:28') and its generated text."""
    kind: str
    name: str
    facts: str
    src: str
    text: str


def _points(n: int) -> str:
    return f"{n} point{'' if n == 1 else 's'}"


def _side(side: cards.Side, content) -> CardEntry:
    return CardEntry("side", side.name, f"flotilla tile {side.tile}, side {side.face}",
                     side.src, card_text(side, content.counters))


def _board(content) -> list:
    rules, found = content.rules, []
    for what, label, per_kind in (("building", "building", rules.building),
                                  ("row_bonus", "row bonus", rules.row_bonus)):
        for kind, effect in enumerate(per_kind):
            if effect:
                rule = cards.BoardRule(what, kind, effect)
                found.append(CardEntry("board", f"{label} {KINDS[kind]}", "player board",
                                       effect[0].src, card_text(rule)))
    for what, effect in (("column_bonus", rules.column_bonus),
                         ("owner_bonus", rules.owner_bonus)):
        if effect:
            found.append(CardEntry("board", what.replace("_", " "), "player board",
                                   effect[0].src, card_text(cards.BoardRule(what, None, effect))))
    return found


def catalogue(content) -> list:
    """Every card of `content` (a Content, e.g. load_content()) as CardEntry records, in
    the order sides, docks, dive cards, specialists, decrees, board rules."""
    entries = [_side(s, content) for s in content.flotilla_sides]
    entries += [CardEntry("dock", d.name, f"dock tile, scores {RESOURCES[d.resource]}", d.src,
                          card_text(d)) for d in content.dock_tiles]
    entries += [CardEntry("dive", d.name, f"dive card, {d.depth}", d.src, card_text(d))
                for d in content.dive_cards]
    for s in content.specialists:
        solo = ", two-player only" if s.two_player else ""
        entries.append(CardEntry("specialist", s.name,
                                 f"specialist, set {s.set}, {s.type}, {_points(s.points)}{solo}",
                                 s.src, card_text(s, content.counters)))
    entries += [CardEntry("decree", d.name, "decree", d.src, card_text(d, content.counters))
                for d in content.decrees]
    return entries + _board(content)


def _tools(args):
    """The ContentTools of the game whose cards are shown: --game, or the game of
    --content DIR, or Seastead."""
    from ..kernel.content_tools import tools_for
    return tools_for(getattr(args, "content", None), getattr(args, "game", None))


class UnknownCard(ValueError):
    """A card name that no card of the content has."""


def find(entries, names) -> list:
    """The entries with these names (case-blind), in the order asked; UnknownCard (a
    ValueError) names the first that is not there, with the closest known name."""
    by_name = {}
    for e in entries:
        by_name.setdefault(e.name.lower(), []).append(e)
    found = []
    for name in names:
        match = by_name.get(name.lower())
        if match is None:
            known = sorted({e.name for e in entries})
            raise UnknownCard(f"no card named '{name}'{did_you_mean(name, known, fold=True)}")
        found.extend(match)
    return found


def named_card(content, text: str):
    """The card or tile an answer names ('use Quartermaster', 'dock Kelp Press',
    'specialist Agent', 'decree Tidewatch'): the specialist, dock tile, decree or dive
    card with the longest name found in the text; None when it names none. The table
    shows that card's text beside such an option."""
    found = None
    for table in (content.specialist, content.dock, content.decree, content.dive):
        for name, item in table.items():
            if name in text and (found is None or len(name) > len(found.name)):
                found = item
    return found


def show(entry: CardEntry) -> str:
    """A card as `seastead cards` prints it."""
    body = "\n".join("  " + line for line in entry.text.splitlines())
    head = f"{entry.name} ({entry.facts})  {entry.src}"
    return f"{head}\n{body}" if body else head


def add_arguments(parser) -> None:
    """The options of `seastead cards`."""
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="the cards to show (all when none is given)")
    parser.add_argument("--kind", metavar="KIND",
                        help=f"only cards of this kind (Seastead: {', '.join(KINDS_OF_CARD)}; "
                             f"Deep Sea: specialist, zone, journal, token, scenario, goal, "
                             f"setback, mat)")
    parser.add_argument("--game", metavar="NAME", default=None,
                        help="the game whose cards to show (seastead, deep_sea); by default "
                             "the game of --content DIR (its game.sea), else seastead")
    parser.add_argument("--content", metavar="DIR", default=None,
                        help="the .sea files under DIR instead of the shipped content")
    parser.add_argument("--extra", metavar="FILE", action="append", default=[],
                        help="a .sea file (or folder) added to the content; repeat it for more")
    parser.add_argument("--replace", action="store_true",
                        help="the --extra items replace shipped ones of the same name")


def run(args, out=None) -> int:
    """Print the cards asked for, each with its facts, source line and text."""
    out = sys.stdout if out is None else out
    tools = _tools(args)
    if args.kind is not None and args.kind not in tools.kinds:
        raise UnknownCard(f"--kind: {tools.title} has no kind {args.kind!r}; its kinds are "
                          f"{', '.join(tools.kinds)}")
    if tools.game == "seastead":
        from ..cli.content_options import content_of
        entries = catalogue(content_of(args))
    else:
        if args.extra or args.replace:
            raise ValueError(f"--extra and --replace are Seastead's; {tools.title}'s cards "
                             f"are those of its folder (--content DIR)")
        entries = tools.entries(args.content)
    if args.names:
        entries = find(entries, args.names)
        other = [e for e in entries if args.kind and e.kind != args.kind]
        if other:
            raise UnknownCard(f"'{other[0].name}' is a {other[0].kind} card, not a "
                              f"{args.kind} card (try --kind {other[0].kind})")
    elif args.kind:
        entries = [e for e in entries if e.kind == args.kind]
    print("\n\n".join(show(e) for e in entries), file=out)
    return 0
