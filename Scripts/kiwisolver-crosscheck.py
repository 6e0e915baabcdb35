#!/usr/bin/env python3
"""kiwisolver's side of `template-dev crosscheck-solver`: solves again the constraint systems the
Auto Layout engine built for a document's designs, and prints every variable's value.

Input: one or more systems, each `design INDEX`, `variables N`, then a row a line,
`RELATION CONSTANT PRIORITY VARIABLE:COEFFICIENT...` meaning `sum + constant RELATION 0`
(eq, le, ge), priority 1000 required. Output: one JSON object, `{"designs": [values or null]}`,
null where kiwisolver refuses a system.

UIKit orders optional priorities strictly; kiwisolver weighs violations by a strength. Each
system's distinct optional priorities get strengths spaced evenly on a logarithmic scale from 1 to
1e8 (kiwisolver's required strength is about 1e9), so that a higher priority outweighs a lower one
by at least a factor of ten while there are at most nine of them. Exits 3 with an install hint
when kiwisolver is missing."""
import json
import math
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed: pip install kiwisolver\n")
    sys.exit(3)


def read_systems(path):
    systems = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            fields = line.split()
            if not fields:
                continue
            if fields[0] == "design":
                systems.append({"count": 0, "rows": []})
            elif fields[0] == "variables":
                systems[-1]["count"] = int(fields[1])
            else:
                relation, constant, priority = fields[0], float(fields[1]), float(fields[2])
                terms = [(int(variable), float(coefficient))
                         for variable, coefficient in (term.split(":") for term in fields[3:])]
                systems[-1]["rows"].append((relation, constant, priority, terms))
    return systems


def strengths(priorities):
    levels = sorted(set(priority for priority in priorities if priority < 1000))
    if len(levels) <= 1:
        return {level: kiwi.strength.strong for level in levels}
    top = math.log10(1e8)
    return {level: 10 ** (top * rank / (len(levels) - 1)) for rank, level in enumerate(levels)}


def solve(system):
    variables = [kiwi.Variable(f"v{index}") for index in range(system["count"])]
    weights = strengths(row[2] for row in system["rows"])
    solver = kiwi.Solver()
    for relation, constant, priority, terms in system["rows"]:
        expression = kiwi.Expression([kiwi.Term(variables[index], coefficient) for index, coefficient in terms], constant)
        if relation == "eq":
            constraint = expression == 0
        elif relation == "le":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        strength = kiwi.strength.required if priority >= 1000 else weights[priority]
        try:
            solver.addConstraint(constraint | strength)
        except kiwi.UnsatisfiableConstraint:
            return None
    solver.updateVariables()
    return [variable.value() for variable in variables]


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: kiwisolver-crosscheck.py SYSTEMS\n")
        sys.exit(2)
    json.dump({"designs": [solve(system) for system in read_systems(sys.argv[1])]}, sys.stdout)


main()
