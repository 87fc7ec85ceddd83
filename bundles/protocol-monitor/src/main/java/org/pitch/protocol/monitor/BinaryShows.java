package org.pitch.protocol.monitor;

import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.CommandCounters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.World;

/**
 * The show structs of rcssserver's binary protocol, written from the world after a cycle. The
 * ball comes first, then the 22 player slots, left 1..11 and right 1..11; a slot nobody plays
 * shows the values rcssserver's idle player object has (see {@link Slots}).
 *
 * <ul>
 *   <li>{@code showinfo_t} (monitor 1, logs 1 and 2): the play mode as a {@code char}, the two
 *       teams, then 23 {@code pos_t} — state bits (the low 16), side (1 left, -1 right), number,
 *       body direction in whole degrees, x and y in sixteenths of a metre; the ball's only
 *       x and y — and the time.</li>
 *   <li>{@code showinfo_t2} (monitor 2): play mode, teams, the ball's position and velocity and
 *       per player state, type, position, velocity, body and neck direction and view angle in
 *       radians, view quality, stamina, effort, recovery (all in 1/65536) and the counts of kick,
 *       dash, turn, say, turn_neck, catch, move and change_view; then the time.</li>
 *   <li>{@code short_showinfo_t2} (log 3): the same without play mode and teams.</li>
 * </ul>
 *
 * Directions are converted from the degrees Pitch keeps to the radians rcssserver keeps, as the
 * text shows do ({@link Slots#degrees}).
 */
public final class BinaryShows {
    private BinaryShows() {}

    private static final int LEFT = 1, RIGHT = -1;

    /** {@code team_t[2]}: names as rcssserver copies them (at most 16 bytes, then zeros) and scores. */
    public static void teams(StructOut s, World world) {
        team(s, world.team(Side.LEFT));
        team(s, world.team(Side.RIGHT));
    }

    private static void team(StructOut s, Team t) {
        s.align(2);
        s.chars(t == null ? "" : t.name(), RcssStructs.TEAM_NAME_SIZE, RcssStructs.TEAM_NAME_SIZE);
        s.int16(t == null ? 0 : t.score());
    }

    /** {@code showinfo_t}, starting at the struct's beginning. */
    public static void showV1(StructOut s, World world) {
        s.beginStruct();
        s.int8(RcssPlayModes.id(world.playMode(), world.playModeSide()));
        teams(s, world);
        Ball b = world.ball();
        s.int16(0).int16(0).int16(0).int16(0).int16(sixteenths(b.x())).int16(sixteenths(b.y()));
        long step = world.step();
        for (Side side : Slots.SIDES) {
            for (int unum = 1; unum <= Slots.UNUMS; unum++) {
                Player p = world.player(side, unum);
                int wireSide = side == Side.LEFT ? LEFT : RIGHT;
                if (p == null) {
                    s.int16(PlayerStates.DISABLE).int16(wireSide).int16(unum)
                            .int16((int) Math.rint(Slots.degrees(world.idleBody(side, unum))))
                            .int16(sixteenths(world.idleX(side, unum))).int16(sixteenths(world.idleY(side, unum)));
                } else {
                    s.int16(PlayerStates.of(p, step)).int16(wireSide).int16(unum)
                            .int16((int) Math.rint(Math.toDegrees(p.bodyRadians())))
                            .int16(sixteenths(p.x())).int16(sixteenths(p.y()));
                }
            }
        }
        s.int16(world.time());
        s.endStruct(RcssStructs.SHOWINFO_SIZE);
    }

    /** {@code showinfo_t2}, starting at the struct's beginning. */
    public static void showV2(StructOut s, World world, Parameters parameters) {
        s.beginStruct();
        s.int8(RcssPlayModes.id(world.playMode(), world.playModeSide()));
        teams(s, world);
        ballAndPlayers(s, world, parameters);
        s.endStruct(RcssStructs.SHOWINFO2_SIZE);
    }

    /** {@code short_showinfo_t2}, starting at the struct's beginning. */
    public static void shortShowV2(StructOut s, World world, Parameters parameters) {
        s.beginStruct();
        ballAndPlayers(s, world, parameters);
        s.endStruct(RcssStructs.SHORT_SHOWINFO2_SIZE);
    }

    /** {@code ball_t}, 22 {@code player_t} and the time, the common tail of both version 2 shows. */
    private static void ballAndPlayers(StructOut s, World world, Parameters parameters) {
        Ball b = world.ball();
        s.int32(fixed(b.x())).int32(fixed(b.y())).int32(fixed(b.vx())).int32(fixed(b.vy()));
        long step = world.step();
        for (Side side : Slots.SIDES) {
            for (int unum = 1; unum <= Slots.UNUMS; unum++) {
                Player p = world.player(side, unum);
                if (p == null) {
                    empty(s, world, side, unum, parameters);
                } else {
                    player(s, p, step, world, parameters);
                }
            }
        }
        s.int16(world.time());
    }

    private static void player(StructOut s, Player p, long step, World world, Parameters parameters) {
        s.int16(PlayerStates.of(p, step)).int16(p.type().id());
        s.int32(fixed(p.x())).int32(fixed(p.y())).int32(fixed(p.vx())).int32(fixed(p.vy()));
        s.int32(fixed(p.bodyRadians())).int32(fixed(p.neckRadians()));
        s.int32(fixed(Slots.viewAngleRadians(parameters, p.viewWidth(), p.synchSee())));
        s.int16(p.viewQuality() == ViewQuality.HIGH ? 1 : 0);
        s.int32(fixed(p.stamina())).int32(fixed(p.effort())).int32(fixed(p.recovery()));
        CommandCounters c = p.counters();
        s.int16(c.get(CommandKind.KICK)).int16(c.get(CommandKind.DASH)).int16(c.get(CommandKind.TURN))
                .int16(c.get(CommandKind.SAY)).int16(c.get(CommandKind.TURN_NECK)).int16(c.get(CommandKind.CATCH))
                .int16(c.get(CommandKind.MOVE)).int16(c.get(CommandKind.CHANGE_VIEW));
    }

    /** A slot nobody plays: disabled, default type, parked, full stamina, the default view. */
    private static void empty(StructOut s, World world, Side side, int unum, Parameters parameters) {
        s.int16(PlayerStates.DISABLE).int16(0);
        s.int32(fixed(world.idleX(side, unum))).int32(fixed(world.idleY(side, unum))).int32(0).int32(0);
        s.int32(fixed(Math.toRadians(world.idleBody(side, unum)))).int32(0).int32(fixed(Slots.benchViewAngleRadians(parameters)));
        s.int16(1); // high quality
        s.int32(fixed(parameters.real(ServerParam.STAMINA_MAX))).int32(fixed(Slots.benchEffort(world))).int32(fixed(1.0));
        for (int i = 0; i < 8; i++) s.int16(0);
    }

    /** A length in version 1's sixteenths of a metre, to the nearest. */
    public static int sixteenths(double v) { return (int) Math.rint(v * RcssStructs.SCALE); }

    /** A real in version 2's 1/65536, to the nearest. */
    public static int fixed(double v) { return BinaryParameters.fixed(v); }
}
