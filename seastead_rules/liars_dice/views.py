"""What each view of Liar's Dice shows, as a tensor and as text: the public view, one
player's, and everything; now (an observation), or with perfect recall (an information
state: every round since the start).

An observation's tensor, float32, every entry in [0, 1]:

    hands            H        the dice as face counts / dice: the viewer's (6, PLAYER),
                              none (PUBLIC), every seat's (6 x players, ALL)
    dice left        players  each seat's dice / dice
    to move          players  one-hot: the seat to decide (none at chance or the end)
    bids made        ids      one-hot per bid id: the bids of this round so far
    standing bidder  players  one-hot: who made the standing bid
    wild             2        1s wild; 6s wild
    chance           1        chance decides now (a die or the opener)
    over             1        1 at the end

Seats are counted from the viewer in the PLAYER view (the viewer first, then the next
player in turn, ...), from seat 0 in the others. An information state's tensor holds,
after a header (the viewer's seat one-hot in the PLAYER view; over, 1 entry), one slot
per round the game can have (1 with `one_round`, else all the dice but one), in order:

    started   1         the round has begun
    opener    players   one-hot: who opens it (none until drawn)
    dice      players   each seat's dice in it / dice
    rolled    players   each seat's dice rolled so far / dice
    hands     H         as above, the dice rolled so far
    bids      ids       one-hot per bid id: its bids (who made each follows from the
                        opener and the turn order)
    called    1         it ended in a challenge
    shown     6 x players  every seat's dice shown at the challenge / dice

Two positions with different information-state strings for a player (what the player
has seen and done) give different tensors. `ids` is the bids of the whole table (6 per
die); face counts are over `dice`.
"""

from __future__ import annotations

from ..errors import ArgumentError
from ..extras import need
from ..kernel.arguments import check_seat, shown
from ..kernel.protocol import ALL, PLAYER, PUBLIC
from .chance import roller
from .rules import bid_id
from .state import CHANCE, FACES, HIDDEN, State
from .text import bid_text, dice_text, observation_string, rules_text

__all__ = ["View"]


class View:
    """One view of games of `players` with `dice` each (see the module's docstring):
    `shape`, `write(position, player)` and `string(position, player)`."""

    def __init__(self, players: int, dice: int, one_round: bool, view: str = PLAYER,
                 recall: bool = False):
        need("ai", "numpy")
        import numpy
        self.numpy, self.players, self.dice, self.view = numpy, players, dice, view
        self.recall = recall
        self.ids = players * dice * FACES
        self.hand = {PUBLIC: 0, PLAYER: FACES, ALL: FACES * players}[view]
        n = players
        if recall:
            self.rounds = 1 if one_round else players * dice - 1
            self.head = (n if view == PLAYER else 0) + 1
            self.slot = 1 + 3 * n + self.hand + self.ids + 1 + FACES * n
            self.shape = (self.head + self.rounds * self.slot,)
        else:
            self.shape = (self.hand + 3 * n + self.ids + 4,)

    def _check(self, position, player, function: str) -> None:
        # ArgumentError unless `position` is a State of these options and `player` a seat.
        if type(position) is not State:
            raise ArgumentError(f"{function} takes a Liar's Dice State, not "
                                f"{shown(position)}")
        if position.players != self.players or position.dice != self.dice:
            raise ArgumentError(f"{function}: a state of {position.players} players with "
                                f"{position.dice} dice each, not the {self.players} "
                                f"players with {self.dice} each of this view")
        check_seat(player, self.players)

    # ---- tensors -----------------------------------------------------------------------
    def _hands(self, out, at: int, hands, player: int) -> None:
        # The hands this view shows, as face counts / dice, from `at`.
        step = 1.0 / self.dice
        seats = () if self.view == PUBLIC else (player,) if self.view == PLAYER else \
            range(self.players)
        for k, p in enumerate(seats):
            for d in hands[p]:
                if d != HIDDEN:
                    out[at + k * FACES + d - 1] += step

    def write(self, position, player: int):
        """What `player` sees at `position` in this view, a new float32 array."""
        self._check(position, player, "write")
        out = self.numpy.zeros(self.shape, self.numpy.float32)
        if self.recall:
            self._recall(out, position, player)
        else:
            self._now(out, position, player)
        return out

    def _seat(self, seat: int, player: int) -> int:
        return (seat - player) % self.players if self.view == PLAYER else seat

    def _now(self, out, s, player: int) -> None:
        n, dice = self.players, self.dice
        self._hands(out, 0, s.hands, player)
        at = self.hand
        for p in range(n):
            out[at + self._seat(p, player)] = s.counts[p] / dice
        at += n
        if s.to_move >= 0:
            out[at + self._seat(s.to_move, player)] = 1.0
        at += n
        for _, bid in s.bids:
            out[at + bid_id(bid)] = 1.0
        at += self.ids
        if s.bids:
            out[at + self._seat(s.bids[-1][0], player)] = 1.0
        at += n
        out[at] = float(s.wild == 1)
        out[at + 1] = float(s.wild == FACES)
        out[at + 2] = float(s.to_move == CHANCE)
        out[at + 3] = float(s.over)

    def _recall(self, out, s, player: int) -> None:
        n, dice, step = self.players, self.dice, 1.0 / self.dice
        if self.view == PLAYER:
            out[player] = 1.0
        out[self.head - 1] = float(s.over)
        rounds = [(c.bids[0][0], c.bids, c.shown, c.shown, c) for c in s.past]
        if not s.over:
            rounds.append((s.opener, s.bids, s.hands, None, None))
        counts = [dice] * n
        for r, (opener, bids, hands, faces, challenge) in enumerate(rounds):
            at = self.head + r * self.slot
            out[at] = 1.0
            if opener != -1:
                out[at + 1 + opener] = 1.0
            for p in range(n):
                out[at + 1 + n + p] = counts[p] * step
                out[at + 1 + 2 * n + p] = len(hands[p]) * step
            self._hands(out, at + 1 + 3 * n, hands, player)
            at += 1 + 3 * n + self.hand
            for _, bid in bids:
                out[at + bid_id(bid)] = 1.0
            at += self.ids
            if challenge is not None:
                out[at] = 1.0
                for p, hand in enumerate(faces):
                    for d in hand:
                        out[at + 1 + p * FACES + d - 1] += step
                counts[challenge.loser] -= 1

    # ---- strings -----------------------------------------------------------------------
    def string(self, position, player: int) -> str:
        """What `player` sees at `position` in this view, as text."""
        self._check(position, player, "string")
        if not self.recall:
            if self.view == PLAYER:
                return observation_string(position, player)
            return self._table(position)
        return self._history(position, player)

    def _shown_hands(self, hands, player: int) -> str:
        if self.view == PUBLIC:
            return ""
        if self.view == PLAYER:
            return f"; yours {dice_text(hands[player]) or '-'}"
        return "; hands " + " | ".join(dice_text(h) or "-" for h in hands)

    def _table(self, s) -> str:
        # The public view, or everything, now.
        hands = self._shown_hands(s.hands, 0)
        mover = "chance" if s.to_move == CHANCE else "nobody (over)" if s.over else \
            f"player {s.to_move}"
        bids = ", ".join(f"{bid_text(b)} (player {p})" for p, b in s.bids) or "none"
        last = s.last
        shown = "" if last is None else (
            f"; last round: shown {' | '.join(dice_text(h) or '-' for h in last.shown)}, "
            f"player {last.loser} lost a die")
        return (f"round {s.round} ({rules_text(s)}); to move: {mover}; dice "
                f"{' '.join(map(str, s.counts))}{hands}; bids {bids}{shown}")

    def _history(self, s, player: int) -> str:
        who = f"player {player}" if self.view == PLAYER else self.view
        each = "die" if s.dice == 1 else "dice"
        lines = [f"{who} ({rules_text(s)}; {s.players} players, {s.dice} {each} each)"]
        counts = [s.dice] * s.players
        for k, c in enumerate(s.past):
            lines.append(self._round(k + 1, c.bids[0][0], counts, c.shown, c.bids, player)
                         + f"; player {c.caller} called: shown "
                         f"{' | '.join(dice_text(h) or '-' for h in c.shown)}, {c.matched} "
                         f"matched, player {c.loser} lost a die")
            counts[c.loser] -= 1
        if not s.over:
            line = self._round(s.round, s.opener, counts, s.hands, s.bids, player)
            if s.to_move == CHANCE and s.opener != -1:
                line += f"; rolled {' '.join(str(len(h)) for h in s.hands)} (player " \
                        f"{roller(s)} rolls)"
            lines.append(line)
        else:
            lines.append("over")
        return "\n".join(lines)

    def _round(self, number: int, opener: int, counts, hands, bids, player: int) -> str:
        opens = "opener not drawn" if opener == -1 else f"player {opener} opens"
        said = ", ".join(f"{bid_text(b)} ({p})" for p, b in bids) or "none"
        return (f"round {number}: {opens}; dice {' '.join(map(str, counts))}"
                f"{self._shown_hands(hands, player)}; bids {said}")
