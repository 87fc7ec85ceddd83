package org.pitch.rules.kit;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.geom.Angles;
import org.pitch.api.geom.Libm;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * rcssserver's judgement of a tackle (Referee::checkFoul), against every enabled opponent who
 * has the ball within his kickable area:
 * <ul>
 * <li>an intentional foul charges that opponent (his body is blocked for {@code foul_cycles}) and
 *     is seen with the tackler type's {@code foul_detect_probability};</li>
 * <li>an opponent who dashed, stands between the tackler and the ball (no farther than the
 *     ball, in front of the tackler, at most the two players' sizes off the line to the ball) and
 *     runs towards the ball (body within 90° of the tackle's direction) was tackled from behind:
 *     a seen intentional foul then earns a yellow card, red with {@code red_card_probability};
 *     an ordinary tackle is a foul with {@code foul_detect_probability}, and a yellow card with
 *     {@code red_card_probability} on top.</li>
 * </ul>
 * The worst of all opponents' outcomes counts. Draws come from {@link RandomPurpose#FOUL}, in
 * rcssserver's order. The foul referee and the penalty shoot-out's referee judge with it.
 */
public final class FoulJudge {
    /** What the referee saw, from the least to the most severe. */
    public enum Verdict { NONE, CHARGE, YELLOW, RED }

    private FoulJudge() {}

    public static Verdict judge(RefereeContext ctx, Player tackler, boolean intentional, RecentMotion motion) {
        RandomGenerator rnd = ctx.random(RandomPurpose.FOUL);
        double detect = tackler.type().foulDetectProbability();
        double red = ctx.parameters().real(ServerParam.RED_CARD_PROBABILITY);
        long step = ctx.world().step();
        Ball ball = ctx.world().ball();
        double bdx = ball.x() - tackler.x(), bdy = ball.y() - tackler.y();
        double ballDist2 = bdx * bdx + bdy * bdy;
        double ballAngle = Libm.atan2(bdy, bdx); // 0 when the ball is on the tackler, as rcssserver's th()
        double cos = Libm.cos(ballAngle), sin = Libm.sin(ballAngle);

        boolean charge = false, yellow = false, redCard = false;
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() == tackler.side() || !canKick(p, ball)) continue;

            boolean seen = false;
            if (intentional) {
                p.foulChargedUntil(step + ctx.parameters().integer(ServerParam.FOUL_CYCLES));
                if (draw(rnd, detect)) {
                    seen = true;
                    charge = true;
                }
            }
            if (!motion.dashedRecently(p, step)) continue;

            // the opponent in the tackler's frame looking at the ball
            double dx = p.x() - tackler.x(), dy = p.y() - tackler.y();
            if (dx * dx + dy * dy > ballDist2) continue; // beyond the ball
            double along = dx * cos + dy * sin;
            double across = -dx * sin + dy * cos;
            if (along < 0.0 || Math.abs(across) > p.size() + tackler.size()) continue;
            double bodyOff = Math.abs(Angles.normalize(motion.committedBody(p, step) - Math.toDegrees(ballAngle)));
            if (bodyOff > 90.0) continue;

            if (intentional) {
                if (seen) {
                    yellow = true;
                    if (draw(rnd, red)) {
                        yellow = false;
                        redCard = true;
                    }
                }
            } else if (draw(rnd, detect)) {
                charge = true;
                if (draw(rnd, red)) yellow = true;
            }
        }
        return redCard ? Verdict.RED : yellow ? Verdict.YELLOW : charge ? Verdict.CHARGE : Verdict.NONE;
    }

    /** A Bernoulli draw; it always consumes one number, as std::bernoulli_distribution does. */
    private static boolean draw(RandomGenerator rnd, double probability) {
        return rnd.nextDouble() < probability;
    }

    private static boolean canKick(Player p, Ball ball) {
        double dx = ball.x() - p.x(), dy = ball.y() - p.y();
        double area = p.type().kickableArea(ball.size());
        return dx * dx + dy * dy <= area * area;
    }
}
