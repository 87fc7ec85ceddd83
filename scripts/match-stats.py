#!/usr/bin/env python3
"""Compares whole matches played on two servers by what their logs record: for each match folder
that `pitch match --out DIR` writes (DIR/match-NN/ with a text game log, *.rcg, v3-v6, and a
message log, *.rcl), the commands every player had executed at the end (the show's command
counts), the intentional foul tackles the players sent and whether an opponent's kick of the same
cycle was logged (so run) before or after each, the players charged by a foul, the play modes the
referee called, the goals, the time in play and where the ball was. Each figure is a per-match total; the two sets are
compared by their means and a two-sided permutation test of the difference of the means.

    scripts/match-stats.py --pitch DIR [DIR ...] --rcss DIR [DIR ...] [--permutations N]

Used to look for the model or rule behind a difference in whole helios-base matches (see
docs/compatibility.md): a figure that differs far beyond its spread points at where to look.
"""
import argparse
import collections
import glob
import os
import random
import re
import sys

COUNTS = ('kick', 'dash', 'turn', 'catch', 'move', 'turn_neck', 'change_view', 'say', 'tackle', 'pointto', 'attentionto')
PLAYER = re.compile(r'\(\((?P<side>[lr]) (?P<unum>\d+)\) (?P<body>[^()]*)(?P<rest>.*?)\(c (?P<counts>[\d ]+)\)\)')
BALL = re.compile(r'\(\(b\) (?P<x>\S+) (?P<y>\S+) (?P<vx>\S+) (?P<vy>\S+)\)')
SHOW = re.compile(r'^\(show (\d+) ')
PLAYMODE = re.compile(r'^\(playmode (\d+) (\S+)\)')
FOUL_TACKLE = re.compile(r'\(tackle [^()]*\b(true|on)\)')
RECV = re.compile(r'^(?P<time>\d+),(?P<stoppage>\d+)\tRecv (?P<team>.+)_\d+: (?P<commands>.*)$')
TACKLE_SENT = re.compile(r'\(tackle ')
# rcssserver's player state bits the show carries (player.h): charged by an opponent's foul, and a yellow card
KICK_FAULT, TACKLE, TACKLE_FAULT, FOUL_CHARGED, YELLOW = 0x4, 0x1000, 0x2000, 0x20000, 0x40000


def game_log(match):
    logs = sorted(glob.glob(os.path.join(match, '**', '*.rcg'), recursive=True))
    return logs[0] if logs else None


def message_log(match):
    logs = sorted(glob.glob(os.path.join(match, '**', '*.rcl'), recursive=True))
    return logs[0] if logs else None


def figures(match):
    """The per-match figures of one match folder, or None without a text game log."""
    rcg = game_log(match)
    if rcg is None:
        return None
    f = collections.Counter()
    last_counts = {}
    last_state = {}
    charged_cycles = 0
    shows = 0
    ball_speed = 0.0
    ball_x_abs = 0.0
    ball_in_thirds = collections.Counter()
    mode = None
    with open(rcg, errors='replace') as log:
        for line in log:
            m = PLAYMODE.match(line)
            if m:
                mode = m.group(2)
                f['mode ' + mode] += 1
                continue
            m = SHOW.match(line)
            if not m:
                continue
            shows += 1
            b = BALL.search(line)
            if b and mode == 'play_on':
                f['play_on shows'] += 1
                x, vx, vy = float(b.group('x')), float(b.group('vx')), float(b.group('vy'))
                ball_speed += (vx * vx + vy * vy) ** 0.5
                ball_x_abs += abs(x)
                ball_in_thirds['ball |x| > 36' if abs(x) > 36 else 'ball |x| < 17.5' if abs(x) < 17.5 else 'ball between'] += 1
            for p in PLAYER.finditer(line):
                key = (p.group('side'), int(p.group('unum')))
                last_counts[key] = [int(c) for c in p.group('counts').split()]
                fields = p.group('body').split()
                if len(fields) >= 2:
                    state = int(fields[1], 16) if fields[1].startswith('0x') else int(fields[1])
                    before = last_state.get(key, 0)
                    if state & FOUL_CHARGED:
                        charged_cycles += 1
                        if not before & FOUL_CHARGED:
                            f['players charged by a foul'] += 1
                    for bit, name in ((KICK_FAULT, 'kick faults shown'), (TACKLE, 'tackles shown'), (TACKLE_FAULT, 'failed tackles shown')):
                        if state & bit:
                            f[name] += 1
                    last_state[key] = state
    for (side, _), counts in last_counts.items():
        for name, value in zip(COUNTS, counts):
            f[name] += value
            f[name + ' ' + side] += value
    f['cycles charged by a foul'] = charged_cycles
    f['yellow cards at the end'] = sum(1 for s in last_state.values() if s & YELLOW)
    if f['play_on shows']:
        f['ball speed in play (mean, x1000)'] = round(1000 * ball_speed / f['play_on shows'])
        f['ball |x| in play (mean, x100)'] = round(100 * ball_x_abs / f['play_on shows'])
        for k, v in ball_in_thirds.items():
            f[k + ' (per mille of play)'] = round(1000 * v / f['play_on shows'])
    rcl = message_log(match)
    if rcl:
        cycles = collections.defaultdict(list)  # (time, stoppage) -> [(team, commands)] in the order logged
        with open(rcl, errors='replace') as log:
            for line in log:
                m = RECV.match(line)
                if not m:
                    continue
                f['tackles sent'] += len(TACKLE_SENT.findall(m.group('commands')))
                f['foul tackles sent'] += len(FOUL_TACKLE.findall(m.group('commands')))
                cycles[(m.group('time'), m.group('stoppage'))].append((m.group('team'), m.group('commands')))
        race(cycles, f)
    f['goals'] = f['mode goal_l'] + f['mode goal_r']
    f['fouls called'] = f['mode foul_charge_l'] + f['mode foul_charge_r']
    return f


def race(cycles, f):
    """A foul tackle and an opponent's kick of the same cycle: which the server logged (and ran) first."""
    for commands in cycles.values():
        for i, (team, text) in enumerate(commands):
            if not FOUL_TACKLE.search(text):
                continue
            kicks = [j for j, (other, said) in enumerate(commands) if other != team and '(kick ' in said]
            if not kicks:
                continue
            f['foul tackles with an opponent kick in the cycle'] += 1
            if min(kicks) > i:
                f['  of them, every such kick logged after the tackle'] += 1


def collect(folders):
    matches = []
    for folder in folders:
        for match in sorted(glob.glob(os.path.join(folder, 'match-*'))):
            f = figures(match)
            if f is not None:
                matches.append(f)
    return matches


def permutation_p(a, b, n, rng):
    """Two-sided permutation test of the difference of the means of a and b."""
    if not a or not b:
        return 1.0
    observed = abs(sum(a) / len(a) - sum(b) / len(b))
    pooled = a + b
    hits = 0
    for _ in range(n):
        rng.shuffle(pooled)
        x, y = pooled[:len(a)], pooled[len(a):]
        if abs(sum(x) / len(x) - sum(y) / len(y)) >= observed - 1e-12:
            hits += 1
    return (hits + 1) / (n + 1)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--pitch', nargs='+', required=True, help="folders of matches on Pitch")
    parser.add_argument('--rcss', nargs='+', required=True, help="folders of matches on rcssserver")
    parser.add_argument('--permutations', type=int, default=5000)
    parser.add_argument('--seed', type=int, default=1)
    args = parser.parse_args(argv)
    pitch, rcss = collect(args.pitch), collect(args.rcss)
    if not pitch or not rcss:
        sys.exit('match-stats: no text game log (*.rcg, v3-v6) in ' + ('--pitch' if not pitch else '--rcss') + "'s folders")
    rng = random.Random(args.seed)
    names = sorted(set().union(*pitch, *rcss))
    print(f'{len(pitch)} matches on Pitch, {len(rcss)} on rcssserver; per-match means, ratio, permutation p')
    rows = []
    for name in names:
        a = [m[name] for m in pitch]
        b = [m[name] for m in rcss]
        ma, mb = sum(a) / len(a), sum(b) / len(b)
        p = permutation_p(a, b, args.permutations, rng)
        rows.append((p, name, ma, mb))
    for p, name, ma, mb in sorted(rows):
        ratio = f'{ma / mb:6.3f}' if mb else '     -'
        print(f'  {name:40s} {ma:12.1f} {mb:12.1f} {ratio}  p = {p:.4f}')


if __name__ == '__main__':
    main(sys.argv[1:])
