"""Liar's Dice at the table, for 2 to 6 people with bots in the seats nobody takes.

The board: every player's cup around the table (their dice count, your own dice face
up, the others' hidden until a challenge shows every hand), the standing bid, the last
challenge with every hand it showed, and the bidding grid: a cell for each bid you may
make (quantity by face), and the Liar! button. A click on a cell is that bid.

Read through the kernel's protocol and the public names of `seastead_rules.liars_dice`
only (a bid's `quantity` and `face`, a state's `players`, `counts`, `hands`, `bids`,
`bid`, `bidder` and its last challenge).
"""

from __future__ import annotations

from html import escape

from ...liars_dice import FACES, GAME, Bid
from . import read_style, since_last_turn
from .generic import KernelView

__all__ = ["LiarsDiceView", "view", "GRID_ROWS"]

GRID_ROWS = 8
"""Quantities the bidding grid shows at once, from the lowest you may bid; the bids
above them sit behind the grid's last row ('higher')."""
_PIPS = "⚀⚁⚂⚃⚄⚅"
_FACE_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")
_FACE_NAME = ("one", "two", "three", "four", "five", "six")


def _last(state):
    """The last challenge's outcome (None before the first)."""
    last = getattr(state, "last", None)
    if last is None and getattr(state, "past", None):
        last = state.past[-1]
    return last


def _round(state) -> int:
    found = getattr(state, "round", None)
    return found if isinstance(found, int) else len(getattr(state, "past", ())) + 1


def _wild(state) -> int:
    """The wild face (0: none)."""
    wild = getattr(state, "wild", None)
    if isinstance(wild, int) and not isinstance(wild, bool):
        return wild
    return 1 if getattr(state, "wild_ones", False) else 0


def _hidden(hand) -> bool:
    return hand is None or any(d == 0 for d in hand)


def _die(face: int, cls: str = "") -> str:
    return f'<span class="die {cls}" title="{face}">{_PIPS[face - 1]}</span>'


def _bid_words(bid) -> str:
    names = _FACE_NAMES if bid.quantity != 1 else _FACE_NAME
    return f"{bid.quantity} {names[bid.face - 1]}"


class LiarsDiceView(KernelView):
    """Liar's Dice as the table shows it (`views.View`)."""

    order = 10
    default_bot = "ismcts"
    bot_words = {"ismcts": "reads the bids and searches ahead (thinks a moment)",
                 "random": "bids at random"}
    labels = {"dice": "dice each", "wild_ones": "ones are wild", "wild": "wild face"}

    def __init__(self):
        super().__init__(GAME, "Liar's Dice", "hidden dice and rising bids: call the "
                         "liar, 2 to 6 players")
        self.style = read_style(__file__)

    def make_bot(self, name: str, seed: int):
        """The bot `name`; the searching bot with a budget a table can wait for."""
        from ...kernel.bots import make_bot
        return make_bot(self.game, "ismcts:300p" if name == "ismcts" else name, seed)

    def fields(self, players: int) -> list:
        """The options: dice each (1 to 5), and the wild ones."""
        out = super().fields(players)
        for field in out:
            if field["name"] == "dice":
                field.update(min=1, max=5)
        return out

    def prompt(self, state) -> str:
        """The question of a turn."""
        return "raise the bid or call liar" if state.bids else "open the bidding"

    # ---- the board -------------------------------------------------------------------

    def _cup(self, state, p: int, viewer, shown) -> str:
        names = self.seat_names(state.players)
        hand = state.hands[p]
        count = state.counts[p]
        you = " (you)" if p == viewer else ""
        turn = " turn" if p == self.to_move(state) else ""
        if count == 0:
            dice = '<span class="out">out of the game</span>'
        elif _hidden(hand):
            dice = "".join('<span class="die hidden">?</span>' for _ in range(count))
        else:
            dice = "".join(_die(d) for d in hand)
        bid = next((b for q, b in reversed(state.bids) if q == p), None)
        said = f'<div class="said">bid {escape(_bid_words(bid))}</div>' if bid else ""
        return (f'<section class="cup p{p}{turn}" id="cup-{p}" data-target="cup-{p}" '
                f'data-name="{names[p]}{you}" data-info="{count} dice">'
                f'<h3>{names[p]}{you} <small>{count} {"die" if count == 1 else "dice"}'
                f'</small></h3><div class="dice">{dice}</div>{said}</section>')

    def _challenge(self, state) -> str:
        last = _last(state)
        if last is None:
            return ""
        names = self.seat_names(state.players)
        wild = _wild(state)
        hands = "".join(
            f'<div class="shown p{p}"><b>{names[p]}</b> ' +
            "".join(_die(d, "match" if d == last.bid.face or (wild and d == wild and
                                                              last.bid.face != wild)
                         else "") for d in hand) + "</div>"
            for p, hand in enumerate(last.shown) if hand)
        return (f'<section class="challenge" id="challenge"><h3>The last challenge</h3>'
                f'<p>{names[last.caller]} called {names[last.bidder]}\'s bid of '
                f'{escape(_bid_words(last.bid))} a lie: there were {last.matched}. '
                f'<b>{names[last.loser]} loses a die.</b></p>{hands}</section>')

    def _grid(self, state, legal) -> str:
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids:
            return ""
        low = min(b.quantity for b in bids)
        shown = [q for q in range(low, low + GRID_ROWS) if any(b.quantity == q for b in bids)]
        head = "".join(f"<th>{_die(f)}</th>" for f in range(1, FACES + 1))
        rows = []
        for q in shown:
            cells = "".join(
                f'<td><span class="bid" data-target="bid-{q}-{f}" '
                f'data-name="bid {q} {_FACE_NAMES[f - 1]}">{q}×{_PIPS[f - 1]}</span></td>'
                if Bid(q, f) in bids else "<td></td>" for f in range(1, FACES + 1))
            rows.append(f"<tr><th>{q}</th>{cells}</tr>")
        if any(b.quantity >= low + GRID_ROWS for b in bids):
            rows.append(f'<tr><td colspan="{FACES + 1}"><span class="bid more" '
                        'data-target="bid-higher" data-name="higher bids">higher bids…'
                        '</span></td></tr>')
        return (f'<table class="bids"><tr><th></th>{head}</tr>{"".join(rows)}</table>')

    def board(self, state, viewer) -> str:
        """The cups, the standing bid, the last challenge and (to the player to move)
        the bidding grid and the Liar! button."""
        seen = state if viewer is None else self.game.observation(state, viewer)
        names = self.seat_names(state.players)
        cups = "".join(self._cup(seen, p, viewer, None) for p in range(state.players))
        wild = _wild(state)
        rule = f"{_FACE_NAMES[wild - 1]} are wild" if wild else "no face is wild"
        if state.bids:
            standing = (f'standing bid: <b>{escape(_bid_words(state.bid))}</b> by '
                        f'{names[state.bidder]}')
        else:
            standing = "no bid yet this round"
        legal = self.game.legal_actions(state) if viewer is None or \
            self.to_move(state) == viewer else ()
        grid = self._grid(state, legal)
        liar = '<button type="button" class="liar" data-target="liar" ' \
               'data-name="Liar!">Liar!</button>' if any(str(a) == "liar" for a in legal) \
            else ""
        dice = sum(state.counts)
        when = "the game is over" if self.game.is_over(state) else f"round {_round(state)}"
        middle = (f'<section class="middle" id="middle"><div class="round">{when} · '
                  f'{dice} {"die" if dice == 1 else "dice"} on the table · {rule}</div>'
                  f'<div class="standing">{standing}</div>{grid}{liar}</section>')
        return (f'<div class="board liars-dice" id="board-inner"><div class="cups">{cups}'
                f'</div>{middle}{self._challenge(seen)}</div>')

    def actions(self, state, legal) -> list:
        """Every legal answer: the bids, then Liar!"""
        low = min((a.quantity for a in legal if isinstance(a, Bid)), default=0)
        return [self.action_view(state, a, low) for a in legal]

    def action_view(self, state, action, low: int = 1) -> dict:
        """A bid stands for its cell of the grid (those from `low` + GRID_ROWS on for
        'higher bids'), 'liar' for the Liar! button."""
        text = str(action)
        if isinstance(action, Bid):
            target = f"bid-{action.quantity}-{action.face}" \
                if action.quantity < low + GRID_ROWS else "bid-higher"
            n = state.in_play
            return {"text": text, "kind": "bid", "label": _bid_words(action),
                    "targets": [target], "card": "", "details": [
                        f"at least {action.quantity} of the {n} dice show "
                        f"{action.face}" + (" (wild dice count)" if _wild(state) else "")]}
        names = self.seat_names(state.players)
        return {"text": text, "kind": "liar", "label": "Liar!", "targets": ["liar"],
                "card": "", "details": [f"call {names[state.bidder]}'s bid of "
                                        f"{_bid_words(state.bid)} a lie: every hand is shown"]}

    # ---- what happened ---------------------------------------------------------------

    def question(self, state, viewer) -> dict:
        """Whose turn, and why: the standing bid."""
        out = super().question(state, viewer)
        if state.bids and out["player"] >= 0:
            names = self.seat_names(state.players)
            out["why"] = f"{names[state.bidder]} bid {_bid_words(state.bid)}"
        return out

    def log_lines(self, before, action, after) -> list:
        """'blue bids 3 fours.', or the call and what the hands showed."""
        names = self.seat_names(before.players)
        p = self.to_move(before)
        if isinstance(action, Bid) or str(action).startswith("bid "):
            bid = action if isinstance(action, Bid) else None
            words = _bid_words(bid) if bid else str(action).removeprefix("bid ")
            return [f"{names[p]} bids {words}."]
        last = _last(after)
        if last is None:
            return [f"{names[p]} calls liar."]
        return [f"{names[p]} calls {names[last.bidder]}'s bid of {_bid_words(last.bid)} a "
                f"lie: there were {last.matched}.",
                f"{names[last.loser]} loses a die" +
                (" and is out." if after.counts[last.loser] == 0 else ".")]

    def turn_title(self, state, player: int, names) -> str:
        """The log groups a round's bids."""
        return f"Round {_round(state)}"

    def highlights(self, session, viewer) -> list:
        """Every other player's bid since `viewer` last bid (their cups), and the cup of
        the loser of a challenge since."""
        history = session.history
        names = self.seat_names(history[0].players)
        start = since_last_turn(history, self.turn_of, viewer)
        out = []
        for before, action, after in zip(history[start:], session.actions[start:],
                                         history[start + 1:]):
            p = self.to_move(before)
            if p == viewer:
                continue
            for line in self.log_lines(before, action, after):
                out.append({"target": f"cup-{p}", "player": p, "what": line})
            last = _last(after) if str(action) == "liar" else None
            if last is not None:
                out.append({"target": f"cup-{last.loser}", "player": last.loser,
                            "what": f"{names[last.loser]} lost a die"})
        return out

    def score(self, state) -> dict:
        """Dice left, and the winner at the end."""
        out = super().score(state)
        out["rows"] = [["dice left", *state.counts]]
        out["totals"] = list(state.counts)
        return out


def view(content=None) -> LiarsDiceView:
    """Liar's Dice's view (it takes no content)."""
    return LiarsDiceView()
