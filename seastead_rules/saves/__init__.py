"""Saves and records: the JSON save format both ways, what a loaded state must
be (its invariants, its question asked again), game records and replays, and
a game in progress with undo (session)."""
