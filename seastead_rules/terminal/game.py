"""The terminal game: a person plays one seat against bots, one screen per question."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from .. import observation
from ..errors import RulesError
from ..model.actions import Dive
from ..model.names import COLOURS, RESOURCES
from ..text.asked import trigger
from ..text.render import answer_text
from ..text.wording import paid, plain
from .board import WIDTH, compact_board, fit, status_line
from .cards import cards_line
from .display import Display, is_terminal
from .labels import counted, details, options
from .over import game_over
from .pages import COMMANDS, cards_page, effects_page, help_page, log_page
from .screen import HEIGHT, screen, wrap

__all__ = ["TerminalGame", "COMMANDS"]


class _Quit(Exception):
    """The person typed q."""


class TerminalGame:
    """A game (a `seastead_rules.Game`) played at a terminal by the person in seat
    `human`; `bots[p]` chooses for every other seat (`Game.play_bot`, so after an undo
    the bots answer again as they did)."""

    def __init__(self, game, human: int, bots, out, inp, save=None, redraw=None):
        self.game, self.human, self.bots = game, human, bots
        self.inp, self.save = inp, save
        self.display = Display(out, is_terminal(out) if redraw is None else redraw)
        self.recent: list = []        # what happened since the person last chose
        self._dive = None             # a bot's dive under way: its line and what it had

    # ---- playing ----------------------------------------------------------------------

    def run(self) -> int:
        """Play to the end, or until the person quits with q or the input ends (0), or
        until Ctrl-C (130); the game is saved first with --save."""
        try:
            while not self.game.is_over():
                if self.game.state.to_move == self.human:
                    self._play(self._ask(self.game.state))
                else:
                    self._play(None)
        except (_Quit, EOFError):
            return self._quit(0)
        except KeyboardInterrupt:
            return self._quit(130)
        self.display.show(game_over(self.game.state))
        if self.save:
            self._save()
            self.display.lines(wrap(f"game record saved to {self.save}"))
        return 0

    def _play(self, action) -> None:
        """Play the person's `action`, or (None) the bot's answer, and note what happened."""
        before = self.game.state
        d = before.decision
        if action is not None:
            self.recent = []
            if self._dive is not None:      # its line has gone from the screen
                self._dive = (None,) + self._dive[1:]
            after = self.game.play(action)
        else:
            after = self.game.play_bot(self.bots[before.to_move])
        action = self.game.actions[-1]
        who = COLOURS[d.player] if d is not None else ""
        # Turn moves flush left, answers within them indented, and their events more.
        # An answer naming a card the person may not see reads 'card (hidden)'.
        answer = counted(answer_text(before, action, self.human))
        turn = d is not None and d.kind == "turn"
        said = f"{who}: {answer}" if turn else \
            f"  {who}: {d.prompt.split(': ', 1)[-1] if d else ''} -> {answer}"
        events = after.log.events if after.log is not None and after.log is not before.log \
            else ()
        lines = [said] + ["    " + counted(text)
                          for text in paid(str(action), [plain(e) for e in events])]
        if turn and isinstance(action, Dive) and d.player != self.human:
            seat = before.players[d.player]
            self._dive = (len(self.recent), d.player, seat.resources,
                          seat.cleanup + seat.cleanup_extra)
        self.recent.extend(lines)
        if not self.display.redraw:
            self.display.lines(line for text in lines for line in wrap(text))
        self._dive_taken(after)

    def _dive_taken(self, state) -> None:
        """While a bot's dive is under way, its line says what the dive gave it so far
        ('orange: dive: Kelp Forest, took 2 kelp'); a new turn ends it (in line mode,
        the line is printed then)."""
        if self._dive is None:
            return
        at, player, had, cleanup = self._dive
        seat = state.players[player]
        took = [f"{n - h} {r}" for r, n, h in zip(RESOURCES, seat.resources, had) if n > h]
        gave = [f"{h - n} {r}" for r, n, h in zip(RESOURCES, seat.resources, had) if n < h]
        tokens = seat.cleanup + seat.cleanup_extra - cleanup
        took += [f"{tokens} cleanup token"] if tokens > 0 else []
        card = state.dive_discard[-1] if state.dive_discard else "a card"
        text = counted(f"{COLOURS[player]}: dive: {card}, took "
                       + (", ".join(took) or "nothing") + (f", spent {', '.join(gave)}"
                                                           if gave else ""))
        if at is not None:
            self.recent[at] = text
        d = state.decision
        if state.over or d is None or d.kind == "turn":
            self._dive = None
            if at is None:
                self.recent.append(text)
            if not self.display.redraw:
                self.display.lines(wrap(text))

    def _quit(self, status: int) -> int:
        if self.save:
            saved = self._save()
            said = f"game saved to {self.save} ({saved} actions)"
            self.display.lines(["", *([said] if len(said) <= WIDTH else [
                f"game saved ({saved} actions) to", f"  {self.save}"]),
                "go on with:", *self.resume_command()])
        else:
            self.display.lines(["", "game abandoned (play with --save FILE to keep it)"])
        return status

    def resume_command(self) -> list:
        """The command that goes on with the saved game, whole: on one line when it fits
        80 columns, else over lines ending in ' \\' (a shell reads them as one); a path
        too long for a line is never cut."""
        path = shlex.quote(str(self.save))
        parts = [f"seastead play --resume {path}", f"--human {self.human}", f"--save {path}"]
        one = "  " + " ".join(parts)
        if len(one) <= WIDTH:
            return [one]
        lines, line = [], "  " + parts[0]
        for part in parts[1:]:
            if len(line) + len(part) + 3 <= WIDTH:     # room left for ' \\'
                line += " " + part
            else:
                lines.append(line + " \\")
                line = "    " + part
        return lines + [line]

    def _save(self) -> int:
        if self.save:
            Path(self.save).write_text(self.game.record().to_json(), encoding="utf-8")
        return len(self.game.actions)

    def undo(self) -> str:
        """Take back the person's last decision and the bots' moves after it, never past
        a card turned up (Game.undo_to)."""
        try:
            self.game.undo_to((self.human,))
        except RulesError as err:
            text = str(err)
            return "nothing to undo: you have not chosen anything yet" \
                if text == "nothing to undo" else text
        self.recent, self._dive = [], None
        return "taken back: you are at your previous decision again"

    # ---- asking -----------------------------------------------------------------------

    def _ask(self, state):
        shown = options(state, self.game.legal_actions())
        note = details(state, self.game.legal_actions())
        labels = [label for label, _ in shown]
        message, page, fresh = "", 0, True
        while True:
            state = self.game.state
            question = state.decision.prompt if state.decision else ""
            why = trigger(state)
            if self.display.redraw:
                lines, low, high = screen(self.seen(state), question, why, labels,
                                          self.recent, message, page, self.human, note)
                self.display.show(lines)
            else:       # line mode: the question once, then only what is asked for
                if fresh:
                    self._print_lines(state, question, why, labels, note)
                if message:
                    self.display.lines(wrap(message))
                low, high = 1, len(labels)
            fresh, message = False, ""
            self.display.prompt(fit(f"choose {low}-{high}, or ? for help: ", WIDTH))
            line = self.inp.readline()
            if not line:
                raise EOFError
            word = line.strip()
            if not self.display.redraw:     # a transcript shows what was answered
                self.display.lines([fit(word, 20)])
            if word.isdigit() and 1 <= int(word) <= len(labels):
                return shown[int(word) - 1][1]
            if word in ("q", "quit"):
                raise _Quit
            if word in ("u", "undo"):
                message, page, fresh = self.undo(), 0, True
                shown = options(self.game.state, self.game.legal_actions())
                note = details(self.game.state, self.game.legal_actions())
                labels = [label for label, _ in shown]
            elif word == "n":
                page, fresh = page + 1, True
            elif word in ("?", "h", "help") or word.startswith("?"):
                topic = word[1:].strip() if word.startswith("?") else ""
                self._info(help_page(state, self.seen(state), self.human, topic, shown))
            elif word in ("b", "board"):
                self._info(compact_board(self.seen(state), self.human))
            elif word in ("c", "cards"):
                self._info(cards_page(self.seen(state), self.human))
            elif word in ("e", "effects") or re.fullmatch(r"e ?[1-4]", word):
                which = word[1:].strip()
                self._info(effects_page(self.seen(state), int(which) if which.isdigit()
                                        else None))
            elif word in ("l", "log"):
                self._info(log_page(state))
            else:
                message = (f"'{fit(word, 12)}' is not an option: give a number from 1 to "
                           f"{len(labels)}, or ? for help, e for the locations' effects, "
                           "u to undo, q to quit")

    def _print_lines(self, state, question, why, labels, note) -> None:
        # The board at the start of each of your turns; within a turn, the status line.
        turn = state.decision is not None and state.decision.kind == "turn"
        seen = self.seen(state)
        board = compact_board(seen, self.human) if turn else \
            [status_line(seen), *cards_line(seen, self.human)]
        out = ["", *board] + (wrap("why: " + why) if why else []) + wrap(question) + \
            (wrap(note) if note else [])
        self.display.lines(out + [line for i, label in enumerate(labels, 1)
                                  for line in wrap(f"  {i:>3}. {label}", indent=" " * 7)])

    def _info(self, lines) -> None:
        """A page of information, long lines wrapped; on a terminal it waits for Enter,
        a screen at a time."""
        lines = [part for line in lines for part in
                 wrap(line, indent=" " * (len(line) - len(line.lstrip()) + 4))]
        if not self.display.redraw:
            self.display.lines(lines)
            return
        size = HEIGHT - 1
        for at in range(0, len(lines), size):
            self.display.show(lines[at:at + size])
            more = at + size < len(lines)
            self.display.prompt("Enter: more;  q: go back to the game "
                                if more else
                                "press Enter to go back to the game ")
            answer = self.inp.readline()
            if not answer:
                raise EOFError
            if answer.strip() == "q":
                return

    def seen(self, state):
        """The state as the person sees it (their observation): the board is drawn
        from it, so it shows nothing the person may not know."""
        return observation(state, self.human)
