"""What a page shows, as JSON-ready dicts: the board, the question (whose it is, whose
turn, and why it is asked) with its answers, the running score and the log.

A seat's view is built from `observation(state, seat)`: nothing the seat may not see."""

from __future__ import annotations

from .... import legal_actions, observation, score_sheet
from ....model.names import COLOURS
from ....text.asked import trigger
from ....text.render import card_lines, player_names
from .board import board_html
from .last import highlights
from .log import LOG_LINES, log_view
from .options import action_view, target_label

__all__ = ["seat_page", "replay_page", "score_view", "log_view", "action_view",
           "question_view", "LOG_LINES"]


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


def question_view(state, viewer) -> dict:
    """The question as `viewer` reads it (None: a replay, everything): `prompt` (another
    player's own words are not shown: 'waiting for orange'), `ask` (the prompt without
    its colour), whose `turn` it is, who decides (`whose`), `title` (the two together),
    and `why` it is asked (the terminal game's `why:` line)."""
    d = state.decision
    if d is None:
        return {"prompt": "the game is over", "player": -1, "kind": "over", "ask": "",
                "why": "", "turn": "", "whose": "", "title": "The end"}
    names = player_names(state)
    mine = viewer is None or d.player == viewer
    who = names[d.player]
    turn = "your turn" if state.current == viewer else f"{names[state.current]}'s turn"
    whose = "your question" if d.player == viewer else \
        (f"{who} decides" if viewer is not None else f"{who}'s question")
    if d.player == state.current and d.player == viewer and d.kind == "turn":
        title = "Your move"
    else:
        title = f"{turn[:1].upper()}{turn[1:]} · {whose}"
    ask = d.prompt.split(": ", 1)[1] if d.prompt.startswith(f"{COLOURS[d.player]}: ") \
        else d.prompt
    return {"prompt": d.prompt if mine else f"waiting for {who}", "player": d.player,
            "kind": d.kind, "ask": ask if mine else "", "why": trigger(state),
            "turn": turn, "whose": whose, "title": title}


def seat_page(session, viewer: int, seats: tuple) -> dict:
    """What the page of a player with these seats shows, looking through `viewer`."""
    state = session.state
    seen = observation(state, viewer)
    mine = not state.over and state.to_move in seats
    actions = [action_view(state, a) for a in legal_actions(state)] if mine else []
    keys = dict.fromkeys(key for a in actions for key in a["targets"])
    return {"viewer": viewer, "labels": {key: target_label(key) for key in keys},
            "highlights": highlights(session.history, viewer),
            "colour": COLOURS[viewer], "mode": session.mode,
            "moves": len(session.actions), "round": state.round, "over": state.over,
            "to_move": state.to_move, "your_turn": mine,
            "status": "the game is over" if state.over else f"round {state.round}",
            "question": question_view(seen, viewer),
            "actions": actions, "score": score_view(seen),
            "log": log_view(session.history, session.actions, viewer),
            "cards": card_lines(seen, viewer), "board": board_html(seen, viewer)}


def replay_page(record, states: tuple, step: int, stopped=None) -> dict:
    """The replay at `step` (0: the setup; the last: after every action replayed)."""
    last = len(states) - 1
    if type(step) is not int or not 0 <= step <= last:
        raise ValueError(f"step must be 0 to {last}")
    state = states[step]
    actions = record.actions[:step]
    return {"step": step, "steps": last, "over": state.over,
            "round": state.round, "mode": record.mode,
            "status": ("solo against the Boss, " if record.mode == "solo" else "") +
            ("the game is over" if state.over else f"round {state.round}"),
            "action": record.actions[step - 1] if step else "setup",
            "next": record.actions[step] if step < len(record.actions) else None,
            "question": question_view(state, None), "score": score_view(state),
            "log": log_view(states[:step + 1], actions),
            "stopped": stopped, "cards": card_lines(state),
            "board": board_html(state, None)}
