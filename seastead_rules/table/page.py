"""What a seat's page shows, as JSON-ready data: the table's part (the game, the seats
and who sits, joined and is connected, the phase, the invitation links for the host,
the rematch to follow, whether undo and save are offered) and the view's part (the
board, the question and its answers, the score, the log: see `views.View.page`)."""

from __future__ import annotations

from .games import LOBBY, OVER
from .views import since_last_turn

__all__ = ["seat_page", "links", "game_list", "recent"]


def _url(table, token: str) -> str:
    return f"/play/{table.id}?token={token}"


def links(table) -> list:
    """The links of a game: the host's first (the seats of the person who made it),
    then one invitation per invited seat."""
    names = table.view.seat_names(table.players)
    out = []
    for token, seats in table.tokens.items():
        said = " and ".join(names[i] for i in seats)
        mine = table.seats[seats[0]].who == "me"
        label = said if mine else f"invitation for {said}"
        if token == table.host and len(seats) > 1:
            label += " (hot-seat)"
        out.append({"label": label, "seats": list(seats), "url": _url(table, token),
                    "host": token == table.host})
    return out


def _seats(table, token: str, now: float) -> list:
    names = table.view.seat_names(table.players)
    mine = set(table.tokens[token])
    out = []
    for i, seat in enumerate(table.seats):
        person = seat.person
        out.append({"seat": i, "name": names[i], "who": seat.who, "bot": seat.bot,
                    "player": seat.name if person else f"{seat.bot} bot",
                    "joined": seat.joined, "you": i in mine,
                    "connected": bool(person and seat.token and
                                      table.connected(seat.token, now))})
    return out


def seat_page(table, token: str, now: float) -> dict:
    """Everything the page of `token` shows at time `now` (the Tables' clock); the
    page's look is noted (it is connected)."""
    seats = table.seats_of(token)
    table.seen[token] = now
    phase = LOBBY if table.phase == LOBBY else (OVER if table.is_over() else table.phase)
    out = {"id": table.id, "game": table.view.name, "title": table.view.title,
           "phase": phase, "seats": list(seats), "host": token == table.host,
           "table": _seats(table, token, now), "players": table.players,
           "options": table.options, "waiting_for": table.waiting_for(),
           "rematch": f"/play/{table.rematch}?token={token}" if table.rematch else None,
           "invitations": [link for link in links(table) if not link["host"]]
           if token == table.host else []}
    viewer = table.viewer(seats)
    out.update(table.view.page(table.session, viewer, seats))
    if phase == LOBBY:
        out.update(your_turn=False, actions=[])
    out["moves"] = len(table.session.actions)
    out["version"] = table.changes.count       # the changes so far: a newer page has more
    out["can_undo"] = table.undo_point(seats) is not None
    # Every seat may save; a seat that may not see everything gets its save sealed.
    out["can_save"] = True
    out["save_sealed"] = not table.may_see_all(seats)
    out["seat_name"] = table.view.seat_names(table.players)[viewer]
    out["undo"] = bool(getattr(table.view, "undo", False))
    out["recent"] = recent(out["log"], table.session.history, table.view, viewer)
    out["guide"] = table.view.guide(table.session, viewer) \
        if table.tutorial and phase != LOBBY else None
    return out


def recent(log: dict, history, view, viewer: int) -> list:
    """The log's lines since `viewer`'s last turn, by turn (from the start when they
    have had none yet): what the others did meanwhile."""
    end = since_last_turn(history, view.turn_of, viewer)
    out = []
    for turn in log["turns"]:
        lines = [line for line in turn["lines"] if line["step"] > end]
        if lines:
            out.append({"title": turn["title"], "player": turn["player"], "lines": lines})
    return out


def game_list(views) -> list:
    """The games the lobby offers: each with its title, line, players, seat names,
    option fields and bots."""
    return [{"name": v.name, "title": v.title, "blurb": v.blurb,
             "min_players": v.min_players, "max_players": v.max_players,
             "default_players": v.default_players, "default_bot": v.default_bot,
             "players": {n: {"seats": list(v.seat_names(n)), "words": v.players_words(n),
                             "fields": v.fields(n)}
                         for n in range(v.min_players, v.max_players + 1)},
             "bots": v.bots()} for v in views.values()]
