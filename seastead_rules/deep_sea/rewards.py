"""The compiler handlers of Deep Sea's rewards and actions (rulebook p. 6, "reward
symbols"; pp. 9-12, the actions), of its `here` condition and of counts in whole groups:
each returns the record of deep_sea/effects.py of the same meaning."""

from __future__ import annotations

from lark import v_args

from ..kernel.lang.base import CompilerBase
from ..kernel.lang.problems import quoted
from . import effects as fx
from .items import _at

__all__ = ["RewardCompiler"]

# Which modifiers each action takes (pp. 11-12), and what each means in words.
_MODIFIERS = {
    "travel": ("here", "technology"),
    "sonar": ("here",),
    "dive": ("here", "extra"),
    "conserve": ("here", "discount", "same_depth"),
    "journal": ("here",),
}
_WORDS = {"here": "here", "technology": "technology", "discount": "discount",
          "same_depth": "same-depth", "extra": "extra-token"}


@v_args(meta=True)
class RewardCompiler(CompilerBase):
    """Handlers of the rewards, actions, `here` and groups (mixed into the compiler)."""

    def advance(self, meta, children):
        track, *steps = children
        count = self._int(steps[0], 1, 9, "steps") if steps else 1
        name = fx.TRACK_CHOICES[self._name(track, fx.TRACK_CHOICES, "track")]
        if name == "research":              # one record for one meaning: Research
            return fx.Research(count, src=self._src(meta))
        return fx.Advance(name, count, src=self._src(meta))

    def research(self, meta, children):
        return fx.Research(self._int(children[0], 1, 12, "Research"), src=self._src(meta))

    def spend(self, meta, children):
        # The only resource is the Research track (game.sea): `spend 2 research` (p. 6).
        amount, what = children
        if what.mode != "resource":
            self._fail(amount, "Deep Sea spends Research only: say 'spend N research'")
        return fx.SpendResearch(self._int(amount, 1, 12, "Research"), src=self._src(meta))

    def take(self, meta, children):
        self._fail(children[0], "Deep Sea gains Research with 'research N' (and a track "
                                "step with 'advance TRACK'), not 'take'")
        return fx.Research(1, src=self._src(meta))

    def take_from(self, meta, children):
        return self.take(meta, children)

    def give(self, meta, children):
        self._fail(children[0], "Deep Sea has nothing to give: say 'spend N research'")
        return fx.SpendResearch(1, src=self._src(meta))

    def impact(self, meta, children):
        return fx.GainImpact(self._count(children), src=self._src(meta))

    def disc(self, meta, children):
        return fx.GainDisc(self._count(children), src=self._src(meta))

    def discard_disc(self, meta, children):
        return fx.DiscardDisc(self._count(children), src=self._src(meta))

    def promote(self, meta, children):
        return fx.Promote(self._count(children), src=self._src(meta))

    def _count(self, children) -> int:
        return self._int(children[0], 1, 9, "count") if children else 1

    def discover(self, meta, children):
        low = self._int(children[0], 1, 5, "depth")
        high = self._int(children[1], 1, 5, "depth") if len(children) > 1 else low
        if high < low:
            self._fail(children[1], f"'discover {low} to {high}': the deeper depth comes "
                                    "second")
        return fx.Discover(low, max(low, high), src=self._src(meta))

    def surface(self, meta, children):
        return fx.Surface(self._int(children[0], 1, 4, "steps"), src=self._src(meta))

    # ---- the five actions, with their modifiers ------------------------------------
    def _act(self, action: str, meta, mods):
        found = {}
        for key, value, tok in mods:
            if key not in _MODIFIERS[action]:
                allowed = ", ".join(_WORDS[m] for m in _MODIFIERS[action])
                self._fail(tok, f"{quoted(_WORDS[key])} does not go with {action} "
                                f"(it takes: {allowed})")
            elif key in found:
                self._fail(tok, f"{quoted(_WORDS[key])} is said twice")
            found[key] = value
        return fx.Act(action, **found, src=self._src(meta))

    def travel(self, meta, children):
        return self._act("travel", meta, children)

    def sonar(self, meta, children):
        return self._act("sonar", meta, children)

    def dive(self, meta, children):
        return self._act("dive", meta, children)

    def conserve(self, meta, children):
        return self._act("conserve", meta, children)

    def journal_act(self, meta, children):
        return self._act("journal", meta, children)

    def mod_here(self, meta, children):
        return ("here", True, _at(meta, "here"))

    def mod_technology(self, meta, children):
        return ("technology", self._int(children[0], -3, 3, "technology change"),
                children[0])

    def mod_discount(self, meta, children):
        return ("discount", self._int(children[0], 1, 12, "discount"), children[0])

    def mod_same_depth(self, meta, children):
        return ("same_depth", True, _at(meta, "same-depth"))

    def mod_extra_token(self, meta, children):
        return ("extra", True, _at(meta, "extra-token"))

    # ---- `here` and whole groups ---------------------------------------------------
    def in_this_zone(self, meta, children):
        record = fx.Here()
        self._needs("here", record, meta)
        return record

    def every(self, meta, children):
        size, counter = children
        return fx.Every(self._int(size, 2, 20, "group size"), counter)

