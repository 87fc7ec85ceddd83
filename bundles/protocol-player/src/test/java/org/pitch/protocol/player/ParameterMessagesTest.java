package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.PlayerType;
import org.pitch.config.ConfigLoader;

class ParameterMessagesTest {

    /** The configuration the reference transcripts were captured with. */
    private static final String CAPTURE_CONFIG =
            "server { port = 16000, coach_port = 16001, olcoach_port = 16002 }, player { random_seed = 42 }";

    private static final Parameters CAPTURED = parameters("");

    private static final Pattern PAIR = Pattern.compile("\\(([a-z_0-9]+) ([^()]*)\\)");

    // ------------------------------------------------------------------ transcripts

    @ParameterizedTest
    @ValueSource(strings = {"7", "9", "13", "15", "18", "19", "19_goalie"})
    void serverParamEqualsTranscript(String file) throws IOException {
        Transcript t = transcript(file);
        assertEquals(t.line("(server_param"), write(out -> ParameterMessages.writeServerParam(out, t.version, CAPTURED)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"7", "9", "13", "15", "18", "19", "19_goalie"})
    void playerParamEqualsTranscript(String file) throws IOException {
        Transcript t = transcript(file);
        assertEquals(t.line("(player_param"), write(out -> ParameterMessages.writePlayerParam(out, t.version, CAPTURED)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"7", "9", "13", "15", "18", "19", "19_goalie"})
    void defaultPlayerTypeEqualsTranscript(String file) throws IOException {
        Transcript t = transcript(file);
        PlayerType zero = PlayerType.defaultType(CAPTURED);
        assertEquals(t.types.get(0), write(out -> ParameterMessages.writePlayerType(out, t.version, zero)));
    }

    /** Types 1-17 are random: parse each transcript line into a record and print it back. */
    @ParameterizedTest
    @ValueSource(strings = {"7", "9", "13", "15", "18", "19", "19_goalie"})
    void heterogeneousTypesRoundTrip(String file) throws IOException {
        Transcript t = transcript(file);
        assertEquals(18, t.types.size());
        for (int id = 1; id < t.types.size(); id++) {
            String line = t.types.get(id);
            PlayerType type = parseType(line, t.version);
            assertEquals(id, type.id());
            assertEquals(line, write(out -> ParameterMessages.writePlayerType(out, t.version, type)), "type " + id);
        }
    }

    @Test
    void keyedTranscriptsListTheDerivedKeys() throws IOException {
        for (int v : new int[] {9, 13, 15, 18, 19}) {
            Transcript t = transcript(Integer.toString(v));
            assertEquals(pairNames(t.line("(server_param")), ParameterMessages.serverParamKeys(v), "server_param v" + v);
            assertEquals(pairNames(t.line("(player_param")), ParameterMessages.playerParamKeys(v), "player_param v" + v);
            List<String> typeKeys = pairNames(t.types.get(0));
            assertEquals("id", typeKeys.get(0));
            assertEquals(typeKeys.subList(1, typeKeys.size()), ParameterMessages.playerTypeKeys(v), "player_type v" + v);
        }
    }

    // ------------------------------------------------------------------ versions without a transcript

    /*
     * Key lists derived from rcssserver 19.0.0 for the versions not captured:
     * - src/initsenderplayer.cpp registers InitSenderPlayerV1 (InitSenderCommonV1, whose
     *   sendServerParams/sendPlayerParams/sendPlayerTypes in src/initsender.h are empty) for
     *   versions 1-6, InitSenderPlayerV7 for 7 and InitSenderPlayerV8 for 8-19.
     * - src/initsender.cpp InitSenderCommonV8::sendServerParams/sendPlayerParams send every entry of
     *   ServerParam/PlayerParam::verMap() (a std::map<std::string, unsigned>: sorted by name) whose
     *   version is <= the client's; the versions are the last argument of each addParam in
     *   src/serverparam.cpp ServerParam::addParams() and src/playerparam.cpp PlayerParam::addParams().
     * - src/heteroplayer.cpp HeteroPlayer::printParamsSExp stops after 11 values below 14, after 14
     *   below 18, after 25 below 19.
     * The groups below are those addParam versions (version 7 = every named version).
     */
    private static final Map<Integer, List<String>> SERVER_SINCE = Map.of(
            7, List.of("goal_width", "inertia_moment", "player_size", "player_decay", "player_rand", "player_weight",
                    "player_speed_max", "player_accel_max", "stamina_max", "stamina_inc_max", "recover_dec_thr",
                    "recover_min", "recover_dec", "effort_init", "effort_dec_thr", "effort_min", "effort_dec",
                    "effort_inc_thr", "effort_inc", "kick_rand", "team_actuator_noise", "prand_factor_l",
                    "prand_factor_r", "kick_rand_factor_l", "kick_rand_factor_r", "ball_size", "ball_decay",
                    "ball_rand", "ball_weight", "ball_speed_max", "ball_accel_max", "dash_power_rate",
                    "kick_power_rate", "kickable_margin", "control_radius", "catch_probability", "catchable_area_l",
                    "catchable_area_w", "goalie_max_moves", "maxpower", "minpower", "maxmoment", "minmoment",
                    "maxneckmoment", "minneckmoment", "maxneckang", "minneckang", "visible_angle",
                    "visible_distance", "audio_cut_dist", "quantize_step", "quantize_step_l", "ckick_margin",
                    "wind_dir", "wind_force", "wind_ang", "wind_rand", "wind_none", "wind_random", "half_time",
                    "drop_ball_time", "say_coach_cnt_max", "say_coach_msg_size", "simulator_step", "send_step",
                    "recv_step", "sense_body_step", "say_msg_size", "clang_win_size", "clang_define_win",
                    "clang_meta_win", "clang_advice_win", "clang_info_win", "clang_mess_delay",
                    "clang_mess_per_cycle", "hear_max", "hear_inc", "hear_decay", "catch_ban_cycle", "coach",
                    "coach_w_referee", "old_coach_hear", "send_vi_step", "use_offside", "offside_active_area_size",
                    "forbid_kick_off_offside", "offside_kick_margin", "slow_down_factor", "start_goal_l",
                    "start_goal_r", "fullstate_l", "fullstate_r"),
            8, List.of("port", "coach_port", "olcoach_port", "clang_del_win", "clang_rule_win", "verbose", "synch_mode",
                    "synch_offset", "synch_micro_sleep", "slowness_on_top_for_left_team",
                    "slowness_on_top_for_right_team", "landmark_file", "send_comms", "text_logging", "game_logging",
                    "game_log_version", "text_log_dir", "game_log_dir", "text_log_fixed_name", "game_log_fixed_name",
                    "text_log_fixed", "game_log_fixed", "text_log_dated", "game_log_dated", "log_date_format",
                    "log_times", "record_messages", "text_log_compression", "game_log_compression", "profile",
                    "point_to_ban", "point_to_duration", "tackle_dist", "tackle_back_dist", "tackle_width",
                    "tackle_exponent", "tackle_cycles", "tackle_power_rate", "freeform_wait_period",
                    "freeform_send_period", "free_kick_faults", "back_passes", "proper_goal_kicks", "stopped_ball_vel",
                    "max_goal_kicks"),
            9, List.of("recover_init", "auto_mode", "kick_off_wait", "connect_wait", "game_over_wait", "team_l_start",
                    "team_r_start", "keepaway", "keepaway_length", "keepaway_width", "keepaway_logging",
                    "keepaway_log_dir", "keepaway_log_fixed_name", "keepaway_log_fixed", "keepaway_log_dated",
                    "keepaway_start", "nr_normal_halfs", "nr_extra_halfs", "penalty_shoot_outs",
                    "pen_before_setup_wait", "pen_setup_wait", "pen_ready_wait", "pen_taken_wait", "pen_nr_kicks",
                    "pen_max_extra_kicks", "pen_dist_x", "pen_random_winner", "pen_max_goalie_dist_x",
                    "pen_allow_mult_kicks", "pen_coach_moves_players"),
            11, List.of("ball_stuck_area"),
            12, List.of("max_tackle_power", "max_back_tackle_power", "player_speed_max_min", "extra_stamina",
                    "synch_see_offset"),
            13, List.of("extra_half_time", "stamina_capacity", "max_dash_angle", "min_dash_angle", "dash_angle_step",
                    "side_dash_rate", "back_dash_rate", "max_dash_power", "min_dash_power"),
            14, List.of("tackle_rand_factor", "foul_detect_probability", "foul_exponent", "foul_cycles", "golden_goal"),
            15, List.of("red_card_probability"),
            16, List.of("illegal_defense_duration", "illegal_defense_number", "illegal_defense_dist_x",
                    "illegal_defense_width", "fixed_teamname_l", "fixed_teamname_r"),
            17, List.of("max_catch_angle", "min_catch_angle"));
    // and version 19: the four noise rates, captured

    private static final Map<Integer, List<String>> PLAYER_SINCE = Map.of(
            7, List.of("player_types", "subs_max", "pt_max", "player_speed_max_delta_min", "player_speed_max_delta_max",
                    "stamina_inc_max_delta_factor", "player_decay_delta_min", "player_decay_delta_max",
                    "inertia_moment_delta_factor", "dash_power_rate_delta_min", "dash_power_rate_delta_max",
                    "player_size_delta_factor", "kickable_margin_delta_min", "kickable_margin_delta_max",
                    "kick_rand_delta_factor", "extra_stamina_delta_min", "extra_stamina_delta_max",
                    "effort_max_delta_factor", "effort_min_delta_factor"),
            8, List.of("random_seed", "new_dash_power_rate_delta_min", "new_dash_power_rate_delta_max",
                    "new_stamina_inc_max_delta_factor"),
            12, List.of("allow_mult_default_type"),
            14, List.of("kick_power_rate_delta_min", "kick_power_rate_delta_max", "foul_detect_probability_delta_factor",
                    "catchable_area_l_stretch_min", "catchable_area_l_stretch_max"));

    @ParameterizedTest
    @ValueSource(ints = {8, 10, 11, 12, 14, 16, 17})
    void uncapturedServerParamKeysFollowTheRegistrationVersions(int v) {
        assertEquals(expected(SERVER_SINCE, v), ParameterMessages.serverParamKeys(v));
        assertEquals(expected(PLAYER_SINCE, v), ParameterMessages.playerParamKeys(v));
    }

    /**
     * Where source shows that nothing changes between an uncaptured version and a captured one,
     * the uncaptured version must print the captured bytes: no server parameter has version 10 or
     * 18, no player parameter 9-11, 13 or 15-19, and player_type changes only at 14, 18 and 19.
     */
    @Test
    void uncapturedVersionsPrintWhatTheirCapturedNeighboursPrint() throws IOException {
        assertEquals(transcript("9").line("(server_param"),
                write(out -> ParameterMessages.writeServerParam(out, 10, CAPTURED)));
        assertEquals(transcript("18").line("(server_param"),
                write(out -> ParameterMessages.writeServerParam(out, 17, CAPTURED)));
        int[][] neighbours = {{8, 9}, {10, 9}, {11, 9}, {12, 13}, {14, 15}, {16, 15}, {17, 15}};
        for (int[] n : neighbours) {
            Transcript t = transcript(Integer.toString(n[1]));
            assertEquals(t.line("(player_param"),
                    write(out -> ParameterMessages.writePlayerParam(out, n[0], CAPTURED)), "player_param v" + n[0]);
            for (int id = 0; id < t.types.size(); id++) {
                PlayerType type = parseType(t.types.get(id), t.version);
                assertEquals(t.types.get(id),
                        write(out -> ParameterMessages.writePlayerType(out, n[0], type)), "player_type v" + n[0]);
            }
        }
    }

    /** The derived lists agree with every captured transcript in between. */
    @Test
    void derivedGroupsBridgeTheCapturedVersions() throws IOException {
        assertEquals(pairNames(transcript("9").line("(server_param")), expected(SERVER_SINCE, 9));
        assertEquals(pairNames(transcript("13").line("(server_param")), expected(SERVER_SINCE, 13));
        assertEquals(pairNames(transcript("15").line("(server_param")), expected(SERVER_SINCE, 15));
        assertEquals(pairNames(transcript("18").line("(server_param")), expected(SERVER_SINCE, 18));
        for (int v : new int[] {9, 13, 15, 18, 19}) {
            assertEquals(pairNames(transcript(Integer.toString(v)).line("(player_param")), expected(PLAYER_SINCE, v));
        }
        Set<String> v19 = new TreeSet<>(ParameterMessages.serverParamKeys(19));
        v19.removeAll(ParameterMessages.serverParamKeys(18));
        assertEquals(Set.of("dist_noise_rate", "focus_dist_noise_rate", "land_dist_noise_rate",
                "land_focus_dist_noise_rate"), v19);
    }

    @Test
    void keyCountsPerVersion() {
        int[] server = {0, 0, 0, 0, 0, 0, 0, 103, 137, 167, 167, 168, 173, 182, 187, 188, 194, 196, 196, 200};
        int[] player = {0, 0, 0, 0, 0, 0, 0, 19, 23, 23, 23, 23, 24, 24, 29, 29, 29, 29, 29, 29};
        int[] type = {0, 0, 0, 0, 0, 0, 0, 11, 11, 11, 11, 11, 11, 11, 14, 14, 14, 14, 25, 29};
        for (int v = 1; v <= 19; v++) {
            assertEquals(server[v], ParameterMessages.serverParamKeys(v).size(), "server_param v" + v);
            assertEquals(player[v], ParameterMessages.playerParamKeys(v).size(), "player_param v" + v);
            assertEquals(type[v], ParameterMessages.playerTypeKeys(v).size(), "player_type v" + v);
        }
    }

    @Test
    void playerTypeKeysGrowAtFourteenEighteenAndNineteen() {
        List<String> v19 = ParameterMessages.playerTypeKeys(19);
        for (int v = 7; v <= 19; v++) {
            List<String> keys = ParameterMessages.playerTypeKeys(v);
            assertEquals(v19.subList(0, keys.size()), keys);
        }
        assertEquals(List.of("kick_power_rate", "foul_detect_probability", "catchable_area_l_stretch"), v19.subList(11, 14));
    }

    @ParameterizedTest
    @ValueSource(doubles = {1, 2, 3, 3.5, 4, 5, 6, 6.9})
    void versionsBeforeSevenGetNothing(double v) {
        assertFalse(ParameterMessages.sendsParameters(v));
        assertEquals("", write(out -> ParameterMessages.writeServerParam(out, v, CAPTURED)));
        assertEquals("", write(out -> ParameterMessages.writePlayerParam(out, v, CAPTURED)));
        assertEquals("", write(out -> ParameterMessages.writePlayerType(out, v, PlayerType.defaultType(CAPTURED))));
    }

    @Test
    void everyParameterIsSentExceptTheTwoRcssserverNeverSends() {
        Set<String> sent = Set.copyOf(ParameterMessages.serverParamKeys(19));
        Set<ServerParam> missing = EnumSet.noneOf(ServerParam.class);
        for (ServerParam k : ServerParam.values()) {
            if (!sent.contains(k.rcssName())) {
                missing.add(k);
            }
        }
        assertEquals(EnumSet.of(ServerParam.COACH_MSG_FILE, ServerParam.MAX_MONITORS), missing);
        assertEquals(Arrays.stream(PlayerParam.values()).map(PlayerParam::rcssName).sorted().collect(Collectors.toList()),
                ParameterMessages.playerParamKeys(14));
    }

    @Test
    void fractionalVersionsCountAsTheirIntegerPart() {
        assertEquals(write(out -> ParameterMessages.writeServerParam(out, 19, CAPTURED)),
                write(out -> ParameterMessages.writeServerParam(out, 19.5, CAPTURED)));
        assertEquals(write(out -> ParameterMessages.writeServerParam(out, 7, CAPTURED)),
                write(out -> ParameterMessages.writeServerParam(out, 7.9, CAPTURED)));
        assertTrue(ParameterMessages.sendsParameters(7));
        assertTrue(ParameterMessages.sendsParameters(19.99));
        assertThrows(IllegalArgumentException.class, () -> ParameterMessages.sendsParameters(20));
        assertThrows(IllegalArgumentException.class, () -> ParameterMessages.sendsParameters(0.5));
        assertThrows(IllegalArgumentException.class, () -> ParameterMessages.sendsParameters(Double.NaN));
    }

    // ------------------------------------------------------------------ derived values

    @Test
    void versionSevenPrintsDerivedValues() {
        Parameters p = parameters("server { slow_down_factor = 2, simulator_step = 50, half_time = 301, "
                + "synch_mode = true, synch_offset = 30, synch_see_offset = 20, kickable_margin = 0.8, "
                + "control_radius = 3, say_coach_cnt_max = 7 }");
        Map<String, String> v7 = bare(p);
        assertEquals("100", v7.get("simulator_step_slowed"));
        assertEquals("300", v7.get("send_step_slowed"));
        assertEquals("200", v7.get("sense_body_step_slowed"));
        assertEquals("200", v7.get("send_vi_step_slowed"));
        assertEquals("10", v7.get("recv_step"));
        // lcm(100, 300, 10, 200, 200, synch_see_offset 40, synch_offset 60)
        assertEquals("600", v7.get("lcm_step"));
        // 301 s at 20 cycles per second of the configured 50 ms step
        assertEquals("6020", v7.get("half_time_cycles"));
        assertEquals("2.7", v7.get("control_radius_width"));
        assertEquals("1.185", v7.get("kickable_area"));
        assertEquals("7", v7.get("say_coach_cnt_max"));
        assertEquals("-1", v7.get("quantize_step_dir"));
        assertEquals("2", v7.get("slow_down_factor"));
    }

    @Test
    void namedVersionsPrintStepsAsConfiguredButSynchSeeOffsetSlowed() {
        Parameters p = parameters("server { slow_down_factor = 2, simulator_step = 50, half_time = 301, "
                + "synch_offset = 30, synch_see_offset = 20 }");
        Map<String, String> v19 = pairs(write(out -> ParameterMessages.writeServerParam(out, 19, p)));
        assertEquals("50", v19.get("simulator_step"));
        assertEquals("150", v19.get("send_step"));
        assertEquals("301", v19.get("half_time"));
        assertEquals("30", v19.get("synch_offset"));
        assertEquals("40", v19.get("synch_see_offset"));
        assertEquals("2", v19.get("slow_down_factor"));
    }

    @Test
    void valuesPrintByTheirParameterType() {
        Parameters base = CAPTURED;
        Parameters p = new Parameters(
                base.server().toBuilder()
                        .number(ServerParam.STAMINA_CAPACITY, 1234567)      // real: %g
                        .number(ServerParam.DROP_BALL_TIME, 1234567)        // integer: all digits
                        .bool(ServerParam.GOLDEN_GOAL, true)
                        .string(ServerParam.TEAM_L_START, "start \"it\" ~/x")
                        .build(),
                base.player().toBuilder().number(PlayerParam.RANDOM_SEED, -1_234_567_890).build(),
                base.csvSaver());
        Map<String, String> v19 = pairs(write(out -> ParameterMessages.writeServerParam(out, 19, p)));
        assertEquals("1.23457e+06", v19.get("stamina_capacity"));
        assertEquals("1234567", v19.get("drop_ball_time"));
        assertEquals("1", v19.get("golden_goal"));
        String server = write(out -> ParameterMessages.writeServerParam(out, 19, p));
        assertTrue(server.contains("(team_l_start \"start \"it\" ~/x\")"), server);
        assertTrue(write(out -> ParameterMessages.writePlayerParam(out, 19, p)).contains("(random_seed -1234567890)"));
        assertTrue(write(out -> ParameterMessages.writePlayerParam(out, 7, p)).startsWith("(player_param 18 3 1 "));
    }

    // ------------------------------------------------------------------ helpers

    private static Parameters parameters(String extra) {
        try {
            return ConfigLoader.fromText(CAPTURE_CONFIG + (extra.isEmpty() ? "" : ", " + extra), "test").parameters();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> expected(Map<Integer, List<String>> groups, int version) {
        return groups.entrySet().stream()
                .filter(e -> e.getKey() <= version)
                .flatMap(e -> e.getValue().stream())
                .sorted()
                .collect(Collectors.toList());
    }

    private static List<String> pairNames(String line) {
        List<String> names = new ArrayList<>();
        Matcher m = PAIR.matcher(line);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    private static Map<String, String> pairs(String line) {
        Map<String, String> map = new LinkedHashMap<>();
        Matcher m = PAIR.matcher(line);
        while (m.find()) {
            map.put(m.group(1), m.group(2));
        }
        return map;
    }

    /** The version 7 server_param values by the meaning ParameterMessages gives each position. */
    private static Map<String, String> bare(Parameters p) {
        String line = write(out -> ParameterMessages.writeServerParam(out, 7, p));
        String[] values = line.substring("(server_param ".length(), line.length() - 1).split(" ");
        List<String> keys = ParameterMessages.serverParamKeys(7);
        assertEquals(keys.size(), values.length);
        Map<String, String> map = new LinkedHashMap<>();
        IntStream.range(0, values.length).forEach(i -> map.put(keys.get(i), values[i]));
        return map;
    }

    /** A player_type line of the transcript as a record; fields the version does not send come from type 0. */
    private static PlayerType parseType(String line, int version) {
        Map<String, Double> values = new LinkedHashMap<>();
        int id;
        if (version < 8) {
            String[] words = line.substring("(player_type ".length(), line.length() - 1).split(" ");
            id = Integer.parseInt(words[0]);
            List<String> keys = ParameterMessages.playerTypeKeys(version);
            assertEquals(keys.size(), words.length - 1);
            for (int i = 0; i < keys.size(); i++) {
                values.put(keys.get(i), Double.parseDouble(words[i + 1]));
            }
        } else {
            Map<String, String> map = pairs(line);
            id = Integer.parseInt(map.remove("id"));
            map.forEach((k, v) -> values.put(k, Double.parseDouble(v)));
        }
        PlayerType zero = PlayerType.defaultType(CAPTURED);
        try {
            RecordComponent[] components = PlayerType.class.getRecordComponents();
            Object[] args = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            int used = 0;
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                String name = snake(components[i].getName());
                if (name.equals("id")) {
                    args[i] = id;
                } else if (values.containsKey(name)) {
                    args[i] = values.get(name);
                    used++;
                } else {
                    args[i] = components[i].getAccessor().invoke(zero);
                }
            }
            assertEquals(values.size(), used, "unknown keys in " + line);
            Constructor<PlayerType> c = PlayerType.class.getDeclaredConstructor(types);
            return c.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static String snake(String camel) {
        StringBuilder sb = new StringBuilder();
        for (char c : camel.toCharArray()) {
            if (Character.isUpperCase(c)) {
                sb.append('_').append(Character.toLowerCase(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static String write(java.util.function.Consumer<MessageOut> writer) {
        TextOut out = new TextOut();
        writer.accept(out);
        return out.sb.toString();
    }


    /** One reference transcript: the lines the server sent after (init ...). */
    private static final class Transcript {
        final int version;
        final List<String> lines;
        final List<String> types;

        Transcript(int version, List<String> lines) {
            this.version = version;
            this.lines = lines;
            this.types = lines.stream().filter(l -> l.startsWith("(player_type ")).collect(Collectors.toList());
        }

        String line(String prefix) {
            return lines.stream().filter(l -> l.startsWith(prefix)).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + prefix + " in the v" + version + " transcript"));
        }
    }

    private static Transcript transcript(String file) throws IOException {
        String name = "/reference/player_v" + file + ".txt";
        try (InputStream in = ParameterMessagesTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new AssertionError("missing test resource " + name);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            int version = Integer.parseInt(file.replaceAll("_.*", ""));
            List<String> lines = text.lines().collect(Collectors.toList());
            // the encoding escapes control bytes; none may appear in these messages
            lines.stream().filter(l -> l.startsWith("(server_param") || l.startsWith("(player_"))
                    .forEach(l -> assertFalse(l.contains("\\"), l));
            return new Transcript(version, lines);
        }
    }
}
