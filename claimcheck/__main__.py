"""``python -m claimcheck`` runs the command line."""
from claimcheck.cli import run

run()
