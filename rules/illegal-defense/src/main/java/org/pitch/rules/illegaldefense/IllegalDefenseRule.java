package org.pitch.rules.illegaldefense;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_SPOT_DIST;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.SetPlays;

/**
 * rcssserver 16's illegal defence rule (IllegalDefenseRef): a team may not crowd the zone in
 * front of its goal while the other team attacks.
 *
 * <ul>
 * <li>The attacking team is the last to have kicked or tackled the ball; when both teams do so in
 *     the same cycle, nobody attacks.</li>
 * <li>In {@code play_on}, with the ball in the defenders' half, a defender stands in the zone when
 *     he is within {@code illegal_defense_dist_x} of his goal line and within half of
 *     {@code illegal_defense_width} of the field's long axis (both strictly).</li>
 * <li>When at least {@code illegal_defense_number} defenders stand there for
 *     {@code illegal_defense_duration} consecutive play-on cycles: {@code illegal_defense_X} with
 *     the ball on that side's penalty spot; after {@value #AFTER_ILLEGAL_DEFENSE_WAIT} cycles
 *     (the defenders cleared from the ball in the last {@value #CLEAR_PLAYER_TIME}) the attackers
 *     take a free kick there.</li>
 * <li>{@code illegal_defense_number = 0} turns the rule off; nothing is judged in a penalty
 *     shoot-out.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=illegal_defense", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.ILLEGAL_DEFENSE})
public final class IllegalDefenseRule implements RefereeRule {
    /** Cycles between the call and the free kick (rcssserver's AFTER_ILLEGAL_DEFENSE_WAIT). */
    static final int AFTER_ILLEGAL_DEFENSE_WAIT = 30;
    /** The defenders are cleared from the ball in the wait's last cycles (rcssserver's CLEAR_PLAYER_TIME). */
    static final int CLEAR_PLAYER_TIME = 5;
    /** The free kick's spot: the penalty spot, 11 m in front of the offending team's goal. */
    static final double FREE_KICK_X = HALF_LENGTH - PENALTY_SPOT_DIST;
    private static final Side[] SIDES = {Side.LEFT, Side.RIGHT};

    private Side attacker = Side.NEUTRAL;
    private int lastKickTime = -1;
    /** Consecutive play-on cycles with too many defenders in the zone, per side (LEFT, RIGHT). */
    private final int[] crowded = new int[2];
    private int afterCall;

    public IllegalDefenseRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        attacker = Side.NEUTRAL;
        lastKickTime = -1;
        crowded[0] = 0;
        crowded[1] = 0;
        afterCall = 0;
    }

    @Override
    public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
        if (!enabled(ctx)) return;
        int now = ctx.world().time();
        if (lastKickTime == now && (kicker.side() != attacker || attacker == Side.NEUTRAL)) {
            attacker = Side.NEUTRAL; // both teams played the ball in this cycle: a contested ball
            return;
        }
        lastKickTime = now;
        attacker = kicker.side();
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        onKick(ctx, tackler, acceleration);
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        if (!enabled(ctx)) return;
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (mode == PlayMode.ILLEGAL_DEFENSE) {
            waitForFreeKick(ctx, world.playModeSide());
            return;
        }
        if (mode != PlayMode.PLAY_ON) return; // counts stand still outside play (shoot-outs included)

        int number = ctx.parameters().integer(ServerParam.ILLEGAL_DEFENSE_NUMBER);
        int duration = ctx.parameters().integer(ServerParam.ILLEGAL_DEFENSE_DURATION);
        count(ctx, Side.LEFT, defendersInZone(ctx, Side.LEFT) >= number);
        count(ctx, Side.RIGHT, defendersInZone(ctx, Side.RIGHT) >= number);
        for (Side side : SIDES) {
            if (crowded[side.ordinal()] >= duration) call(ctx, side);
        }
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        if (ctx.world().playMode() == PlayMode.ILLEGAL_DEFENSE) afterCall = 0;
    }

    /**
     * Counts a crowded cycle, or starts again. rcssserver marks each counted defender in the
     * cycle's show, and takes the marks of a team off again when it is not crowded.
     */
    private void count(RefereeContext ctx, Side side, boolean tooMany) {
        crowded[side.ordinal()] = tooMany ? crowded[side.ordinal()] + 1 : 0;
        if (!tooMany) {
            List<Player> players = ctx.world().players();
            for (int i = 0, n = players.size(); i < n; i++) {
                if (players.get(i).side() == side) players.get(i).unmark(Player.MARK_ILLEGAL_DEFENSE);
            }
        }
    }

    /**
     * Defenders of {@code side} in the zone before their goal while the other side attacks with
     * the ball in their half; 0 otherwise.
     */
    private int defendersInZone(RefereeContext ctx, Side side) {
        World world = ctx.world();
        Ball ball = world.ball();
        double sign = side.sign(); // +1: the left team defends the goal at negative x
        if (attacker != side.opponent() || sign * ball.x() >= 0.0) return 0;
        double lineX = HALF_LENGTH - ctx.parameters().real(ServerParam.ILLEGAL_DEFENSE_DIST_X);
        double halfWidth = ctx.parameters().real(ServerParam.ILLEGAL_DEFENSE_WIDTH) * 0.5;
        int n = 0;
        List<Player> players = world.players();
        for (int i = 0, size = players.size(); i < size; i++) {
            Player p = players.get(i);
            if (p.enabled() && p.side() == side && -sign * p.x() > lineX && Math.abs(p.y()) < halfWidth) {
                p.mark(Player.MARK_ILLEGAL_DEFENSE);
                n++;
            }
        }
        return n;
    }

    /** Too many defenders of {@code side} for too long: play stops with the ball on their penalty spot. */
    private void call(RefereeContext ctx, Side side) {
        SetPlays.releaseBall(ctx);
        SetPlays.placeBall(ctx, PlayMode.ILLEGAL_DEFENSE, side, -side.sign() * FREE_KICK_X, 0.0);
        crowded[side.ordinal()] = 0;
        afterCall = 0;
    }

    private void waitForFreeKick(RefereeContext ctx, Side offender) {
        afterCall++;
        if (afterCall > AFTER_ILLEGAL_DEFENSE_WAIT - CLEAR_PLAYER_TIME) SetPlays.clearPlayersFromBall(ctx, offender);
        if (afterCall > AFTER_ILLEGAL_DEFENSE_WAIT) ctx.changePlayMode(PlayMode.FREE_KICK, offender.opponent());
    }

    /** rcssserver's use_illegal_defense: on unless {@code illegal_defense_number} is 0. */
    private static boolean enabled(RefereeContext ctx) {
        return ctx.parameters().integer(ServerParam.ILLEGAL_DEFENSE_NUMBER) != 0;
    }
}
