"""Argument types shared by the Python tools in this folder (imported by scripts run from here:
a script's own folder is on Python's import path)."""
import argparse


def ranged(lo, hi):
    """An argparse type: an integer in [lo, hi], else a one-line error."""
    def parse(text):
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text}' is not an integer")
        if not lo <= v <= hi:
            raise argparse.ArgumentTypeError(f"{v} is outside {lo}..{hi}")
        return v
    return parse
