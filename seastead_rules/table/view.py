"""What a page shows, as JSON-ready dicts: the board picture, the question and its
answers with their costs, the running score and the log with the cause of each line.

A seat's view is built from `observation(state, seat)`: nothing the seat may not see."""

from __future__ import annotations

import re

from .. import Build, Dive, Pass, explain_cost, legal_actions, observation, score_sheet
from ..catalogue import named_card
from ..names import COLOURS
from ..record import annotated_log
from ..render import answer_text, card_lines
from .hover import hover_text
from .svg import board_svg

__all__ = ["seat_view", "replay_view", "score_view", "log_view", "action_view", "LOG_LINES"]

_PLACE = re.compile(r"flotilla ([1-4]) location ([0-5])")

# The newest log lines a view carries (the page scrolls them; the count says how many
# there are in all).
LOG_LINES = 400


def action_view(state, action) -> dict:
    """One legal action as the page offers it: its text, kind, the hover text of the
    card it names or of the locations it builds at or names (`card`, or ""), and for a
    build the flotilla, location and cost with the reasons behind the cost."""
    text = str(action)
    view = {"text": text, "kind": "answer", "card": ""}
    if isinstance(action, Dive):
        view["kind"] = "dive"
    elif isinstance(action, Pass):
        view["kind"] = "pass"
    elif isinstance(action, Build):
        cost, reasons = explain_cost(state, action)
        side = state.content.side[state.sides[action.flotilla - 1]]
        view.update(kind="build", flotilla=action.flotilla, location=action.location,
                    cost=cost, card=hover_text(side.locations[action.location]),
                    why=[f"{r.text} {r.amount:+d} [{r.src}]" if i else
                         f"{r.text} {r.amount} [{r.src}]" for i, r in enumerate(reasons)])
    if not view["card"]:
        item = named_card(state.content, text)
        view["card"] = hover_text(item) if item is not None else ""
    if not view["card"]:        # an answer naming places: a ship moved, buildings swapped
        view["card"] = "\n\n".join(
            f"flotilla {f} location {i}: " + hover_text(
                state.content.side[state.sides[int(f) - 1]].locations[int(i)])
            for f, i in _PLACE.findall(text))
    return view


def score_view(state) -> dict:
    """The running score: one row per category of the score pad (and the points cards
    scored, when any did), the totals, and who leads (or won, when the game is over)."""
    sheet = score_sheet(state)
    names = [COLOURS[0], "Boss" if sheet.solo else COLOURS[1]]
    # In the solo mode the Boss scores only by its buildings (rulebook p. 15).
    rows = [[c.replace("_", " "), getattr(sheet.lines[0], c),
             "" if sheet.solo else getattr(sheet.lines[1], c)] for c in sheet.categories()]
    if sheet.solo:
        rows.append(["Boss buildings", "", sheet.boss_buildings])
    verdict = str(sheet).splitlines()[-1]
    return {"players": names, "rows": rows,
            "totals": [line.total for line in sheet.lines],
            "verdict": verdict if state.over else f"if the game ended now: {verdict}"}


def log_view(lines, history=(), viewer: int | None = None) -> dict:
    """Log lines (LogLines) as the page lists them, the newest LOG_LINES of them. With
    the game's `history` (every state), each action reads as `viewer` may read it: an
    answer naming a card they may not see reads 'card (hidden)'."""
    def action(line) -> str:
        if viewer is None or not 0 < line.step < len(history):
            return line.action
        return answer_text(history[line.step - 1], line.action, viewer)
    shown = [{"step": line.step, "action": action(line), "text": line.event.text,
              "player": line.event.player, "src": line.src} for line in lines[-LOG_LINES:]]
    return {"count": len(lines), "lines": shown}


def _question(state, viewer) -> dict:
    d = state.decision
    if d is None:
        return {"prompt": "the game is over", "player": -1, "kind": "over"}
    who = COLOURS[d.player] if d.player in (0, 1) else "the Boss"
    prompt = d.prompt if d.player == viewer or viewer is None else f"waiting for {who}"
    return {"prompt": prompt, "player": d.player, "kind": d.kind}


def seat_view(table, seats: tuple) -> dict:
    """Everything the page of a player with these seats shows."""
    game = table.game
    state = game.state
    viewer = table.viewer(seats)
    seen = observation(state, viewer)
    mine = not state.over and state.to_move in seats
    actions = [action_view(state, a) for a in legal_actions(state)] if mine else []
    history = game.history
    can_undo = game.undo_point(seats) is not None
    return {"id": table.id, "seats": list(seats), "viewer": viewer,
            "colour": COLOURS[viewer], "opponent": table.opponent, "mode": game.mode,
            "moves": len(game.actions), "round": state.round, "over": state.over,
            "to_move": state.to_move, "your_turn": mine, "question": _question(seen, viewer),
            "actions": actions, "score": score_view(seen),
            "log": log_view(game.log(), history, viewer),
            "can_undo": can_undo, "can_save": table.may_see_all(seats),
            "cards": card_lines(seen, viewer), "svg": board_svg(seen, viewer)}


def replay_view(rep, step: int) -> dict:
    """The replay at `step` (0: the setup; the last: after every action replayed)."""
    last = len(rep.states) - 1
    if type(step) is not int or not 0 <= step <= last:
        raise ValueError(f"step must be 0 to {last}")
    state = rep.states[step]
    actions = rep.record.actions[:step]
    return {"id": rep.id, "step": step, "steps": last, "over": state.over,
            "round": state.round, "mode": rep.record.mode,
            "action": rep.record.actions[step - 1] if step else "setup",
            "next": rep.record.actions[step] if step < len(rep.record.actions) else None,
            "question": _question(state, None), "score": score_view(state),
            "log": log_view(annotated_log(rep.states[:step + 1], actions)),
            "stopped": rep.stopped, "cards": card_lines(state), "svg": board_svg(state, None)}
