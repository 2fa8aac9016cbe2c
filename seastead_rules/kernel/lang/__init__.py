"""The core of the content language, the same for every game: parsing a game's grammar
(grammar/core.lark and the game's own part), the compiler handlers of the core
statements (the game's declaration, the rule forms, flow, player selectors, counters,
piles, counts and conditions), the limits every source is checked against, and the
problems users see (`path:line:col`, the line, a caret).

A game adds its own grammar (grammar/GAME.lark), its handlers for it, and a `Language`
(compiler.py) putting them together. This package imports lark; `import
seastead_rules.kernel` does not import it."""
