"""The board models of Endeavor: Deep Sea: pure rules over small frozen records, with
no game state, no randomness and no text beyond `describe()`.

- `grid`: the ocean. Zones stand at (column, depth) cells; a Sonar's Discover asks
  which depths may be drawn (`discover_depths`, `draw_options`) and where a board may go
  (`legal_spots`, `place`); Travel asks where a vessel may go (`reachable`).
- `links`: features (Sonar tracks, Conservation and Journal sites), the discs on their
  spots and the links between them. `place` puts a disc and returns who gains which
  completed link's reward, in payout order.
- `hexes`: the Impact board. Gaining Impact asks `legal_hexes`, then `place` returns the
  hex's reward; `score` reads the legend at the end.
- `tracks`: the four attribute tracks and the Research track. `advance` returns the new
  position and the Impact and Vessel gains in order; `level` reads the lower row for
  recruitment, effort, reassignment and technology; `score` reads the brackets.

A game keeps one record of each in its state and builds the spec records (the scenario's
play area, the zones' features and links, the Impact board, the mat) from its content.
Rewards, zones, names and colours are opaque to the models: the game interprets them.
A rule the models apply or decide is cited by rulebook page where it is implemented.
"""

__all__ = ["grid", "links", "hexes", "tracks"]
