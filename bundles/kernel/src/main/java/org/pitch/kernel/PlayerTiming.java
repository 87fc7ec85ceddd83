package org.pitch.kernel;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * Every player's timing, half by half, for the people who run competitions (docs/competitions.md,
 * "Timing telemetry"). The kernel counts holes and clashes as it executes a cycle's commands
 * ({@link CycleCommands}); the sessions tell when a player was sent its {@code sense_body} and
 * {@code (think)}, when its commands and {@code (done)} arrived ({@link System#nanoTime()} on the
 * simulation thread), and the datagrams the flood guard dropped. Counters live in arrays made up
 * front and histograms made once per player and half: nothing is allocated per command or cycle.
 *
 * <p>A cycle counts for a player when play runs (neither before a kick-off nor after time over),
 * the player is enabled and it was sent the previous cycle's {@code sense_body} (it is connected
 * and had the chance to act). The first datagram with commands after a {@code sense_body} answers
 * it (its arrival is the first command's latency). Late: when a {@code sense_body} got no answer
 * before the next one, and then two datagrams with commands come before the one after, the first
 * of them was meant for the cycle before (it came after that cycle's step) and the second answers
 * the current one; a single datagram answers the current one (the cycle before was a plain hole).
 * Simulation thread only.
 */
public final class PlayerTiming {
    /** Halves kept apart: two normal and two extra; later play counts in the last. */
    static final int HALVES = 4;
    private static final int SLOTS = 2 * (WorldState.MAX_UNUM + 1);

    /** Where each half after the first starts, in clock cycles. */
    private final int[] halfStarts;
    private final long[] cycles = new long[SLOTS * HALVES], holes = new long[SLOTS * HALVES], clashes = new long[SLOTS * HALVES],
            late = new long[SLOTS * HALVES], flood = new long[SLOTS * HALVES];
    private final LatencyHistogram[] firstCommand = new LatencyHistogram[SLOTS * HALVES], done = new LatencyHistogram[SLOTS * HALVES];
    /** Per slot: the cycle its last sense_body followed, when it went, whether a command answered it, and the same for the one before. */
    private final long[] senseBodyCycle = new long[SLOTS], sentAt = new long[SLOTS], previousSentAt = new long[SLOTS];
    private final boolean[] answered = new boolean[SLOTS], previousAnswered = new boolean[SLOTS];
    /** Per slot: a datagram came after an unanswered sense_body and the next: for which of the two, the next datagram tells. */
    private final boolean[] undecided = new boolean[SLOTS];
    private final long[] undecidedAt = new long[SLOTS];
    /** Per slot: when its (think) went, 0 once answered. */
    private final long[] thinkAt = new long[SLOTS];
    private long cycle;
    private int half;
    private boolean running;

    PlayerTiming(Parameters p) {
        int halves = Math.min(HALVES, p.integer(ServerParam.NR_NORMAL_HALFS) + p.integer(ServerParam.NR_EXTRA_HALFS));
        halfStarts = new int[Math.max(0, MatchTime.half(p) > 0 ? halves - 1 : 0)];
        for (int h = 0; h < halfStarts.length; h++) halfStarts[h] = MatchTime.endOfHalf(p, h + 1);
        java.util.Arrays.fill(senseBodyCycle, -2);
        java.util.Arrays.fill(answered, true);
        java.util.Arrays.fill(previousAnswered, true);
    }

    /** A cycle starts at clock {@code time} in {@code mode}, before its commands run. */
    void cycleStarts(int time, PlayMode mode) {
        cycle++;
        running = !mode.holdsStill();
        int h = 0;
        while (h < halfStarts.length && halfStarts[h] <= time) h++;
        half = h;
    }

    /** What the cycle's commands did for {@code p}: whether a body command ran, whether one was dropped. */
    void executed(Player p, boolean body, boolean clash) {
        int s = CycleCommands.slot(p);
        if (!running || !p.enabled() || senseBodyCycle[s] != cycle - 1) return;
        int i = s * HALVES + half;
        cycles[i]++;
        if (!body) holes[i]++;
        if (clash) clashes[i]++;
    }

    /** The player was sent its sense_body of the cycle just stepped. */
    public void senseBodySent(Player p, long nanos) {
        int s = CycleCommands.slot(p);
        if (undecided[s]) { // no second datagram: the one that came answered its own cycle
            undecided[s] = false;
            answered[s] = true;
            histogram(firstCommand, s).add(undecidedAt[s] - sentAt[s]);
        }
        senseBodyCycle[s] = cycle;
        previousSentAt[s] = sentAt[s];
        previousAnswered[s] = answered[s];
        sentAt[s] = nanos;
        answered[s] = false;
    }

    /** A datagram with commands (other than {@code (done)}) arrived from the player. */
    public void commandArrived(Player p, long nanos) {
        int s = CycleCommands.slot(p);
        if (!running) { // before a kick-off or after time over nobody owes anything
            answered[s] = previousAnswered[s] = true;
            undecided[s] = false;
            return;
        }
        if (answered[s]) return;
        if (undecided[s]) { // a second datagram: the first was meant for the cycle before
            undecided[s] = false;
            previousAnswered[s] = answered[s] = true;
            late[s * HALVES + half]++;
            histogram(firstCommand, s).add(undecidedAt[s] - previousSentAt[s]);
            histogram(firstCommand, s).add(nanos - sentAt[s]);
        } else if (!previousAnswered[s]) {
            undecided[s] = true;
            undecidedAt[s] = nanos;
        } else {
            answered[s] = true;
            histogram(firstCommand, s).add(nanos - sentAt[s]);
        }
    }

    /** Synch mode: the player was sent its {@code (think)}. */
    public void thinkSent(Player p, long nanos) { thinkAt[CycleCommands.slot(p)] = nanos; }

    /** Synch mode: the player said {@code (done)}. */
    public void doneArrived(Player p, long nanos) {
        int s = CycleCommands.slot(p);
        if (thinkAt[s] == 0) return;
        if (running) histogram(done, s).add(nanos - thinkAt[s]);
        thinkAt[s] = 0;
    }

    /** The flood guard dropped a datagram of the player's. */
    public void floodDropped(Player p) { flood[CycleCommands.slot(p) * HALVES + half]++; }

    /** Every player and half with anything to tell, left team first, by uniform number. */
    public TimingReport report(World world) { return report(world, 0, HALVES); }

    /** The current half so far, for monitors watching live (made when asked, about once a second). */
    public TimingReport live(World world) { return report(world, half, half + 1); }

    /** The rows of halves {@code from} (inclusive) to {@code to} (exclusive), counted from 0. */
    private TimingReport report(World world, int from, int to) {
        List<TimingReport.Row> rows = new ArrayList<>();
        for (int s = 0; s < SLOTS; s++) {
            Side side = s / (WorldState.MAX_UNUM + 1) == 0 ? Side.LEFT : Side.RIGHT;
            Team team = world.team(side);
            for (int h = from; h < to; h++) {
                int i = s * HALVES + h;
                LatencyHistogram f = firstCommand[i], d = done[i];
                if (cycles[i] == 0 && late[i] == 0 && flood[i] == 0 && f == null && d == null) continue;
                rows.add(new TimingReport.Row(side, team == null ? null : team.name(), s % (WorldState.MAX_UNUM + 1), h + 1,
                        cycles[i], holes[i], clashes[i], late[i], flood[i],
                        f == null ? TimingReport.Latency.NONE : f.latency(), d == null ? TimingReport.Latency.NONE : d.latency()));
            }
        }
        return new TimingReport(rows);
    }

    /** The slot's histogram of the current half, made at its first sample. */
    private LatencyHistogram histogram(LatencyHistogram[] all, int slot) {
        int i = slot * HALVES + half;
        LatencyHistogram h = all[i];
        if (h == null) all[i] = h = new LatencyHistogram();
        return h;
    }
}
