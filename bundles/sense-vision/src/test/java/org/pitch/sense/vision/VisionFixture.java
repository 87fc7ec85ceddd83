package org.pitch.sense.vision;

import java.math.BigDecimal;
import java.math.MathContext;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SightRules;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/** A {@link TestWorld} with both teams, a context with a seeded vision stream, and a test printer of see objects. */
final class VisionFixture {
    final Parameters params;
    final TestWorld world;
    final SimulationContext context;
    final StandardVisionSensor sensor = new StandardVisionSensor();

    VisionFixture() { this(TestWorld.DEFAULTS, 42); }

    VisionFixture(Parameters params, long seed) {
        this.params = params;
        this.world = new TestWorld(params).teams("TeamA", "TeamB");
        this.context = world.context(RandomPurpose.VISION, seed);
    }

    SeeObservation see(Player viewer) { return sensor.see(context, viewer, rules(19), false); }

    SeeObservation see(Player viewer, double version) { return sensor.see(context, viewer, rules(version), false); }

    SeeObservation seeGaussian(Player viewer) { return sensor.see(context, viewer, rules(19), true); }

    /** What a viewer of that version sees, as the player codecs of that version answer. */
    static SightRules rules(double version) {
        return new SightRules(version >= 3, version >= 4, version >= 18);
    }

    /** A v18+ player: synchronous see, normal width, high quality. */
    Player add(Side side, int unum, double x, double y, double body) {
        Player p = world.player(side, unum, x, y, body);
        p.synchSee(true);
        return p;
    }

    // ---- printing as a v13+ client reads it (for comparisons with the captured transcripts) ----

    /** A number as a C++ output stream prints a double by default (6 significant digits). */
    static String num(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) return Long.toString((long) v);
        BigDecimal d = new BigDecimal(v).round(new MathContext(6));
        return d.stripTrailingZeros().toPlainString();
    }

    static String name(SeenObject o) {
        return switch (o.kind()) {
            case FLAG -> o.anonymous() ? "(F)" : "(f " + o.name() + ")";
            case GOAL -> o.anonymous() ? "(G)" : "(g " + o.name() + ")";
            case BALL -> o.anonymous() ? "(B)" : "(b)";
            case LINE -> "(l " + o.name() + ")";
            case PLAYER -> o.anonymous() ? "(P)"
                    : o.team() == null ? "(p)"
                    : o.unum() == 0 ? "(p \"" + o.team() + "\")"
                    : "(p \"" + o.team() + "\" " + o.unum() + (o.goalie() ? " goalie" : "") + ")";
        };
    }

    static String print(SeenObject o) {
        StringBuilder b = new StringBuilder("(").append(name(o));
        // as the v7+ codec prints: directions rounded half to even (rint), the rest as computed
        double[] values = {o.distance(), deg(o.direction()), o.distanceChange(), o.directionChange(),
                deg(o.bodyDirection()), deg(o.headDirection()), deg(o.pointDirection())};
        for (double v : values) {
            if (!Double.isNaN(v)) b.append(' ').append(num(v));
        }
        if (o.tackling()) b.append(" t");
        else if (o.kicking()) b.append(" k");
        return b.append(')').toString();
    }

    /** A direction as a v7+ client reads it. */
    static double deg(double d) { return Double.isNaN(d) ? d : Math.rint(d); }

    static String print(SeeObservation see) {
        StringBuilder b = new StringBuilder("(see ").append(see.time());
        for (SeenObject o : see.objects()) b.append(' ').append(print(o));
        return b.append(')').toString();
    }
}
