"""The game-neutral rules machinery of content games: what a game's content declares
(`vocabulary`) and the records and pieces of the interpreter that any game written in
the content language uses. Nothing here imports lark or a game."""
