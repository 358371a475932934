"""The generated documentation: ``docs/rules/*.md`` from ``rules/checks/*.yaml`` and
``docs/cli.md`` from the command line's own ``--help``.

``python -m claimcheck.docs [DOCS_DIR]`` rewrites what drifted; ``tests/test_docs.py`` fails
when a committed file differs.  This module sits above the CLI and reads it — the CLI never
imports the docs generator.
"""
from __future__ import annotations

from claimcheck.report.ruledocs import rule_markdown, rules_index


def cli_reference() -> str:
    """``docs/cli.md``: every command's ``--help``, generated from the typer app."""
    import click
    import typer

    from claimcheck.cli.core import app

    command = typer.main.get_command(app)
    lines = ["# Command-line reference", "",
             "Generated from the typer app by `python -m claimcheck.docs`; do not edit by hand.", ""]

    def section(cmd: click.Command, name: str) -> None:
        ctx = click.Context(cmd, info_name=name, terminal_width=100, max_content_width=100)
        lines.extend([f"## `{name}`", "", "```text", cmd.get_help(ctx).rstrip(), "```", ""])

    section(command, "claimcheck")
    for sub in sorted(command.commands):
        section(command.commands[sub], f"claimcheck {sub}")
    return "\n".join(lines)


def generated_files(root) -> dict:
    """Every generated documentation file under ``root`` (a Path) → its expected text."""
    from claimcheck.resources import load_resources

    rules = load_resources().rules
    files = {root / "rules" / f"{r.code}-{r.name}.md": rule_markdown(r) for r in rules}
    files[root / "rules" / "index.md"] = rules_index(rules)
    files[root / "cli.md"] = cli_reference()
    return files


def main(argv=None) -> int:
    """``python -m claimcheck.docs [DOCS_DIR]``: regenerate the generated docs (default ``docs/``)."""
    import sys
    from pathlib import Path

    args = sys.argv[1:] if argv is None else argv
    if args and (args[0].startswith("-") or len(args) > 1):
        # ("--help" was taken for a folder: it wrote docs/rules/*.md into ./--help/)
        print("usage: python -m claimcheck.docs [DOCS_DIR]   (regenerate docs/rules/*.md and docs/cli.md; "
              "default DOCS_DIR: docs)", file=sys.stdout if args[0] in ("-h", "--help") else sys.stderr)
        return 0 if args[0] in ("-h", "--help") else 2
    root = Path(args[0]) if args else Path("docs")
    for path, text in generated_files(root).items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
