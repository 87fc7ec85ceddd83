package org.pitch.sessions;

import java.util.List;

import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.kernel.Simulation;
import org.pitch.monitors.MonitorServer;

/**
 * The monitors' message board ({@code (msg T 1 "...")}), as rcssserver fills it: every
 * substitution (side, number, new type), a goalie change, and with {@code server::send_comms} what
 * the referee, the players and the coaches say. Each notice is worded by the monitor's codec and
 * cut to rcssserver's longest board message ({@link MonitorServer#toBoards}).
 */
final class MonitorBoards {
    private final Simulation simulation;
    /** The connected monitors, whose boards these are. */
    private final MonitorServer monitors;
    private final boolean sendComms;
    /** How many of the cycle's substitutions and referee messages the boards have had. */
    private int boardedSubstitutions, boardedAnnouncements;

    MonitorBoards(Simulation simulation, MonitorServer monitors, boolean sendComms) {
        this.simulation = simulation;
        this.monitors = monitors;
        this.sendComms = sendComms;
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
        if (sendComms) {
            // stamped when the referee spoke, as rcssserver puts them on the boards at once
            for (int i = boardedAnnouncements; i < announced.size(); i++) {
                monitors.toBoards(new BoardNotice.Referee(announced.get(i)), simulation.announcedAt(i), simulation.announcedInStoppage(i));
            }
        }
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
        if (!monitors.isEmpty()) monitors.toBoards(new BoardNotice.GoalieChanged(side, unum));
    }

    /** A coach's say on every board, if {@code server::send_comms} is on. */
    void commsToBoards(BoardNotice notice) {
        if (sendComms && !monitors.isEmpty()) monitors.toBoards(notice);
    }

    /** A player's say, when the server receives it: on every board if {@code server::send_comms} is on. */
    void said(Player p, String message) {
        if (!sendComms || monitors.isEmpty()) return;
        Team t = simulation.world().team(p.side());
        monitors.toBoards(new BoardNotice.PlayerSaid(t == null ? "" : t.name(), p.unum(), message));
    }

    /** rcssserver tells monitors of every substitution: side, number and the new type. */
    private void substitutions(List<Player> substituted) {
        for (int i = 0, n = substituted.size(); i < n; i++) {
            Player p = substituted.get(i);
            monitors.toBoards(new BoardNotice.TypeChanged(p.side(), p.unum(), p.type().id()));
        }
    }

    /** Referee messages on every board, if {@code server::send_comms} is on. */
    private void referee(List<String> messages) {
        if (!sendComms) return;
        for (int i = 0, n = messages.size(); i < n; i++) monitors.toBoards(new BoardNotice.Referee(messages.get(i)));
    }
}
