"""Dragomino pygame scenes: the table, the spring chooser and the end screen."""
