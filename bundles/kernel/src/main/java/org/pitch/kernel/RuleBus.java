package org.pitch.kernel;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

/**
 * The referee rules of one match, called hook by hook in their order with one failure policy: a
 * rule that throws is reported to the {@link FaultLog} and the next rule still judges. Which rules
 * judge follows the cycle's {@link ModelSet}: all enabled ones, or, in coach mode without referees
 * ({@code coach} on, {@code coach_w_referee} off), only those that are no referee. Rules that join
 * during a match hear {@link RefereeRule#onMatchStart} before their first cycle; those that leave
 * are forgotten, so their class loaders can go. Nothing is allocated per hook.
 */
final class RuleBus {
    /** The hooks every judging rule hears, in their order. */
    enum Hook {
        MATCH_START("onMatchStart"), TEAM_JOINED("onTeamJoined"), AFTER_STEP("afterStep"), END_OF_CYCLE("endOfCycle"),
        KICK("onKick"), KICK_FAILED("onKickFailed"), TACKLE("onTackle"), TACKLE_FAILED("onTackleFailed"),
        CATCH("onCatch"), PUNCH("onPunch"), TOUCH("onTouch"), PLAY_MODE_CHANGE("onPlayModeChange"), MATCH_END("onMatchEnd");

        /** How a failure is reported: "rule afterStep". */
        final String where;

        Hook(String method) { this.where = "rule " + method; }
    }

    private final boolean refereesOff;
    private final FaultLog faults;
    private ModelSet source;
    private RefereeRule[] judging = new RefereeRule[0];
    /** Rule instances that heard onMatchStart (identity: a re-registered rule starts again). */
    private final Set<RefereeRule> started = Collections.newSetFromMap(new IdentityHashMap<>());

    RuleBus(boolean refereesOff, FaultLog faults) {
        this.refereesOff = refereesOff;
        this.faults = faults;
    }

    /** The rules that judge with this model set. */
    RefereeRule[] judging(ModelSet m) {
        if (m != source) {
            source = m;
            judging = refereesOff ? Arrays.stream(m.rules).filter(r -> !r.isReferee()).toArray(RefereeRule[]::new) : m.rules;
        }
        return judging;
    }

    /** Rules enabled since the last cycle (or all, at the first) hear that a match is under way. */
    void start(ModelSet m, RefereeContext c) {
        RefereeRule[] rules = judging(m);
        if (started.size() == rules.length && allStarted(rules)) return; // the usual cycle: nothing allocated
        started.retainAll(Arrays.asList(rules));
        for (RefereeRule r : rules) {
            if (started.add(r)) call(Hook.MATCH_START, r, c, null, 0, false, null, null);
        }
    }

    /** The match is over: every rule that heard it start hears it end. */
    void end(RefereeContext c) {
        for (RefereeRule r : started) call(Hook.MATCH_END, r, c, null, 0, false, null, null);
    }

    void teamJoined(ModelSet m, RefereeContext c, Team team) { fire(Hook.TEAM_JOINED, m, c, null, 0, false, null, team); }
    void afterStep(ModelSet m, RefereeContext c) { fire(Hook.AFTER_STEP, m, c, null, 0, false, null, null); }
    void endOfCycle(ModelSet m, RefereeContext c) { fire(Hook.END_OF_CYCLE, m, c, null, 0, false, null, null); }
    void kicked(ModelSet m, RefereeContext c, Player kicker, double acceleration) { fire(Hook.KICK, m, c, kicker, acceleration, false, null, null); }
    void kickFailed(ModelSet m, RefereeContext c, Player kicker) { fire(Hook.KICK_FAILED, m, c, kicker, 0, false, null, null); }
    void tackled(ModelSet m, RefereeContext c, Player tackler, double acceleration, boolean foul) { fire(Hook.TACKLE, m, c, tackler, acceleration, foul, null, null); }
    void tackleFailed(ModelSet m, RefereeContext c, Player tackler, boolean foul) { fire(Hook.TACKLE_FAILED, m, c, tackler, 0, foul, null, null); }
    void caught(ModelSet m, RefereeContext c, Player goalie) { fire(Hook.CATCH, m, c, goalie, 0, false, null, null); }
    void punched(ModelSet m, RefereeContext c, Player goalie) { fire(Hook.PUNCH, m, c, goalie, 0, false, null, null); }
    void touched(ModelSet m, RefereeContext c, Player player) { fire(Hook.TOUCH, m, c, player, 0, false, null, null); }
    void playModeChanged(ModelSet m, RefereeContext c, PlayMode previous) { fire(Hook.PLAY_MODE_CHANGE, m, c, null, 0, false, previous, null); }

    /** The calls the enabled rules, referees or not, are asked in order until one takes it. */
    enum Call {
        KICK_OFF("onKickOffCalled"), FOUL("onFoulCalled"), CARD("onCardShown");

        final String where;

        Call(String method) { this.where = "rule " + method; }
    }

    /** A kick-off asked for (auto mode, a trainer, a monitor); whether a rule took it. */
    boolean kickOffCalled(ModelSet m, RefereeContext c) { return ask(Call.KICK_OFF, m, c, 0, 0, null, null, null); }

    /** A human referee's foul call at ({@code x}, {@code y}) for {@code side} (none: a drop ball); whether a rule placed it. */
    boolean foulCalled(ModelSet m, RefereeContext c, double x, double y, Side side) { return ask(Call.FOUL, m, c, x, y, side, null, null); }

    /** A human referee's card; whether a rule showed it. */
    boolean cardShown(ModelSet m, RefereeContext c, Player player, Card card) { return ask(Call.CARD, m, c, 0, 0, null, player, card); }

    private boolean ask(Call call, ModelSet m, RefereeContext c, double x, double y, Side side, Player player, Card card) {
        for (RefereeRule r : m.rules) {
            try {
                boolean taken;
                switch (call) {
                    case KICK_OFF: taken = r.onKickOffCalled(c); break;
                    case FOUL: taken = r.onFoulCalled(c, x, y, side); break;
                    case CARD: taken = r.onCardShown(c, player, card); break;
                    default: throw new AssertionError(call);
                }
                if (taken) return true;
            } catch (RuntimeException | LinkageError e) {
                faults.report(call.where, e);
            }
        }
        return false;
    }

    private void fire(Hook hook, ModelSet m, RefereeContext c, Player player, double value, boolean foul, PlayMode previous, Team team) {
        for (RefereeRule r : judging(m)) call(hook, r, c, player, value, foul, previous, team);
    }

    /** One rule hears one hook; what it throws is reported, not passed on. */
    private void call(Hook hook, RefereeRule r, RefereeContext c, Player player, double value, boolean foul, PlayMode previous, Team team) {
        try {
            switch (hook) {
                case MATCH_START: r.onMatchStart(c); break;
                case TEAM_JOINED: r.onTeamJoined(c, team); break;
                case AFTER_STEP: r.afterStep(c); break;
                case END_OF_CYCLE: r.endOfCycle(c); break;
                case KICK: r.onKick(c, player, value); break;
                case KICK_FAILED: r.onKickFailed(c, player); break;
                case TACKLE: r.onTackle(c, player, value, foul); break;
                case TACKLE_FAILED: r.onTackleFailed(c, player, foul); break;
                case CATCH: r.onCatch(c, player); break;
                case PUNCH: r.onPunch(c, player); break;
                case TOUCH: r.onTouch(c, player); break;
                case PLAY_MODE_CHANGE: r.onPlayModeChange(c, previous); break;
                case MATCH_END: r.onMatchEnd(c); break;
                default: throw new AssertionError(hook);
            }
        } catch (RuntimeException | LinkageError e) {
            faults.report(hook.where, e);
        }
    }

    private boolean allStarted(RefereeRule[] rules) {
        for (RefereeRule r : rules) if (!started.contains(r)) return false;
        return true;
    }
}
