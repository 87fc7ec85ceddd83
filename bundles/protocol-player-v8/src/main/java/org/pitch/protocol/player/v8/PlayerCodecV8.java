package org.pitch.protocol.player.v8;

import static org.pitch.protocol.player.Wire.count;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.geom.ArmVector;
import org.pitch.api.geom.Libm;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Sighting;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.protocol.player.Wire;
import org.pitch.protocol.player.v7.PlayerCodecV7;

/**
 * The player protocol, versions 8-11: pointing, attention and tackling. sense_body gets
 * {@code (arm ...) (focus ...) (tackle ...)}; see a player's pointing direction and {@code t}
 * while it tackles; hear tells {@code our UNUM}/{@code opp} (a partial message without text), and
 * what is said is heard after the cycle, no longer at once; an
 * unterminated datagram is warned about; a connected client writing to the init port is refused.
 * The full state becomes:
 * <pre>
 * (fullstate T (pmode M) (vmode Q W) (count KICK DASH TURN CATCH MOVE TURN_NECK CHANGE_VIEW SAY)
 *   (arm (movable N) (expires N) (target DIST DIR) (count N)) (score OUR THEIR) ((b) X Y VX VY)
 *   ((p S U g|TYPE) X Y VX VY BODY NECK [ARM_DIST ARM_DIR] (stamina S E R)) ...)
 * </pre>
 * nothing quantised, the receiver's score first. The receiver's arm target: the distance as it
 * is, the direction relative to the head rounded to a degree, {@code 0 0} while not pointing; a
 * pointing player's arm: distance and direction relative to its head, the direction in radians.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV8 extends PlayerCodecV7 {
    public PlayerCodecV8() {
        this(8, 11);
    }

    protected PlayerCodecV8(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected boolean holdsToOwnPort() { return true; }

    /** From version 8 on, rcssserver holds what is said until after the cycle (the hear capacity's draw). */
    @Override public boolean hearsAtOnce(double version) { return false; }

    @Override protected boolean warnsUnterminated() { return true; }

    // ------------------------------------------------------------------ sense_body

    /** The arm target direction truncated to an integer; focus {@code none} or {@code l|r UNUM}. */
    @Override
    protected void senseBodyStates(MessageOut out, BodyObservation b) {
        out.text(" (arm (movable ").integer(b.armMovable())
                .text(") (expires ").integer(b.armExpires())
                .text(") (target ").number(b.armTargetDistance()).character(' ')
                .integer(Wire.truncate(b.armTargetDirection()))
                .text(") (count ").integer(b.armCount()).text("))");
        out.text(" (focus (target ");
        String side = b.focusSide();
        if (side == null || side.isEmpty() || side.equals("none")) {
            out.text("none");
        } else {
            out.text(side).character(' ').integer(b.focusUnum());
        }
        out.text(") (count ").integer(b.focusCount()).text("))");
        out.text(" (tackle (expires ").integer(b.tackleExpires())
                .text(") (count ").integer(b.tackleCount()).text("))");
    }

    // ------------------------------------------------------------------ hear

    /** {@code DIR our UNUM "MSG"} or {@code DIR opp "MSG"}, the direction truncated; without text {@code our UNUM}/{@code opp}. */
    @Override
    protected void hearPlayer(MessageOut out, Heard h) {
        String msg = h.message();
        if (msg != null) out.character(' ').integer(Wire.truncate(h.direction()));
        if (h.ourTeam()) out.text(" our ").integer(h.unum());
        else out.text(" opp");
        if (msg != null) {
            out.character(' ');
            said(out, msg);
        }
        out.character(')');
    }

    // ------------------------------------------------------------------ see

    /** {@code POINTDIR} when pointing, then what the player does. */
    @Override
    protected void seenPlayerState(MessageOut out, Sighting o) {
        if (!Double.isNaN(o.pointDirection())) out.character(' ').integer(direction(o.pointDirection()));
        seenAction(out, o);
    }

    /** {@code t} while tackling. */
    protected void seenAction(MessageOut out, Sighting o) {
        if (o.tackling()) out.text(" t");
    }

    // ------------------------------------------------------------------ fullstate

    /** The receiver's counters and arm. */
    @Override
    protected void fullStateSelf(MessageOut out, Player self, BodyObservation body, long step) {
        int[] c = body.counters();
        out.text(" (count ").integer(count(c, CommandKind.KICK)).character(' ').integer(count(c, CommandKind.DASH))
                .character(' ').integer(count(c, CommandKind.TURN)).character(' ').integer(count(c, CommandKind.CATCH))
                .character(' ').integer(count(c, CommandKind.MOVE)).character(' ').integer(count(c, CommandKind.TURN_NECK))
                .character(' ').integer(count(c, CommandKind.CHANGE_VIEW)).character(' ').integer(count(c, CommandKind.SAY));
        fullStateExtraCounts(out, c);
        out.character(')');
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

    /** Counters after {@code SAY} in the full state's {@code (count ...)}. */
    protected void fullStateExtraCounts(MessageOut out, int[] counters) {}

    /** The receiver's team first. */
    @Override
    protected void fullStateScore(MessageOut out, World world, Side receiverSide) {
        Team left = world.team(Side.LEFT);
        Team right = world.team(Side.RIGHT);
        int l = left != null ? left.score() : 0;
        int r = right != null ? right.score() : 0;
        if (receiverSide == Side.RIGHT) {
            int t = l;
            l = r;
            r = t;
        }
        out.text(" (score ").integer(l).character(' ').integer(r).character(')');
    }

    @Override
    protected void fullStateBall(MessageOut out, Ball ball) {
        out.text(" ((b) ").number(ball.x()).character(' ').number(ball.y()).character(' ')
                .number(ball.vx()).character(' ').number(ball.vy()).character(')');
    }

    @Override
    protected void fullStatePlayer(MessageOut out, Player p, long step) {
        out.text(" ((p ").character(p.side().wire()).character(' ').integer(p.unum());
        fullStatePlayerType(out, p);
        out.text(") ").number(p.x()).character(' ').number(p.y())
                .character(' ').number(p.vx()).character(' ').number(p.vy())
                .character(' ').number(Math.toDegrees(p.bodyRadians()))
                .character(' ').number(Math.toDegrees(p.neckRadians()));
        if (pointing(p, step)) {
            out.character(' ').number(armDistance(p)).character(' ').number(armHead(p));
        }
        focusPoint(out, p.focusDistance(), Math.toDegrees(p.focusRadians()));
        out.text(" (stamina ").number(p.stamina()).character(' ').number(p.effort())
                .character(' ').number(p.recovery());
        capacity(out, p.capacity());
        out.character(')');
        fullStatePlayerFlags(out, p, step);
        out.character(')');
    }

    /** After the uniform number: {@code g} for a goalie, else the type id. */
    protected void fullStatePlayerType(MessageOut out, Player p) {
        if (p.goalie()) out.text(" g");
        else out.character(' ').integer(typeId(p));
    }

    /** After the stamina: what the player is doing. */
    protected void fullStatePlayerFlags(MessageOut out, Player p, long step) {}

    /** The player's type id, 0 when it has none. */
    protected static int typeId(Player p) {
        return p.type() != null ? p.type().id() : 0;
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
        return ArmVector.rotatedX(p.armTargetX() - p.x(), p.armTargetY() - p.y(), -(p.bodyRadians() + p.neckRadians()));
    }

    private static double relY(Player p) {
        return ArmVector.rotatedY(p.armTargetX() - p.x(), p.armTargetY() - p.y(), -(p.bodyRadians() + p.neckRadians()));
    }

    private static double armDistance(Player p) {
        double x = relX(p), y = relY(p);
        return Math.sqrt(x * x + y * y);
    }

    /** Radians, in [-π, π]. */
    private static double armHead(Player p) {
        return Libm.atan2(relY(p), relX(p));
    }
}
