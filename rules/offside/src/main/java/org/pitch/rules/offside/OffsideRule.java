package org.pitch.rules.offside;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.Vec2;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.PinnedBall;
import org.pitch.rules.kit.SetPlays;

/**
 * Offside as rcssserver 19's OffsideRef judges it; everything is off unless {@code use_offside}.
 *
 * <ul>
 * <li><b>Marks.</b> Whenever the ball is played (kick, tackle, or a touch, which plays it with no
 *     force), the kicker's teammates beyond the offside line become the candidates
 *     ({@link OffsideCandidates}). Not after a goal kick, kick-in or corner kick, which cannot be
 *     offside. If both teams play the ball in the same cycle, nobody is marked and no offside can
 *     follow until the ball is played again; of several plays by one side in a cycle, the
 *     strongest names the side.</li>
 * <li><b>The call.</b> A candidate who plays or touches the ball next is offside; so is one who
 *     tries to kick or tackle it in vain from within {@code offside_active_area_size}. Merely
 *     being near the ball is not (rcssserver 19 has that check switched off). The ball goes to
 *     the mark ({@link OffsideSpot}), the mode becomes {@code offside_X} for the offender's side X,
 *     a goalie lets go of the ball and players beyond the field margin come back.</li>
 * <li><b>The wait.</b> For {@value #AFTER_OFFSIDE_WAIT} cycles (the clock stands) the offenders
 *     retreat ({@link OffsideRetreat}); in the last {@value #CLEAR_PLAYER_TIME} they are also
 *     cleared 9.15 m from the ball; then a free kick for the other side where the ball lies.</li>
 * <li><b>Kick-off.</b> With {@code forbid_kick_off_offside}, before and at every kick-off players
 *     are kept in their own half and the defending side out of the centre circle
 *     ({@link SetPlays#placePlayersInTheirHalf}).</li>
 * <li>Candidates are forgotten whenever play stops; nothing is judged in a penalty shoot-out.
 *     rcssserver makes no exception for keepaway, and neither does this rule.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=offside", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.OFFSIDE})
public final class OffsideRule implements RefereeRule {
    /** Cycles between the offside call and the free kick (rcssserver's AFTER_OFFSIDE_WAIT). */
    static final int AFTER_OFFSIDE_WAIT = 30;
    /** The offenders are cleared from the ball in the wait's last cycles (rcssserver's CLEAR_PLAYER_TIME). */
    static final int CLEAR_PLAYER_TIME = 5;

    private final OffsideCandidates candidates = new OffsideCandidates();
    // the last play of the ball: its cycle (clock and stoppage), strongest acceleration, side
    private int lastPlayTime;
    private int lastPlayStoppage;
    private double lastPlayAcceleration;
    private Side lastPlaySide;
    // the mark of the offence being punished, and how long the referee has waited since
    private double markX, markY;
    private int afterOffside;
    private final PinnedBall pinned = new PinnedBall();

    public OffsideRule() {
        reset();
    }

    private void reset() {
        candidates.clear();
        lastPlayTime = -1;
        lastPlayStoppage = -1;
        lastPlayAcceleration = 0.0;
        lastPlaySide = Side.NEUTRAL;
        markX = 0;
        markY = 0;
        afterOffside = 0;
        pinned.reset();
    }

    @Override
    public void onMatchStart(RefereeContext ctx) {
        reset();
    }

    @Override
    public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
        ballPlayed(ctx, kicker, acceleration);
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        ballPlayed(ctx, tackler, acceleration);
    }

    /** Every touch, including a goalie's catch or punch, which the kernel reports as touches too. */
    @Override
    public void onTouch(RefereeContext ctx, Player player) {
        ballPlayed(ctx, player, 0.0);
    }

    @Override
    public void onKickFailed(RefereeContext ctx, Player kicker) {
        triedToPlay(ctx, kicker);
    }

    @Override
    public void onTackleFailed(RefereeContext ctx, Player tackler, boolean foul) {
        triedToPlay(ctx, tackler);
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        World world = ctx.world();
        if (world.playMode() != PlayMode.PLAY_ON) candidates.clear();
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        Parameters params = ctx.parameters();
        if (!params.bool(ServerParam.USE_OFFSIDE)) return;
        World world = ctx.world();
        PlayMode mode = world.playMode();
        pinned.restore(ctx, mode == PlayMode.OFFSIDE); // an offside called on a touch keeps the ball on its spot
        if (mode.isPenaltyShootOut()) return;

        if (mode == PlayMode.BEFORE_KICK_OFF || mode == PlayMode.KICK_OFF) {
            if (params.bool(ServerParam.FORBID_KICK_OFF_OFFSIDE)) SetPlays.placePlayersInTheirHalf(ctx, ctx.world().kickOffSide());
            return;
        }
        if (mode == PlayMode.OFFSIDE) {
            waitAfterOffside(ctx, world.playModeSide());
            return;
        }
        if (mode != PlayMode.PLAY_ON) candidates.clear();
    }

    private void waitAfterOffside(RefereeContext ctx, Side offender) {
        afterOffside++;
        if (afterOffside > AFTER_OFFSIDE_WAIT - CLEAR_PLAYER_TIME) SetPlays.clearPlayersFromBall(ctx, offender);
        OffsideRetreat.apply(ctx.world(), offender, markX, markY, ctx.parameters().real(ServerParam.OFFSIDE_KICK_MARGIN));
        if (afterOffside > AFTER_OFFSIDE_WAIT) ctx.changePlayMode(PlayMode.FREE_KICK, offender.opponent());
    }

    /** rcssserver's offside mark: a candidate playing the ball is offside, else new candidates. */
    private void ballPlayed(RefereeContext ctx, Player player, double acceleration) {
        if (!ctx.parameters().bool(ServerParam.USE_OFFSIDE)) return;
        World world = ctx.world();
        int time = world.time(), stoppage = world.stoppageTime();
        if (time == lastPlayTime && stoppage == lastPlayStoppage) {
            // the ball played twice in one cycle: nobody can tell who passed it
            lastPlaySide = Side.NEUTRAL;
            candidates.clear();
            return;
        }
        if (time != lastPlayTime) lastPlayAcceleration = 0.0;
        lastPlayTime = time;
        lastPlayStoppage = stoppage;
        if (lastPlayAcceleration < acceleration) {
            // a touch (no force) never names the side: the last pass still counts
            lastPlaySide = player.side();
            lastPlayAcceleration = acceleration;
        }

        int i = candidates.indexOf(player);
        if (i >= 0) {
            callOffside(ctx, candidates.markX(i), candidates.markY(i));
            return;
        }
        candidates.clear();
        PlayMode mode = world.playMode();
        if (mode == PlayMode.GOAL_KICK || mode == PlayMode.KICK_IN || mode == PlayMode.CORNER_KICK) return;
        candidates.markBeyondLine(world, player);
    }

    /** A candidate who tries to play a ball within the active area is offside although he missed it. */
    private void triedToPlay(RefereeContext ctx, Player player) {
        if (!ctx.parameters().bool(ServerParam.USE_OFFSIDE)) return;
        int i = candidates.indexOf(player);
        if (i < 0) return;
        double area = ctx.parameters().real(ServerParam.OFFSIDE_ACTIVE_AREA_SIZE);
        Ball ball = ctx.world().ball();
        double dx = player.x() - ball.x(), dy = player.y() - ball.y();
        if (dx * dx + dy * dy < area * area) callOffside(ctx, candidates.markX(i), candidates.markY(i));
    }

    private void callOffside(RefereeContext ctx, double x, double y) {
        markX = x;
        markY = y;
        if (ctx.world().playMode().isPenaltyShootOut() || lastPlaySide == Side.NEUTRAL) return;
        Vec2 spot = OffsideSpot.of(x, y, ctx.parameters().real(ServerParam.CKICK_MARGIN));
        SetPlays.placeBall(ctx, PlayMode.OFFSIDE, lastPlaySide, spot.x(), spot.y());
        pinned.pin(ctx.world(), spot.x(), spot.y());
        SetPlays.releaseBall(ctx);
        candidates.clear();
        SetPlays.placePlayersInField(ctx);
        afterOffside = 0;
    }
}
