#!/usr/bin/env python3
"""kiwisolver's side of `template-dev bench-solver`: builds the system the Swift side wrote and
times it the same way (a full solve: every constraint added to a new solver, the root's width and
height made edit variables, the portrait size suggested, every variable read; a re-solve: the
other size suggested, every variable read). Prints one JSON object: medians in seconds, the
number of full solves timed, and the sampled variables' values (after the full solve, then after
the last rotation). Times are the thread's processor time, as on the Swift side. Exits 3 with an
install hint when kiwisolver is missing."""
import argparse
import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed: pip install kiwisolver\n")
    sys.exit(3)


def read_system(path):
    with open(path, encoding="utf-8") as lines:
        count = int(next(lines).split()[1])
        width, height = (int(field) for field in next(lines).split()[1:3])
        variables = [kiwi.Variable(f"v{index}") for index in range(count)]
        constraints = []
        for line in lines:
            fields = line.split()
            if not fields:
                continue
            relation, constant, terms = fields[0], float(fields[1]), fields[2:]
            expression = kiwi.Expression(
                [kiwi.Term(variables[int(variable)], float(coefficient))
                 for variable, coefficient in (term.split(":") for term in terms)],
                constant)
            if relation == "eq":
                constraints.append(expression == 0)
            elif relation == "le":
                constraints.append(expression <= 0)
            else:
                constraints.append(expression >= 0)
    return variables, constraints, variables[width], variables[height]


def pair(text):
    first, second = text.split(",")
    return float(first), float(second)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("system")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--budget", type=float, default=10.0)
    parser.add_argument("--rotations", type=int, default=41)
    parser.add_argument("--sample", default="")
    parser.add_argument("--portrait", type=pair, default=(375.0, 667.0))
    parser.add_argument("--landscape", type=pair, default=(667.0, 375.0))
    arguments = parser.parse_args()
    variables, constraints, width, height = read_system(arguments.system)
    sample = [int(index) for index in arguments.sample.split(",") if index]

    full_times = []
    spent = 0.0
    solver = None
    after_full = {}
    # One warm-up solve, then timed ones until the repetitions or the time budget run out.
    for run in range(arguments.repetitions + 1):
        start = time.thread_time()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(width, "strong")
        solver.addEditVariable(height, "strong")
        solver.suggestValue(width, arguments.portrait[0])
        solver.suggestValue(height, arguments.portrait[1])
        solver.updateVariables()
        elapsed = time.thread_time() - start
        after_full = {index: variables[index].value() for index in sample}
        if run > 0:
            full_times.append(elapsed)
        spent += elapsed
        if spent > arguments.budget:
            if not full_times:
                full_times.append(elapsed)
            break

    resolve_times = []
    for rotation in range(arguments.rotations):
        size = arguments.landscape if rotation % 2 == 0 else arguments.portrait
        start = time.thread_time()
        solver.suggestValue(width, size[0])
        solver.suggestValue(height, size[1])
        solver.updateVariables()
        resolve_times.append(time.thread_time() - start)

    values = {str(index): [after_full[index], variables[index].value()] for index in sample}
    json.dump({"full_solve": statistics.median(full_times), "resolve": statistics.median(resolve_times),
               "runs": len(full_times), "values": values}, sys.stdout)


if __name__ == "__main__":
    main()
