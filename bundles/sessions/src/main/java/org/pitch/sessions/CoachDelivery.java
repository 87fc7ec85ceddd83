package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * What the trainer and the online coaches get at the kernel's times: the coach-language
 * messages whose delay is over go to the players before a cycle; after it the referee's words,
 * the substitutions and the field for those with the eye on; {@code (think)} in synch mode; and
 * at once what players say, which types they took and which coach-language versions they
 * announced. Simulation thread only.
 */
final class CoachDelivery {
    private final Simulation simulation;
    private final CoachRoster roster;
    private final CoachReplies replies;
    private final CoachAudience audience;
    private final ModelsInUse models;
    /** Players' coach-language ranges as they announced them; an online coach connecting later is told them. */
    private final Map<Player, int[]> clangVersions = new LinkedHashMap<>();
    private final ClientFaults faults;

    CoachDelivery(Simulation simulation, CoachRoster roster, CoachReplies replies, CoachAudience audience, ModelsInUse models,
                  ClientFaults faults) {
        this.simulation = simulation;
        this.faults = faults;
        this.roster = roster;
        this.replies = replies;
        this.audience = audience;
        this.models = models;
    }

    /**
     * Before a cycle, as rcssserver serves its coaches' queues at the start of its step: every
     * message whose delay is over (outside play_on: every message) goes to the coach's players,
     * stamped with the clock now; then the per-type windows of play_on open again every
     * {@code clang_win_size} cycles.
     */
    void beforeStep() {
        if (roster.onlineCoaches() == 0) return;
        int now = simulation.world().time();
        for (int k = 0; k < 2; k++) {
            CoachSession s = roster.coach(k);
            if (s == null) continue;
            while (!s.queue.isEmpty() && due(s.side, s.queue.peek().timeSaid())) deliverClang(s, s.queue.poll(), now);
        }
        for (CoachReferee r : models.get().coachReferees) r.beforeCycle(referee());
    }

    /** Whether every coach referee lets a message said at {@code timeSaid} go to the players now. */
    private boolean due(Side side, int timeSaid) {
        for (CoachReferee r : models.get().coachReferees) if (!r.messageDue(referee(), side, timeSaid)) return false;
        return true;
    }

    private void deliverClang(CoachSession s, CoachSession.Queued q, int now) {
        audience.clangDelivered(s.side, now, q.message());
        String printed = q.message().print();
        CoachHeard.Source source = s.side == Side.LEFT ? CoachHeard.Source.ONLINE_COACH_LEFT : CoachHeard.Source.ONLINE_COACH_RIGHT;
        CoachSession trainer = roster.trainer();
        if (trainer != null && trainer.ear) replies.hear(trainer, new CoachHeard(now, source, null, 0, false, printed));
        String board = Speaker.onlineCoach(s.side).heardAs();
        audience.toBoards(new BoardNotice.CoachClang(board, q.timeSaid(), printed));
        replies.coachClang(board, q.timeSaid(), printed);
    }

    /**
     * After a cycle: the coach referees update the allowances, what the referee said reaches the
     * trainer (ear on) and the online coaches, and the clients with the eye on get the field.
     */
    void afterStep() {
        if (!roster.anyone()) return;
        World w = simulation.world();
        for (CoachReferee r : models.get().coachReferees) r.afterCycle(referee());
        refereeSpoke(simulation.announcements());
        substituted(simulation.substituted());
        sendGlobalView(roster.trainer(), w);
        sendGlobalView(roster.coach(0), w);
        sendGlobalView(roster.coach(1), w);
    }

    /** The field to a trainer or coach with the eye on; a codec bug costs this message only. */
    private void sendGlobalView(CoachSession s, World w) {
        if (s == null || !s.eye) return;
        try {
            MessageOut out = s.port.message();
            s.codec(models.get()).writeGlobalView(out, s.version, w, s.side, false);
            out.send();
        } catch (RuntimeException | LinkageError e) {
            faults.report("sending see_global to the " + s.describe(), e);
        }
    }

    /** The cycle's referee words, to the trainer (ear on) and the online coaches, with their times. */
    private void refereeSpoke(List<String> announced) {
        for (int i = 0, n = announced.size(); i < n; i++) {
            toCoaches(new CoachHeard(simulation.announcedAt(i), CoachHeard.Source.REFEREE, null, 0, false, announced.get(i)));
        }
    }

    /** The referee's words of a command between cycles (a monitor's or the trainer's kick-off), heard now. */
    void refereeSpokeNow(List<String> messages) {
        if (!roster.anyone() || messages.isEmpty()) return;
        int now = simulation.world().time();
        for (String m : messages) toCoaches(new CoachHeard(now, CoachHeard.Source.REFEREE, null, 0, false, m));
    }

    /** Heard by the trainer (ear on) and both online coaches. */
    private void toCoaches(CoachHeard h) {
        CoachSession trainer = roster.trainer();
        if (trainer != null && trainer.ear) replies.hear(trainer, h);
        for (int k = 0; k < 2; k++) if (roster.coach(k) != null) replies.hear(roster.coach(k), h);
    }

    /** A player's accepted say: the trainer (ear on) and the online coaches hear it at once. */
    void playerSaid(Player p, String message) {
        if (!roster.anyone()) return;
        World w = simulation.world();
        Team t = w.team(p.side());
        CoachSession trainer = roster.trainer();
        if (trainer != null && trainer.ear) {
            replies.hear(trainer, new CoachHeard(w.time(), CoachHeard.Source.PLAYER, t == null ? "" : t.name(), p.unum(), p.goalie(), message));
        }
        for (int k = 0; k < 2; k++) {
            CoachSession c = roster.coach(k);
            if (c == null) continue;
            replies.hear(c, new CoachHeard(w.time(), CoachHeard.Source.PLAYER, t == null ? "" : t.nameSeenBy(c.side), p.unum(), p.goalie(), message));
        }
    }

    /** Online coaches learn of substitutions if their version does ({@link CoachCodec#tellPlayerType}): the right coach first, as rcssserver tells them. */
    void substituted(List<Player> players) {
        if (players.isEmpty()) return;
        for (int k = 1; k >= 0; k--) {
            CoachSession c = roster.coach(k);
            if (c == null) continue;
            for (int i = 0, n = players.size(); i < n; i++) replies.tellType(c, players.get(i));
        }
    }

    /** Synch mode, at the think: the clients with the eye on think too, and are waited for. */
    void think() {
        // rcssserver's order: the left coach, the right coach, the trainer; no array per cycle
        think(roster.coach(0));
        think(roster.coach(1));
        think(roster.trainer());
    }

    private void think(CoachSession s) {
        if (s == null || !s.eye) return;
        MessageOut out = s.port.message();
        s.codec(models.get()).writeThink(out, s.version);
        out.send();
    }

    /**
     * A player announced {@code (clang (ver MIN MAX))}: its team's online coach hears of it if
     * its version does ({@link CoachCodec#tellClangVersion}). A coach connecting later is told
     * every player's, both teams' ({@link #tellClangVersions}).
     */
    void playerClang(Player p, int min, int max) {
        clangVersions.put(p, new int[] {min, max});
        CoachSession s = roster.coach(p.side());
        if (s != null) clangVersion(s, p, min, max);
    }

    /** The players' coach-language versions so far, to a coach that just connected. */
    void tellClangVersions(CoachSession s) {
        for (Map.Entry<Player, int[]> e : clangVersions.entrySet()) {
            Player p = e.getKey();
            if (simulation.world().player(p.side(), p.unum()) == p) clangVersion(s, p, e.getValue()[0], e.getValue()[1]);
        }
    }

    private void clangVersion(CoachSession s, Player p, int min, int max) {
        Team t = simulation.world().team(p.side());
        s.codec(models.get()).tellClangVersion(s, s.version, t == null ? "" : t.name(), p.unum(), p.goalie(), min, max);
    }

    private RefereeContext referee() { return simulation.refereeContext(); }
}
