"""The content language: the grammar's parser, the limits checked before compiling, the
compiler from parse trees to records (items, rules, effects, card piles), its problems
with their places, and the items of added files that clash with the content they join."""
