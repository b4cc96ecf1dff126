#!/usr/bin/env python3
"""Writes catalogue.json: GitHub's REST operations as PyPI's ghapi 2.1.4 ships them.

ghapi (Apache-2.0, https://github.com/fastai/ghapi) reduces GitHub's OpenAPI description
(MIT, https://github.com/github/rest-api-description) to one record per operation in
`ghapi/gh_spec.py`. This script reads that file from the wheel and writes the fields the route
generator uses, normalised: one record per operation, in ghapi's order, each parameter once with
where it goes (path, query or body), its type, whether it is required, its default and its doc.

    pip download --no-deps ghapi==2.1.4 -d /tmp/ghapi
    python3 Scripts/routes/convert_ghapi.py /tmp/ghapi/ghapi-2.1.4-py3-none-any.whl

The build never runs this: catalogue.json is committed, and generate.py reads it.
"""

import ast
import json
import pathlib
import re
import sys
import zipfile

HERE = pathlib.Path(__file__).parent


def read_spec(wheel: pathlib.Path) -> dict:
    with zipfile.ZipFile(wheel) as archive:
        source = archive.read("ghapi/gh_spec.py").decode("utf-8")
    # The file is one assignment of a literal: read it without running it.
    tree = ast.parse(source)
    (assignment,) = [node for node in tree.body if isinstance(node, ast.Assign)]
    return ast.literal_eval(assignment.value)


def parameters(op: dict) -> list:
    types = op.get("param_types", {})
    docs = op.get("param_docs", {})
    defaults = op.get("param_defaults", {})
    required = set(op.get("required_params", []))
    # The path's own placeholders are the truth (ghapi's route_params disagree on 12 operations).
    places = [("path", name) for name in re.findall(r"{([^}]+)}", op["path"])]
    places += [("query", name) for name in op.get("query_params", [])]
    places += [("body", name) for name in op.get("body_params", [])]
    result = []
    for where, name in places:
        entry = {"name": name, "in": where, "required": where == "path" or name in required}
        if name in types:
            entry["type"] = types[name]
        if name in defaults:
            entry["default"] = defaults[name]
        if docs.get(name):
            entry["doc"] = docs[name]
        result.append(entry)
    return result


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    spec = read_spec(pathlib.Path(sys.argv[1]))
    operations = []
    for op in spec["ops"]:
        record = {key: op[key] for key in ("group", "name", "verb", "path", "summary", "docs_url")}
        record["parameters"] = parameters(op)
        if op.get("request_content_type") and op["verb"] != "GET":
            record["body"] = op["request_content_type"]
            examples = op.get("body_examples") or {}
            if examples:
                first = examples[sorted(examples)[0]]
                record["body_example"] = first.get("value")
        operations.append(record)
    catalogue = {
        "source": "ghapi 2.1.4 (PyPI), ghapi/gh_spec.py: Apache-2.0, https://github.com/fastai/ghapi",
        "description": "GitHub's REST API description (MIT): https://github.com/github/rest-api-description",
        "base_url": spec["base_url"],
        "operations": operations,
    }
    text = json.dumps(catalogue, indent=1, ensure_ascii=False, sort_keys=False)
    (HERE / "catalogue.json").write_text(text + "\n", encoding="utf-8")
    print(f"wrote {len(operations)} operations to {HERE / 'catalogue.json'}")


if __name__ == "__main__":
    main()
