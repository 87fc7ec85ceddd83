package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import java.util.List;
import java.util.function.Supplier;

import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

/**
 * The monitors' message board ({@code (msg T 1 "...")}), as rcssserver fills it: every
 * substitution (side, number, new type), a goalie change, and with {@code server::send_comms} what
 * the referee, the players and the coaches say. Each notice is worded by the monitor's codec and
 * cut to rcssserver's longest board message.
 */
final class MonitorBoards {
    /** rcssserver's board for the server's and the referee's messages. */
    static final int MSG_BOARD = 1;
    /** rcssserver's buffer for a message shown on a monitor's board, less its NUL. */
    private static final int MAX_BOARD_MESSAGE = 2047;

    /** How a failure to word or send a board message is reported: it costs that message only. */
    interface Faults { void failed(MonitorSession s, String what, Throwable e); }

    private final Simulation simulation;
    /** The connected monitors (their sessions' list, read here). */
    private final List<MonitorSession> monitors;
    private final boolean sendComms;
    private final Supplier<ModelSet> models;
    private final Faults faults;
    /** How many of the cycle's substitutions and referee messages the boards have had. */
    private int boardedSubstitutions, boardedAnnouncements;

    MonitorBoards(Simulation simulation, List<MonitorSession> monitors, boolean sendComms, Supplier<ModelSet> models, Faults faults) {
        this.simulation = simulation;
        this.monitors = monitors;
        this.sendComms = sendComms;
        this.models = models;
        this.faults = faults;
    }

    /** A new cycle: none of its substitutions and referee messages are on the boards yet. */
    void newCycle() {
        boardedSubstitutions = 0;
        boardedAnnouncements = 0;
    }

    /** The cycle's substitutions and referee messages not yet on the boards. */
    void ofTheCycle() {
        List<Player> substituted = simulation.substituted();
        List<String> announced = simulation.announcements();
        if (boardedSubstitutions > substituted.size() || boardedAnnouncements > announced.size()) {
            boardedSubstitutions = 0; // a cycle without a display (it failed early): all of this one's
            boardedAnnouncements = 0;
        }
        substitutions(substituted.subList(boardedSubstitutions, substituted.size()));
        referee(announced.subList(boardedAnnouncements, announced.size()));
        boardedSubstitutions = substituted.size();
        boardedAnnouncements = announced.size();
    }

    /** What a trainer's or coach's command changed between cycles: the substitutions and the referee's words, on every board. */
    void between(List<Player> substituted, List<String> messages) {
        if (monitors.isEmpty()) return;
        substitutions(substituted);
        referee(messages);
    }

    /** A side's goalie changed: on every board, whatever {@code server::send_comms} says (rcssserver's substitution notices). */
    void goalieChanged(Side side, int unum) {
        if (!monitors.isEmpty()) toBoards(new BoardNotice.GoalieChanged(side, unum));
    }

    /** A coach's say on every board, if {@code server::send_comms} is on. */
    void commsToBoards(BoardNotice notice) {
        if (sendComms && !monitors.isEmpty()) toBoards(notice);
    }

    /** A player's say, when the server receives it: on every board if {@code server::send_comms} is on. */
    void said(Player p, String message) {
        if (!sendComms || monitors.isEmpty()) return;
        Team t = simulation.world().team(p.side());
        toBoards(new BoardNotice.PlayerSaid(t == null ? "" : t.name(), p.unum(), message));
    }

    /** rcssserver tells monitors of every substitution: side, number and the new type. */
    private void substitutions(List<Player> substituted) {
        for (int i = 0, n = substituted.size(); i < n; i++) {
            Player p = substituted.get(i);
            toBoards(new BoardNotice.TypeChanged(p.side(), p.unum(), p.type().id()));
        }
    }

    /** Referee messages on every board, if {@code server::send_comms} is on. */
    private void referee(List<String> messages) {
        if (!sendComms) return;
        for (int i = 0, n = messages.size(); i < n; i++) toBoards(new BoardNotice.Referee(messages.get(i)));
    }

    /** A notice on every board, in the words of each monitor's codec. */
    private void toBoards(BoardNotice notice) {
        for (int i = 0, n = monitors.size(); i < n; i++) {
            MonitorSession s = monitors.get(i);
            String text;
            try {
                text = s.codec(models.get()).boardText(notice);
            } catch (RuntimeException | LinkageError e) {
                faults.failed(s, "board message", e);
                continue;
            }
            board(s, text);
        }
    }

    /** A board message, cut to rcssserver's longest. */
    void board(MonitorSession s, String text) {
        String cut = text.length() > MAX_BOARD_MESSAGE ? text.substring(0, MAX_BOARD_MESSAGE) : text;
        try {
            s.codec(models.get());
            s.writer.message(s, simulation.world(), MSG_BOARD, cut);
        } catch (RuntimeException | LinkageError e) {
            faults.failed(s, "board message", e);
        }
    }
}
