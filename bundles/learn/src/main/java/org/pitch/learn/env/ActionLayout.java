package org.pitch.learn.env;

import java.nio.ByteBuffer;
import java.util.List;

import org.pitch.api.command.Catch;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Move;
import org.pitch.api.command.Tackle;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.learn.InvalidRequest;

/**
 * The shared action layout: per agent {@code [type, 10 params]} as float32, the type one of
 * {@link #TYPES} by index, the parameters those of {@link #PARAMS} with bounds from the server's
 * parameters. The type's own parameters are used; a nonzero {@code neck_moment} also turns the neck
 * in the same cycle. Every parameter must lie in its bounds, whichever type is chosen.
 */
public final class ActionLayout {
    public static final List<String> TYPES = List.of("noop", "dash", "turn", "kick", "tackle", "catch", "move");
    public static final List<String> PARAMS = List.of("dash_power", "dash_direction", "turn_moment", "kick_power",
            "kick_direction", "tackle_direction", "catch_direction", "move_x", "move_y", "neck_moment");
    /** Floats per agent: the type, then the parameters. */
    public static final int STRIDE = 1 + PARAMS.size();
    static final int NOOP = 0, DASH = 1, TURN = 2, KICK = 3, TACKLE = 4, CATCH = 5, MOVE = 6;
    static final int DASH_POWER = 0, DASH_DIRECTION = 1, TURN_MOMENT = 2, KICK_POWER = 3, KICK_DIRECTION = 4,
            TACKLE_DIRECTION = 5, CATCH_DIRECTION = 6, MOVE_X = 7, MOVE_Y = 8, NECK_MOMENT = 9;

    private final float[] low = new float[PARAMS.size()], high = new float[PARAMS.size()];

    public ActionLayout(Parameters p) {
        bounds(DASH_POWER, p.real(ServerParam.MIN_DASH_POWER), p.real(ServerParam.MAX_DASH_POWER));
        bounds(DASH_DIRECTION, p.real(ServerParam.MIN_DASH_ANGLE), p.real(ServerParam.MAX_DASH_ANGLE));
        bounds(TURN_MOMENT, p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
        bounds(KICK_POWER, p.real(ServerParam.MINPOWER), p.real(ServerParam.MAXPOWER));
        bounds(KICK_DIRECTION, -180, 180);
        bounds(TACKLE_DIRECTION, -180, 180);
        bounds(CATCH_DIRECTION, p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
        bounds(MOVE_X, -FieldGeometry.HALF_LENGTH, FieldGeometry.HALF_LENGTH);
        bounds(MOVE_Y, -FieldGeometry.HALF_WIDTH, FieldGeometry.HALF_WIDTH);
        bounds(NECK_MOMENT, p.real(ServerParam.MINNECKMOMENT), p.real(ServerParam.MAXNECKMOMENT));
    }

    private void bounds(int param, double lo, double hi) {
        low[param] = (float) lo;
        high[param] = (float) hi;
    }

    public float low(int param) { return low[param]; }

    public float high(int param) { return high[param]; }

    /**
     * Checks one agent's action at byte {@code base} of {@code actions} (little-endian).
     *
     * @throws InvalidRequest on field {@code actions}, naming the agent, the value and what is valid
     */
    public void check(ByteBuffer actions, int base, String agent) throws InvalidRequest {
        float type = actions.getFloat(base);
        if (!(type >= 0 && type < TYPES.size()) || type != Math.rint(type)) {
            throw new InvalidRequest("actions", agent + ": action type " + type + " is not one of 0.." + (TYPES.size() - 1) + " " + TYPES);
        }
        for (int i = 0; i < PARAMS.size(); i++) {
            float v = actions.getFloat(base + 4 * (1 + i));
            if (!(v >= low[i] && v <= high[i])) {
                throw new InvalidRequest("actions", agent + ": " + PARAMS.get(i) + " = " + v + " is outside its range [" + low[i] + ", " + high[i] + "]");
            }
        }
    }

    /** Submits a checked action of {@code player} to the match. */
    public static void submit(SteppedMatch match, Player player, ByteBuffer actions, int base) {
        int type = (int) actions.getFloat(base);
        switch (type) {
            case DASH -> match.submit(player, new Dash(param(actions, base, DASH_POWER), param(actions, base, DASH_DIRECTION)));
            case TURN -> match.submit(player, new Turn(param(actions, base, TURN_MOMENT)));
            case KICK -> match.submit(player, new Kick(param(actions, base, KICK_POWER), param(actions, base, KICK_DIRECTION)));
            case TACKLE -> match.submit(player, new Tackle(param(actions, base, TACKLE_DIRECTION), false));
            case CATCH -> match.submit(player, new Catch(param(actions, base, CATCH_DIRECTION)));
            case MOVE -> match.submit(player, new Move(param(actions, base, MOVE_X), param(actions, base, MOVE_Y)));
            default -> { } // noop
        }
        float neck = param(actions, base, NECK_MOMENT);
        if (neck != 0) match.submit(player, new TurnNeck(neck));
    }

    private static float param(ByteBuffer actions, int base, int param) { return actions.getFloat(base + 4 * (1 + param)); }
}
