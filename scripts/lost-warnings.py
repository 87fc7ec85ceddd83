#!/usr/bin/env python3
"""Tallies the `lost ...?` warnings librcsc-based players print, per kind and player number, in
the match folders `pitch match --out DIR` writes (each team's output is DIR/match-NN/TEAM.log),
and compares two sets of runs: the two-sided exact binomial p-value of the first set's count
given the pair's total (equal rates under the same number of matches).

    scripts/lost-warnings.py --pitch DIR [DIR ...] --rcss DIR [DIR ...]

Also counts `lost kick by foul` (librcsc's note for a kick refused because a foul tackle of the
same cycle charged the kicker; not a `?` warning) and the goals per side from results.csv.
Used for the side-by-side series in docs/compatibility.md.
"""
import argparse
import collections
import csv
import glob
import math
import os
import re
import sys

WARNING = re.compile(r'^(\S+) (\d+): \[\d+, \d+\] lost (\S+)\? at')


def tally(folders):
    """(counts by (kind, number) with number 0 for the kind's total, matches, lost kick by foul, goals left, goals right)."""
    counts = collections.Counter()
    matches = foul = left = right = 0
    for folder in folders:
        for match in sorted(glob.glob(os.path.join(folder, 'match-*'))):
            matches += 1
            for log in glob.glob(os.path.join(match, '*.log')):
                with open(log, errors='replace') as f:
                    for line in f:
                        m = WARNING.search(line)
                        if m:
                            counts[(m.group(3), int(m.group(2)))] += 1
                            counts[(m.group(3), 0)] += 1
                        elif ' lost kick by foul at ' in line:
                            foul += 1
        results = os.path.join(folder, 'results.csv')
        if os.path.exists(results):
            with open(results) as f:
                for row in csv.DictReader(f):
                    if row.get('left_goals', '').isdigit():
                        left += int(row['left_goals'])
                        right += int(row['right_goals'])
    return counts, matches, foul, left, right


def two_sided_p(a, b):
    """Exact binomial test of a against a + b trials at p = 1/2."""
    n = a + b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(max(a, b), n + 1)) / 2 ** n
    return min(1.0, 2 * tail)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--pitch', nargs='+', required=True, help='match folders of the first server')
    parser.add_argument('--rcss', nargs='+', required=True, help='match folders of the second server')
    args = parser.parse_args(argv)
    p, pn, pfoul, pl, pr = tally(args.pitch)
    r, rn, rfoul, rl, rr = tally(args.rcss)
    print('matches: %d against %d' % (pn, rn))
    print('goals left - right: %d - %d against %d - %d' % (pl, pr, rl, rr))
    print('lost kick by foul: %d against %d' % (pfoul, rfoul))
    print('%-10s %-6s %6s %6s %7s' % ('warning', 'player', 'first', 'second', 'p'))
    for kind, number in sorted(set(p) | set(r)):
        a, b = p[(kind, number)], r[(kind, number)]
        print('%-10s %-6s %6d %6d %7.3f%s' % (kind, 'all' if number == 0 else number, a, b,
                                             two_sided_p(a, b), '  more in the first' if a > b else ''))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
