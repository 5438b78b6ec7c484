"""Shared scenes: title, setup, settings, rules viewer, pause menu, placeholder board."""
