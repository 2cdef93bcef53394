#!/usr/bin/env python3
"""Where a wasm file's bytes are: the code of each function summed by the crate in its name.

    scripts/wasm_sizes.py FILE.wasm [--top N] [--crate NAME]

Reads the code section's function sizes and the `name` section (keep it: run this on the wasm
cargo writes, before wasm-bindgen and wasm-opt), demangles the names with `c++filt` when it is
installed, and prints the crates by code size; `--crate` lists that crate's largest functions
instead. Data segments are summed apart. docs/BENCHMARKS.md uses it to say where the web
download goes.
"""

import argparse
import collections
import re
import shutil
import subprocess
import sys


def leb(data, pos):
    result = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, pos


def sections(data):
    if data[:4] != b"\0asm":
        sys.exit("not a wasm file")
    pos = 8
    while pos < len(data):
        kind = data[pos]
        size, pos = leb(data, pos + 1)
        yield kind, data[pos : pos + size]
        pos += size


def imported_function_count(body):
    count, pos = leb(body, 0)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            length, pos = leb(body, pos)
            pos += length
        kind = body[pos]
        pos += 1
        if kind == 0:  # function: a type index
            _, pos = leb(body, pos)
            functions += 1
        elif kind == 1:  # table: element type and limits
            pos += 1
            flags, pos = leb(body, pos)
            _, pos = leb(body, pos)
            if flags & 1:
                _, pos = leb(body, pos)
        elif kind == 2:  # memory: limits
            flags, pos = leb(body, pos)
            _, pos = leb(body, pos)
            if flags & 1:
                _, pos = leb(body, pos)
        elif kind == 3:  # global: type and mutability
            pos += 2
        else:  # tag
            pos += 1
            _, pos = leb(body, pos)
    return functions


def function_names(body):
    names = {}
    length, pos = leb(body, 0)
    if body[pos : pos + length] != b"name":
        return names
    pos += length
    while pos < len(body):
        sub = body[pos]
        size, pos = leb(body, pos + 1)
        end = pos + size
        if sub == 1:
            count, p = leb(body, pos)
            for _ in range(count):
                index, p = leb(body, p)
                n, p = leb(body, p)
                names[index] = body[p : p + n].decode("utf-8", "replace")
                p += n
        pos = end
    return names


def demangle(names):
    if not shutil.which("c++filt"):
        return names
    keys = list(names)
    text = "\n".join(names[k] for k in keys)
    out = subprocess.run(["c++filt", "-s", "rust"], input=text, capture_output=True, text=True)
    lines = out.stdout.split("\n")
    if len(lines) < len(keys):
        return names
    return {k: lines[i] for i, k in enumerate(keys)}


def crate_of(name):
    # `<a::B as c::D>::f` counts for the implementing type's crate; generic arguments aside.
    name = name.lstrip("<&*")
    if name.startswith("mut "):
        name = name[4:]
    match = re.match(r"[A-Za-z_][A-Za-z0-9_]*", name)
    return match.group(0) if match else "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("wasm")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--crate")
    args = parser.parse_args()
    data = open(args.wasm, "rb").read()
    imported = 0
    bodies = []
    names = {}
    data_bytes = 0
    for kind, body in sections(data):
        if kind == 2:
            imported = imported_function_count(body)
        elif kind == 10:
            count, pos = leb(body, 0)
            for _ in range(count):
                size, pos = leb(body, pos)
                bodies.append(size)
                pos += size
        elif kind == 11:
            data_bytes += len(body)
        elif kind == 0:
            names.update(function_names(body))
    names = demangle(names)
    by_crate = collections.Counter()
    functions = []
    for offset, size in enumerate(bodies):
        name = names.get(imported + offset, "?")
        crate = crate_of(name)
        by_crate[crate] += size
        functions.append((size, crate, name))
    total = sum(bodies)
    print(f"{total:>12,} bytes of code in {len(bodies):,} functions; {data_bytes:,} bytes of data")
    if args.crate:
        chosen = sorted((f for f in functions if f[1] == args.crate), reverse=True)
        for size, _, name in chosen[: args.top]:
            print(f"{size:>12,}  {name[:150]}")
        return
    for crate, size in by_crate.most_common(args.top):
        print(f"{size:>12,}  {100 * size / total:5.1f}%  {crate}")


if __name__ == "__main__":
    main()
