package org.pitch.protocol.player.v5;

import static org.pitch.protocol.player.Wire.quantize;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Sighting;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.protocol.player.Wire;
import org.pitch.protocol.player.v4.PlayerCodecV4;

/**
 * The player protocol, version 5: the neck. sense_body gets {@code (head_angle H)} and
 * {@code (turn_neck n)}, see a fully known player's head direction, and the full state exists:
 * <pre>
 * (fullstate T (pmode M) (vmode Q W) (score L R) (ball X Y VX VY)
 *   (S_U X Y VX VY BODY NECK STAMINA EFFORT RECOVERY) ...)
 * </pre>
 * with positions, velocities and angles quantised to rcssserver's float step {@code 0.001f}, the
 * stamina truncated, effort and recovery quantised to 0.0001. The score is rcssserver's: the
 * right team's score when the left team exists (else 0), then always 0. All coordinates are
 * global; players in {@link World#players()} order; a free kick while a goalie holds the ball is
 * the play mode {@code goalie_catch_ball_l}/{@code _r}.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV5 extends PlayerCodecV4 {
    /** rcssserver's {@code const float quantize_step = .001} widened to double. */
    private static final double FLOAT_STEP = 0.001f;
    private static final double EFFORT_STEP = 0.0001;

    public PlayerCodecV5() {
        this(5, 5);
    }

    protected PlayerCodecV5(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    // ------------------------------------------------------------------ sense_body and see

    /** Truncated to an integer. */
    @Override
    protected void headAngle(MessageOut out, BodyObservation b) {
        out.text(" (head_angle ").integer(Wire.truncate(b.neckDirection())).character(')');
    }

    @Override
    protected void senseBodyCounters(MessageOut out, int[] counters) {
        super.senseBodyCounters(out, counters);
        Wire.counter(out, "turn_neck", counters, CommandKind.TURN_NECK);
    }

    /** {@code HEADDIR} after the body direction, when the observation has both. */
    @Override
    protected void seenFacing(MessageOut out, Sighting o) {
        super.seenFacing(out, o);
        if (!Double.isNaN(o.bodyDirection()) && !Double.isNaN(o.headDirection())) {
            out.character(' ').integer(direction(o.headDirection()));
        }
    }

    // ------------------------------------------------------------------ fullstate

    /** The game clock's time, the receiver's view mode and what the hooks add: one message. */
    @Override
    public void sendFullState(MessageSink sink, double version, World world, Player self, BodyObservation body) {
        long step = world.step();
        MessageOut out = sink.next();
        out.text("(fullstate ").integer(world.time());
        out.text(" (pmode ");
        playMode(out, world).character(')');
        out.text(" (vmode ").text(body.viewQuality().wireName()).character(' ')
                .text(body.viewWidth().wireName()).character(')');
        fullStateSelf(out, self, body, step);
        fullStateScore(out, world, self.side());
        fullStateBall(out, world.ball());
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            fullStatePlayer(out, players.get(i), step);
        }
        out.character(')');
        out.send();
    }

    /** What the receiver alone is told, after the view mode. */
    protected void fullStateSelf(MessageOut out, Player self, BodyObservation body, long step) {}

    /** rcssserver 19's version-5 sender: tests the left team twice and reads the right one's score. */
    protected void fullStateScore(MessageOut out, World world, Side receiverSide) {
        Team left = world.team(Side.LEFT);
        Team right = world.team(Side.RIGHT);
        int l = left != null && right != null ? right.score() : 0;
        out.text(" (score ").integer(l).character(' ').integer(0).character(')');
    }

    /** {@code (ball X Y VX VY)}, quantised. */
    protected void fullStateBall(MessageOut out, Ball ball) {
        out.text(" (ball ").number(q(ball.x())).character(' ').number(q(ball.y())).character(' ')
                .number(q(ball.vx())).character(' ').number(q(ball.vy())).character(')');
    }

    /** {@code (l_1 x y vx vy body neck stamina effort recovery)}, quantised. */
    protected void fullStatePlayer(MessageOut out, Player p, long step) {
        out.text(" (").character(p.side().wire()).character('_').integer(p.unum())
                .character(' ').number(q(p.x())).character(' ').number(q(p.y()))
                .character(' ').number(q(p.vx())).character(' ').number(q(p.vy()))
                .character(' ').number(q(Math.toDegrees(p.bodyRadians())))
                .character(' ').number(q(Math.toDegrees(p.neckRadians())))
                .character(' ').number((int) p.stamina())
                .character(' ').number(quantize(p.effort(), EFFORT_STEP))
                .character(' ').number(quantize(p.recovery(), EFFORT_STEP))
                .character(')');
    }

    /** The play mode as rcssserver's full state names it. */
    private static MessageOut playMode(MessageOut out, World world) {
        PlayMode mode = world.playMode();
        Side side = world.playModeSide();
        if (mode == PlayMode.FREE_KICK && side != Side.NEUTRAL && ballHeld(world)) {
            return out.text("goalie_catch_ball_").character(side.wire());
        }
        return Wire.playMode(out, mode, side);
    }

    /** rcssserver's "ball catcher": some goalie holds the ball. */
    private static boolean ballHeld(World world) {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            if (players.get(i).holdingBall()) return true;
        }
        return false;
    }

    /** Quantised to rcssserver's float step of 0.001. */
    private static double q(double v) {
        return quantize(v, FLOAT_STEP);
    }
}
