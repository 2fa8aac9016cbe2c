"""Interfaces for game-AI work: a fixed action space and observation tensors
(`seastead_rules.ai.encode`), and environments for OpenSpiel
(`seastead_rules.ai.openspiel`), PettingZoo (`seastead_rules.ai.pettingzoo`) and
Gymnasium (`seastead_rules.ai.gym`). See docs/ai.md.

Importing this package imports no optional library: the environments need the 'ai'
extra (`pip install 'seastead_rules[ai]'`), the action space needs nothing more.
"""

__all__: list = []
