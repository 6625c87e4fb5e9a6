"""The README stays a short guide and the user docs stay sound: the README is at most 200 lines and
holds the two commands CI runs, verbatim; every relative link in README.md and docs/*.md names a file
that exists; no page cites internal issue numbers or the design notes outside the repository."""
from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[3]
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]

MAIN_JOB = "pip install -e . && python examples/run_all.py"
TEST_JOB = ("(apt-get update -qq || true) && apt-get install -y -qq intel-opencl-icd libze1 libze-dev gcc "
            "libvulkan1 libvulkan-dev mesa-vulkan-drivers gcc-aarch64-linux-gnu qemu-user redis-server && "
            "pip install -e '.[test,cuda,xpu-cpu,redis,plots]' torch==2.13.0 && python -m pytest -q -n auto")

# [text](target) and [text](target "title"); images too. Targets in code spans are not links.
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:\"[^\"]*\"|'[^']*'))?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$", re.M)
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)


def _links(text: str) -> list[str]:
    prose = CODE.sub("", text)
    return LINK.findall(prose) + REFERENCE.findall(prose)


def _page_id(path: Path) -> str:
    return str(path.relative_to(ROOT))


def test_readme_is_short():
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, f"README.md has {len(lines)} lines; keep it at most 200 (details go to docs/)"


@pytest.mark.parametrize("command", [MAIN_JOB, TEST_JOB], ids=["main-job", "tests"])
def test_readme_keeps_the_ci_commands(command):
    lines = README.read_text(encoding="utf-8").splitlines()
    assert f"    {command}" in lines, f"README.md lost the command CI runs, verbatim on its own indented line:\n{command}"


def test_docs_pages_exist():
    names = {p.name for p in PAGES}
    for page in ("cpu.md", "cuda.md", "xpu.md", "vulkan.md", "pipeline-and-cache.md"):
        assert page in names, f"docs/{page} is missing"


@pytest.mark.parametrize("page", PAGES, ids=_page_id)
def test_relative_links_resolve(page):
    broken = []
    for target in _links(page.read_text(encoding="utf-8")):
        if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target) or target.startswith("#"):
            continue  # http(s), mailto, ... and anchors within the page
        path = unquote(target.split("#", 1)[0].split("?", 1)[0])
        if not (page.parent / path).exists():
            broken.append(target)
    assert not broken, f"{_page_id(page)}: links to missing files: {broken}"


@pytest.mark.parametrize("page", PAGES, ids=_page_id)
def test_no_internal_references(page):
    text = page.read_text(encoding="utf-8")
    issues = re.findall(r"\bissues?\s+#?\d+", text, re.I)
    assert not issues, f"{_page_id(page)}: internal issue numbers in user docs: {issues}"
    assert "../shared" not in text, f"{_page_id(page)}: refers to ../shared, which is not in the repository"


def test_link_finder_sees_links():
    """The checks above see the links a page has (and not the ones inside code)."""
    text = "see [a](docs/a.md) and [b](../b.md#x 'no') `[c](c.md)`\n```\n[d](d.md)\n```\n[e]: e.md\n"
    assert _links(text) == ["docs/a.md", "../b.md#x", "e.md"]
