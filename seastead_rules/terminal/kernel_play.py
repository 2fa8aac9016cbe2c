"""Any game of the kernel at the terminal (`seastead play --game NAME`): bots in every
seat but the person's, each decision shown as the player sees it, lines kept within the
terminal's width (80 columns by default).

    seastead play --game liars_dice --players 3 --human 0
    seastead play --game deep_sea --players 1 --option mode=coop --human 0

The person answers by number; `?` shows the position again, `q` leaves (with `--save`,
the game so far is written as a record that `--resume` goes on with)."""

from __future__ import annotations

import random
import textwrap

from ..errors import ArgumentError
from ..kernel.bots import make_bot
from ..kernel.protocol import CHANCE
from ..kernel.registry import HOSTED

__all__ = ["kernel_game", "parse_options", "KernelTerminal", "WIDTH"]

WIDTH = 80
"""The widest line the terminal game prints."""


def kernel_game(name: str):
    """The game object of a game this package hosts, by name (ArgumentError naming the
    games otherwise)."""
    import importlib
    for hosted in HOSTED:
        if hosted.name == name:
            module, _, attribute = hosted.game.partition(":")
            return getattr(importlib.import_module(module), attribute)
    raise ArgumentError(f"unknown game {name!r}; the games are: "
                        f"{', '.join(h.name for h in HOSTED)}")


def parse_options(game, pairs) -> dict:
    """`KEY=VALUE` texts as the game's options, each value read as the type of the
    option's default (ArgumentError naming a bad one)."""
    options = {}
    for pair in pairs or ():
        key, sep, text = pair.partition("=")
        if not sep or key not in game.options:
            raise ArgumentError(f"--option takes KEY=VALUE with KEY one of "
                                f"{', '.join(game.options) or '(none)'}, not {pair!r}")
        default = game.options[key]
        if isinstance(default, bool):
            if text not in ("true", "false"):
                raise ArgumentError(f"option {key} is true or false, not {text!r}")
            options[key] = text == "true"
        elif isinstance(default, int):
            try:
                options[key] = int(text)
            except ValueError:
                raise ArgumentError(f"option {key} is a whole number, not {text!r}") from None
        elif isinstance(default, float):
            try:
                options[key] = float(text)
            except ValueError:
                raise ArgumentError(f"option {key} is a number, not {text!r}") from None
        else:
            options[key] = text
    return options


def _wrapped(text: str, width: int) -> str:
    lines = []
    for line in text.splitlines():
        indent = line[:len(line) - len(line.lstrip())]
        lines.extend(textwrap.wrap(line, width, subsequent_indent=indent + "  ",
                                   break_on_hyphens=False) or [""])
    return "\n".join(lines)


class KernelTerminal:
    """One game at the terminal: `human` the person's seat (None: bots only), `bot` the
    bots' spec (a kernel bot name, e.g. `random` or `ismcts:200p`), `out` and `inp` the
    streams. `run()` plays to the end and returns the exit code; `played` holds the
    actions so far."""

    def __init__(self, game, state, human, bot: str, out, inp, seed: int = 0,
                 width: int = WIDTH, quiet: bool = False):
        self.game, self.state, self.human = game, state, human
        self.out, self.inp, self.width, self.quiet = out, inp, width, quiet
        players = len(game.returns(state))
        self.bots = [make_bot(game, bot, seed * 8 + p, getattr(game, "bot_factories", None))
                     for p in range(players)]
        self.rng = random.Random(seed)
        self.played: list = []

    def say(self, text: str = "") -> None:
        """Print `text`, each line wrapped to the terminal's width."""
        print(_wrapped(text, self.width), file=self.out)

    def _ask(self, actions) -> object | None:
        """The person's choice among `actions`, or None when they leave."""
        self.say(self.game.observation_string(self.state, self.human))
        while True:
            for i, action in enumerate(actions, 1):
                self.say(f"  {i:>2}. {action}")
            print(f"your choice (1-{len(actions)}, ? to look again, q to leave): ",
                  end="", file=self.out, flush=True)
            line = self.inp.readline()
            if not line or line.strip() == "q":
                return None
            answer = line.strip()
            if answer == "?":
                self.say(self.game.observation_string(self.state, self.human))
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(actions):
                return actions[int(answer) - 1]
            self.say(f"'{answer[:20]}' is not one of 1 to {len(actions)}")

    def run(self) -> int:
        """Play to the end; 0 when the game ended, 130 when the person left."""
        game = self.game
        while not game.is_over(self.state):
            player = game.to_move(self.state)
            if player == CHANCE:            # only in a game set up with explicit chance
                from ..kernel.chance import draw
                action = draw(game, self.state, self.rng)
            else:
                actions = game.legal_actions(self.state)
                if player == self.human:
                    action = self._ask(actions)
                    if action is None:
                        self.say("game left")
                        return 130
                else:
                    action = self.bots[player].choose(self.state, actions)
                    if not self.quiet:
                        self.say(f"player {player}: {action}")
            self.state = game.apply(self.state, action)
            self.played.append(action)
        self.say("")
        self.say("Game over")
        self.say(game.describe(self.state) if self.human is None
                 else game.observation_string(self.state, self.human))
        returns = game.returns(self.state)
        self.say("returns: " + ", ".join(f"player {p} {r:g}" for p, r in enumerate(returns)))
        return 0
