package org.pitch.protocol.player;

import java.util.List;

import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.FullStateObservation;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * The {@code (fullstate ...)} message of the player protocol, versions 1 to 19, byte for byte as
 * rcssserver 19 prints it to a player whose side has {@code fullstate_l}/{@code fullstate_r} on.
 * Writer only: the caller sends. Nothing is allocated.
 *
 * <h2>Forms</h2>
 * <pre>
 * 1-4   nothing at all: these versions have no full state ({@link #sends(double)} is false and the
 *       caller must not send an empty message)
 * 5-7   (fullstate T (pmode M) (vmode Q W) (score L R) (ball X Y VX VY)
 *         (S_U X Y VX VY BODY NECK STAMINA EFFORT RECOVERY) ...)
 * 8+    (fullstate T (pmode M) (vmode Q W)
 *         (count KICK DASH TURN CATCH MOVE TURN_NECK CHANGE_VIEW SAY [18: CHANGE_FOCUS])
 *         (arm (movable N) (expires N) (target DIST DIR) (count N))
 *         (score OUR THEIR) ((b) X Y VX VY)
 *         ((p S U g|TYPE) X Y VX VY BODY NECK [ARM_DIST ARM_DIR] [18: (focus_point DIST DIR)]
 *           (stamina S E R [13: CAPACITY]) [13: t|k] ) ...)
 * 14+   the player's name part is ((p S U TYPE) or ((p S U g TYPE), and the flags after the
 *       stamina are [t|k|f] [r|y]
 * </pre>
 * All coordinates are global (never mirrored for the right team), angles in degrees except the
 * arm direction of other players (see below); every real is printed with 6 significant digits.
 * Players come in {@link World#players()} order, which is rcssserver's (left 1..11, right 1..11).
 *
 * <h2>Conversions, as rcssserver does them</h2>
 * <ul>
 *   <li>5-7: positions, velocities and angles quantised to {@code 0.001f} (a float step, so
 *       {@code rint(v / 0.0010000000474974513) * 0.0010000000474974513}); the stamina truncated to
 *       an integer; effort and recovery quantised to 0.0001. The score is rcssserver's: the first
 *       number is the <em>right</em> team's score when the left team exists, else 0; the second is
 *       always 0.</li>
 *   <li>8+: nothing quantised. The score is the receiver's team first.</li>
 *   <li>The receiver's {@code (arm ...)}: cycles and count from the body observation; the target
 *       distance unrounded and its direction relative to the head rounded to an integer degree
 *       ({@code rint}); {@code (target 0 0)} while not pointing.</li>
 *   <li>The arm of a pointing player (any player, receiver included): distance and direction of the
 *       pointed-at spot relative to the player's head, the direction in <em>radians</em>.</li>
 *   <li>{@code pmode}: rcssserver's play mode table, except that a free kick while a goalie holds
 *       the ball prints {@code goalie_catch_ball_l}/{@code _r}.</li>
 * </ul>
 * Directions kept in degrees by the world are passed through radians as rcssserver's storage would
 * ({@link Math#toRadians}, {@link Math#toDegrees} use rcssserver's constants).
 */
final class FullStateMessages {
    /** rcssserver's {@code const float quantize_step = .001} widened to double. */
    private static final double FLOAT_STEP = 0.001f;
    private static final double EFFORT_STEP = 0.0001;

    private static final int KICK = CommandKind.KICK.ordinal();
    private static final int DASH = CommandKind.DASH.ordinal();
    private static final int TURN = CommandKind.TURN.ordinal();
    private static final int CATCH = CommandKind.CATCH.ordinal();
    private static final int MOVE = CommandKind.MOVE.ordinal();
    private static final int TURN_NECK = CommandKind.TURN_NECK.ordinal();
    private static final int CHANGE_VIEW = CommandKind.CHANGE_VIEW.ordinal();
    private static final int SAY = CommandKind.SAY.ordinal();
    private static final int CHANGE_FOCUS = CommandKind.CHANGE_FOCUS.ordinal();

    private FullStateMessages() {}

    /** Whether rcssserver sends a full state to a client of that version at all (5 and later). */
    static boolean sends(double version) {
        return version >= 5;
    }

    static void write(MessageOut out, double version, FullStateObservation state) {
        if (!sends(version)) return;
        World world = state.world();
        Player self = state.receiver();
        BodyObservation body = state.body();
        long step = world.step();

        out.text("(fullstate ").integer(state.time());
        out.text(" (pmode ");
        playMode(out, world).character(')');
        out.text(" (vmode ").text(body.viewQuality().wireName()).character(' ')
                .text(body.viewWidth().wireName()).character(')');

        if (version >= 8) {
            counts(out, version, body.counters());
            out.text(" (arm (movable ").integer(body.armMovable())
                    .text(") (expires ").integer(body.armExpires())
                    .text(") (target ");
            if (pointing(self, step)) {
                out.number(armDistance(self)).character(' ').integer((long) Math.rint(Math.toDegrees(armHead(self))));
            } else {
                out.text("0 0");
            }
            out.text(") (count ").integer(body.armCount()).text("))");
        }

        score(out, version, world, self.side());

        Ball ball = world.ball();
        if (version >= 8) {
            out.text(" ((b) ").number(ball.x()).character(' ').number(ball.y()).character(' ')
                    .number(ball.vx()).character(' ').number(ball.vy()).character(')');
        } else {
            out.text(" (ball ").number(q(ball.x())).character(' ').number(q(ball.y())).character(' ')
                    .number(q(ball.vx())).character(' ').number(q(ball.vy())).character(')');
        }

        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (version >= 8) player(out, version, p, step);
            else oldPlayer(out, p);
        }
        out.character(')');
    }

    /** The play mode as rcssserver's full state names it. */
    private static MessageOut playMode(MessageOut out, World world) {
        PlayMode mode = world.playMode();
        Side side = world.playModeSide();
        if (mode == PlayMode.FREE_KICK && side != Side.NEUTRAL && ballHeld(world)) {
            return out.text("goalie_catch_ball_").character(side.wire());
        }
        return StandardPlayerCodec.playMode(out, mode, side);
    }

    /** rcssserver's "ball catcher": some goalie holds the ball. */
    private static boolean ballHeld(World world) {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            if (players.get(i).holdingBall()) return true;
        }
        return false;
    }

    private static void counts(MessageOut out, double version, int[] c) {
        out.text(" (count ").integer(count(c, KICK)).character(' ').integer(count(c, DASH)).character(' ')
                .integer(count(c, TURN)).character(' ').integer(count(c, CATCH)).character(' ')
                .integer(count(c, MOVE)).character(' ').integer(count(c, TURN_NECK)).character(' ')
                .integer(count(c, CHANGE_VIEW)).character(' ').integer(count(c, SAY));
        if (version >= 18) out.character(' ').integer(count(c, CHANGE_FOCUS));
        out.character(')');
    }

    private static int count(int[] counters, int index) {
        return counters != null && index < counters.length ? counters[index] : 0;
    }

    private static void score(MessageOut out, double version, World world, Side receiverSide) {
        Team left = world.team(Side.LEFT);
        Team right = world.team(Side.RIGHT);
        int l, r;
        if (version >= 8) {
            l = left != null ? left.score() : 0;
            r = right != null ? right.score() : 0;
            if (receiverSide == Side.RIGHT) {
                int t = l;
                l = r;
                r = t;
            }
        } else {
            // rcssserver 19's version-5 sender: tests the left team twice and reads the right one's score
            l = left != null && right != null ? right.score() : 0;
            r = 0;
        }
        out.text(" (score ").integer(l).character(' ').integer(r).character(')');
    }

    /** Versions 5-7: {@code (l_1 x y vx vy body neck stamina effort recovery)}, quantised. */
    private static void oldPlayer(MessageOut out, Player p) {
        out.text(" (").character(p.side().wire()).character('_').integer(p.unum())
                .character(' ').number(q(p.x())).character(' ').number(q(p.y()))
                .character(' ').number(q(p.vx())).character(' ').number(q(p.vy()))
                .character(' ').number(q(degrees(p.bodyDirection())))
                .character(' ').number(q(degrees(p.neckDirection())))
                .character(' ').number((int) p.stamina())
                .character(' ').number(quantize(p.effort(), EFFORT_STEP))
                .character(' ').number(quantize(p.recovery(), EFFORT_STEP))
                .character(')');
    }

    /** Versions 8 and later. */
    private static void player(MessageOut out, double version, Player p, long step) {
        out.text(" ((p ").character(p.side().wire()).character(' ').integer(p.unum());
        int type = p.type() != null ? p.type().id() : 0;
        if (version >= 14) {
            if (p.goalie()) out.text(" g");
            out.character(' ').integer(type);
        } else if (p.goalie()) {
            out.text(" g");
        } else {
            out.character(' ').integer(type);
        }
        out.text(") ").number(p.x()).character(' ').number(p.y())
                .character(' ').number(p.vx()).character(' ').number(p.vy())
                .character(' ').number(degrees(p.bodyDirection()))
                .character(' ').number(degrees(p.neckDirection()));
        if (pointing(p, step)) {
            out.character(' ').number(armDistance(p)).character(' ').number(armHead(p));
        }
        if (version >= 18) {
            out.text(" (focus_point ").number(p.focusDistance()).character(' ')
                    .number(degrees(p.focusDirection())).character(')');
        }
        out.text(" (stamina ").number(p.stamina()).character(' ').number(p.effort())
                .character(' ').number(p.recovery());
        if (version >= 13) out.character(' ').number(p.capacity());
        out.character(')');
        if (version >= 13) {
            boolean tackling = p.tackleUntil() > step;
            if (tackling) out.text(" t");
            else if (p.kicked()) out.text(" k");
            else if (version >= 14 && p.foulChargedUntil() > step) out.text(" f");
            if (version >= 14) {
                if (p.card() == Card.RED) out.text(" r");
                else if (p.card() == Card.YELLOW) out.text(" y");
            }
        }
        out.character(')');
    }

    /** rcssserver's {@code Arm::isPointing}, as the body sensor decides it. */
    private static boolean pointing(Player p, long step) {
        return p.pointing() && step < p.armExpiresAt();
    }

    /*
     * The pointed-at spot relative to the head, computed as rcssserver's arm does: the global
     * offset rotated by minus the head angle, the rotation going through magnitude and heading
     * (cos, sin times the length), then measured again.
     */
    private static double relX(Player p) {
        double dx = p.armTargetX() - p.x(), dy = p.armTargetY() - p.y();
        return Math.cos(relHeading(p, dx, dy)) * Math.sqrt(dx * dx + dy * dy);
    }

    private static double relY(Player p) {
        double dx = p.armTargetX() - p.x(), dy = p.armTargetY() - p.y();
        return Math.sin(relHeading(p, dx, dy)) * Math.sqrt(dx * dx + dy * dy);
    }

    private static double relHeading(Player p, double dx, double dy) {
        double orientation = Math.toRadians(p.bodyDirection()) + Math.toRadians(p.neckDirection());
        return Math.atan2(dy, dx) + -orientation;
    }

    private static double armDistance(Player p) {
        double x = relX(p), y = relY(p);
        return Math.sqrt(x * x + y * y);
    }

    /** Radians, in [-π, π]. */
    private static double armHead(Player p) {
        return Math.atan2(relY(p), relX(p));
    }

    /** A direction in degrees as rcssserver's radians print: {@code Rad2Deg(Deg2Rad(d))}. */
    private static double degrees(double d) {
        return Math.toDegrees(Math.toRadians(d));
    }

    /** Quantised to rcssserver's float step of 0.001. */
    private static double q(double v) {
        return quantize(v, FLOAT_STEP);
    }

    /** rcssserver's {@code Quantize}: {@code rint(v / q) * q}. */
    private static double quantize(double v, double step) {
        return Math.rint(v / step) * step;
    }
}
