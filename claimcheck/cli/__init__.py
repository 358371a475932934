"""The ``claimcheck`` command line: a thin typer layer over :mod:`claimcheck.api`, one module
per command.

:mod:`claimcheck.cli.core` holds the typer ``app``, the shared options and helpers and
:func:`run`; each command module (``extract``, ``check``, ``warnings``, ``rules``, ``index``,
``audit``) registers its command on ``app`` when imported here, in the order ``--help`` lists them.
"""
from claimcheck.cli import extract, check, warnings, rules, index, audit  # noqa: F401  (register the commands)
from claimcheck.cli.core import app, run

__all__ = ["app", "run"]
