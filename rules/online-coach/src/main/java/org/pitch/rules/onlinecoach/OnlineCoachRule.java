package org.pitch.rules.onlinecoach;

import java.util.Arrays;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * rcssserver 19's limits on the online coaches. No referee of rcssserver's: the limits hold in
 * coach mode without referees too.
 *
 * <ul>
 * <li>While the ball is in play: no plain say, no substitution, no goalie change; CLang messages
 *     of each type only as many as {@code clang_<type>_win} per {@code clang_win_size} cycles, each
 *     reaching the players {@code clang_mess_delay} cycles after it was said (outside play_on at
 *     once; never with {@code clang_mess_per_cycle = 0}); freeform only in the
 *     {@code freeform_send_period} after every {@code freeform_wait_period} of play_on.</li>
 * <li>Freeform messages: {@code say_coach_cnt_max} per coach, more at the end of every
 *     regular match length ({@code nr_normal_halfs × half_time}); a plain say is refused only when
 *     that allowance is used up (it counts nothing itself).</li>
 * <li>Substitutions: not after regular and extra time (the shoot-out); {@code subs_max} per team
 *     with the clock running; a type at most {@code pt_max} times per team (counting the types the
 *     first kick-off handed out) and on the field, the default type unlimited with
 *     {@code allow_mult_default_type}.</li>
 * <li>Goalie changes not while a shoot-out penalty is taken; team graphics only before kick-off.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=online_coach", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.ONLINE_COACH})
public final class OnlineCoachRule implements RefereeRule, CoachReferee {
    private static final int SIDES = 2;

    /** Freeform messages allowed and said, per side; a negative allowance means no limit. */
    private final int[] freeformAllowed = new int[SIDES], freeformSaid = new int[SIDES];
    /** CLang messages of each type still allowed in play_on in the current window; -1 until the first window opens. */
    private final int[][] windowLeft = new int[SIDES][ClangType.values().length];
    /** The clock when the windows were last opened; none yet: {@link Integer#MIN_VALUE}. */
    private final int[] windowOpenedAt = new int[SIDES];
    /** Substitutions per team made with the clock running, and the types handed out, for subs_max and pt_max. */
    private final int[] subs = new int[SIDES];
    private int[][] typesUsed = new int[SIDES][0];
    /** Whether the first kick-off handed out the types, and whether they were counted since. */
    private boolean typesAssigned, typesCounted;
    /** The clock when play_on last began (the freeform periods count from it). */
    private int playOnSince;
    private boolean wasPlayOn;
    /** The clock of the last freeform award, so one end of a match length awards once. */
    private int awardedAt;

    public OnlineCoachRule() {
        for (int s = 0; s < SIDES; s++) resetCoach(s, 0);
    }

    @Override
    public boolean isReferee() { return false; }

    @Override
    public void onMatchStart(RefereeContext ctx) {
        Arrays.fill(subs, 0);
        typesUsed = new int[SIDES][ctx.world().playerTypes().size()];
        typesAssigned = typesCounted = false;
        playOnSince = 0;
        wasPlayOn = false;
        awardedAt = 0;
        for (int s = 0; s < SIDES; s++) resetCoach(s, ctx.parameters().integer(ServerParam.SAY_COACH_CNT_MAX));
    }

    private void resetCoach(int s, int allowance) {
        freeformAllowed[s] = allowance;
        freeformSaid[s] = 0;
        Arrays.fill(windowLeft[s], -1);
        windowOpenedAt[s] = Integer.MIN_VALUE;
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        // the first kick-off hands out the heterogeneous types (see the kick_off rule); every
        // kick-off while the clock still stands at 0 (a trainer's or a monitor's start once more)
        // counts them afresh, as rcssserver's assignPlayerTypes at each such kick-off: a change
        // made between two of them is counted as used (the tester's seed 15185)
        if (ctx.world().playMode() == PlayMode.KICK_OFF && ctx.world().time() == 0) {
            typesAssigned = true;
            typesCounted = false;
        }
    }

    @Override
    public void endOfCycle(RefereeContext ctx) {
        boolean playOn = ctx.world().playMode().isPlayOn();
        if (playOn && !wasPlayOn) playOnSince = ctx.world().time();
        wasPlayOn = playOn;
    }

    // ------------------------------------------------------------------ CoachReferee

    @Override
    public void coachConnected(RefereeContext ctx, Side side) {
        resetCoach(side.ordinal(), ctx.parameters().integer(ServerParam.SAY_COACH_CNT_MAX));
    }

    @Override
    public void beforeCycle(RefereeContext ctx) {
        Parameters p = ctx.parameters();
        int now = ctx.world().time();
        for (int s = 0; s < SIDES; s++) {
            if (windowOpenedAt[s] != Integer.MIN_VALUE && now - windowOpenedAt[s] < p.integer(ServerParam.CLANG_WIN_SIZE)) continue;
            int[] left = windowLeft[s];
            left[ClangType.DEFINE.ordinal()] = p.integer(ServerParam.CLANG_DEFINE_WIN);
            left[ClangType.META.ordinal()] = p.integer(ServerParam.CLANG_META_WIN);
            left[ClangType.ADVICE.ordinal()] = p.integer(ServerParam.CLANG_ADVICE_WIN);
            left[ClangType.INFO.ordinal()] = p.integer(ServerParam.CLANG_INFO_WIN);
            left[ClangType.DELETE.ordinal()] = p.integer(ServerParam.CLANG_DEL_WIN);
            left[ClangType.RULE.ordinal()] = p.integer(ServerParam.CLANG_RULE_WIN);
            windowOpenedAt[s] = now;
        }
    }

    /** Counts the first kick-off's types once they were handed out; rcssserver adds freeform allowance at each regular match length. */
    @Override
    public void afterCycle(RefereeContext ctx) {
        World w = ctx.world();
        countInitialTypes(w);
        Parameters p = ctx.parameters();
        int length = MatchTime.normalTime(p);
        if (w.time() <= 0 || w.stoppageTime() != 0 || p.integer(ServerParam.NR_NORMAL_HALFS) <= 0 || length <= 0
                || w.time() % length != 0 || w.time() == awardedAt) {
            return;
        }
        awardedAt = w.time();
        int more = p.integer(ServerParam.SAY_COACH_CNT_MAX);
        for (int s = 0; s < SIDES; s++) if (freeformAllowed[s] > 0) freeformAllowed[s] += more;
    }

    @Override
    public CoachRefusal plainSay(RefereeContext ctx, Side side) {
        int s = side.ordinal();
        if (ctx.world().playMode().isPlayOn()) return CoachRefusal.CANNOT_SAY_WHILE_PLAYON;
        return freeformAllowed[s] < 0 || freeformSaid[s] < freeformAllowed[s] ? null : CoachRefusal.SAID_TOO_MANY_MESSAGES;
    }

    @Override
    public CoachRefusal freeform(RefereeContext ctx, Side side) {
        int s = side.ordinal();
        if (!freeformAllowedNow(ctx)) return CoachRefusal.CANNOT_SAY_FREEFORM_WHILE_PLAYON;
        if (freeformAllowed[s] >= 0 && freeformSaid[s] >= freeformAllowed[s]) return CoachRefusal.SAID_TOO_MANY_FREEFORM_MESSAGES;
        freeformSaid[s]++;
        return null;
    }

    /** Freeform: always outside play_on; in play_on only in the send period after each wait period. */
    private boolean freeformAllowedNow(RefereeContext ctx) {
        World w = ctx.world();
        if (!w.playMode().isPlayOn()) return true;
        Parameters p = ctx.parameters();
        int wait = p.integer(ServerParam.FREEFORM_WAIT_PERIOD), send = p.integer(ServerParam.FREEFORM_SEND_PERIOD);
        int since = w.time() - playOnSince;
        return since > wait && since % wait < send;
    }

    @Override
    public boolean clangWindowOpen(RefereeContext ctx, Side side, ClangType type) {
        if (!ctx.world().playMode().isPlayOn()) return true;
        int[] left = windowLeft[side.ordinal()];
        if (left[type.ordinal()] <= 0) return false;
        left[type.ordinal()]--;
        return true;
    }

    @Override
    public boolean messageDue(RefereeContext ctx, Side side, int timeSaid) {
        Parameters p = ctx.parameters();
        if (p.integer(ServerParam.CLANG_MESS_PER_CYCLE) <= 0) return false;
        World w = ctx.world();
        return !w.playMode().isPlayOn() || w.time() - timeSaid >= p.integer(ServerParam.CLANG_MESS_DELAY);
    }

    @Override
    public CoachRefusal substitution(RefereeContext ctx, Side side, int unum, int type) {
        World w = ctx.world();
        Parameters p = ctx.parameters();
        countInitialTypes(w);
        int team = side.ordinal();
        boolean multDefault = p.player().bool(PlayerParam.ALLOW_MULT_DEFAULT_TYPE);
        int ptMax = p.player().integer(PlayerParam.PT_MAX);
        if (w.playMode().isPlayOn()) return CoachRefusal.CANNOT_SUB_WHILE_PLAYON;
        if (MatchTime.half(p) >= 0 && w.time() >= MatchTime.fullTime(p)) return CoachRefusal.CANNOT_SUB_WHILE_PENALTY_SHOOTOUTS;
        if (subs[team] >= p.player().integer(PlayerParam.SUBS_MAX)) return CoachRefusal.NO_SUBS_LEFT;
        if (type < 0 || type >= w.playerTypes().size()) return CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE;
        boolean limited = !(type == 0 && multDefault);
        int used = typesUsed(w)[team][type];
        if (limited && used > 0 && used >= ptMax) return CoachRefusal.NO_LEFT_OF_THAT_TYPE;
        Player target = w.player(side, unum);
        if (target == null) return CoachRefusal.NO_SUCH_PLAYER;
        if (limited && onField(w, side, type) >= ptMax && !(target.substituted() && target.type().id() == type)) {
            return CoachRefusal.MAX_OF_THAT_TYPE_ON_FIELD;
        }
        return null;
    }

    @Override
    public void substituted(RefereeContext ctx, Side side, int unum, int type) {
        if (ctx.world().time() <= 0) return; // before the first kick-off a change is counted with the handed-out types
        subs[side.ordinal()]++;
        int[] used = typesUsed(ctx.world())[side.ordinal()];
        if (type >= 0 && type < used.length) used[type]++;
    }

    @Override
    public CoachRefusal goalieChange(RefereeContext ctx, Side side) {
        PlayMode mode = ctx.world().playMode();
        if (mode.isPlayOn()) return CoachRefusal.CANNOT_CHANGE_GOALIE_WHILE_PLAYON;
        if (mode.penaltyUnderway()) return CoachRefusal.CANNOT_CHANGE_GOALIE_WHILE_PENALTY_TAKEN;
        return null;
    }

    @Override
    public CoachRefusal teamGraphic(RefereeContext ctx, Side side) {
        return ctx.world().playMode().awaitsKickOff() ? null : CoachRefusal.ONLY_BEFORE_KICK_OFF;
    }

    /** Once a kick-off at 0 has handed out the types, they count as used for {@code pt_max}. */
    private void countInitialTypes(World w) {
        if (typesCounted || !typesAssigned) return;
        typesCounted = true;
        // rcssserver counts a player under its type only once a type was given to it (the first
        // kick-off gives every player one, unless allow_mult_default_type)
        int[][] used = typesUsed(w);
        for (int[] team : used) Arrays.fill(team, 0);
        for (Player p : w.players()) {
            if (p.substituted() && p.side() != Side.NEUTRAL && p.type().id() < used[p.side().ordinal()].length) used[p.side().ordinal()][p.type().id()]++;
        }
    }

    /** The per-team type counts, sized for the match's types (a coach may ask before the rule's first cycle). */
    private int[][] typesUsed(World w) {
        int n = w.playerTypes().size();
        if (typesUsed[0].length != n) typesUsed = new int[SIDES][n];
        return typesUsed;
    }

    /** Players of the team given that type (a player nobody gave a type does not count, even of type 0). */
    private static int onField(World w, Side side, int type) {
        int n = 0;
        for (Player p : w.players()) if (p.side() == side && p.substituted() && p.type().id() == type) n++;
        return n;
    }
}
