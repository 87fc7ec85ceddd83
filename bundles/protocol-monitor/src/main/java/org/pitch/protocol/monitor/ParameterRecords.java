package org.pitch.protocol.monitor;

import java.util.Arrays;
import java.util.Comparator;
import java.util.function.ToDoubleFunction;

import org.pitch.api.param.ParamKey;
import org.pitch.api.param.ParamValues;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;

/**
 * The {@code server_param}, {@code player_param} and {@code player_type} records that open a
 * monitor connection and a game log. rcssserver prints them as for a player of a version above
 * every other ("999"), so unlike any player a monitor gets every server parameter, including
 * {@code coach_msg_file} and {@code max_monitors}; each record lists its parameters sorted by name
 * (rcssserver keeps them in a {@code std::map}) and {@code player_type} the 29 values of version 19.
 *
 * <p>Two notations: S-expressions, {@code (server_param (audio_cut_dist 50)(auto_mode 0)...)},
 * booleans as 0/1 and strings in plain double quotes; and JSON,
 * {@code {"server_param":{"audio_cut_dist":50,"auto_mode":false,...}}}, strings quoted as
 * {@code std::quoted} does (backslash before {@code "} and {@code \}). Numbers print as the C++
 * stream does ({@link MessageOut#number}); {@code synch_see_offset} is printed multiplied by
 * {@code slow_down_factor}, which rcssserver applies to it when it loads the configuration.
 * The layouts are built once; writing allocates nothing.
 */
public final class ParameterRecords {
    private ParameterRecords() {}

    private static final ServerParam[] SERVER = sorted(ServerParam.values());
    private static final PlayerParam[] PLAYER = sorted(PlayerParam.values());
    private static final String[] SERVER_TEXT = open(SERVER, false), SERVER_JSON = open(SERVER, true);
    private static final String[] PLAYER_TEXT = open(PLAYER, false), PLAYER_JSON = open(PLAYER, true);

    /** One player_type value: its name and where it comes from. */
    private record TypeField(String name, String text, String json, ToDoubleFunction<PlayerType> get) {
        TypeField(String name, ToDoubleFunction<PlayerType> get) {
            this(name, "(" + name + " ", ",\"" + name + "\":", get);
        }
    }

    /** player_type in rcssserver's order (not sorted: it is a fixed layout, not a parameter map). */
    private static final TypeField[] TYPE = {
        new TypeField("player_speed_max", PlayerType::playerSpeedMax),
        new TypeField("stamina_inc_max", PlayerType::staminaIncMax),
        new TypeField("player_decay", PlayerType::playerDecay),
        new TypeField("inertia_moment", PlayerType::inertiaMoment),
        new TypeField("dash_power_rate", PlayerType::dashPowerRate),
        new TypeField("player_size", PlayerType::playerSize),
        new TypeField("kickable_margin", PlayerType::kickableMargin),
        new TypeField("kick_rand", PlayerType::kickRand),
        new TypeField("extra_stamina", PlayerType::extraStamina),
        new TypeField("effort_max", PlayerType::effortMax),
        new TypeField("effort_min", PlayerType::effortMin),
        new TypeField("kick_power_rate", PlayerType::kickPowerRate),
        new TypeField("foul_detect_probability", PlayerType::foulDetectProbability),
        new TypeField("catchable_area_l_stretch", PlayerType::catchableAreaLStretch),
        new TypeField("unum_far_length", PlayerType::unumFarLength),
        new TypeField("unum_too_far_length", PlayerType::unumTooFarLength),
        new TypeField("team_far_length", PlayerType::teamFarLength),
        new TypeField("team_too_far_length", PlayerType::teamTooFarLength),
        new TypeField("player_max_observation_length", PlayerType::playerMaxObservationLength),
        new TypeField("ball_vel_far_length", PlayerType::ballVelFarLength),
        new TypeField("ball_vel_too_far_length", PlayerType::ballVelTooFarLength),
        new TypeField("ball_max_observation_length", PlayerType::ballMaxObservationLength),
        new TypeField("flag_chg_far_length", PlayerType::flagChgFarLength),
        new TypeField("flag_chg_too_far_length", PlayerType::flagChgTooFarLength),
        new TypeField("flag_max_observation_length", PlayerType::flagMaxObservationLength),
        new TypeField("dist_noise_rate", PlayerType::distNoiseRate),
        new TypeField("focus_dist_noise_rate", PlayerType::focusDistNoiseRate),
        new TypeField("land_dist_noise_rate", PlayerType::landDistNoiseRate),
        new TypeField("land_focus_dist_noise_rate", PlayerType::landFocusDistNoiseRate),
    };

    // ------------------------------------------------------------------ S-expressions

    /** The two notations the parameter records are written in. */
    public enum Notation { TEXT, JSON }

    /**
     * The greeting of a monitor or game log: {@code server_param}, {@code player_param} and every
     * player type, each its own message, in the given notation.
     */
    public static void greeting(MessageSink out, World world, Parameters p, Notation notation) {
        boolean json = notation == Notation.JSON;
        MessageOut m = out.next();
        if (json) serverParamJson(m, p); else serverParamText(m, p);
        m.send();
        m = out.next();
        if (json) playerParamJson(m, p); else playerParamText(m, p);
        m.send();
        for (PlayerType t : world.playerTypes()) {
            m = out.next();
            if (json) playerTypeJson(m, t); else playerTypeText(m, t);
            m.send();
        }
    }

    public static void serverParamText(MessageOut out, Parameters p) {
        out.text("(server_param ");
        for (int i = 0; i < SERVER.length; i++) {
            out.text(SERVER_TEXT[i]);
            textValue(out, SERVER[i], p.server(), p);
            out.character(')');
        }
        out.character(')');
    }

    public static void playerParamText(MessageOut out, Parameters p) {
        out.text("(player_param ");
        for (int i = 0; i < PLAYER.length; i++) {
            out.text(PLAYER_TEXT[i]);
            textValue(out, PLAYER[i], p.player(), p);
            out.character(')');
        }
        out.character(')');
    }

    public static void playerTypeText(MessageOut out, PlayerType t) {
        out.text("(player_type (id ").integer(t.id()).character(')');
        for (TypeField f : TYPE) out.text(f.text).number(f.get.applyAsDouble(t)).character(')');
        out.character(')');
    }

    // ------------------------------------------------------------------ JSON

    public static void serverParamJson(MessageOut out, Parameters p) {
        out.text("{\"server_param\":{");
        for (int i = 0; i < SERVER.length; i++) {
            out.text(SERVER_JSON[i]);
            jsonValue(out, SERVER[i], p.server(), p);
        }
        out.text("}}");
    }

    public static void playerParamJson(MessageOut out, Parameters p) {
        out.text("{\"player_param\":{");
        for (int i = 0; i < PLAYER.length; i++) {
            out.text(PLAYER_JSON[i]);
            jsonValue(out, PLAYER[i], p.player(), p);
        }
        out.text("}}");
    }

    public static void playerTypeJson(MessageOut out, PlayerType t) {
        out.text("{\"player_type\":{\"id\":").integer(t.id());
        for (TypeField f : TYPE) out.text(f.json).number(f.get.applyAsDouble(t));
        out.text("}}");
    }

    // ------------------------------------------------------------------ values

    private static <K extends Enum<K> & ParamKey> void textValue(MessageOut out, K key, ParamValues<K> values, Parameters p) {
        switch (key.type()) {
            case INTEGER -> out.integer(integer(key, values, p));
            case REAL -> out.number(values.real(key));
            case BOOLEAN -> out.integer(values.bool(key) ? 1 : 0);
            default -> out.character('"').text(values.string(key)).character('"');
        }
    }

    private static <K extends Enum<K> & ParamKey> void jsonValue(MessageOut out, K key, ParamValues<K> values, Parameters p) {
        switch (key.type()) {
            case INTEGER -> out.integer(integer(key, values, p));
            case REAL -> out.number(values.real(key));
            case BOOLEAN -> out.text(values.bool(key) ? "true" : "false");
            default -> Json.string(out, values.string(key));
        }
    }

    /** An integer parameter as rcssserver holds it after loading: synch_see_offset is slowed down. */
    private static <K extends Enum<K> & ParamKey> long integer(K key, ParamValues<K> values, Parameters p) {
        long v = values.integer(key);
        return key == ServerParam.SYNCH_SEE_OFFSET ? v * Math.max(1, p.integer(ServerParam.SLOW_DOWN_FACTOR)) : v;
    }

    // ------------------------------------------------------------------ layouts

    private static <K extends Enum<K> & ParamKey> K[] sorted(K[] keys) {
        K[] copy = keys.clone();
        Arrays.sort(copy, Comparator.comparing(ParamKey::rcssName)); // byte order, as std::map<std::string>
        return copy;
    }

    private static String[] open(ParamKey[] keys, boolean json) {
        String[] s = new String[keys.length];
        for (int i = 0; i < keys.length; i++) {
            String name = keys[i].rcssName();
            s[i] = json ? (i == 0 ? "" : ",") + "\"" + name + "\":" : "(" + name + " ";
        }
        return s;
    }
}
