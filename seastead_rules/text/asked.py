"""Why a question is asked, and what a content line belongs to, in words: the terminal
game's `why:` line and the browser table's panel and log say the same thing with these.

    trigger(state)            "orange built at flotilla 2 location 1, where blue's ship
                               is: owner's bonus (rulebook p. 9)"
    rule_of(content, src)     "specialist Founder", "from the dive card Kelp Forest"
    source_text(content, src) "dive card Kelp Forest (content/dive_cards.sea:51)"
"""

from __future__ import annotations

from ..model.names import COLOURS, KINDS

__all__ = ["trigger", "rule_of", "source_text"]


def _where(ctx) -> str:
    return f"flotilla {ctx.flotilla + 1} location {ctx.location}" if ctx.flotilla >= 0 else ""


def rule_of(content, src: str) -> str:
    """Which printed rule or card a content line (`path:line`) belongs to, in words
    ('' if none): a building's effect, a row or column bonus, the specialist, decree or
    dive card whose text holds the line."""
    rules = content.rules
    for k, kind in enumerate(KINDS):
        if rules.building[k] and rules.building[k][0].src == src:
            return f"building {'an' if kind[0] in 'aeiou' else 'a'} {kind}: the {kind}'s effect"
        if rules.row_bonus[k] and rules.row_bonus[k][0].src == src:
            return f"your last {kind}: the {kind} row bonus"
    if rules.column_bonus and rules.column_bonus[0].src == src:
        return "a column of port, academy and shipyard: the column bonus"
    path, _, line = src.rpartition(":")
    best, best_line = "", -1
    for kind, records in (("specialist", content.specialists), ("decree", content.decrees),
                          ("from the dive card", content.dive_cards)):
        for r in records:
            rpath, _, rline = r.src.rpartition(":")
            if rpath == path and rline.isdigit() and line.isdigit() \
                    and best_line < int(rline) <= int(line):
                best, best_line = f"{kind} {r.name}", int(rline)
    return best


def _location_of(content, src: str) -> str:
    """The flotilla side and location a content line is part of ('' if none)."""
    path, line = _line(src)
    found, found_line = "", -1
    for side in content.flotilla_sides:
        for loc in side.locations:
            lpath, lline = _line(loc.src)
            if lpath == path and found_line < lline <= line:
                found, found_line = f"{side.name}, location {loc.index}", lline
    return found


def source_text(content, src: str) -> str:
    """Where a log line comes from, for a player: the rulebook page, or the card or
    location whose text holds the content line, with the line: 'dive card Kelp Forest
    (content/dive_cards.sea:51)'."""
    if not src or src.startswith("rulebook"):
        return src
    bonus = content.rules.owner_bonus
    rule = "the player board: the ship owner's bonus" if bonus and bonus[0].src == src else \
        rule_of(content, src).replace("from the dive card", "dive card") \
        or _location_of(content, src)
    if rule.startswith(("building a", "your last", "a column")):
        rule = "the player board: " + rule.split(": ", 1)[1]
    return f"{rule} ({src})" if rule else src


def _line(src: str) -> tuple:
    path, _, n = src.rpartition(":")
    return path, int(n) if n.isdigit() else -1


def _within(state, ctx, src: str) -> bool:
    """Whether the content line `src` is part of the effect of the location in `ctx`
    (a question asked inside it, as a card chosen among those it revealed): between the
    location's line and the next location's in the same file."""
    locations = state.content.side[state.sides[ctx.flotilla]].locations
    if not 0 <= ctx.location < len(locations) or locations[ctx.location].src != ctx.src:
        return False
    (path, line), (start_path, start) = _line(src), _line(ctx.src)
    if path != start_path or min(line, start) < 0:
        return False
    ends = [n for p, n in (_line(loc.src) for loc in locations) if p == path and n > start]
    return start <= line < min(ends, default=line + 1)


def trigger(state) -> str:
    """Why the question now asked is asked, in words: "orange built at flotilla 2
    location 1, where blue's ship is: owner's bonus (rulebook p. 9)". Empty for the
    turn's own question."""
    d = state.decision
    if d is None or d.kind == "turn":
        return ""
    rules = state.content.rules
    src = getattr(d.op, "src", "") or ""
    where = _where(d.ctx)
    mover = COLOURS[state.current]
    if rules.owner_bonus and src == rules.owner_bonus[0].src:
        return (f"{mover} built at {where}, where {COLOURS[d.player]}'s ship is: "
                "owner's bonus (rulebook p. 9)")
    if d.kind == "react":
        event = getattr(d.op, "event", "build")
        done = {"build": f"built at {where}" if where else "built", "dive": "dived"}.get(
            event, f"did a {event}")
        return f"{mover} {done}: a specialist of yours may react"
    if d.kind == "specialist" and not src:
        return f"your build at {where}: a specialist may help" if where else \
            "your dive: a specialist may help"
    if d.kind == "half" and not src:
        return "" if "start" not in d.prompt else "solo setup: the starting dive card"
    if state.solo and src == "rulebook p. 14" and d.kind == "take" and state.dive_discard:
        return (f"the solo game's start: with the starting card, {state.dive_discard[-1]}, "
                "you take 1 resource more of your choice (rulebook p. 14)")
    if d.kind == "ship" and src == "rulebook p. 9" and where:
        return (f"{mover} built at {where}, where {COLOURS[d.player]}'s ship was: "
                "the ship moves on (rulebook p. 9)")
    rule = rule_of(state.content, src) if src else ""
    origin = f"the build at {where}" if where else ""
    if rule and origin and not rule.startswith(("building a", "your last", "a column")):
        return f"{rule}, after {origin}"
    if rule:
        return f"{rule} ({where})" if where else rule
    if src.startswith("rulebook"):
        return f"after {origin}: the rules ({src})" if origin else f"the rules ({src})"
    if where:
        if src and (src == d.ctx.src or _within(state, d.ctx, src)):
            return f"the location's effect at {where}"
        return f"after {origin} ({src})" if src else f"after {origin}"
    return src
