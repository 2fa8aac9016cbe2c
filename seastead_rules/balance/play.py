"""One self-play game between two bots, and its record: winner, score pad, holders of
every card and side, game metrics, how long the first decree stayed in play, and which
content lines fired (fired.py)."""

from __future__ import annotations

from .. import Build, apply, explain_cost, legal_actions, new_game, score_sheet
from ..bots import make_bot as _bot_by_name
from ..engine.scoring import CATEGORIES
from ..model.names import BOSS_BUILDING, board_index, building_owner
from .change import arm_content
from .fired import FiredLines

__all__ = ["play_game", "END_KINDS", "end_kind"]

# How the end was triggered (rulebook p. 11; solo p. 15; docs/rulings.md), by the words
# of the log line that says so.
END_KINDS = {"flotilla full": "every location of a flotilla",
             "buildings left": "left on their board",
             "depths card": "depths card back",
             "cleanup out": "cleanup tokens in the supply",
             "no moves": "neither player can",
             "boss board full": "Boss's board",
             "dive deck empty": "dive deck is empty"}


def end_kind(text: str) -> str:
    """The kind of end trigger named by a log line's reason."""
    for kind, words in END_KINDS.items():
        if words in text:
            return kind
    return "other"


def make_bot(spec, seed: int):
    """A bot by name (see seastead_rules.bots.make_bot), or from a factory, seeded."""
    if isinstance(spec, str):
        return _bot_by_name(spec, seed)
    return spec(seed)


def _side_points(state) -> dict:
    points = {}
    for f, name in enumerate(state.sides):
        side = state.content.side[name]
        mine = [0, 0]
        for loc in range(len(side.locations)):
            b = state.buildings[board_index(f, loc)]
            if b != -1 and b != BOSS_BUILDING:
                mine[building_owner(b)] += side.locations[loc].points
        points[name] = mine
    return points


def _decree_lines(content) -> dict:
    lines = {}
    for d in content.decrees:
        for hook in d.hooks:
            lines[getattr(hook, "src", "")] = d.name
            for effect in getattr(hook, "effect", ()) or ():
                lines[getattr(effect, "src", "")] = d.name
    lines.pop("", None)
    return lines


def _leader(state) -> int:
    lines = score_sheet(state).lines
    diff = lines[0].total - lines[1].total
    return (diff > 0) - (diff < 0)


def play_game(arm: dict, bots, game_seed: int, swap: bool = False, watch=(),
              mode: str = "duel") -> dict:
    """Play one game of `arm` (see Change) and return its record (JSON-ready).

    The bot in seat p is bots[p] seeded 2*seed + p; with `swap` the two bots (and their
    seeds) change seats. `watch`: content lines (src) whose firing is counted."""
    content = arm_content(arm)
    state = new_game(game_seed, sides=arm["sides"], specialists=arm["specialists"],
                     decree=arm["decree"], content=content, mode=mode)
    order = (1, 0) if swap else (0, 1)
    players = [make_bot(bots[order[p]], game_seed * 2 + order[p]) for p in range(2)]
    dlines = _decree_lines(content) if state.decrees else {}
    lines = FiredLines(content, set(watch))
    lines.start(state)
    gain = {}                               # decree -> [benefit to blue, to orange]
    decrees = [{"name": d, "by": None} for d in state.decrees]
    first = state.decrees[0] if state.decrees else None
    start_card = state.dive_discard[0]      # the shallows card revealed at setup (p. 5)
    builds = []                             # [player, kind, flotilla, location]
    decisions = turns = lead_changes = first_turns = 0
    leader = 0
    solo = mode == "solo"
    while not state.over:
        actions = legal_actions(state)
        actor = state.to_move
        if state.decision.kind == "turn":
            turns += 1
            first_turns += state.decrees[-1:] == (first,)
            if not solo:
                now = _leader(state)
                if now and leader and now != leader:
                    lead_changes += 1
                leader = now or leader
        action = players[actor].choose(state, actions)
        if isinstance(action, Build):
            builds.append([actor, action.kind, action.flotilla, action.location])
            if state.decrees:
                for reason in explain_cost(state, action)[1]:
                    if reason.src in dlines:
                        gain.setdefault(dlines[reason.src], [0, 0])[actor] -= reason.amount
        before = state
        state = apply(state, action)
        lines.step(before, action, actions, state)
        decisions += 1
        # A decree drawn by refs 14/15 enters play on its drawer's decision.
        decrees += [{"name": d, "by": actor} for d in state.decrees[len(before.decrees):]]
    lines.finish(state)
    end = "none"
    for e in state.log.entries():
        if e.player >= 0 and e.src in dlines:
            sign = -1 if "forbid" in e.template else 1
            gain.setdefault(dlines[e.src], [0, 0])[e.player] += sign
        if e.template.startswith("the end is triggered"):
            end = end_kind(e.text)
    if state.decrees and not solo:
        # The decree in play at the end changes the score pad: what it gave each player.
        plain = score_sheet(state.replace(decrees=())).lines
        g = gain.setdefault(state.decrees[-1], [0, 0])
        for p, line in enumerate(score_sheet(state).lines):
            g[p] += line.total - plain[p].total
    for d in decrees:
        if d["by"] is None:                 # the initial decree: the player it favoured
            g = gain.get(d["name"], [0, 0])
            d["favours"] = None if g[0] == g[1] else int(g[1] > g[0])
    sheet = score_sheet(state)
    scores = [{**{c: getattr(line, c) for c in CATEGORIES}, "cards": line.cards,
               "total": line.total} for line in sheet.lines]
    return {
        "seed": game_seed, "swap": bool(swap),
        "winner": sheet.winner, "decided_by": sheet.decided_by, "scores": scores,
        "start_player": state.start_player, "start_card": start_card,
        "sides": list(state.sides), "side_points": _side_points(state),
        "specialists": [[[name, bool(up)] for name, up in pl.specialists]
                        for pl in state.players],
        "docks": [[d for d, owner, _ in state.docks if owner == p] for p in range(2)],
        "decrees": decrees, "rounds": state.round, "turns": turns,
        "decisions": decisions, "lead_changes": lead_changes,
        "margin": abs(scores[0]["total"] - scores[1]["total"]),
        "end": end, "fired": lines.fired, "builds": builds,
        "first_decree": first and {"name": first, "turns": first_turns,
                                   "at_end": state.decrees[-1] == first},
        "solo": ({"won": sheet.winner == 0, "score": sheet.lines[0].total,
                  "boss": sheet.lines[1].total, "boss_buildings": sheet.boss_buildings}
                 if sheet.solo else None),
    }
