"""The terminal game: a person plays one seat against bots, one screen per question."""

from __future__ import annotations

from pathlib import Path

from ..names import COLOURS
from ..observe import observation
from ..render import answer_text, card_facts, card_lines
from ..scoring import score_sheet
from .board import LEGEND, WIDTH, cards_line, compact_board, final_board, fit, status_line
from .display import Display, is_terminal
from .screen import HEIGHT, screen, wrap
from .words import help_text, option_help, options, trigger

__all__ = ["TerminalGame", "COMMANDS"]

COMMANDS = (
    "a number: choose that option",
    "? N: what option N does (a build: its cost and why; a card: its text)",
    "? NAME: the text of a card or flotilla side, e.g. ? Investor",
    "? or help: this help;  n: more options, when they do not fit",
    "u or undo: take back your last decision (and the bots' moves after it)",
    "b: the board;  l: the latest log;  q: quit (saves with --save)",
    "c: what cards keep on the table: points, counters, kept and open dive cards",
)


class TerminalGame:
    """A game (a `seastead_rules.Game`) played at a terminal by the person in seat
    `human`; `bots[p]` chooses for every other seat."""

    def __init__(self, game, human: int, bots, out, inp, save=None, redraw=None):
        self.game, self.human, self.bots = game, human, bots
        self.inp, self.save = inp, save
        self.display = Display(out, is_terminal(out) if redraw is None else redraw)
        self.recent: list = []        # what happened since the person last chose

    # ---- playing ----------------------------------------------------------------------

    def run(self) -> int:
        """Play to the end (0) or until the person quits (130); save with --save."""
        try:
            while not self.game.is_over():
                state = self.game.state
                if state.to_move == self.human:
                    self._play(self._ask(state), mine=True)
                else:
                    actions = self.game.legal_actions()
                    self._play(self.bots[state.to_move].choose(state, actions), mine=False)
        except (KeyboardInterrupt, EOFError):
            return self._quit()
        self.display.show(final_board(self.game.state)
                          + str(score_sheet(self.game.state)).splitlines())
        if self.save:
            self._save()
            self.display.lines([fit(f"game record saved to {self.save}")])
        return 0

    def _play(self, action, mine: bool) -> None:
        before = self.game.state
        if mine:
            self.recent = []
        d = before.decision
        who = COLOURS[d.player] if d is not None else ""
        # Turn moves flush left, answers within them indented, and their events more.
        # An answer naming a card the person may not see reads 'card (hidden)'.
        answer = answer_text(before, action, self.human)
        said = f"{who}: {answer}" if d is not None and d.kind == "turn" else \
            f"  {who}: {d.prompt.split(': ', 1)[-1] if d else ''} -> {answer}"
        after = self.game.play(action)
        events = after.log.events if after.log is not None and after.log is not before.log \
            else ()
        lines = [said] + ["    " + e.text for e in events]
        self.recent.extend(lines)
        if not self.display.redraw:
            self.display.lines(line for text in lines for line in wrap(text))

    def _quit(self) -> int:
        if self.save:
            saved = self._save()
            self.display.lines(["", fit(f"game saved to {self.save} ({saved} actions)"),
                                fit(f"go on with: seastead play --resume {self.save} "
                                    f"--human {self.human} --save {self.save}")])
        else:
            self.display.lines(["", "game abandoned (play with --save FILE to keep it)"])
        return 130

    def _save(self) -> int:
        if self.save:
            Path(self.save).write_text(self.game.record().to_json(), encoding="utf-8")
        return len(self.game.actions)

    def undo(self) -> str:
        """Take back the person's last decision and the bots' moves after it."""
        history = self.game.history
        if not any(s.to_move == self.human for s in history[:-1]):
            return "nothing to undo: you have not chosen anything yet"
        self.game.undo()
        while self.game.state.to_move != self.human:
            self.game.undo()
        self.recent = []
        return "taken back: you are at your previous decision again"

    # ---- asking -----------------------------------------------------------------------

    def _ask(self, state):
        shown = options(state, self.game.legal_actions())
        labels = [label for label, _ in shown]
        message, page, fresh = "", 0, True
        while True:
            state = self.game.state
            question = state.decision.prompt if state.decision else ""
            why = trigger(state)
            if self.display.redraw:
                lines, low, high = screen(self.seen(state), question, why, labels,
                                          self.recent, message, page, self.human)
                self.display.show(lines)
            else:       # line mode: the question once, then only what is asked for
                if fresh:
                    self._print_lines(state, question, why, labels)
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
                raise KeyboardInterrupt
            if word in ("u", "undo"):
                message, page, fresh = self.undo(), 0, True
                shown = options(self.game.state, self.game.legal_actions())
                labels = [label for label, _ in shown]
            elif word == "n":
                page, fresh = page + 1, True
            elif word in ("?", "h", "help") or word.startswith("?"):
                topic = word[1:].strip() if word.startswith("?") else ""
                self._info(self._help(state, topic, shown))
            elif word in ("b", "board"):
                self._info(compact_board(self.seen(state), self.human))
            elif word in ("c", "cards"):
                self._info(self._cards(state))
            elif word in ("l", "log"):
                self._info(self._log(state))
            else:
                message = (f"'{fit(word, 12)}' is not an option: give a number from 1 to "
                           f"{len(labels)}, or ? for help, u to undo, q to quit")

    def _print_lines(self, state, question, why, labels) -> None:
        # The board at the start of each of your turns; within a turn, the status line.
        turn = state.decision is not None and state.decision.kind == "turn"
        seen = self.seen(state)
        board = compact_board(seen, self.human) if turn else \
            [status_line(seen), *cards_line(seen, self.human)]
        out = ["", *board] + (wrap("why: " + why) if why else []) + wrap(question)
        self.display.lines(out + [fit(f"  {i:>3}. {label}") for i, label in enumerate(labels, 1)])

    def _info(self, lines) -> None:
        """A page of information; on a terminal it waits for Enter."""
        lines = [fit(line) for line in lines]
        if self.display.redraw:
            self.display.show(lines[:HEIGHT - 1])
            self.display.prompt("press Enter to go back to the game ")
            if not self.inp.readline():
                raise EOFError
        else:
            self.display.lines(lines)

    def _help(self, state, topic: str, shown) -> list:
        if topic.isdigit():
            if 1 <= int(topic) <= len(shown):
                return [line for text in option_help(state, shown[int(topic) - 1][1])
                        for line in wrap(text, indent="      ")]
            return [f"there is no option {topic}: the options are 1 to {len(shown)}"]
        if topic:
            found = help_text(state.content, topic)
            return [line for text in found for line in wrap(text, indent="      ")] or [
                f"no card or flotilla side is called '{topic}'", *COMMANDS]
        why = trigger(state)
        return ["Commands:", *("  " + c for c in COMMANDS), "", "The board:",
                *wrap("  " + LEGEND), *(["", "Why this question: " + why] if why else []),
                "", *wrap("Cards here: " + ", ".join(_on_table(self.seen(state),
                                                                self.human)))]

    def seen(self, state):
        """The state as the person sees it (their observation): the board is drawn
        from it, so it shows nothing the person may not know."""
        return observation(state, self.human)

    def _cards(self, state) -> list:
        lines = card_lines(self.seen(state), self.human)
        return ["What cards keep on the table:",
                *(line for text in lines for line in wrap("  " + text, indent="      "))] \
            if lines else ["No card keeps anything on the table in this game yet."]

    def _log(self, state) -> list:
        events = state.log.entries() if state.log is not None else ()
        return ["The latest events:", *("  " + e.text for e in events[-(HEIGHT - 3):])]


def _on_table(state, viewer: int) -> list:
    """The names of the cards in view: sides, displays, players' cards, the decree, and
    the dive cards `viewer` keeps or sees in the open."""
    names = [state.content.side[s].name for s in state.sides]
    names += list(state.dock_display) + list(state.specialist_display)
    names += [name for seat in state.players for name, _ in seat.specialists]
    names += [d for d, _, _ in state.docks]
    if state.decree_in_play:
        names.append(state.decree_in_play)
    facts = card_facts(state, viewer)
    names += list(facts.kept[viewer]) + list(facts.open)
    return list(dict.fromkeys(names))
