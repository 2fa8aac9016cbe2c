"""What the table shows when the pointer rests on a card, a tile or a location."""

from __future__ import annotations

from ..names import KINDS, RESOURCES

__all__ = ["hover_text"]


def _card_text():
    # The card texts in words, where the library has them (seastead_rules.cardtext).
    try:
        from ..cardtext import card_text
    except ImportError:
        return None
    return card_text


def hover_text(item) -> str:
    """The text shown for a content item (a location, side, dock tile, dive card,
    specialist or decree): its card text in words where the library has it, otherwise
    its name, its rules text where one is kept, and the content line it comes from."""
    card_text = _card_text()
    if card_text is not None:
        try:
            return card_text(item)
        except Exception:       # noqa: BLE001 - a hover text never breaks the page
            pass
    return _fallback(item)


def _fallback(item) -> str:
    kind = type(item).__name__
    name = getattr(item, "name", "")
    lines = []
    if kind == "Location":
        tag = f", -1 for a {KINDS[item.discount]}" if item.discount is not None else ""
        lines.append(f"location {item.index}: cost {item.cost}{tag}, {item.points} points")
        lines.append(item.text)
    elif kind == "Specialist":
        lines.append(f"{name}: {item.type} specialist, {item.points} point(s), set {item.set}")
        if item.discount:
            lines.append(f"exhaust it with a build: the build costs {item.discount} less")
    elif kind == "DockTile":
        lines.append(f"{name}: scores {RESOURCES[item.resource]}")
        lines.extend(f"{s.name}: {KINDS[s.kind]} {s.points} points" for s in item.sections)
    elif kind == "DiveCard":
        lines.append(f"{name} ({item.depth})")
        lines.extend(f"half {i + 1}: {h.text}" for i, h in enumerate(item.halves))
    elif kind == "Decree":
        lines.append(f"decree {name}")
    else:
        lines.append(name or kind)
    src = getattr(item, "src", "")
    if src:
        lines.append(f"[{src}]")
    return "\n".join(line for line in lines if line)
