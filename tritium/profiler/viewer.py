"""Reading a profile (`<name>.hatchet`, as tritium's profiler and proton write it) and printing its
tree with derived metrics: `python -m tritium.profiler.viewer FILE -m time/ms,tflop16/s`, or
`parse(metrics, file)` + `print_tree(tree, metrics)` as proton's viewer module is called (tutorial 09).

Metrics, computed from each frame's inclusive sums (a frame and everything under it):
  time/s, time/ms, time/us, time/ns        the time
  avg_time/s (ms, us, ns)                  the time per call (count)
  count                                    launches or scope entries
  [g|t]flop[8|16|32|64]/s, [g|t]flop/s     flops (of that width; all widths) per second
  [g|t]byte/s                              bytes per second
  any raw metric the file holds            summed (`--list` shows them)
proton-viewer's `util` needs the device's peak figures, which this viewer does not keep: asked for,
it is an error.
"""
from __future__ import annotations

import argparse
import json
import re
import sys

_TIME_UNITS = {"s": 1e9, "ms": 1e6, "us": 1e3, "ns": 1.0}
_PREFIX = {"": 1.0, "g": 1e9, "t": 1e12}
_WIDTHS = ("8", "16", "32", "64")


class Node:
    """A frame with its exclusive metrics, inclusive sums (`inc`) and derived values (`values`)."""

    def __init__(self, name: str, metrics: dict, children: list):
        self.name, self.metrics, self.children = name, metrics, children
        self.inc: dict = {}
        self.values: dict = {}

    def total(self) -> None:
        for c in self.children:
            c.total()
        keys = {k for k, v in self.metrics.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
        for c in self.children:
            keys |= set(c.inc)
        self.inc = {k: (self.metrics.get(k, 0) if isinstance(self.metrics.get(k, 0), (int, float)) else 0)
                    + sum(c.inc.get(k, 0) for c in self.children) for k in keys}


def _read(filename: str) -> tuple[Node, dict]:
    try:
        with open(filename) as f:
            doc = json.load(f)
    except (OSError, ValueError) as e:
        raise ValueError(f"{filename}: not a readable profile ({e})") from None
    if not isinstance(doc, list) or not doc or not isinstance(doc[0], dict) or "frame" not in doc[0]:
        raise ValueError(f"{filename}: not a profile tree (a .hatchet file: a list of the frame tree and "
                         "the device record)")

    def build(d) -> Node:
        frame = d.get("frame") or {}
        metrics = d.get("metrics") or {}
        return Node(str(frame.get("name", "?")), metrics if isinstance(metrics, dict) else {},
                    [build(c) for c in d.get("children") or [] if isinstance(c, dict)])

    root = build(doc[0])
    root.total()
    return root, (doc[1] if len(doc) > 1 and isinstance(doc[1], dict) else {})


def _raw(root: Node) -> list:
    keys: set = set()

    def walk(n):
        keys.update(n.inc)
        for c in n.children:
            walk(c)
    walk(root)
    return sorted(keys)


def _deriver(metric: str, raw: list):
    """(column name, function of a Node) for a metric name, or ValueError naming what exists."""
    m = metric.strip().lower()
    if m in ("count",):
        return "count", lambda n: n.inc.get("count", 0)
    t = re.fullmatch(r"(avg_)?time/(s|ms|us|ns)", m)
    if t:
        unit = _TIME_UNITS[t.group(2)]
        if t.group(1):
            return metric, lambda n: (n.inc.get("time (ns)", 0) / unit / n.inc["count"]) if n.inc.get("count") else float("nan")
        return metric, lambda n: n.inc.get("time (ns)", 0) / unit
    f = re.fullmatch(r"([gt]?)flop(8|16|32|64)?/s", m)
    if f:
        scale = _PREFIX[f.group(1)]
        names = [f"flops{f.group(2)}"] if f.group(2) else [f"flops{w}" for w in _WIDTHS] + ["flops"]
        return metric, lambda n: (sum(n.inc.get(k, 0) for k in names) / (n.inc["time (ns)"] / 1e9) / scale
                                  if n.inc.get("time (ns)") else float("nan"))
    b = re.fullmatch(r"([gt]?)byte/s", m)
    if b:
        scale = _PREFIX[b.group(1)]
        return metric, lambda n: (n.inc.get("bytes", 0) / (n.inc["time (ns)"] / 1e9) / scale
                                  if n.inc.get("time (ns)") else float("nan"))
    if m == "util":
        raise ValueError("metric 'util' needs the device's peak figures, which tritium's viewer does not keep")
    for k in raw:
        if metric.strip() == k or m == k.split("(")[0].strip().lower():
            return k, lambda n, k=k: n.inc.get(k, 0)
    raise ValueError(f"metric {metric!r} is not in this profile; available: time/s, time/ms, time/us, time/ns, "
                     f"avg_time/..., count, [g|t]flop[8|16|32|64]/s, [g|t]byte/s, and the raw {', '.join(raw)}")


def _filter(root: Node, include: str | None, exclude: str | None) -> Node:
    """Frames matching `include` (a regular expression; with their ancestors and descendants), less
    those matching `exclude` (with their descendants). ROOT stays."""
    def keep(n: Node, inside: bool) -> Node | None:
        if exclude and re.search(exclude, n.name):
            return None
        hit = inside or not include or bool(re.search(include, n.name))
        kids = [k for k in (keep(c, hit) for c in n.children) if k is not None]
        if not hit and not kids:
            return None
        out = Node(n.name, n.metrics, kids)
        out.inc = n.inc
        return out
    kids = [k for k in (keep(c, False) for c in root.children) if k is not None]
    out = Node(root.name, root.metrics, kids)
    out.total()
    return out


def parse(metrics, filename: str, include: str | None = None, exclude: str | None = None,
          threshold: float | None = None, depth: int = 100):
    """(tree, metric column names) of a profile file: the tree's nodes carry the metrics' values."""
    root, _ = _read(filename)
    if include or exclude:
        root = _filter(root, include, exclude)
    names = metrics if isinstance(metrics, (list, tuple)) else [metrics]
    raw = _raw(root)
    derivers = [_deriver(str(m), raw) for m in names]

    def fill(n: Node):
        n.values = {col: fn(n) for col, fn in derivers}
        for c in n.children:
            fill(c)
    fill(root)
    if threshold:  # frames whose first metric is under `threshold` x the root's are dropped
        col = derivers[0][0]
        limit = threshold * (root.values[col] or 0)

        def prune(n: Node):
            n.children = [c for c in n.children if c.values[col] >= limit]
            for c in n.children:
                prune(c)
        prune(root)
    return root, [col for col, _ in derivers]


def _fmt(v) -> str:
    if isinstance(v, float):
        return "nan" if v != v else f"{v:.3f}"
    return str(v)


def format_tree(tree: Node, metrics: list, depth: int = 100, print_sorted: bool = False) -> str:
    lines = []

    def walk(n: Node, prefix: str, last: bool, level: int, top: bool):
        vals = " ".join(_fmt(n.values.get(m, float("nan"))) for m in metrics)
        lines.append(f"{vals} {n.name}" if top else f"{prefix}{'└─ ' if last else '├─ '}{vals} {n.name}")
        if level >= depth:
            return
        kids = n.children
        if print_sorted and metrics:
            kids = sorted(kids, key=lambda c: -(c.values.get(metrics[0]) or 0))
        for i, c in enumerate(kids):
            walk(c, prefix if top else prefix + ("   " if last else "│  "), i == len(kids) - 1, level + 1, False)
    walk(tree, "", True, 0, True)
    return "\n".join(lines)


def print_tree(tree: Node, metrics: list, depth: int = 100, format=None, print_sorted: bool = False) -> None:
    print(format_tree(tree, metrics, depth, print_sorted))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tritium.profiler.viewer",
                                 description="Print a profile's tree (a .hatchet file from tritium's profiler or proton).")
    ap.add_argument("file")
    ap.add_argument("-m", "--metrics", default="time/s", help="comma-separated metrics (default time/s)")
    ap.add_argument("-l", "--list", action="store_true", help="list the raw metrics the file holds")
    ap.add_argument("-d", "--depth", type=int, default=100)
    ap.add_argument("-i", "--include", help="a regular expression: only frames matching it (and around them)")
    ap.add_argument("-e", "--exclude", help="a regular expression: frames matching it are left out")
    ap.add_argument("-t", "--threshold", type=float, help="leave out frames under this fraction of the root")
    ap.add_argument("--print-sorted", action="store_true", help="children by the first metric, largest first")
    args = ap.parse_args(argv)
    try:
        if args.list:
            root, _ = _read(args.file)
            print("\n".join(_raw(root)))
            return 0
        tree, cols = parse(args.metrics.split(","), args.file, args.include, args.exclude, args.threshold)
    except (ValueError, re.error) as e:
        print(f"tritium.profiler.viewer: error: {e}", file=sys.stderr)
        return 2
    print_tree(tree, cols, args.depth, print_sorted=args.print_sorted)
    return 0


if __name__ == "__main__":
    sys.exit(main())
