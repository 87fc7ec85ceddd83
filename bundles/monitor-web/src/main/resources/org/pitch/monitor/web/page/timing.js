// Each player's lateness over the last live timing message's interval (about a second), from the
// change of its counts since the message before (docs/competitions.md, "Live in the web monitor").
// A cycle missed is a hole or a late command; the p95 is the half's first-command latency so far.
export const SLOW_MISSED = 0.02;
export const LATE_MISSED = 0.10;
export const SLOW_P95_MS = 80;

export class Lateness {
  constructor() { this.clear(); }

  clear() {
    this.last = new Map();
    this.levels = new Map();
  }

  /** A timing message ({ time, half, players: [...] }): every player's level anew. */
  update(t) {
    const now = new Map();
    for (const p of t.players) {
      const key = `${p.side}${p.unum}`;
      const before = this.last.get(key);
      // a new half starts its counts again: then the whole half so far is the interval
      const base = before && before.half === t.half && before.cycles <= p.cycles ? before : null;
      const cycles = p.cycles - (base?.cycles ?? 0);
      const missed = p.holes + p.late - (base ? base.holes + base.late : 0);
      const late = p.late - (base?.late ?? 0);
      let level = 'ok';
      if (late > 0 || (cycles > 0 && missed / cycles >= LATE_MISSED)) level = 'late';
      else if ((cycles > 0 && missed / cycles >= SLOW_MISSED) || p.first_command_ms.p95 >= SLOW_P95_MS) level = 'slow';
      // a standing clock (a stoppage) counts no cycle: the level stays what it was
      this.levels.set(key, cycles === 0 && this.levels.has(key) ? this.levels.get(key) : level);
      now.set(key, { half: t.half, cycles: p.cycles, holes: p.holes, late: p.late });
    }
    this.last = now;
  }

  /** 'ok', 'slow', 'late', or undefined for a player without timing. */
  level(side, unum) { return this.levels.get(`${side}${unum}`); }
}
