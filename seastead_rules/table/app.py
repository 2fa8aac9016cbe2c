"""The table's web server: a Starlette application over the games of `games.py`.

Pages: `/` (a new game, load a game, open a replay), `/play/{id}?token=...` (a seat at a
game), `/replay/{id}` (step through a record). The pages talk JSON to `/api/...`; every
refusal is a JSON `{"error": "..."}` with a 4xx status, and changes nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..extras import need

need("table", "starlette")

from starlette.applications import Starlette  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import FileResponse, JSONResponse, Response  # noqa: E402
from starlette.routing import Mount, Route  # noqa: E402
from starlette.staticfiles import StaticFiles  # noqa: E402

from ..save_format import MAX_SAVE_SIZE  # noqa: E402
from .games import OPPONENTS, Refused, Tables  # noqa: E402
from .view import replay_view, seat_view  # noqa: E402

__all__ = ["create_app"]

STATIC = Path(__file__).parent / "static"


def _error(err: Refused) -> JSONResponse:
    return JSONResponse({"error": str(err)}, status_code=err.status)


async def _body(request: Request) -> dict:
    data = await request.body()
    if len(data) > MAX_SAVE_SIZE + 4096:
        raise Refused("the request is too large", 413)
    try:
        body = json.loads(data or b"{}")
    except (ValueError, UnicodeDecodeError):
        raise Refused("the request body is not JSON") from None
    if not isinstance(body, dict):
        raise Refused("the request body must be a JSON object")
    return body


def _int(value, name: str, default=None):
    if value is None or value == "":
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        raise Refused(f"{name} must be a whole number, not {value!r}") from None


def _links(table) -> list:
    links = []
    for token, seats in table.tokens.items():
        label = "both seats (hot-seat)" if len(seats) == 2 else \
            ("blue" if seats == (0,) else "orange")
        links.append({"label": label, "seats": list(seats),
                      "url": f"/play/{table.id}?token={token}"})
    return links


def _handler(fn):
    async def endpoint(request: Request):
        try:
            return await fn(request)
        except Refused as err:
            return _error(err)
    return endpoint


def create_app(content=None, replay_text: str | None = None) -> Starlette:
    """The table's application. `content`: the Content its games are played with (the
    shipped content by default). `replay_text`: a game record opened as a replay at
    start; its id is then `app.state.replay_id`."""
    tables = Tables(content)

    def page(name):
        async def show(request):
            return FileResponse(STATIC / name, media_type="text/html")
        return show

    async def options(request):
        return JSONResponse({"opponents": list(OPPONENTS)})

    async def new_game(request):
        b = await _body(request)
        table = tables.new_game(
            opponent=b.get("opponent", "greedy"), seat=_int(b.get("seat"), "seat", 0),
            seed=_int(b.get("seed"), "seed"), sides=str(b.get("sides") or "AAAA"),
            specialists=str(b.get("specialists") or "A"), decree=b.get("decree") or None)
        links = _links(table)
        return JSONResponse({"id": table.id, "links": links, "url": links[0]["url"]})

    async def load_game(request):
        b = await _body(request)
        table = tables.load_game(b.get("record"), opponent=b.get("opponent", "greedy"),
                                 seat=_int(b.get("seat"), "seat", 0))
        links = _links(table)
        return JSONResponse({"id": table.id, "links": links, "url": links[0]["url"]})

    async def view(request):
        table = tables.game(request.path_params["id"])
        return JSONResponse(seat_view(table, table.seats_of(request.query_params.get("token"))))

    async def act(request):
        table = tables.game(request.path_params["id"])
        b = await _body(request)
        table.act(b.get("token"), b.get("action"), _int(b.get("moves"), "moves"))
        return JSONResponse(seat_view(table, table.seats_of(b.get("token"))))

    async def undo(request):
        table = tables.game(request.path_params["id"])
        b = await _body(request)
        table.undo(b.get("token"))
        return JSONResponse(seat_view(table, table.seats_of(b.get("token"))))

    async def record(request):
        table = tables.game(request.path_params["id"])
        table.seats_of(request.query_params.get("token"))
        return Response(table.game.record().to_json(), media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="seastead-{table.id}.json"'})

    async def new_replay(request):
        b = await _body(request)
        rep = tables.new_replay(b.get("record"))
        return JSONResponse({"id": rep.id, "url": f"/replay/{rep.id}",
                             "steps": len(rep.states) - 1, "stopped": rep.stopped})

    async def replay_step(request):
        rep = tables.replay(request.path_params["id"])
        step = _int(request.query_params.get("step"), "step", 0)
        try:
            return JSONResponse(replay_view(rep, step))
        except ValueError as err:
            raise Refused(str(err)) from None

    routes = [
        Route("/", page("index.html")),
        Route("/play/{id}", page("play.html")),
        Route("/replay/{id}", page("replay.html")),
        Route("/api/options", _handler(options)),
        Route("/api/games", _handler(new_game), methods=["POST"]),
        Route("/api/games/load", _handler(load_game), methods=["POST"]),
        Route("/api/games/{id}", _handler(view)),
        Route("/api/games/{id}/act", _handler(act), methods=["POST"]),
        Route("/api/games/{id}/undo", _handler(undo), methods=["POST"]),
        Route("/api/games/{id}/record", _handler(record)),
        Route("/api/replays", _handler(new_replay), methods=["POST"]),
        Route("/api/replays/{id}", _handler(replay_step)),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.tables = tables
    app.state.replay_id = tables.new_replay(replay_text).id if replay_text is not None else None
    return app
