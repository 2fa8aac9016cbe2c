"""Deep Sea's card text: what each compiled component does, in plain English, read from
its record (components.py): specialists (p. 8 sides, p. 7 recruiting, p. 13 promotion,
p. 15 final scoring), ocean boards with their sites, links and rules (pp. 9-13),
journals (p. 12), Dive tokens (p. 11), scenarios with their Impact board and goals
(pp. 3-4, 14-17), bonus goals and setbacks (pp. 16-17) and the mat's tracks (p. 2).

    from seastead_rules.deep_sea.cardtext import item_text
    print(item_text(load_content().zones[0]))
"""

from __future__ import annotations

from ..inputs import check_type
from ..kernel.rules.vocabulary import Vocabulary
from ..kernel.rules.wording import joined, noun, sentence
from .components import (
    DiveToken,
    Goal,
    Journal,
    Mat,
    Scenario,
    Setback,
    Side,
    Specialist,
    Zone,
)
from .effects import COUNTS
from .language import LANGUAGE
from .phrases import action_name, track_name, wording

__all__ = ["item_text", "side_text", "ITEM_KINDS"]

ITEM_KINDS = (Specialist, Zone, Journal, DiveToken, Scenario, Goal, Setback, Mat)
"""The components `item_text` reads."""


def side_text(side: Side) -> str:
    """A specialist side's actions: 'Travel', 'Travel or Dive', 'any or all of Travel,
    Sonar and Dive, in any order' (p. 8)."""
    check_type(side, Side, "side", "a specialist's side (components.Side)")
    names = [action_name(a) for a in side.actions]
    if len(names) == 1:
        return names[0]
    if side.choice:
        return ("one of " if len(names) > 2 else "") + joined(names, "or")
    return f"any or all of {joined(names)}, in any order"


def _specialist(s: Specialist, w) -> list:
    if s.leader:
        lines = [f"{s.name}: the Team Leader, on its Senior side from the start (p. 3).",
                 sentence(f"Senior side, {s.senior.name}: {side_text(s.senior)}")]
    else:
        copies = noun("copy", s.count).replace("copys", "copies")
        lines = [f"{s.name}: a tier-{s.tier} specialist, {copies} in the tray.",
                 sentence(f"Junior side: {side_text(s.junior)}"),
                 sentence(f"Senior side, {s.senior.name}: {side_text(s.senior)}")]
    if s.recruit:
        lines.append(sentence(f"when recruited: {w.block(s.recruit)}"))
    if s.promote:
        lines.append(sentence(f"when promoted: {w.block(s.promote)}"))
    if s.final:
        lines.append(sentence(f"at the end of the game, if Senior: {w.block(s.final)}"))
    return lines


def _space(feature: str, space: int, zone: Zone) -> str:
    track = next((t for t in zone.tracks if t.name == feature), None)
    return f"{feature} (space {space + 1})" if track is not None else feature


def _zone(z: Zone, w) -> list:
    kind = "a mission board" if z.mission else "an ocean board"
    only = ", in play only when a scenario names it" if z.mission else ""
    lines = [f"{z.name}: {kind} of depth {z.depth}{only}."]
    if z.arrival:
        lines.append(sentence(f"arrival bonus: {w.block(z.arrival)}"))
    if z.discovery:
        lines.append(sentence(f"discovery bonus: {w.block(z.discovery)}"))
    for track in z.tracks:
        spaces = "; ".join(f"{k}) {w.block(s)}" for k, s in enumerate(track.spaces, 1))
        lines.append(sentence(f"Sonar track {track.name}: {spaces}"))
    if z.dive:
        lines.append(f"Dive site: starts with {noun('Dive token', z.dive)}.")
    for site in z.sites:
        if site.kind == "conservation":
            lines.append(sentence(f"Conservation site {site.name}, costing "
                                  f"{site.cost} Research: {w.block(site.reward)}"))
        else:
            lines.append(f"Journal site {site.name}, field {site.field}: publish a journal "
                         f"with this field.")
        for rule in site.marked:
            lines.append(f"  Marked: for the player whose disc is on {site.name}: "
                         f"{w.rule(rule)}")
    for link in z.links:
        ends = (_space(*link.a, z), _space(*link.b, z))
        lines.append(sentence(f"link {ends[0]} to {ends[1]}: when both are occupied, "
                              f"both occupants {w.block(link.reward)}"))
    lines += [w.rule(r) for r in z.rules]
    return lines


def _journal(j: Journal, w) -> list:
    kind = "an anchor journal" if j.anchor else "a journal"
    fields = joined(j.fields)
    lines = [f"{j.name}: {kind}, field{'s' * (len(j.fields) > 1)} {fields}, costing "
             f"{j.cost} Research to publish."]
    if j.you:
        lines.append(sentence(f"the publisher: {w.block(j.you)}"))
    if j.others:
        lines.append(sentence(f"every other player: {w.block(j.others)}"))
    if j.points:
        lines.append(sentence(f"at the end of the game: {noun('point', j.points)}"))
    if j.action:
        lines.append(sentence(f"activation circle: {w.block(j.action)}"))
    return lines


def _token(t: DiveToken, w) -> list:
    spend = f"spent for {t.research} Research"
    if t.effect:
        spend += f" or for its effect: {w.block(t.effect)}"
    return [f"{t.name}: a Dive token ({t.count} in the game), {spend}."]


def _thresholds(values) -> str:
    return ", ".join(f"{v} for {k}" for k, v in enumerate(values, 1))


def _goal(g: Goal, w) -> list:
    counts = COUNTS.get(g.counts, g.counts)
    if g.bonus:
        return [f"{g.name}: a bonus goal (co-op and solo), counting {counts}; the team "
                f"meets it with {_thresholds(g.coop)} players."]
    return [f"Goal {g.name}: {noun('point', g.per)} for each of {counts}; the player "
            f"with the most scores {g.first} more, the second most {g.second} more "
            f"(p. 15); in co-op the team needs {_thresholds(g.coop)} players."]


def _hex(h, w) -> str:
    marks = [m for m, on in (("entry", h.entry), ("infinite", h.infinite)) if on]
    text = f"({h.cell[0]}, {h.cell[1]})" + (f" {h.colour}" if h.colour else "")
    text += f" [{', '.join(marks)}]" if marks else ""
    return text + (f": {w.block(h.reward)}" if h.reward else "")


def _scenario(s: Scenario, w) -> list:
    starts = joined(f"{z} (column {c}, depth {d})" for z, c, d in s.start)
    lines = [f"{s.name}: a scenario; the play area runs from column {s.columns[0]} to "
             f"{s.columns[-1]} and down to depth {s.max_depth}.",
             f"In play at the start: {starts}; new vessels launch at {s.launch}."]
    if s.missions:
        lines.append(f"Mission boards: {joined(s.missions)}.")
    if s.impact is not None:
        lines.append("Impact board: " + "; ".join(_hex(h, w) for h in s.impact.hexes) + ".")
        legend = ", ".join(f"{c} {noun('point', p)}" for c, p in s.impact.legend)
        if legend:
            lines.append(f"Impact scoring, per marker by colour: {legend}.")
    lines += [line for g in s.goals for line in _goal(g, w)]
    if s.coop_points:
        lines.append(f"Co-op: the team needs {_thresholds(s.coop_points)} players from "
                     f"the Impact board, journals and specialists.")
    lines += [w.rule(r) for r in s.rules]
    return lines


def _setback(s: Setback, w) -> list:
    return [f"{s.name}: a setback (co-op and solo); when it is drawn, every player: "
            f"{w.block(s.effect)}."]


def _mat(m: Mat, w) -> list:
    lines = ["The player mat."]
    for t in m.tracks.tracks:
        text = (f"{track_name(t.name)} track: positions 0 to {len(t.levels) - 1}, levels "
                f"{' '.join(map(str, t.levels))}")
        if t.impact is not None:
            text += f"; an Impact space at {t.impact}"
        if t.vessels:
            text += f"; Gain Vessel spaces at {joined(map(str, t.vessels))}"
        lines.append(text + ".")
    if m.tracks.brackets:
        lines.append("Scoring brackets (position: points): " + ", ".join(
            f"{pos}: {pts}" for pos, pts in m.tracks.brackets) + ".")
    lines.append(f"The Research track holds up to {m.research_cap}.")
    lines.append(f"Each player has {m.discs} discs, {m.markers} markers and "
                 f"{m.vessels} vessels.")
    return lines


_TEXTS = {Specialist: _specialist, Zone: _zone, Journal: _journal, DiveToken: _token,
          Scenario: _scenario, Goal: _goal, Setback: _setback, Mat: _mat}


def item_text(item, vocabulary=None) -> str:
    """A compiled Deep Sea component's rules in plain English, one line per part; the
    rules it prints name their questions and events in the words of `vocabulary` (the
    game's declaration; the shipped one when None)."""
    check_type(item, ITEM_KINDS, "item", "a Deep Sea component (specialist, zone, "
               "journal, Dive token, scenario, goal, setback or the mat)")
    if vocabulary is not None:
        check_type(vocabulary, Vocabulary, "vocabulary", "a game's declaration (Vocabulary)")
    return "\n".join(_TEXTS[type(item)](item, wording(vocabulary or LANGUAGE.vocabulary)))
