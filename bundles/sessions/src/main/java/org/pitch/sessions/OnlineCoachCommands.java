package org.pitch.sessions;

import org.pitch.kernel.WorldState;
import org.pitch.kernel.Simulation;
import java.util.function.BiConsumer;
import java.util.function.Function;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;
import org.pitch.monitors.TeamGraphics;

/**
 * What only an online coach does, within what the coach referees allow (rcssserver's checks, in
 * its order): say (plain or CLang), substitute in its own team, name its goalie, draw its team's
 * graphic. Simulation thread only.
 */
final class OnlineCoachCommands {
    private final Simulation simulation;
    private final CoachRoster roster;
    private final CoachReplies replies;
    private final CoachAudience audience;
    private final ModelsInUse models;
    private final TeamGraphics graphics;
    /** A plain say reaches everyone who hears coaches (the dispatch's, shared with the trainer). */
    private final BiConsumer<CoachSession, String> coachAudio;
    private final ClientFaults faults;

    OnlineCoachCommands(Simulation simulation, CoachRoster roster, CoachReplies replies, CoachAudience audience,
            ModelsInUse models, TeamGraphics graphics, BiConsumer<CoachSession, String> coachAudio, ClientFaults faults) {
        this.simulation = simulation;
        this.roster = roster;
        this.replies = replies;
        this.audience = audience;
        this.models = models;
        this.graphics = graphics;
        this.coachAudio = coachAudio;
        this.faults = faults;
    }

    /** What only an online coach does: say, substitute in its own team, draw its team's graphic. */
    void execute(CoachSession s, CoachCommand c, World w) {
        if (c instanceof CoachCommand.SayClang say) {
            sayClang(s, say, w);
        } else if (c instanceof CoachCommand.Say say) {
            CoachRefusal no = firstRefusal(r -> r.plainSay(referee(), s.side));
            if (no != null) {
                replies.refuse(s, no);
            } else {
                coachAudio.accept(s, say.text());
                replies.done(s, c);
            }
        } else if (c instanceof CoachCommand.ChangePlayerType t) {
            coachSubstitution(s, t, w);
        } else if (c instanceof CoachCommand.MakeGoalie g) {
            makeGoalie(s, g, w);
        } else if (c instanceof CoachCommand.TeamGraphic g) {
            teamGraphic(s, g, w);
        } else {
            replies.refuse(s, CoachRefusal.UNKNOWN_COMMAND); // a trainer's command the codec let through
        }
    }

    private void sayClang(CoachSession s, CoachCommand.SayClang say, World w) {
        ClangMessage m = say.message();
        ClangType type = m.type();
        if (type == ClangType.UNSUPPORTED) return; // rcssserver drops it without a word
        if (type == ClangType.FREEFORM) {
            CoachRefusal no = firstRefusal(r -> r.freeform(referee(), s.side));
            if (no != null) {
                replies.refuse(s, no);
                return;
            }
        } else {
            for (CoachReferee r : models.get().coachReferees) {
                if (!r.clangWindowOpen(referee(), s.side, type)) {
                    replies.clangWindowFull(s, type);
                    return;
                }
            }
        }
        s.queue.add(new CoachSession.Queued(m, w.time()));
        replies.done(s, say);
    }

    /**
     * An online coach's substitution: the coach referees judge it (rcssserver's checks in its
     * order); without them only what cannot be done at all is refused.
     */
    private void coachSubstitution(CoachSession s, CoachCommand.ChangePlayerType command, World w) {
        int unum = command.unum(), type = command.type();
        CoachRefusal no = firstRefusal(r -> r.substitution(referee(), s.side, unum, type));
        Player target = w.player(s.side, unum);
        if (no == null && (type < 0 || type >= w.playerTypes().size())) no = CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE;
        if (no == null && target == null) no = CoachRefusal.NO_SUCH_PLAYER;
        if (no != null) {
            replies.refuse(s, no);
            return;
        }
        int announced = simulation.announcements().size(), substituted = simulation.substituted().size();
        simulation.refereeContext().substitute(target, w.playerTypes().get(type));
        audience.afterCommand(announced, substituted); // the players, coaches and monitors learn of it at once
        for (CoachReferee r : models.get().coachReferees) r.substituted(referee(), s.side, unum, type);
        replies.done(s, command);
    }

    /** {@code (change_player_type UNUM goalie)}: the team may have one goalie; not while the ball is in play or a penalty is taken. */
    private void makeGoalie(CoachSession s, CoachCommand.MakeGoalie command, World w) {
        int unum = command.unum();
        CoachRefusal no = firstRefusal(r -> r.goalieChange(referee(), s.side));
        if (no != null) {
            replies.refuse(s, no);
            return;
        }
        Player target = null;
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) {
            Player p = w.player(s.side, u);
            if (p == null || !p.enabled()) continue;
            if (p.goalie()) {
                replies.refuse(s, CoachRefusal.GOALIE_ALREADY_EXISTS);
                return;
            }
            if (u == unum) target = p;
        }
        if (target == null) {
            replies.refuse(s, CoachRefusal.NO_SUCH_PLAYER);
            return;
        }
        target.goalie(true);
        audience.goalieChanged(s.side, unum);
        for (int k = 0; k < 2; k++) {
            CoachSession c = roster.coach(k);
            if (c != null) c.codec(models.get()).tellGoalieChange(c, c.version, s.side, unum);
        }
        replies.done(s, command);
    }

    /** Team graphics are kept per side and tile; monitors and the game log show them (see {@link CoachDispatch#graphics()}). */
    private void teamGraphic(CoachSession s, CoachCommand.TeamGraphic g, World w) {
        CoachRefusal no = firstRefusal(r -> r.teamGraphic(referee(), s.side));
        if (no != null) {
            replies.refuse(s, no);
            return;
        }
        if (g.x() >= 32 || g.y() >= 8) replies.refuse(s, CoachRefusal.INVALID_TILE_LOCATION); // and the tile is still taken
        if (g.tile() == null) {
            replies.refuse(s, CoachRefusal.INVALID_XPM_DATA);
            return;
        }
        if (g.tile().width() != 8 || g.tile().height() != 8) {
            replies.refuse(s, CoachRefusal.INVALID_TILE_SIZE);
            return;
        }
        graphics.put(s.side, g);
        for (Recorder r : models.get().recorders) {
            try {
                r.teamGraphic(w, s.side, g);
            } catch (RuntimeException | LinkageError e) {
                faults.report("a recorder on a team graphic", e);
            }
        }
        replies.done(s, g);
    }

    /** The first refusal of the coach referees, asked in rule order, or {@code null} if all allow it. */
    private CoachRefusal firstRefusal(Function<CoachReferee, CoachRefusal> ask) {
        for (CoachReferee r : models.get().coachReferees) {
            CoachRefusal no = ask.apply(r);
            if (no != null) return no;
        }
        return null;
    }

    /** The referee's powers, for the coach referees. */
    private RefereeContext referee() { return simulation.refereeContext(); }
}
