"""Features, spots and links of Endeavor: Deep Sea (board model `links`), one rule a test,
citing the rulebook's pages."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from seastead_rules.deep_sea.boards import links
from seastead_rules.deep_sea.boards.links import Feature, Link, Payout, Spot
from seastead_rules.errors import ArgumentError, IllegalAction

PURPLE, YELLOW, RED = 1, 2, 0        # seats: clockwise from purple come yellow, then red


def kelp_forest():
    """A zone with a three-space Sonar track, two Conservation sites and a Journal site,
    linked: track space 0 to the upper site, the upper site to the lower one and to the
    Journal site, and the track's last space to the Journal site."""
    features = (Feature("kelp", "sonar", "sonar", 3), Feature("kelp", "upper", "conserve"),
                Feature("kelp", "lower", "conserve"), Feature("kelp", "journal", "journal"))
    joins = (Link(Spot("kelp", "sonar", 0), Spot("kelp", "upper"), ("reputation",)),
             Link(Spot("kelp", "upper"), Spot("kelp", "lower"), ("impact",)),
             Link(Spot("kelp", "upper"), Spot("kelp", "journal"), ("research", 2)),
             Link(Spot("kelp", "sonar", 2), Spot("kelp", "journal"), ("disc",)))
    return links.add_zone(links.Sites(), features, joins)


def put(sites, *moves, players=3):
    """Discs placed in turn: (feature, player) pairs on the kelp forest."""
    for name, player in moves:
        sites, _ = links.place(sites, "kelp", name, player, players=players)
    return sites


def test_a_sonar_disc_goes_on_the_leftmost_empty_space():
    # p. 10; Yellow placed earlier, so the next disc takes a later space.
    sites = put(kelp_forest(), ("sonar", YELLOW))
    assert links.next_space(sites, "kelp", "sonar") == Spot("kelp", "sonar", 1)
    sites, placed = links.place(sites, "kelp", "sonar", PURPLE, players=3)
    assert placed.spot == Spot("kelp", "sonar", 1)
    assert links.occupant(sites, Spot("kelp", "sonar", 0)) == YELLOW


def test_a_site_holds_one_disc():
    sites = put(kelp_forest(), ("lower", RED))
    with pytest.raises(IllegalAction, match="no empty space"):
        links.place(sites, "kelp", "lower", PURPLE, players=3)
    assert links.next_space(sites, "kelp", "lower") is None


def test_a_link_with_one_end_filled_is_not_completed():
    sites, placed = links.place(kelp_forest(), "kelp", "lower", RED, players=3)
    assert placed.payouts == () and links.completed(sites) == ()


def test_a_link_pays_both_owners_active_player_first():
    # p. 13: both players with discs at the link's ends gain its reward.
    sites = put(kelp_forest(), ("lower", RED))
    _, placed = links.place(sites, "kelp", "upper", PURPLE, players=3)
    assert placed.payouts == (Payout(PURPLE, ("impact",), 1), Payout(RED, ("impact",), 1))


def test_a_player_at_both_ends_of_a_link_gains_once():
    sites = put(kelp_forest(), ("lower", PURPLE))
    _, placed = links.place(sites, "kelp", "upper", PURPLE, players=3)
    assert placed.payouts == (Payout(PURPLE, ("impact",), 1),)


def test_several_links_complete_at_once_and_pay_in_clockwise_order():
    # p. 13's example: one Conservation disc completes three links; you gain all three,
    # then Yellow, then Red, clockwise from you.
    sites = put(kelp_forest(), ("sonar", RED), ("lower", YELLOW), ("journal", PURPLE))
    sites, placed = links.place(sites, "kelp", "upper", PURPLE, players=3)
    assert [(p.player, p.link) for p in placed.payouts] == [
        (PURPLE, 0), (PURPLE, 1), (PURPLE, 2), (YELLOW, 1), (RED, 0)]
    assert links.completed(sites) == (0, 1, 2)


def test_the_payout_order_starts_at_the_active_player_even_when_another_places():
    sites = put(kelp_forest(), ("lower", RED))
    _, placed = links.place(sites, "kelp", "upper", PURPLE, players=3, active=RED)
    assert [p.player for p in placed.payouts] == [RED, PURPLE]


def test_a_link_is_completed_once():
    # Completion happens when the second end is filled; later discs pay nothing again.
    sites = put(kelp_forest(), ("sonar", RED), ("upper", YELLOW))
    assert links.completed(sites) == (0,)
    _, placed = links.place(sites, "kelp", "sonar", PURPLE, players=3)
    assert placed.payouts == ()


def test_a_link_may_end_on_a_particular_space_of_a_sonar_track():
    sites = put(kelp_forest(), ("journal", YELLOW), ("sonar", RED), ("sonar", RED))
    assert links.would_complete(sites, Spot("kelp", "sonar", 2)) == (3,)
    _, placed = links.place(sites, "kelp", "sonar", PURPLE, players=3)
    assert placed.payouts == (Payout(PURPLE, ("disc",), 3), Payout(YELLOW, ("disc",), 3))


def test_a_link_may_join_features_of_two_zones():
    sites = links.add_zone(kelp_forest(), (Feature("reef", "site", "conserve"),),
                           (Link(Spot("reef", "site"), Spot("kelp", "lower"), ("vp",)),))
    sites = put(sites, ("lower", RED))
    _, placed = links.place(sites, "reef", "site", YELLOW, players=3)
    assert [p.player for p in placed.payouts] == [YELLOW, RED]


def test_a_link_to_a_feature_not_in_play_is_refused():
    with pytest.raises(ArgumentError, match="no feature"):
        links.add_zone(kelp_forest(), (), (Link(Spot("kelp", "upper"), Spot("reef", "x")),))
    with pytest.raises(ArgumentError, match="beyond"):
        links.add_zone(kelp_forest(), (), (Link(Spot("kelp", "upper"),
                                                Spot("kelp", "sonar", 3)),))
    with pytest.raises(ArgumentError, match="already in play"):
        links.add_zone(kelp_forest(), (Feature("kelp", "upper"),))
    with pytest.raises(ArgumentError, match="two different spots"):
        Link(Spot("kelp", "upper"), Spot("kelp", "upper"))


def test_a_marked_space_belongs_to_the_player_whose_disc_is_on_it():
    # p. 13: a ringed spot's special rule applies to its occupant.
    sites = put(kelp_forest(), ("upper", YELLOW))
    assert links.occupant(sites, Spot("kelp", "upper")) == YELLOW
    assert links.occupant(sites, Spot("kelp", "lower")) is None


def test_the_open_spots_of_a_zone_are_each_features_next_space():
    sites = put(kelp_forest(), ("sonar", RED), ("upper", RED))
    assert links.open_spots(sites, "kelp") == (
        Spot("kelp", "sonar", 1), Spot("kelp", "lower"), Spot("kelp", "journal"))
    assert links.open_spots(sites, "kelp", "conserve") == (Spot("kelp", "lower"),)


def test_discs_in_the_ocean_are_counted_by_kind_for_goals():
    # p. 15: goals count Sonar, Conservation and Journal discs in the ocean.
    sites = put(kelp_forest(), ("sonar", RED), ("sonar", RED), ("upper", RED),
                ("lower", YELLOW))
    assert links.discs_in_ocean(sites, RED, "sonar") == 2
    assert links.discs_in_ocean(sites, RED) == 3
    assert links.zones_with_discs(sites, RED) == ("kelp",)
    assert links.zones_with_discs(sites, PURPLE) == ()


def test_a_seat_outside_the_game_is_refused():
    with pytest.raises(ArgumentError, match="player"):
        links.place(kelp_forest(), "kelp", "upper", 3, players=3)


def test_describe_shows_discs_and_completed_links():
    text = links.describe(put(kelp_forest(), ("upper", RED), ("lower", YELLOW)))
    assert "kelp/upper [conserve] 0" in text and "link 1 * kelp/upper:0" in text
    assert "link 0 - " in text


# Properties.

SPOTS = ("sonar", "upper", "lower", "journal")


@given(st.lists(st.tuples(st.sampled_from(SPOTS), st.integers(0, 3)), max_size=12),
       st.integers(0, 3))
def test_every_link_pays_each_occupant_once_in_clockwise_order(moves, active):
    sites, paid, placed_discs = kelp_forest(), [], 0
    for name, player in moves:
        if links.next_space(sites, "kelp", name) is None:
            continue
        sites, placement = links.place(sites, "kelp", name, player, players=4,
                                       active=active)
        placed_discs += 1
        order = [((p.player - active) % 4, p.link) for p in placement.payouts]
        assert order == sorted(order)
        paid.extend(placement.payouts)
    assert sum(links.discs_in_ocean(sites, p) for p in range(4)) == placed_discs
    for k, link in enumerate(sites.links):
        owners = {links.occupant(sites, link.a), links.occupant(sites, link.b)}
        expected = owners if None not in owners else set()
        got = [p.player for p in paid if p.link == k]
        assert sorted(got) == sorted(expected)
