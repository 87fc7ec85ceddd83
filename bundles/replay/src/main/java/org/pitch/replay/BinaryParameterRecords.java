package org.pitch.replay;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.protocol.monitor.ParameterStructs;
import org.pitch.protocol.monitor.ParameterStructs.Rounding;
import org.pitch.protocol.monitor.RcssStructs;

/**
 * The parameter records of a version 3 binary log, {@code server_params_t}, {@code player_params_t}
 * and {@code player_type_t}, read back into the names the text logs use, for the
 * {@link MatchBuilder}. Each struct is laid out as {@link ParameterStructs} says: a subset of
 * today's parameters under their old names, some derived values (kickable area, control radius
 * width, the step LCM) and spares, which are skipped. The step lengths are recorded multiplied by
 * {@code slow_down_factor}, as rcssserver runs them, and are divided back.
 *
 * <p>Reals are fixed point in 1/65536, which does not hold 0.1 exactly; rcssserver converts the
 * server parameters towards zero, the player parameters half up and the player types to the
 * nearest. A recorded real is read as the shortest decimal that this conversion turns into the
 * recorded number: 0.1 again rather than 0.0999908, so that monitors are greeted with the values
 * the recording server was configured with (to five decimals at worst).
 */
final class BinaryParameterRecords {
    private BinaryParameterRecords() {}

    /** The shortest decimal that {@code rounding} turns into {@code raw}; {@code raw / 65536} if none has six digits or fewer. */
    static double decimal(int raw, Rounding rounding) {
        BigDecimal exact = BigDecimal.valueOf(raw / RcssStructs.SCALE2);
        for (int digits = 0; digits <= 6; digits++) {
            double down = exact.setScale(digits, RoundingMode.FLOOR).doubleValue();
            double up = exact.setScale(digits, RoundingMode.CEILING).doubleValue();
            boolean downFits = rounding.fixed(down) == raw, upFits = rounding.fixed(up) == raw;
            if (downFits && upFits) return raw / RcssStructs.SCALE2 - down <= up - raw / RcssStructs.SCALE2 ? down : up;
            if (downFits) return down;
            if (upFits) return up;
        }
        return raw / RcssStructs.SCALE2;
    }

    /** {@code player_type_t}'s reals after the id, by their names in the text logs; spares follow. */
    private static final List<String> TYPE_FIELDS = MatchBuilder.TYPE_FIELDS.subList(0, 14);

    /** {@code server_params_t} at {@code at}, each member the replay takes to the builder. */
    static void serverParams(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        Map<ServerParam, Integer> steps = new HashMap<>();
        int slowDown = 1;
        for (ParameterStructs.Member m : ParameterStructs.SERVER) {
            switch (m.kind()) {
                case REAL -> match.serverParam(m.key().rcssName(), decimal(s.int32(), Rounding.TOWARDS_ZERO));
                case COUNT -> {
                    int v = s.int16();
                    if (m.key() == ServerParam.SLOW_DOWN_FACTOR) slowDown = Math.max(1, v);
                    match.serverParam(m.key().rcssName(), (double) v);
                }
                case STEP -> steps.put(m.key(), s.int16());
                case DERIVED_REAL -> s.int32(); // derived, unused, or a copy: not a parameter to replay
                case DERIVED_COUNT -> s.int16();
                default -> throw new AssertionError(m.kind());
            }
        }
        // the step lengths come before slow_down_factor in the struct
        for (Map.Entry<ServerParam, Integer> e : steps.entrySet()) {
            match.serverParam(e.getKey().rcssName(), (double) (e.getValue() / slowDown));
        }
    }

    /** {@code player_params_t} at {@code at}. */
    static void playerParams(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        match.playerParam(PlayerParam.PLAYER_TYPES.rcssName(), (double) s.int16());
        match.playerParam(PlayerParam.SUBS_MAX.rcssName(), (double) s.int16());
        match.playerParam(PlayerParam.PT_MAX.rcssName(), (double) s.int16());
        for (PlayerParam k : ParameterStructs.PLAYER_DELTAS) match.playerParam(k.rcssName(), decimal(s.int32(), Rounding.HALF_UP));
        match.playerParam(PlayerParam.RANDOM_SEED.rcssName(), (double) s.int32()); // a whole number, not fixed point
        for (PlayerParam k : ParameterStructs.PLAYER_NEW_DELTAS) match.playerParam(k.rcssName(), decimal(s.int32(), Rounding.HALF_UP));
        s.int32(); // a spare
        match.playerParam(PlayerParam.ALLOW_MULT_DEFAULT_TYPE.rcssName(), (double) s.int16());
    }

    /** {@code player_type_t} at {@code at}. */
    static void playerType(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        int id = s.int16();
        Map<String, Double> values = new HashMap<>();
        for (String name : TYPE_FIELDS) values.put(name, decimal(s.int32(), Rounding.NEAREST));
        match.playerType(id, values);
    }
}
