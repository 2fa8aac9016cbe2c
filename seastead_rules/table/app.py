"""The table's web server: a Starlette application over the games of `tables.py`.

Pages: `/` (the lobby: make a game, load one, open a replay), `/play/{id}?token=...` (a
seat at a game: its lobby while people join, then the game), `/replay/{id}` (step
through a record). The pages talk JSON to `/api/...`, and hear of their game's changes
from its push stream (`push.py`); every
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
from .games import OVER  # noqa: E402
from .guard import DEFAULT_PORT, Guard, hosts_for  # noqa: E402
from .inputs import read_json as read_body  # noqa: E402
from .inputs import short_text, whole_number  # noqa: E402
from .page import game_list, links, seat_page  # noqa: E402
from .push import EventStream, Streams, events  # noqa: E402
from .refused import Refused, shown  # noqa: E402
from .sealed import Sealer, game_of, is_sealed, record_for  # noqa: E402
from .tables import Tables, client_key  # noqa: E402

__all__ = ["create_app"]

STATIC = Path(__file__).parent / "static"


def _error(err: Refused) -> JSONResponse:
    # A body refused for its size or its slowness is left unread: closing the connection
    # spares the server from receiving (and throwing away) the rest of it.
    headers = {"Connection": "close"} if err.status in (408, 413) else None
    return JSONResponse({"error": str(err)}, status_code=err.status, headers=headers)


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


_LOBBY_KEYS = ("game", "players", "seats", "options")


def _quick(b: dict, bots: dict) -> dict:
    """The arguments of a new game from a request: the lobby's (`game`, `players`,
    `seats`, `options`, `seed`), or else the quick form's, for Seastead (`opponent`: a
    bot's name, 'hotseat' or 'boss', default the greedy bot; `seat`; `sides`,
    `specialists`, `decree`)."""
    seed = whole_number(b.get("seed"), "seed")
    if any(key in b for key in _LOBBY_KEYS):
        return {"game": short_text(b.get("game"), "game", "seastead"),
                "players": whole_number(b.get("players"), "players"), "seats": b.get("seats"),
                "options": b.get("options"), "seed": seed}
    opponent = short_text(b.get("opponent"), "opponent", "greedy")
    if opponent not in bots and opponent not in ("hotseat", "boss"):
        raise Refused(f"unknown opponent {shown(opponent)}: one of "
                      f"{', '.join(list(bots) + ['hotseat', 'boss'])}")
    seat = whole_number(b.get("seat"), "seat", 0)
    options = {key: short_text(b.get(key), key) for key in ("sides", "specialists", "decree")}
    if opponent == "boss":
        players, seats = 1, [{"who": "me"}]
    elif opponent == "hotseat":         # one link for both seats, and one for each
        return {"game": "seastead", "players": 2, "seats": [{"who": "me"}] * 2,
                "options": options, "seed": seed, "seat_links": True}
    else:
        if seat not in (0, 1):
            raise Refused(f"seat must be 0 (blue) or 1 (orange), not {seat}")
        players, seats = 2, [{"who": "bot", "bot": opponent}] * 2
        seats[seat] = {"who": "me"}
    return {"game": "seastead", "players": players, "seats": seats, "options": options,
            "seed": seed}


def _opened(table) -> JSONResponse:
    found = links(table)
    return JSONResponse({"id": table.id, "links": found, "url": found[0]["url"]})


def create_app(content=None, replay_text: str | None = None, host: str = "127.0.0.1",
               allow_hosts=(), port: int = DEFAULT_PORT,
               limits: Limits = DEFAULT_LIMITS, save_key: bytes | None = None) -> Starlette:
    """The table's application. `content`: the Content its Seastead games are played
    with (the shipped content by default). `replay_text`: a Seastead game record opened
    as a replay at start; its id is then `app.state.replay_id`. `host` and `port`: the
    address the server listens on, and `allow_hosts` more host names (NAME or
    NAME:PORT): a request naming another host or port is refused (see `guard.py`, which
    also refuses other sites' pages and writes not in JSON). `limits`: how long a
    request may take and how many connections stay open (`connections.py`; the server
    applies them, see `serve.server`). `save_key`: the key a seat's save is sealed with
    (`sealed.py`; random if None, so only this app opens its sealed saves)."""
    tables = Tables(content)
    sealer = Sealer(save_key)
    streams = Streams(limits)

    async def read_json(request):
        return await read_body(request, limits)

    def page(name):
        async def show(request):
            return FileResponse(STATIC / name, media_type="text/html")
        return show

    def seastead_bots() -> dict:
        return tables.views["seastead"].bots() if "seastead" in tables.views else {}

    async def options(request):
        return JSONResponse({"opponents": list(seastead_bots()) + ["hotseat", "boss"],
                             "games": game_list(tables.views)})

    async def style(request):
        name = request.path_params["name"]
        found = tables.views.get(name)
        if found is None:
            raise Refused(f"no game {shown(name)} at this table", 404)
        return Response(found.style, media_type="text/css")

    async def new_game(request):
        b = await read_json(request)
        made = _quick(b, seastead_bots())
        table = await run_in_threadpool(
            lambda: tables.new_game(**made, client=_client(request)))
        return _opened(table)

    async def tutorial(request):
        await read_json(request)
        table = await run_in_threadpool(lambda: tables.tutorial(_client(request)))
        return _opened(table)

    async def load_game(request):
        b = await read_json(request)
        seats = b.get("seats")
        text = b.get("record")
        if is_sealed(text):
            game, text = sealer.open(text)
        else:
            game = game_of(text, short_text(b.get("game"), "game", "seastead"))
        loose = seats is None and "opponent" in b
        if loose and game == "seastead":
            seats = _quick(b, seastead_bots())["seats"]
        table = await run_in_threadpool(
            lambda: tables.load_game(text, seats, game, _client(request), loose))
        return _opened(table)

    def seat_page_of(table, token):
        return seat_page(table, token, tables.clock())

    async def view(request):
        table = tables.game(request.path_params["id"])
        token = request.query_params.get("token")
        return JSONResponse(await _with(table, lambda: seat_page_of(table, token)))

    def writes(method):
        """A route that changes a game by `method(table, token, body)`, then answers
        the token's page."""
        async def route(request):
            table = tables.game(request.path_params["id"])
            b = await read_json(request)
            token = b.get("token")

            def work():
                table.seats_of(token)
                method(table, token, b)
                table.changes.note()            # every page following it hears
                return seat_page_of(table, token)
            return JSONResponse(await _with(table, work))
        return route

    async def follow(request):
        table = tables.game(request.path_params["id"])
        token = request.query_params.get("token")
        table.seats_of(token)           # a stranger gets nothing
        client = _client(request)
        streams.take(client)
        table.watching[token] = table.watching.get(token, 0) + 1
        table.changes.note()            # the others see this seat connected

        def done():
            table.watching[token] -= 1
            streams.give_back(client)
            table.changes.note()

        async def look():
            return await _with(table, lambda: seat_page_of(table, token))
        return EventStream(events(table, token, limits, look,
                                  lambda view: view["phase"] == OVER), done)

    def act(table, token, b):
        table.act(token, b.get("action"), whole_number(b.get("moves"), "moves"))

    async def rematch(request):
        table = tables.game(request.path_params["id"])
        token = (await read_json(request)).get("token")
        follow = await _with(table, lambda: tables.rematch(table, token))
        return JSONResponse({"id": follow.id, "url": f"/play/{follow.id}?token={token}"})

    async def record(request):
        table = tables.game(request.path_params["id"])
        text = await _with(table, lambda: record_for(table, request.query_params.get("token"),
                                                     sealer))
        return Response(text, media_type="application/json",
                        headers={"Content-Disposition":
                                 f'attachment; filename="{table.view.name}-{table.id}.json"'})

    async def new_replay(request):
        b = await read_json(request)
        game = game_of(b.get("record"), short_text(b.get("game"), "game", "seastead"))
        rep = await run_in_threadpool(tables.new_replay, b.get("record"), game)
        return JSONResponse({"id": rep.id, "url": f"/replay/{rep.id}",
                             "steps": len(rep.states) - 1, "stopped": rep.stopped})

    async def replay_step(request):
        rep = tables.replay(request.path_params["id"])
        step = whole_number(request.query_params.get("step"), "step", 0)
        try:
            return JSONResponse(await run_in_threadpool(rep.page, step))
        except ValueError as err:
            raise Refused(str(err)) from None

    async def icon(request):
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    routes = [
        Route("/", page("index.html")),
        Route("/favicon.ico", icon),
        Route("/tutorial", page("tutorial.html")),
        Route("/play/{id}", page("play.html")),
        Route("/replay/{id}", page("replay.html")),
        Route("/api/options", _handler(options)),
        Route("/api/styles/{name}.css", _handler(style)),
        Route("/api/games", _handler(new_game), methods=["POST"]),
        Route("/api/games/load", _handler(load_game), methods=["POST"]),
        Route("/api/tutorial", _handler(tutorial), methods=["POST"]),
        Route("/api/games/{id}", _handler(view)),
        Route("/api/games/{id}/act", _handler(writes(act)), methods=["POST"]),
        Route("/api/games/{id}/undo", _handler(writes(lambda t, token, b: t.undo(token))),
              methods=["POST"]),
        Route("/api/games/{id}/join", _handler(writes(
            lambda t, token, b: t.join(token, b.get("name")))), methods=["POST"]),
        Route("/api/games/{id}/start", _handler(writes(lambda t, token, b: t.start(token))),
              methods=["POST"]),
        Route("/api/games/{id}/rematch", _handler(rematch), methods=["POST"]),
        Route("/api/games/{id}/record", _handler(record)),
        Route("/api/games/{id}/events", _handler(follow)),
        Route("/api/replays", _handler(new_replay), methods=["POST"]),
        Route("/api/replays/{id}", _handler(replay_step)),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(routes=routes, middleware=[
        Middleware(Watching), Middleware(Guard, hosts=hosts_for(host, allow_hosts, port))])
    app.state.tables, app.state.limits, app.state.streams = tables, limits, streams
    app.state.replay_id = tables.new_replay(replay_text).id if replay_text is not None else None
    return app
