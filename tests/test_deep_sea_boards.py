"""What the four board models of Endeavor: Deep Sea promise together: their states are
small hashable values that a save converter turns into JSON and back, and every name
they export is documented."""

from __future__ import annotations

import importlib
import inspect
import json
from pathlib import Path

import attrs
import cattrs
import pytest

from seastead_rules.deep_sea import boards
from seastead_rules.deep_sea.boards import grid, hexes, links, tracks


def one_of_each():
    """A state of each model, after a few moves, with str zones and str rewards."""
    sea = grid.place(grid.start(grid.OceanSpec((0, 1)), (("star", 0, 1),)), "reef", 0, 2)
    sites = links.add_zone(links.Sites(), (links.Feature("star", "sonar", "sonar", 2),
                                          links.Feature("star", "site", "conserve")),
                           (links.Link(links.Spot("star", "sonar"), links.Spot("star", "site"),
                                       "impact"),))
    sites, placement = links.place(sites, "star", "sonar", 0, players=2)
    impact = hexes.new_impact(hexes.ImpactSpec((hexes.Hex((0, 0), "disc", "blue", True),),
                                               (("blue", 2),)))
    impact, _ = hexes.place(impact, (0, 0), 1)
    spec = tracks.TracksSpec((tracks.TrackSpec("ingenuity", (1, 2, 3), 2, (1,)),), ((1, 3),))
    mat, advance = tracks.advance(tracks.new_tracks(spec, 2), 0, "ingenuity", 2)
    research, _ = tracks.gain(tracks.new_counter(2), 0, 5)
    return (sea, sites, placement, impact, mat, advance, research)


@pytest.mark.parametrize("state", one_of_each(), ids=lambda s: type(s).__name__)
def test_a_state_is_a_frozen_hashable_value(state):
    assert hash(state) == hash(attrs.evolve(state)) and state == attrs.evolve(state)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        setattr(state, attrs.fields(type(state))[0].name, None)


@pytest.mark.parametrize("state", one_of_each(), ids=lambda s: type(s).__name__)
def test_a_state_goes_to_json_and_back_through_cattrs(state):
    converter = cattrs.Converter()
    text = json.dumps(converter.unstructure(state))
    assert converter.structure(json.loads(text), type(state)) == state


MODELS = (grid, links, hexes, tracks)


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_every_exported_name_is_documented(model):
    source = inspect.getsource(model)
    for name in model.__all__:
        value = getattr(model, name)
        if inspect.isfunction(value) or inspect.isclass(value):
            assert (value.__doc__ or "").strip(), name
        else:   # a constant: a docstring on the line after it
            assert f'{name} = ' in source and '"""' in source.split(f"{name} = ", 1)[1][:200]


@pytest.mark.parametrize("model", MODELS + (boards,), ids=lambda m: m.__name__)
def test_a_model_module_stays_short(model):
    assert len(Path(model.__file__).read_text(encoding="utf-8").splitlines()) <= 300
    assert importlib.import_module(model.__name__).__doc__


def test_the_models_import_nothing_of_another_game():
    for model in MODELS:
        imported = [line for line in inspect.getsource(model).splitlines()
                    if line.startswith(("import ", "from "))]
        ours = [line for line in imported if "seastead_rules" in line]
        assert all(line.startswith(("from seastead_rules.errors", "from seastead_rules.inputs"))
                   for line in ours), ours
