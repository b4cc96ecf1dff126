#!/usr/bin/env python3
"""Writes operations.tsv: GitHub's REST operation catalogue as ghapi 2.1.4 ships it.

Regenerate (from the repository root; ghapi is a test-time tool, never a build dependency):

    pip install ghapi==2.1.4
    python3 Tests/GitHubKitTests/Fixtures/operations/generate.py

One line per operation, tab-separated, in ghapi's order, after a header line:
verb, path template, docs URL, query parameter names (comma-separated, may be empty).
RouteTemplateCatalogueTests reads it to build every operation as a `Route`.
"""

import pathlib

import ghapi
from ghapi.gh_spec import spec

OUTPUT = pathlib.Path(__file__).with_name("operations.tsv")


def main() -> None:
    lines = ["verb\tpath\tdocs_url\tquery_params"]
    for op in spec["ops"]:
        fields = [op["verb"], op["path"], op["docs_url"], ",".join(op.get("query_params", []))]
        if any("\t" in field or "\n" in field for field in fields):
            raise SystemExit(f"unexpected tab or newline in {fields}")
        lines.append("\t".join(fields))
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines) - 1} operations from ghapi {ghapi.__version__} to {OUTPUT}")


if __name__ == "__main__":
    main()
