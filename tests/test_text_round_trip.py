"""Records back to source form (seastead_rules.text.source, text_items): for every statement of
the grammar, every shipped item and every example card, compiling what `describe` writes
gives the same records."""

from __future__ import annotations

from pathlib import Path

import pytest

from seastead_rules import compile_source
from seastead_rules.model import cards
from seastead_rules.model import effects as fx
from seastead_rules.model.cards import records_in
from seastead_rules.model.content import shipped_sources
from seastead_rules.text.source import DESCRIBED, describe, describe_cond
from seastead_rules.text.source_items import describe_item, describe_rule

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "cards"

# Every statement the grammar allows, every rule and ability, every kind of condition.
EVERY_STATEMENT = """
decree "Everything" {
    counter tides shared from 0 to 4
    counter fame per player from 1 to 9 start 3
    modify build-cost +1 if building is port and (your kelp > 2 or opponent ship here >= 1)
    modify ship-discount to -1
    forbid take if token is locked-demand and not (amount < 2)
    permit build-on-locked if building is shipyard or cost here <= 4
    when you build if revealed half 1 fish > 0 {
        take 1 kelp; take 2 any per your port max 3; take 1 not demand; take 1 demand
        take 1 not fish per opponent ship here; take 1 taken; spend 1 any; spend 2 metal
        spend 1 not kelp; spend 1 cleanup; spend 1 taken; cleanup 1 per anyone academy here
        discard to 4; may take 1 any; may { spend 1 any }; repeat 2 { take 1 fish }
        repeat up to 3 { spend 1 any; cleanup 1 }
        choose { take 1 kelp } or { cleanup 1 } or { nothing }
        if your building < opponent building { take 1 any } else { nothing }
        each player { discard to 4 }; opponent { cleanup 1 }; choose specialist
        place ship; rearrange ships; move your academy or shipyard here
        move opponent shipyard elsewhere; exhaust specialist; refresh specialist
        copy location; dive half; dive all; swap demand; draw decree; rotate demand
        rotate demand back; lock demand here
        pick dock { cleanup 1 per your dock-resource max 3 }; nothing; give 1 any
        give 1 cleanup; give 2 not kelp; score 2 per your kept half 2 resource max 4
        add 1 tides per amount; subtract 2 fame per your fame max 1; set tides to 0
        skip turn; extra turn; dive again; build again; build again at printed cost
        move your ship to another flotilla; move anyone ship here to this flotilla
        move opponent ship elsewhere
        each opponent { take 1 kelp }; the player to your left { cleanup 1 }
        the player with the fewest kelp ties none { take 1 kelp }; any player { take 1 any }
        another player of your choice { cleanup 1 }; end game
        take 1 any from the player to your right; take 2 kelp per your port max 3 from opponent
        take 1 cleanup from each opponent; take 1 not fish from another player of your choice
        take 1 taken from the player with the fewest fish ties choose
        if opponents' kelp > the most fish among opponents { nothing }
        swap your academy here with opponent academy or shipyard elsewhere same kind
        swap anyone shipyard with your academy
        reveal 2 dive { choose card { take half of it; put it on discard }; rest to bottom }
        look 3 dive { rest to top in any order }
        look 1 dive { choose card { if it half 2 metal >= 1 { put it on kept } }; rest to kept }
        choose card from kept { put it on top }
    }
    when opponent before-build { adjust build-cost -2 }
    when you build if you hold "Shipwright" and not (opponent holds "Kelp Press") {
        if anyone holds "Rusted Freighter" or "Port Levy" is in play { nothing }
    }
    when anyone game-end if your fame > opponent fame { score 3 }
    when tides reaches 4 if anyone score == 0 { set tides to 0 }
}
specialist "Everyone" set B type either points 2 two-player {
    use { take 1 kelp }
    discount 1
    react to opponent dive if amount >= 3 { give 1 taken }
    react to opponent before-build { adjust build-cost +1 }
    when opponent turn-start if your cards-kept >= 1 { score 1 }
    counter tides shared from 0 to 4
    when tides reaches 2 { nothing }
}
side "Every Place" tile 2 face B {
    location 0 cost 1 points 0 discount academy { nothing }
    location 1 cost 2 points 1 { nothing }
    location 2 cost 3 points 1 { nothing }
    location 3 cost 4 points 2 discount port { nothing }
    location 4 cost 5 points 2 { nothing }
    location 5 cost 6 points 3 { nothing }
    forbid place-ship if points here == 3
    when round-end { each player { cleanup 1 } }
}
dock "Every Dock" scores fish { near-left academy 2; far-left shipyard 1
                                near-right academy 1; far-right shipyard 3 }
dive "Every Dive" shallows { half 1 metal, 2 fish arrow if your ship < 2 { take 1 any }
                             half different 2; start orange; lock artifact }
dive "Other Dive" depths { half any 2; half identical 3 }
building port { cleanup 1; choose dock }
row bonus academy { may refresh specialist }
column bonus { may swap demand }
owner bonus { may take 1 any }
"""


def _again(records) -> list:
    return compile_source("\n".join(describe_item(r) for r in records), "again.sea")


def test_every_statement_of_the_grammar_is_written_back_as_the_same_record():
    records = compile_source(EVERY_STATEMENT, "every.sea")
    assert _again(records) == records


def test_the_statement_list_holds_every_effect_rule_and_condition():
    kinds = {type(r) for r in records_in(compile_source(EVERY_STATEMENT, "every.sea"))}
    assert set(fx.Effect.__args__) <= kinds
    assert {cards.Modify, cards.SetTo, cards.Forbid, cards.Permit, cards.When, cards.Reaches,
            cards.CounterDecl, cards.React, fx.Compare, fx.IsKind, fx.TokenIs, fx.CardCount,
            fx.Not, fx.All, fx.AnyOf, fx.ExtremeCount, fx.Holds, fx.InPlay} <= kinds


def test_every_effect_record_type_has_a_source_form():
    assert DESCRIBED == set(fx.Effect.__args__)


@pytest.mark.parametrize("label,text", shipped_sources(), ids=lambda x: str(x)[:40])
def test_every_shipped_item_is_written_back_as_the_same_record(label, text):
    records = compile_source(text, label)
    assert _again(records) == records


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.sea")), ids=lambda p: p.name)
def test_every_example_card_is_written_back_as_the_same_record(path):
    records = compile_source(path.read_text(encoding="utf-8"), path.name)
    assert _again(records) == records


def test_a_condition_mixing_and_with_or_keeps_its_grouping():
    (decree,) = compile_source('decree "G" { forbid dive if (your kelp > 1 or your fish > 1) '
                               'and your ship < 2 }')
    cond = decree.hooks[0].cond
    assert describe_cond(cond) == "((kelp > 1) or (fish > 1)) and your ship < 2"
    (again,) = compile_source(f'decree "G" {{ forbid dive if {describe_cond(cond)} }}')
    assert again.hooks[0].cond == cond


def test_a_count_is_written_with_its_owner_only_where_it_is_not_the_default():
    (decree,) = compile_source('decree "C" { forbid dive if anyone cleanup > port and '
                               'your port > opponent cleanup }')
    assert describe_rule(decree.hooks[0]) == \
        "forbid dive if anyone cleanup > port and your port > opponent cleanup"


def test_a_pile_statement_reads_as_written():
    (decree,) = compile_source('decree "P" { when you build { look 3 dive { rest to top in '
                               'any order } } }')
    assert describe(decree.hooks[0].effect[0]) == "look 3 dive { rest to top in any order }"
