"""Dragomino component data (JSON); a package so setuptools/PyInstaller ship the files."""
