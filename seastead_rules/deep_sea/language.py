"""Endeavor: Deep Sea's content language: the core language's compiler (kernel/lang)
with Deep Sea's own handlers (items.py: its components; language_hooks.py: `amount` and
`instead of` in its rules; here: scenarios, the rewards and actions printed on
components, its value and condition), compiled against its declaration
(content/deep_sea/game.sea).

    from seastead_rules.deep_sea.language import compile_source
    zone, = compile_source('zone "Atoll" depth 1 { arrival { research 2 } }', "my.sea")
"""

from __future__ import annotations

from lark import v_args

from ..data import content_dir, grammar_text
from ..kernel.lang.compiler import DECLARATION, Compiled, Language
from ..kernel.lang.declaration import DeclarationCompiler
from ..kernel.lang.effects import EffectCompiler
from ..kernel.lang.parser import CORE_HINTS, Grammar, Hint
from ..kernel.lang.piles import PileCompiler
from ..kernel.lang.problems import quoted
from ..kernel.lang.rules import RuleCompiler
from . import effects as fx
from .boards.hexes import Hex, ImpactSpec
from .components import Goal, Scenario
from .items import REFUSED, RULES, ItemCompiler
from .language_hooks import HookCompiler

__all__ = ["LANGUAGE", "GRAMMAR", "compile_source", "CONTENT_FOLDER"]

CONTENT_FOLDER = "deep_sea"
"""The folder of the shipped content (under content/)."""

# The core statements Deep Sea's rules never use (its gains are its own words: research,
# disc, impact, advance ...), refused at the word with what to write instead.
_NOT_HERE = {
    "take": "a reward is written with Deep Sea's words: research N, disc, impact, "
            "advance TRACK, promote",
    "take_from": "nothing is taken from another player in Deep Sea",
    "give": "nothing is given to another player in Deep Sea",
    "discard": "Deep Sea discards discs ('discard disc'), not down to a number",
    "add": "Deep Sea's counts are read from the game (effects.COUNTS), not kept",
    "subtract": "Deep Sea's counts are read from the game (effects.COUNTS), not kept",
    "set_counter": "Deep Sea's counts are read from the game (effects.COUNTS), not kept",
    "counter_decl": "Deep Sea's counts are read from the game (effects.COUNTS), not kept",
    "reaches": "Deep Sea's counts are read from the game (effects.COUNTS), not kept",
    "skip_turn": "a Deep Sea player passes for the round instead (p. 8)",
    "extra_turn": "a Deep Sea turn is one activation (p. 8)",
    "end_game": "a Deep Sea game ends after its last round (p. 14)",
    "adjust": "Deep Sea's numbers change with 'modify' rules",
    "reveal": "Deep Sea's piles are drawn by its actions (Discover, Dive)",
    "look": "Deep Sea's piles are drawn by its actions (Discover, Dive)",
    "choose_card": "Deep Sea's piles are drawn by its actions (Discover, Dive)",
    "put_it": "Deep Sea's piles are drawn by its actions (Discover, Dive)",
}


def _refused(rule: str, why: str):
    def handler(self, meta, children):
        word = rule.split("_")[0]
        self.problems.append(self._problem_at(meta, f"'{word}' is not a Deep Sea "
                                                    f"statement: {why}"))
        return REFUSED
    handler.__name__ = rule
    return v_args(meta=True)(handler)


@v_args(meta=True)
class _ToRecords(HookCompiler, ItemCompiler, EffectCompiler, PileCompiler,
                 DeclarationCompiler, RuleCompiler):
    """One handler per grammar rule; each returns the record of the same name."""

    COUNTED = {name: "you" for name in fx.COUNTS}

    def _problem_at(self, meta, message: str):
        from ..kernel.lang.problems import Problem
        return Problem(self.path, meta.line, meta.column, message, 1)

    # ---- scenarios -------------------------------------------------------------------
    def columns(self, meta, children):
        low, high = (self._int(c, 0, 20, "column") for c in children)
        if low > high:
            self._fail(children[0], f"columns run from {low} to at least {low}")
        return ("columns", tuple(range(low, max(low, high) + 1)))

    def max_depth(self, meta, children):
        return ("deepest", self._int(children[0], 1, 5, "depth"))

    def start_zone(self, meta, children):
        name, column, depth = children
        return ("start", (str(name)[1:-1], self._int(column, 0, 20, "column"),
                          self._int(depth, 1, 5, "depth")))

    def launch(self, meta, children):
        return ("launch", str(children[0])[1:-1])

    def missions(self, meta, children):
        return ("missions", tuple(str(c)[1:-1] for c in children))

    def colour(self, meta, children):
        return ("colour", str(children[0]))

    def hex(self, meta, children):
        q, r, *rest = children
        colour = next((c[1] for c in rest if isinstance(c, tuple)), None)
        marks = {str(c) for c in rest if getattr(c, "type", "") == "HEX_MARK"}
        reward = next((c for c in rest if isinstance(c, list | tuple) and
                       not (len(c) == 2 and c[0] == "colour")), ())
        return ("hex", Hex((self._int(q, 0, 20, "hex q"), self._int(r, 0, 20, "hex r")),
                           tuple(reward), colour, "entry" in marks, "infinite" in marks))

    def legend_entry(self, meta, children):
        return (str(children[0]), self._int(children[1], 0, 20, "points"))

    def legend(self, meta, children):
        return ("legend", tuple(children))

    def impact_board(self, meta, children):
        hexes = tuple(c[1] for c in children if c[0] == "hex")
        legend = next((c[1] for c in children if c[0] == "legend"), ())
        cells = [h.cell for h in hexes]
        if len(set(cells)) != len(cells) or not any(h.entry for h in hexes):
            self._fail(self._token_at(meta, "impact"), "an Impact board's hexes stand on "
                       "distinct cells, and at least one has an entry arrow (p. 14)")
            return ("impact", None)
        return ("impact", ImpactSpec(hexes, legend))

    def per_count(self, meta, children):
        return ("per", self._int(children[0], 1, 10, "points per count"))

    def goal(self, meta, children):
        name, counts, *rest = children
        per = next((c[1] for c in rest if isinstance(c, tuple) and c[0] == "per"), 1)
        first, second = (self._int(c, 0, 30, "bonus") for c in rest
                         if not isinstance(c, tuple))
        coop = next(c[1] for c in rest if isinstance(c, tuple) and c[0] == "coop")
        return ("goal", Goal(str(name)[1:-1], self._counts(counts), per, first, second,
                             coop, src=self._src(meta)))

    def coop_points(self, meta, children):
        return ("coop points", self.coop(meta, children)[1])

    def scenario(self, meta, children):
        name, *parts = children
        found, goals, starts, rules = {}, [], [], []
        for part in parts:
            if part is REFUSED:
                continue
            if isinstance(part, RULES):
                rules.append(part)
            elif part[0] == "goal":
                goals.append(part[1])
            elif part[0] == "start":
                starts.append(part[1])
            else:
                found[part[0]] = part[1]
        for need in ("columns", "launch", "impact"):
            if need not in found:
                self._fail(name, f"scenario {name} must give its {need}")
        columns = found.get("columns", (0,))
        for zone, column, _ in starts:
            if column not in columns:
                self._fail(name, f"{quoted(zone)} starts in column {column}, outside the "
                                 f"play area's columns {columns[0]} to {columns[-1]}")
        return Scenario(str(name)[1:-1], columns, tuple(starts), found.get("launch", ""),
                        found.get("impact"), tuple(goals), found.get("deepest", 5),
                        found.get("missions", ()), found.get("coop points", ()),
                        tuple(rules), src=self._src(meta))

    def _token_at(self, meta, word: str):
        from lark import Token
        return Token("NAME", word, line=meta.line, column=meta.column)

    # ---- rewards and actions -----------------------------------------------------------
    def advance(self, meta, children):
        track, *steps = children
        if str(track) not in fx.TRACK_CHOICES:
            self._name(track, fx.TRACK_CHOICES, "track")
        return fx.Advance(str(track), self._int(steps[0], 1, 12, "steps") if steps else 1,
                          src=self._src(meta))

    def research(self, meta, children):
        return fx.Research(self._int(children[0], 1, 12, "Research"), src=self._src(meta))

    def spend(self, meta, children):
        amount, what = children
        return fx.SpendResearch(self._int(amount, 1, 12, "Research"), src=self._src(meta))

    def impact(self, meta, children):
        count = self._int(children[0], 1, 5, "Impact") if children else 1
        return fx.GainImpact(count, src=self._src(meta))

    def disc(self, meta, children):
        count = self._int(children[0], 1, 5, "discs") if children else 1
        return fx.GainDisc(count, src=self._src(meta))

    def discard_disc(self, meta, children):
        count = self._int(children[0], 1, 5, "discs") if children else 1
        return fx.DiscardDisc(count, src=self._src(meta))

    def promote(self, meta, children):
        return fx.Promote(1, src=self._src(meta))

    def discover(self, meta, children):
        low = self._int(children[0], 1, 5, "depth")
        high = self._int(children[1], 1, 5, "depth") if len(children) > 1 else low
        if high < low:
            self._fail(children[1], f"discover {low} to {high}: the depths run upward")
        return fx.Discover(low, max(low, high), src=self._src(meta))

    def act_here(self, meta, children):
        return ("here", True)

    def act_technology(self, meta, children):
        return ("technology", self._int(children[0].lstrip("+"), 0, 5, "technology bonus"))

    def act_discount(self, meta, children):
        return ("discount", self._int(children[0], 1, 12, "discount"))

    def act_same_depth(self, meta, children):
        return ("same_depth", True)

    def act_extra(self, meta, children):
        return ("extra", True)

    def action_word(self, meta, children):
        return children[0]

    def act(self, meta, children):
        action, *mods = children
        options = dict(mods)
        allowed = {"travel": {"here", "technology"}, "sonar": {"here"},
                   "dive": {"here", "extra"}, "conserve": {"here", "discount", "same_depth"},
                   "journal": {"here"}}[str(action)]
        for key in options:
            if key not in allowed:
                self._fail(action, f"{action} takes no '{key.replace('_', ' ')}' "
                                   f"(it takes: {', '.join(sorted(allowed))})")
        return fx.Act(str(action), src=self._src(meta), **options)

    def surface(self, meta, children):
        return fx.Surface(self._int(children[0], 1, 4, "steps"), src=self._src(meta))

    def zone_depth(self, meta, children):
        return fx.ZoneDepth(src=self._src(meta))

    def ocean_full(self, meta, children):
        return fx.OceanFull(src=self._src(meta))


for _rule, _why in _NOT_HERE.items():
    setattr(_ToRecords, _rule, _refused(_rule, _why))


def _declaration() -> tuple:
    return (f"content/{CONTENT_FOLDER}/{DECLARATION}",
            (content_dir() / CONTENT_FOLDER / DECLARATION).read_text(encoding="utf-8"))


def _tables():
    # The generated parser tables (grammar_tables.py writes them), or None where they are absent.
    try:
        from . import _grammar_tables
    except ImportError:
        return None
    return _grammar_tables


GRAMMAR = Grammar("deep_sea", lambda: grammar_text("deep_sea"),
                  CORE_HINTS + (Hint("a zone's part", ("_zone_part",),
                                     "arrival, discovery, sonar, dive site, conservation, "
                                     "journal site, link, a rule", "zone"),),
                  tables=_tables)
"""Deep Sea's grammar: its LALR parser made at first use from the tables generated into
deep_sea/_grammar_tables.py (`make grammar`), or built from the grammar when they are
stale (building it takes about 0.35 s, loading the tables about a third of that)."""

LANGUAGE = Language(GRAMMAR, _ToRecords, _declaration)
"""Deep Sea's content language."""


def compile_source(text: str, path: str = "<string>", vocabulary=None) -> Compiled:
    """Compile one Deep Sea .sea source into records; raises ContentError listing every
    problem, each `path:line:col` with the line and a caret."""
    return LANGUAGE.compile_source(text, path, vocabulary)
