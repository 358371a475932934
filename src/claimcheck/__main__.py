"""``python -m claimcheck`` runs the command line."""
from .cli import run

run()
