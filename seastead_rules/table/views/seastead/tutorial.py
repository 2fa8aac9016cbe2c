"""The first-game guide: a game against the greedy bot where each question, as it comes
up, is explained beside the board: what it asks, what to click, and why a build costs
what it does (`explain_cost`, the rules' own reasons: the printed cost, a price tag, a
ship, a specialist, a decree). The first time a kind of question comes it is told in
full; after that in a line. Rulebook pages as the rules are named."""

from __future__ import annotations

from .... import Build, Dive, explain_cost, legal_actions
from ....model.names import COLOURS, KINDS, RESOURCES
from ....text.phrases import kind_article, noun

__all__ = ["guide", "cost_words", "TUTORIAL_SEED"]

TUTORIAL_SEED = 39
"""The tutorial's game: blue (you) opens, with cheap builds to choose from."""

# What each kind of question is about, told in full the first time it comes.
_FIRST = {
    "half": ["You dived: the card is revealed. Take one of its halves: click half 1 or "
             "half 2 on the card in the displays (lit). The other player gets the other "
             "half (rulebook p. 6)."],
    "dock": ["A port takes a dock tile from the display. Each tile is drawn with five "
             "slots: the port in the middle, and the building one or two places to the "
             "left and right of it that it scores at the end (A2: an academy, 2 points), "
             "and the resource it scores for. Point at a tile to see its places marked on "
             "the board (rulebook p. 12)."],
    "ship": ["You place one of your ships. A ship makes building at its location cheaper "
             "for you, and when the other player builds there you get the location's "
             "owner's bonus (rulebook p. 9). Click a lit location."],
    "specialist": ["A specialist: a card with a power, worth points while face up. Click "
                   "one of the lit specialists, or answer below (rulebook p. 10)."],
    "take": ["Take resources: click the lit resources (in your area or the supply)."],
    "spend": ["Pay a resource: click one of your lit resources."],
    "may": ["A location's effect offers you something: answer yes or no."],
    "discard": ["You hold more than the limit: give back resources down to it."],
    "swap": ["Swap two demand tokens: click two lit demand tokens over the flotillas. "
             "The flotilla's demand is the resource you build there with."],
}
_ONE_LINE = {
    "half": "Take a half of the card: click half 1 or half 2.",
    "dock": "Choose a dock tile for your port: point at a tile to see where it scores.",
    "ship": "Place your ship: click a lit location.",
}


def cost_words(state, build) -> str:
    """Why a build costs what it does, from the rules' own reasons (explain_cost): 'a
    port at flotilla 4 location 0 costs 1 kelp: printed cost 2, port price tag -1'."""
    cost, reasons = explain_cost(state, build)
    pays = RESOURCES[state.demand[build.flotilla - 1]]
    parts = [f"{r.text} {r.amount}" if i == 0 else f"{r.text} {r.amount:+d}"
             for i, r in enumerate(reasons)]
    total = f"{cost} {noun(pays, cost)}" if cost else "nothing"
    return (f"{kind_article(KINDS.index(build.kind))} at "
            f"{build.flotilla}.{build.location} costs {total}: " + ", ".join(parts))


def _turn(state, first: bool) -> tuple:
    actions = legal_actions(state)
    builds = [a for a in actions if isinstance(a, Build) and not a.using]
    lines, point = [], []
    if first:
        lines.append("Each turn you do one of two things (rulebook p. 6): dive (click the "
                     "dive deck: a card is revealed and you and the other player each take "
                     "half of it) or build (click a lit location, then the building).")
    if builds:
        cheap = sorted(builds, key=lambda b: (explain_cost(state, b)[0], -_points(state, b)))
        best = cheap[0]
        lines.append("You can build now. The cheapest: " + cost_words(state, best) + ".")
        if first:
            lines.append("A build is paid in the resource the flotilla demands (the token "
                         "over it). A price tag ('ports −1') and your ship there make it "
                         "cheaper; the location's points count at the end, and its effect "
                         "happens at once.")
        lines.append(f"To build it: click location {best.flotilla}.{best.location} on the "
                     f"board, then '{best.kind}' in the chooser.")
        point.append(f"loc-{best.flotilla}-{best.location}")
    elif any(isinstance(a, Dive) for a in actions):
        lines.append("You cannot pay for any build now: dive to get resources. Click the "
                     "dive deck.")
        point.append("deck")
    return lines, point


def _points(state, build) -> int:
    side = state.content.side[state.sides[build.flotilla - 1]]
    return side.locations[build.location].points


def guide(session, viewer: int) -> dict | None:
    """The guide's words for the question now: {"step": how many questions you have
    answered, plus one; "title"; "lines"; "point": the board parts to click}. None
    when it is not your question."""
    state = session.state
    history = session.history
    mine = [s for s in history[:-1] if s.to_move == viewer]
    step = len(mine) + 1
    if state.over:
        return {"step": step, "title": "The end", "point": [], "lines": [
            "The game is over: the score sheet counts your resources, dock tiles, "
            "locations, specialists and cleanup tokens (rulebook p. 12). Play a rematch, "
            "or make a new game in the lobby."]}
    d = state.decision
    if d is None or d.player != viewer:
        return {"step": step, "title": f"{COLOURS[1 - viewer]} is playing",
                "point": [], "lines": ["The bot is playing its turn; its moves will be "
                                       "marked on the board."]}
    seen = {s.decision.kind for s in mine if s.decision is not None}
    first = d.kind not in seen
    if d.kind == "turn":
        lines, point = _turn(state, first)
        title = "Your turn: dive or build"
    else:
        lines = list(_FIRST.get(d.kind, [])) if first else \
            [_ONE_LINE.get(d.kind, "")] if d.kind in _ONE_LINE else []
        lines.append("The question: " + d.prompt.split(": ", 1)[-1] + ".")
        point = []
        title = "A question for you"
    if step == 1:
        lines.insert(0, "Welcome to Seastead! You play blue against the greedy bot. Lit "
                        "parts of the board are the answers you may give: click one.")
    return {"step": step, "title": title, "lines": [x for x in lines if x], "point": point}
