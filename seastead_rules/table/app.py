"""The table's web server: a Starlette application over the games of `games.py`.

Pages: `/` (a new game, load a game, open a replay), `/play/{id}?token=...` (a seat at a
game), `/replay/{id}` (step through a record). The pages talk JSON to `/api/...`; every
refusal is a JSON `{"error": "..."}` with a 4xx status, and changes nothing. Requests
for another host, from another site's page, or writing anything but JSON are refused
before they reach a route (`guard.py`).
"""

from __future__ import annotations

from pathlib import Path

from ..extras import need

need("table", "starlette")

from starlette.applications import Starlette  # noqa: E402
from starlette.concurrency import run_in_threadpool  # noqa: E402
from starlette.middleware import Middleware  # noqa: E402
from starlette.requests import Request  # noqa: E402
from starlette.responses import FileResponse, JSONResponse, Response  # noqa: E402
from starlette.routing import Mount, Route  # noqa: E402
from starlette.staticfiles import StaticFiles  # noqa: E402

from .connections import DEFAULT_LIMITS, Limits, Watching  # noqa: E402
from .games import OPPONENTS  # noqa: E402
from .guard import DEFAULT_PORT, Guard, hosts_for  # noqa: E402
from .inputs import read_json as read_body  # noqa: E402
from .inputs import short_text, whole_number  # noqa: E402
from .refused import Refused  # noqa: E402
from .tables import Tables, client_key  # noqa: E402
from .view import replay_view, seat_view  # noqa: E402

__all__ = ["create_app"]

STATIC = Path(__file__).parent / "static"


def _error(err: Refused) -> JSONResponse:
    # A body refused for its size or its slowness is left unread: closing the connection
    # spares the server from receiving (and throwing away) the rest of it.
    headers = {"Connection": "close"} if err.status in (408, 413) else None
    return JSONResponse({"error": str(err)}, status_code=err.status, headers=headers)


def _links(table) -> list:
    links = []
    for token, seats in table.tokens.items():
        label = "both seats (hot-seat)" if len(seats) == 2 else \
            ("blue" if seats == (0,) else "orange")
        links.append({"label": label, "seats": list(seats),
                      "url": f"/play/{table.id}?token={token}"})
    return links


async def _with(table, work):
    """Run `work()` on a worker thread holding the game's lock: a bot that thinks long
    does not hold up the server, and two requests never change one game at once."""
    def locked():
        with table.lock:
            return work()
    return await run_in_threadpool(locked)


def _handler(fn):
    async def endpoint(request: Request):
        try:
            return await fn(request)
        except Refused as err:
            return _error(err)
        except Exception as err:        # a bug of ours: still a message the page can show
            what = f"{type(err).__name__}: {err}"[:200]
            return JSONResponse({"error": f"internal error ({what}); "
                                          "please report it with what you did"},
                                status_code=500)
    return endpoint


def _client(request) -> str:
    return client_key(request.client.host if request.client else "")


def create_app(content=None, replay_text: str | None = None, host: str = "127.0.0.1",
               allow_hosts=(), port: int = DEFAULT_PORT,
               limits: Limits = DEFAULT_LIMITS) -> Starlette:
    """The table's application. `content`: the Content its games are played with (the
    shipped content by default). `replay_text`: a game record opened as a replay at
    start; its id is then `app.state.replay_id`. `host` and `port`: the address the
    server listens on, and `allow_hosts` more host names (NAME or NAME:PORT): a request
    naming another host or port is refused (see `guard.py`, which also refuses other
    sites' pages and writes not in JSON). `limits`: how long a request may take and how
    many connections stay open (`connections.py`; the server applies them, see
    `serve.server`)."""
    tables = Tables(content)

    async def read_json(request):
        return await read_body(request, limits)

    def page(name):
        async def show(request):
            return FileResponse(STATIC / name, media_type="text/html")
        return show

    async def options(request):
        return JSONResponse({"opponents": list(OPPONENTS)})

    async def new_game(request):
        b = await read_json(request)
        options = dict(
            opponent=short_text(b.get("opponent"), "opponent", "greedy"),
            seat=whole_number(b.get("seat"), "seat", 0), seed=whole_number(b.get("seed"), "seed"),
            sides=short_text(b.get("sides"), "sides", "AAAA"),
            specialists=short_text(b.get("specialists"), "specialists", "A"),
            decree=short_text(b.get("decree"), "decree"))
        table = await run_in_threadpool(
            lambda: tables.new_game(**options, client=_client(request)))
        links = _links(table)
        return JSONResponse({"id": table.id, "links": links, "url": links[0]["url"]})

    async def load_game(request):
        b = await read_json(request)
        seat = whole_number(b.get("seat"), "seat", 0)
        opponent = short_text(b.get("opponent"), "opponent", "greedy")
        table = await run_in_threadpool(
            lambda: tables.load_game(b.get("record"), opponent, seat, _client(request)))
        links = _links(table)
        return JSONResponse({"id": table.id, "links": links, "url": links[0]["url"]})

    async def view(request):
        table = tables.game(request.path_params["id"])
        token = request.query_params.get("token")
        return JSONResponse(await _with(table, lambda: seat_view(table, table.seats_of(token))))

    async def act(request):
        table = tables.game(request.path_params["id"])
        b = await read_json(request)
        token, moves = b.get("token"), whole_number(b.get("moves"), "moves")

        def work():
            table.act(token, b.get("action"), moves)
            return seat_view(table, table.seats_of(token))
        return JSONResponse(await _with(table, work))

    async def undo(request):
        table = tables.game(request.path_params["id"])
        token = (await read_json(request)).get("token")

        def work():
            table.undo(token)
            return seat_view(table, table.seats_of(token))
        return JSONResponse(await _with(table, work))

    async def record(request):
        table = tables.game(request.path_params["id"])
        text = await _with(table, lambda: table.record_for(request.query_params.get("token")))
        return Response(text, media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="seastead-{table.id}.json"'})

    async def new_replay(request):
        b = await read_json(request)
        rep = await run_in_threadpool(tables.new_replay, b.get("record"))
        return JSONResponse({"id": rep.id, "url": f"/replay/{rep.id}",
                             "steps": len(rep.states) - 1, "stopped": rep.stopped})

    async def replay_step(request):
        rep = tables.replay(request.path_params["id"])
        step = whole_number(request.query_params.get("step"), "step", 0)
        try:
            return JSONResponse(await run_in_threadpool(replay_view, rep, step))
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
    app = Starlette(routes=routes, middleware=[
        Middleware(Watching), Middleware(Guard, hosts=hosts_for(host, allow_hosts, port))])
    app.state.tables, app.state.limits = tables, limits
    app.state.replay_id = tables.new_replay(replay_text).id if replay_text is not None else None
    return app
