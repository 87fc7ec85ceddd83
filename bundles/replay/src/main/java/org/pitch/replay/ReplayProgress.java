package org.pitch.replay;

import java.net.InetSocketAddress;
import java.util.function.Consumer;

import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * The replay's progress, a line at a time and sparsely (the launcher's standard output): the
 * start, every 1000 cycles, goals, monitors coming, pauses, the end.
 */
final class ReplayProgress {
    /** How often a progress line is printed while playing. */
    private static final int PROGRESS_CYCLES = 1000;

    private final Consumer<String> out;
    private final RecordedMatch match;
    private final double speed;
    private int lastProgressCycle;
    private int goalsSeen;

    ReplayProgress(Consumer<String> out, RecordedMatch match, double speed) {
        this.out = out;
        this.match = match;
        this.speed = speed;
    }

    /** The playback starts from the first show. */
    void playing(String why) {
        goalsSeen = 0;
        lastProgressCycle = 0;
        out.accept("playing " + match.source().getFileName() + " from the first show"
                + (speed != 1 ? " at " + speedText() + " speed" : "") + ": " + why);
    }

    void resumed(World w, String why) {
        out.accept("resumed at cycle " + w.time() + ": " + why);
    }

    void paused(World w) {
        out.accept("the last monitor left: paused at cycle " + w.time());
    }

    void connected(String protocol, InetSocketAddress from, int watching) {
        out.accept("a " + protocol + " monitor connected from " + from.getAddress().getHostAddress()
                + ":" + from.getPort() + " (" + watching + " watching)");
    }

    /** A show was played: a line every 1000 cycles and at every goal. */
    void played(World w, int watching) {
        int goals = goals(w);
        if (goals != goalsSeen) {
            if (goals > goalsSeen) out.accept("cycle " + w.time() + ": goal, " + score(w));
            goalsSeen = goals;
        }
        if (w.time() / PROGRESS_CYCLES > lastProgressCycle / PROGRESS_CYCLES) {
            out.accept("cycle " + w.time() + " (" + w.playMode().wireName(w.playModeSide()) + "), " + score(w) + ", "
                    + watching + (watching == 1 ? " monitor" : " monitors"));
        }
        lastProgressCycle = w.time();
    }

    /** The end of the log, with {@code loop}: it plays again from the first show. */
    void looped(World w) {
        out.accept("end of the log at cycle " + w.time() + "; starting again from the first show");
        goalsSeen = 0;
        lastProgressCycle = 0;
    }

    /** The end of the log: the replay stops on the last show. */
    void ended(World w, int shows) {
        out.accept("end of the log at cycle " + w.time() + " (" + shows + " shows): " + score(w)
                + ". Stopped on the last show; (dispstart) from a monitor plays it again, Ctrl-C quits.");
    }

    private static int goals(World w) {
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        return (l == null ? 0 : l.score() + l.penaltyScore()) + (r == null ? 0 : r.score() + r.penaltyScore());
    }

    private static String score(World w) {
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        return (l == null ? "(none)" : l.name()) + " " + (l == null ? 0 : l.score()) + " - " + (r == null ? 0 : r.score()) + " "
                + (r == null ? "(none)" : r.name());
    }

    private String speedText() {
        return (speed == Math.rint(speed) ? Long.toString((long) speed) : Double.toString(speed)) + "x";
    }
}
