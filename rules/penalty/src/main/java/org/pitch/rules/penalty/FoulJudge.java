package org.pitch.rules.penalty;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;

/**
 * Whether the referee sees a foul in a tackle, by rcssserver's foul check: every opponent that
 * could kick the ball is a possible victim. An intentional foul charges each of them (they are
 * blocked for {@code foul_cycles}) and is seen with the tackler's {@code foul_detect_probability};
 * it earns a card only if the victim was dashing towards the ball, in front of the tackler and
 * facing the ball. An unintentional tackle on such a victim is seen as a foul with the same
 * probability. In a shoot-out any foul seen decides the kick; cards are not given.
 */
final class FoulJudge {
    private FoulJudge() {}

    static boolean foulSeen(RefereeContext ctx, Player tackler, boolean intentional) {
        Parameters p = ctx.parameters();
        RandomGenerator rnd = ctx.random(RandomPurpose.FOUL);
        double detect = tackler.type().foulDetectProbability();
        double redCard = p.real(ServerParam.RED_CARD_PROBABILITY);
        double ballSize = p.real(ServerParam.BALL_SIZE);
        long chargedUntil = ctx.world().step() + p.integer(ServerParam.FOUL_CYCLES);
        Ball ball = ctx.world().ball();
        double bx = ball.x() - tackler.x(), by = ball.y() - tackler.y();
        double ballDist2 = bx * bx + by * by;
        double ballAngle = bx == 0 && by == 0 ? 0 : Math.atan2(by, bx);
        double cos = Math.cos(-ballAngle), sin = Math.sin(-ballAngle);

        boolean charge = false, yellow = false, red = false;
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player victim = players.get(i);
            if (!victim.enabled() || victim.side() == tackler.side()) continue;
            double kickable = victim.type().kickableArea(ballSize);
            double vbx = ball.x() - victim.x(), vby = ball.y() - victim.y();
            if (vbx * vbx + vby * vby > kickable * kickable) continue;

            boolean seenIntent = false;
            if (intentional) {
                victim.foulChargedUntil(chargedUntil);
                if (rnd.nextDouble() < detect) {
                    seenIntent = true;
                    charge = true;
                }
            }
            if (!victim.dashed()) continue;
            double rx = victim.x() - tackler.x(), ry = victim.y() - tackler.y();
            if (rx * rx + ry * ry > ballDist2) continue;                   // farther than the ball
            double along = rx * cos - ry * sin, across = rx * sin + ry * cos; // in the ball's direction
            if (along < 0 || Math.abs(across) > victim.size() + tackler.size()) continue;
            if (Math.abs(normalize(Math.toRadians(victim.bodyDirection()) - ballAngle)) > Math.PI / 2) continue;

            if (intentional) {
                if (seenIntent) {
                    yellow = true;
                    if (rnd.nextDouble() < redCard) {
                        yellow = false;
                        red = true;
                    }
                }
            } else if (rnd.nextDouble() < detect) {
                charge = true;
                if (rnd.nextDouble() < redCard) yellow = true;
            }
        }
        return charge || yellow || red;
    }

    private static double normalize(double radians) { return org.pitch.api.geom.Angles.normalizeRadians(radians); }
}
