package org.pitch.protocol.monitor;

import java.util.List;
import java.util.function.ToDoubleFunction;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.world.PlayerType;
import org.pitch.protocol.monitor.ParameterStructs.Rounding;

/**
 * Writes the parameter structs of rcssserver's binary protocol: {@code server_params_t},
 * {@code player_params_t} and {@code player_type_t}, which open a version 2 monitor connection
 * and a version 3 game log, laid out as {@link ParameterStructs} says. Values are those
 * rcssserver holds once its configuration is loaded: the step lengths multiplied by
 * {@code slow_down_factor}, the derived kickable area, control radius width and the step LCM.
 * Members that rcssserver leaves unset (spares, the unused quantisation steps) are written as
 * it fills them or as zeros. Counts and flags are 16-bit integers.
 */
public final class BinaryParameters {
    private BinaryParameters() {}

    /** {@code player_type_t}'s reals, in order, after the id. */
    private static final List<ToDoubleFunction<PlayerType>> TYPE = List.of(
        PlayerType::playerSpeedMax, PlayerType::staminaIncMax, PlayerType::playerDecay, PlayerType::inertiaMoment,
        PlayerType::dashPowerRate, PlayerType::playerSize, PlayerType::kickableMargin, PlayerType::kickRand,
        PlayerType::extraStamina, PlayerType::effortMax, PlayerType::effortMin, PlayerType::kickPowerRate,
        PlayerType::foulDetectProbability, PlayerType::catchableAreaLStretch);
    /** Spare members at the end of {@code player_type_t}. */
    private static final int TYPE_SPARES = 7;

    /** {@code server_params_t}, starting at the struct's beginning. */
    public static void serverParams(StructOut s, Parameters p) {
        s.beginStruct();
        for (ParameterStructs.Member m : ParameterStructs.SERVER) {
            double v = m.value().applyAsDouble(p);
            if (m.kind().real()) s.int32(Rounding.TOWARDS_ZERO.fixed(v));
            else s.int16((int) v);
        }
        s.endStruct(RcssStructs.SERVER_PARAMS_SIZE);
    }

    /** {@code player_params_t}, starting at the struct's beginning. */
    public static void playerParams(StructOut s, Parameters p) {
        s.beginStruct();
        s.int16(p.player().integer(PlayerParam.PLAYER_TYPES))
                .int16(p.player().integer(PlayerParam.SUBS_MAX))
                .int16(p.player().integer(PlayerParam.PT_MAX));
        for (PlayerParam k : ParameterStructs.PLAYER_DELTAS) s.int32(Rounding.HALF_UP.fixed(p.player().real(k)));
        s.int32(p.player().integer(PlayerParam.RANDOM_SEED));
        for (PlayerParam k : ParameterStructs.PLAYER_NEW_DELTAS) s.int32(Rounding.HALF_UP.fixed(p.player().real(k)));
        s.int32(0); // a spare
        s.int16(p.player().bool(PlayerParam.ALLOW_MULT_DEFAULT_TYPE) ? 1 : 0);
        s.endStruct(RcssStructs.PLAYER_PARAMS_SIZE); // nine spare shorts
    }

    /** {@code player_type_t} of one type, starting at the struct's beginning. */
    public static void playerType(StructOut s, PlayerType t) {
        s.beginStruct();
        s.int16(t.id());
        for (ToDoubleFunction<PlayerType> f : TYPE) s.int32(fixed(f.applyAsDouble(t)));
        for (int i = 0; i < TYPE_SPARES; i++) s.int32(0);
        s.endStruct(RcssStructs.PLAYER_TYPE_SIZE);
    }

    /** A real in fixed point, to the nearest (ties to even, as C's {@code rint}). */
    public static int fixed(double v) { return Rounding.NEAREST.fixed(v); }
}
