package org.pitch.protocol.monitor;

import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

/**
 * The 22 player slots of a show.
 * rcssserver keeps a player object for every slot from the start, so its shows list all 22, in
 * the order left 1..11, right 1..11; a slot nobody plays shows the values such an object starts
 * with: the default type, standing nowhere at (-3·unum, -37) (mirrored for the right side), body
 * 0, full stamina, the default view. Numbers are quantised and converted exactly as rcssserver's
 * serializers do, from the radians it stores.
 */
public final class Slots {
    public static final Side[] SIDES = {Side.LEFT, Side.RIGHT};
    public static final int UNUMS = 11;
    /** rcssserver's show precision for positions and velocities, and for directions. */
    public static final double PREC = 0.0001, DPREC = 0.001;

    /** What a text or JSON show writes for one slot; {@link #writeEach} walks the 22 of them. */
    public interface SlotWriter {
        /** A slot someone plays. */
        void player(MessageOut m, Player p, long step);

        /** A slot nobody plays, as rcssserver's idle player object shows it. */
        void empty(MessageOut m, World world, Side side, int unum);
    }

    /** Writes the 22 slots in rcssserver's order, {@code between} between two of them. */
    public static void writeEach(MessageOut m, World world, String between, SlotWriter writer) {
        long step = world.step();
        for (Side side : SIDES) {
            for (int unum = 1; unum <= UNUMS; unum++) {
                if (!between.isEmpty() && (side != SIDES[0] || unum > 1)) m.text(between);
                Player p = world.player(side, unum);
                if (p == null) {
                    writer.empty(m, world, side, unum);
                } else {
                    writer.player(m, p, step);
                }
            }
        }
    }

    // ------------------------------------------------------------------ values as rcssserver prints them

    /** rcssserver's {@code Quantize}: {@code rint(v / q) * q}. */
    public static double q(double v, double step) { return Math.rint(v / step) * step; }

    /** A direction Pitch keeps in degrees, as rcssserver prints the radians it keeps. */
    public static double degrees(double d) { return Math.toDegrees(Math.toRadians(d)); }

    /** A position or velocity in a text or JSON show: quantised to {@link #PREC}. */
    public static MessageOut pos(MessageOut m, double v) { return m.number(q(v, PREC)); }

    /** A direction in a text or JSON show: as rcssserver prints its radians, quantised to {@link #DPREC}. */
    public static MessageOut dir(MessageOut m, double degrees) { return m.number(q(degrees(degrees), DPREC)); }

    /** A player's facing in a text or JSON show: rcssserver's radians in degrees, quantised to {@link #DPREC}. */
    public static MessageOut facing(MessageOut m, double radians) { return m.number(q(Math.toDegrees(radians), DPREC)); }

    /**
     * The view angle in degrees as rcssserver computes it in radians: the configured
     * {@code visible_angle} halved/doubled for narrow/wide, or in synchronous see 2/3, 4/3, 6/3
     * of it.
     */
    public static double viewAngle(Parameters p, ViewWidth width, boolean synchSee) {
        return Math.toDegrees(viewAngleRadians(p, width, synchSee));
    }

    /** The view angle in the radians rcssserver keeps (what the binary shows carry). */
    public static double viewAngleRadians(Parameters p, ViewWidth width, boolean synchSee) {
        double base = Math.toRadians(p.real(ServerParam.VISIBLE_ANGLE));
        if (synchSee) {
            return switch (width) {
                case NARROW -> base * (2.0 / 3.0);
                case NORMAL -> base * (4.0 / 3.0);
                case WIDE -> base * (6.0 / 3.0);
            };
        }
        return switch (width) {
            case NARROW -> base / 2.0;
            case NORMAL -> base;
            case WIDE -> base * 2.0;
        };
    }

    /** The effort of an empty slot: the default type's {@code effort_max}, 1 before there are types. */
    public static double benchEffort(World world) {
        return world.playerTypes().isEmpty() ? 1.0 : world.playerTypes().get(0).effortMax();
    }

    /** The view angle of an empty slot: the configured {@code visible_angle}. */
    public static double benchViewAngle(Parameters p) { return Math.toDegrees(benchViewAngleRadians(p)); }

    public static double benchViewAngleRadians(Parameters p) { return Math.toRadians(p.real(ServerParam.VISIBLE_ANGLE)); }

    /** Whether the arm points now (rcssserver's {@code Arm::isPointing}). */
    public static boolean pointing(Player p, long step) { return p.pointing() && step < p.armExpiresAt(); }

    /** Whether the player attends to someone, whose side and number the show then names. */
    public static boolean attending(Player p) {
        return p.enabled() && p.attentionSide() != Side.NEUTRAL && p.attentionUnum() > 0;
    }

    /** The command counts of the show, in rcssserver's order. */
    public static final CommandKind[] COUNTS = {
        CommandKind.KICK, CommandKind.DASH, CommandKind.TURN, CommandKind.CATCH, CommandKind.MOVE,
        CommandKind.TURN_NECK, CommandKind.CHANGE_VIEW, CommandKind.SAY, CommandKind.TACKLE,
        CommandKind.POINT_TO, CommandKind.ATTENTION_TO, CommandKind.CHANGE_FOCUS,
    };

    /** Their JSON names. */
    public static final String[] COUNT_NAMES = {
        "kick", "dash", "turn", "catch", "move", "turn_neck", "change_view", "say", "tackle",
        "pointto", "attentionto", "change_focus",
    };
}
