package org.pitch.learn.observe;

import static org.pitch.learn.observe.FeatureLayout.*;

import org.pitch.api.geom.Angles;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.ServerParam;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.sense.Sighting;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

/**
 * Observations from what each agent was told (the {@code perceived} option), as a protocol-19
 * client in synchronous see mode would be: when a see is due ({@link Scene#seeDue}) the vision
 * model's see is taken and digested; every step the agent's {@code sense_body} gives stamina,
 * neck and own velocity. Self-localisation: the head's global direction from the two seen
 * landmarks farthest apart as the agent sees them, the position from every seen landmark
 * (nearer ones weigh more); with fewer than two landmarks the last estimate stays. The ball and
 * the players seen are placed from that estimate; what the last see did not show is invalid.
 * Players whose team was too far to tell are left out. {@code see_age} counts the steps since.
 */
public final class PerceivedObserver implements Observer {
    private static final double VERSION = 19;
    private static final int MAX_SEEN = 64;

    /** What one agent knows from its last see. */
    private static final class Memory {
        int seenAt;
        double x, y, head, bodyFromHead;
        boolean ballSeen;
        double bx, by, bvx, bvy, ballDistance;
        int mates, opps;
        final double[] mx = new double[22], my = new double[22], ox = new double[22], oy = new double[22];
        final boolean[] oppGoalie = new boolean[22];
        double vx, vy, stamina, neck;
    }

    private final Memory[] memories;
    private final SeeObservation see = new SeeObservation();
    private final double[] lx = new double[MAX_SEEN], ly = new double[MAX_SEEN], ld = new double[MAX_SEEN], lt = new double[MAX_SEEN];

    public PerceivedObserver(int rosterSize) {
        memories = new Memory[rosterSize];
        for (int i = 0; i < rosterSize; i++) memories[i] = new Memory();
    }

    @Override
    public void reset(Scene scene) {
        for (int a = 0; a < scene.agents(); a++) {
            Player p = scene.player(scene.agent(a));
            Memory m = memories[scene.agent(a)];
            m.x = p.x(); // where it was put: as a trainer would have told the client
            m.y = p.y();
            m.head = p.headDirection();
            m.bodyFromHead = -p.neckDirection();
            m.ballSeen = false;
            m.mates = 0;
            m.opps = 0;
            m.seenAt = 0;
        }
    }

    @Override
    public void update(Scene scene) {
        SteppedMatch match = scene.match();
        for (int a = 0; a < scene.agents(); a++) {
            Player p = scene.player(scene.agent(a));
            Memory m = memories[scene.agent(a)];
            BodyObservation body = match.senseBody(p);
            m.stamina = body.stamina();
            m.neck = body.neckDirection();
            if (scene.seeDue(a)) {
                match.see(p, VERSION, see);
                digest(scene, p, m, body);
                m.seenAt = scene.steps();
            }
            double speedAngle = Math.toRadians(m.head + body.speedDirection());
            m.vx = body.speed() * Math.cos(speedAngle);
            m.vy = body.speed() * Math.sin(speedAngle);
        }
    }

    private void digest(Scene scene, Player self, Memory m, BodyObservation body) {
        int n = 0;
        for (int i = 0, size = see.size(); i < size && n < MAX_SEEN; i++) {
            Sighting s = see.get(i);
            if (s.anonymous() || !Double.isFinite(s.distance())) continue;
            double[] at = Landmarks.at(s.kind(), s.name());
            if (at == null) continue;
            lx[n] = at[0];
            ly[n] = at[1];
            ld[n] = s.distance();
            lt[n] = s.direction();
            n++;
        }
        if (n >= 2) localise(m, n);
        m.bodyFromHead = -body.neckDirection();
        m.ballSeen = false;
        m.mates = 0;
        m.opps = 0;
        Team own = scene.match().world().team(self.side());
        for (int i = 0, size = see.size(); i < size; i++) {
            Sighting s = see.get(i);
            if (!Double.isFinite(s.distance())) continue;
            double dir = Math.toRadians(m.head + s.direction());
            double ox = m.x + s.distance() * Math.cos(dir), oy = m.y + s.distance() * Math.sin(dir);
            if (s.kind() == Kind.BALL) {
                m.ballSeen = true;
                m.bx = ox;
                m.by = oy;
                m.ballDistance = s.distance();
                if (Double.isFinite(s.distanceChange()) && Double.isFinite(s.directionChange())) {
                    double radial = s.distanceChange(), across = Math.toRadians(s.directionChange()) * s.distance();
                    double speedAngle = Math.toRadians(m.head + body.speedDirection());
                    m.bvx = radial * Math.cos(dir) - across * Math.sin(dir) + body.speed() * Math.cos(speedAngle);
                    m.bvy = radial * Math.sin(dir) + across * Math.cos(dir) + body.speed() * Math.sin(speedAngle);
                } else {
                    m.bvx = 0;
                    m.bvy = 0;
                }
            } else if (s.kind() == Kind.PLAYER && s.team() != null && own != null) {
                if (s.team().equals(own.name())) {
                    if (m.mates < m.mx.length) insert(m.mx, m.my, null, m.mates++, ox, oy, false, m.x, m.y);
                } else if (m.opps < m.ox.length) {
                    insert(m.ox, m.oy, m.oppGoalie, m.opps++, ox, oy, s.goalie(), m.x, m.y);
                }
            }
        }
    }

    /** Adds a seen player to a list kept sorted by distance from (x, y). */
    private static void insert(double[] xs, double[] ys, boolean[] goalies, int count, double ox, double oy, boolean goalie, double x, double y) {
        double d = (ox - x) * (ox - x) + (oy - y) * (oy - y);
        int j = count;
        while (j > 0 && (xs[j - 1] - x) * (xs[j - 1] - x) + (ys[j - 1] - y) * (ys[j - 1] - y) > d) {
            xs[j] = xs[j - 1];
            ys[j] = ys[j - 1];
            if (goalies != null) goalies[j] = goalies[j - 1];
            j--;
        }
        xs[j] = ox;
        ys[j] = oy;
        if (goalies != null) goalies[j] = goalie;
    }

    /** The head's global direction from the nearest landmark and the one seen farthest from it, then the position. */
    private void localise(Memory m, int n) {
        int near = 0;
        for (int i = 1; i < n; i++) if (ld[i] < ld[near]) near = i;
        double nx = ld[near] * Math.cos(Math.toRadians(lt[near])), ny = ld[near] * Math.sin(Math.toRadians(lt[near]));
        int far = -1;
        double best = -1;
        for (int i = 0; i < n; i++) {
            if (i == near) continue;
            double vx = ld[i] * Math.cos(Math.toRadians(lt[i])) - nx, vy = ld[i] * Math.sin(Math.toRadians(lt[i])) - ny;
            double span = vx * vx + vy * vy;
            if (span > best) { best = span; far = i; }
        }
        double seenX = ld[far] * Math.cos(Math.toRadians(lt[far])) - nx, seenY = ld[far] * Math.sin(Math.toRadians(lt[far])) - ny;
        double head = Angles.normalize(Angles.direction(lx[far] - lx[near], ly[far] - ly[near]) - Angles.direction(seenX, seenY));
        double sx = 0, sy = 0, sw = 0;
        for (int i = 0; i < n; i++) {
            double dir = Math.toRadians(head + lt[i]);
            double w = 1 / (1 + ld[i]);
            sx += w * (lx[i] - ld[i] * Math.cos(dir));
            sy += w * (ly[i] - ld[i] * Math.sin(dir));
            sw += w;
        }
        m.head = head;
        m.x = sx / sw;
        m.y = sy / sw;
    }

    @Override
    public void write(Scene scene, int selfIndex, FeatureWriter out) {
        FeatureLayout layout = out.layout();
        Player self = scene.player(selfIndex);
        Memory m = memories[selfIndex];
        Side side = self.side();
        double sg = OwnFrame.sign(side);
        double x = sg * m.x, y = sg * m.y;
        double body = OwnFrame.direction(side, m.head + m.bodyFromHead);
        var p = scene.match().parameters();
        out.put(SELF_X, x); out.put(SELF_Y, y);
        out.put(SELF_VX, sg * m.vx); out.put(SELF_VY, sg * m.vy);
        out.put(SELF_BODY, body); out.put(SELF_NECK, m.neck);
        out.put(SELF_STAMINA, m.stamina / p.real(ServerParam.STAMINA_MAX));
        out.flag(SELF_KICKABLE, m.ballSeen && m.ballDistance <= self.type().kickableArea(p.real(ServerParam.BALL_SIZE)));
        out.flag(SELF_GOALIE, self.goalie());
        if (m.ballSeen) {
            double bx = sg * m.bx, by = sg * m.by;
            out.flag(BALL_VALID, true);
            out.put(BALL_X, bx); out.put(BALL_Y, by);
            out.put(BALL_VX, sg * m.bvx); out.put(BALL_VY, sg * m.bvy);
            out.put(BALL_DIST, Math.sqrt((bx - x) * (bx - x) + (by - y) * (by - y)));
            out.put(BALL_DIR, OwnFrame.relative(x, y, bx, by, body));
        }
        FullObserver.Goals.write(out, x, y, body, p.real(ServerParam.GOAL_WIDTH));
        for (int i = 0; i < layout.teammates() && i < m.mates; i++) FullObserver.writeOther(out, layout.mate(i), x, y, body, sg * m.mx[i], sg * m.my[i]);
        for (int i = 0; i < layout.opponents() && i < m.opps; i++) {
            FullObserver.writeOther(out, layout.opp(i), x, y, body, sg * m.ox[i], sg * m.oy[i]);
            out.flag(layout.opp(i) + 5, m.oppGoalie[i]);
        }
        PlayModes.write(out, layout.mode(), scene.match().world(), side); // the referee's calls are heard by everyone
        out.put(layout.episodeFraction(), scene.maxSteps() == 0 ? 0 : (double) scene.steps() / scene.maxSteps());
        out.put(layout.seeAge(), scene.steps() - m.seenAt);
    }
}
