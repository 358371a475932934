"""YAML with line numbers: :class:`YamlDoc`, the reader of every file under ``rules/``.

A problem is a :class:`~claimcheck.errors.RuleError` naming ``file:line:column`` (the idea of
Vale's ``core/error.go``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from claimcheck.errors import RuleError

PathKey = tuple  # a path of keys / indexes into a YAML document


class _LineLoader(yaml.SafeLoader):
    """A SafeLoader that records the 1-based (line, column) of every mapping key and item."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
    mapping = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        try:
            hash(key)
        except TypeError:
            raise yaml.constructor.ConstructorError(
                None, None, f"unhashable key {key!r}", key_node.start_mark) from None
        if key in mapping:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        mapping[key] = loader.construct_object(value_node, deep=deep)
        loader.positions[id(mapping), key] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
    loader.positions[id(mapping), None] = (node.start_mark.line + 1, node.start_mark.column + 1)
    return mapping


def _construct_sequence(loader: _LineLoader, node: yaml.SequenceNode, deep: bool = False) -> list:
    """A list whose items' positions are recorded too: a bad pattern in a list is reported at
    its own line, not at the line of the list's key."""
    items = [loader.construct_object(child, deep=deep) for child in node.value]
    for i, child in enumerate(node.value):
        loader.positions[id(items), i] = (child.start_mark.line + 1, child.start_mark.column + 1)
    loader.positions[id(items), None] = (node.start_mark.line + 1, node.start_mark.column + 1)
    return items


def _no_aliases(loader: _LineLoader, parent, index):
    """Rule data never needs YAML anchors and aliases; refusing them makes an alias bomb (a few
    lines that expand to millions of nodes, "billion laughs") a located error instead of minutes."""
    if loader.check_event(yaml.AliasEvent):
        raise yaml.composer.ComposerError(None, None, "YAML aliases (*name) are not allowed in rules data",
                                          loader.peek_event().start_mark)
    return yaml.SafeLoader.compose_node(loader, parent, index)


_LineLoader.compose_node = _no_aliases
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


class YamlDoc:
    """A loaded YAML file: ``data`` plus ``where(mapping, key)`` → (line, column) of a key.

    Raises:
        RuleError: E010 when the file is not valid YAML (line and column of the problem).
    """

    def __init__(self, path: Path, text: str | None = None) -> None:
        self.path = path
        if text is None:
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError as exc:
                # the line and column of the first bad byte (its offset in the raw bytes)
                raw = exc.object[:exc.start]
                line = raw.count(b"\n") + 1
                column = len(raw[raw.rfind(b"\n") + 1:].decode("utf-8", errors="replace")) + 1
                raise RuleError("E010", path=path, line=line, column=column,
                                problem=f"not UTF-8 (byte 0x{exc.object[exc.start]:02x}: {exc.reason})") from None
            except OSError as exc:
                raise RuleError("E010", path=path, line=1, column=1, problem=exc.strerror or str(exc)) from None
        self.text = text
        try:
            loader = _LineLoader(text)  # the reader refuses control characters (a NUL) here already
        except yaml.YAMLError as exc:
            raise _located(path, text, exc) from None
        loader.positions = {}
        try:
            self.data = loader.get_single_data()
        except yaml.YAMLError as exc:
            raise _located(path, text, exc) from None
        finally:
            loader.dispose()
        self._positions = loader.positions

    def where(self, mapping: Any, key: Any = None) -> tuple[int, int]:
        """(line, column) of ``key`` in ``mapping`` (or of the mapping itself) — ``key`` may be an
        item's index in a list; (1, 1) when unknown."""
        return self._positions.get((id(mapping), key), self._positions.get((id(mapping), None), (1, 1)))

    def error(self, mapping: Any, key: Any, problem: str) -> RuleError:
        """A RuleError located at ``key`` of ``mapping``."""
        line, col = self.where(mapping, key)
        return RuleError("E010", path=self.path, line=line, column=col, problem=problem)

    def require(self, mapping: Any, key: str, types: type | tuple, what: str | None = None) -> Any:
        """``mapping[key]``, checked to be of ``types``.

        Raises:
            RuleError: the key is missing or has the wrong type (E010 at the key or mapping).
        """
        if not isinstance(mapping, dict):
            raise self.error(mapping, None, f"expected a mapping{' for ' + what if what else ''}")
        if key not in mapping:
            raise self.error(mapping, None, f"missing required key '{key}'{' in ' + what if what else ''}")
        value = mapping[key]
        if not isinstance(value, types):
            names = " or ".join(t.__name__ for t in (types if isinstance(types, tuple) else (types,)))
            raise self.error(mapping, key, f"'{key}' must be {names}, not {type(value).__name__}")
        return value


def _located(path: Path, text: str, exc: "yaml.YAMLError") -> RuleError:
    """A YAML error as E010 at its line and column: a syntax error (its mark), or a character
    YAML does not allow (a NUL, a control character: the reader's offset), never a traceback."""
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        return RuleError("E010", path=path, line=line, column=col, problem=f"invalid YAML: {exc.problem or exc.context}")
    if isinstance(exc, yaml.reader.ReaderError):
        offset = max(0, min(int(exc.position), len(text)))
        line = text.count("\n", 0, offset) + 1
        column = offset - (text.rfind("\n", 0, offset) + 1) + 1
        code = ord(exc.character) if isinstance(exc.character, str) else int(exc.character)
        return RuleError("E010", path=path, line=line, column=column,
                         problem=f"invalid YAML: character U+{code:04X} is not allowed in a YAML file")
    return RuleError("E010", path=path, line=1, column=1, problem=f"invalid YAML: {' '.join(str(exc).split())}")
