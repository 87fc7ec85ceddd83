package org.pitch.learn.observe;

import static org.pitch.learn.observe.FeatureLayout.*;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/** Observations from the world itself: exact, every object valid (the {@code full} option). */
public final class FullObserver implements Observer {
    private final Neighbours neighbours;

    public FullObserver(int rosterSize) { neighbours = new Neighbours(rosterSize); }

    @Override public void reset(Scene scene) {}

    @Override public void update(Scene scene) {}

    @Override
    public void write(Scene scene, int selfIndex, FeatureWriter out) {
        World world = scene.match().world();
        FeatureLayout layout = out.layout();
        Player self = scene.player(selfIndex);
        Side side = self.side();
        double sg = OwnFrame.sign(side);
        double x = sg * self.x(), y = sg * self.y();
        double body = OwnFrame.direction(side, self.bodyDirection());
        Ball ball = world.ball();
        double ballSize = scene.match().parameters().real(ServerParam.BALL_SIZE);
        double staminaMax = scene.match().parameters().real(ServerParam.STAMINA_MAX);

        out.put(SELF_X, x); out.put(SELF_Y, y);
        out.put(SELF_VX, sg * self.vx()); out.put(SELF_VY, sg * self.vy());
        out.put(SELF_BODY, body); out.put(SELF_NECK, self.neckDirection());
        out.put(SELF_STAMINA, self.stamina() / staminaMax);
        out.flag(SELF_KICKABLE, self.distanceTo(ball) <= self.type().kickableArea(ballSize));
        out.flag(SELF_GOALIE, self.goalie());

        double bx = sg * ball.x(), by = sg * ball.y();
        out.flag(BALL_VALID, true);
        out.put(BALL_X, bx); out.put(BALL_Y, by);
        out.put(BALL_VX, sg * ball.vx()); out.put(BALL_VY, sg * ball.vy());
        out.put(BALL_DIST, distance(bx - x, by - y));
        out.put(BALL_DIR, OwnFrame.relative(x, y, bx, by, body));

        Goals.write(out, x, y, body, scene.match().parameters().real(ServerParam.GOAL_WIDTH));

        neighbours.sort(scene, selfIndex, true);
        for (int slot = 0; slot < layout.teammates() && slot < neighbours.count(); slot++) {
            Player m = scene.player(neighbours.get(slot));
            writeOther(out, layout.mate(slot), x, y, body, sg * m.x(), sg * m.y());
        }
        neighbours.sort(scene, selfIndex, false);
        for (int slot = 0; slot < layout.opponents() && slot < neighbours.count(); slot++) {
            Player o = scene.player(neighbours.get(slot));
            int f = layout.opp(slot);
            writeOther(out, f, x, y, body, sg * o.x(), sg * o.y());
            out.flag(f + 5, o.goalie());
        }
        PlayModes.write(out, layout.mode(), world, side);
        out.put(layout.episodeFraction(), scene.maxSteps() == 0 ? 0 : (double) scene.steps() / scene.maxSteps());
    }

    static void writeOther(FeatureWriter out, int f, double x, double y, double body, double ox, double oy) {
        out.flag(f, true);
        out.put(f + 1, ox);
        out.put(f + 2, oy);
        out.put(f + 3, distance(ox - x, oy - y));
        out.put(f + 4, OwnFrame.relative(x, y, ox, oy, body));
    }

    /** Math.hypot guards against overflow at a cost; field distances cannot overflow. */
    static double distance(double dx, double dy) { return Math.sqrt(dx * dx + dy * dy); }

    /** The goal features, all in the agent's frame where the opponent goal is at +x. */
    static final class Goals {
        private Goals() {}

        static void write(FeatureWriter out, double x, double y, double body, double goalWidth) {
            double gx = FieldGeometry.HALF_LENGTH, post = goalWidth / 2;
            out.put(GOAL_DIST, distance(gx - x, y));
            out.put(GOAL_DIR, OwnFrame.relative(x, y, gx, 0, body));
            out.put(POST_L_DIST, distance(gx - x, -post - y));
            out.put(POST_L_DIR, OwnFrame.relative(x, y, gx, -post, body));
            out.put(POST_R_DIST, distance(gx - x, post - y));
            out.put(POST_R_DIR, OwnFrame.relative(x, y, gx, post, body));
            out.put(OWN_GOAL_DIST, distance(-gx - x, y));
        }
    }
}
