"""The log as players read it: sentences grouped by turn ("Round 3 · orange's turn"),
each player's choices said where the events alone would not tell them (the half of a
dive card taken, a 'no', a card chosen), the resources taken in one step said in one
sentence, and the source of each line (the content line and the card it belongs to, or
the rulebook page) kept for the page to show on demand."""

from __future__ import annotations

import re

from ....model.names import RESOURCES
from ....text.asked import rule_of, source_text
from ....text.phrases import noun
from ....text.render import answer_text, card_facts, player_names
from ....text.wording import plain

__all__ = ["log_view", "LOG_LINES"]

# The newest log lines a view carries (the page scrolls them; the count says how many
# there are in all).
LOG_LINES = 400

_AMOUNT = re.compile(r"^(\w+) (takes|returns) ([0-9]+) (\w+)$")
# Answers that say nothing the events after them do not say.
_SILENT = ("yes", "done", "stop")
# Questions whose answer is worth a sentence of its own even when events follow it.
_SAID = ("half", "card", "order", "pick dock", "move", "copy")


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def _goods(n: int, what: str) -> str:
    if what == "cleanup":
        return f"{n} cleanup {noun('token', n)}"
    return f"{n} {noun(what, n) if what in RESOURCES else what}"


def _choice(before, action: str, viewer, events) -> str:
    """A sentence for the answer `action` to the question of `before`, or ''."""
    d = before.decision
    if d is None or d.kind == "turn" or action in _SILENT:
        return ""
    who = player_names(before)[d.player]
    shown = answer_text(before, action, viewer)
    if d.kind == "may" and action == "no":
        asked = _third_person(_MORE.sub("", d.prompt.split(": ", 1)[-1]))
        return _sentence(f"{who} declines to {asked.removeprefix('they may ')}"
                         if asked.startswith("they may ") else f"{who} answers no: {asked}")
    if d.kind in _SAID or not events:
        return _sentence(f"{who} chooses {shown}")
    return ""


# A question asked again says how often more it may be: "(3 more)".
_MORE = re.compile(r" \(\d+ more\)$")
_YOU = re.compile(r"\b(you|your|yours)\b")


def _third_person(text: str) -> str:
    """A question's words said of the player: 'you may take ... of your choice' reads
    'they may take ... of their choice'."""
    return _YOU.sub(lambda m: {"you": "they", "your": "their", "yours": "theirs"}[m.group(1)],
                    text)


def _title(state, decider: int) -> str:
    return f"Round {state.round} · {player_names(state)[decider]}'s turn"


class _Turns:
    """The turns of a log as they are written: a player's takes (or returns) of one
    source in a row are said in one sentence, and a build's returns read as paying."""

    def __init__(self, content, seen):
        self.content, self.seen = content, seen
        self.turns, self.last, self.paying = [], None, False
        self.sources: dict = {}

    def start(self, title: str, player: int) -> None:
        self.turns.append({"title": title, "player": player, "lines": []})
        self.last = None

    def say(self, text: str, src: str, step: int, action: str) -> None:
        lines = self.turns[-1]["lines"]
        m = _AMOUNT.match(text)
        key = (m.group(1), m.group(2), src) if m else None
        if m and key == self.last:
            parts = lines[-1]["parts"]
            parts[m.group(4)] = parts.get(m.group(4), 0) + int(m.group(3))
            return
        self.last = key
        if m:
            verb = "pays" if self.paying and m.group(2) == "returns" else m.group(2)
            lead, parts = f"{m.group(1)} {verb} ", {m.group(4): int(m.group(3))}
        else:
            lead, parts = "", {text: 0}
            self.paying = self.paying and " builds " in text
        lines.append({"lead": lead, "parts": parts, "src": src, "step": step,
                      "action": action})

    def done(self) -> list:
        out = []
        for turn in self.turns:
            lines = []
            for line in turn["lines"]:
                parts = [_goods(n, what) if n else what
                         for what, n in line.pop("parts").items()]
                words = parts[0] if len(parts) == 1 else \
                    ", ".join(parts[:-1]) + " and " + parts[-1]
                line["text"] = _sentence(line.pop("lead") + words)
                line["src"], line["source"] = self._source(line["src"])
                lines.append(line)
            if lines:
                out.append({**turn, "lines": lines})
        return out


    def _source(self, src: str) -> tuple:
        """(src, source) of a line as the viewer may read them: a line of a dive card
        they have not seen names neither the card nor its line."""
        if src not in self.sources:
            rule = rule_of(self.content, src) if src else ""
            card = rule.removeprefix("from the dive card ")
            if card != rule and self.seen is not None and card not in self.seen:
                self.sources[src] = ("", "a dive card you have not seen")
            else:
                self.sources[src] = (src, source_text(self.content, src))
        return self.sources[src]


def _seen_cards(state, viewer) -> set | None:
    """The dive cards `viewer` may see by name now (None: every card): the face-up
    discards, the cards in the open they look at, their kept cards and the cards of the
    deck they know."""
    if viewer is None:
        return None
    facts = card_facts(state, viewer)
    known = state.known[viewer] if state.known else ()
    return set(state.dive_discard) | set(facts.open) | set(facts.kept[viewer]) | set(known)


def log_view(history, actions, viewer: int | None = None) -> dict:
    """The log of a game whose states are `history` (from the setup on) and actions
    `actions`, as `viewer` may read it (None: everything), in turns: {"count": the
    number of lines, "turns": [{"title", "player", "lines": [{"text", "src", "source",
    "step", "action"}]}]}, the newest LOG_LINES lines of them."""
    log = _Turns(history[0].content, _seen_cards(history[-1], viewer))
    log.start("Setup", -1)
    for e in history[0].log.entries() if history[0].log is not None else ():
        log.say(plain(e).removeprefix("setup: "), e.src, 0, "setup")
    for step, (before, action, after) in enumerate(zip(history, actions, history[1:]), 1):
        d = before.decision
        text = answer_text(before, action, viewer)
        if d is not None and d.kind == "turn":
            log.start(_title(before, d.player), d.player)
        events = after.log.events if after.log is not None and after.log is not before.log \
            else ()
        said = _choice(before, str(action), viewer, events)
        if said:
            log.say(said, getattr(d.op, "src", "") or "", step, text)
        log.paying = d is not None and d.kind in ("turn", "build") and text.startswith("build ")
        for e in events:
            log.say(plain(e), e.src, step, text)
    turns = log.done()
    count = sum(len(t["lines"]) for t in turns)
    drop = count - LOG_LINES
    while drop > 0:
        cut = min(drop, len(turns[0]["lines"]))
        turns[0]["lines"] = turns[0]["lines"][cut:]
        drop -= cut
        if not turns[0]["lines"]:
            turns.pop(0)
    return {"count": count, "turns": turns}
