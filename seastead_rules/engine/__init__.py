"""The interpreter: turn flow, effect handlers, legal actions. See docs/architecture.md."""
