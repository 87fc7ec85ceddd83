package org.pitch.model.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayerType;
import org.pitch.config.ConfigLoader;

/** The player types against rcssserver 19's announced set for seed 42, the trade-off ranges and the seed rules. */
class StandardPlayerTypesTest {
    private static final String REFERENCE = "rcssserver19-seed42-player_types.txt";
    private static final Pattern FIELD = Pattern.compile("\\((\\w+) ([^()\\s]+)\\)");

    private final StandardPlayerTypes generator = new StandardPlayerTypes();

    private static Parameters parameters(String hocon) throws Exception {
        return ConfigLoader.fromText(hocon, "test").parameters();
    }

    /** rcssserver prints doubles through an ostream with precision 6: %g without trailing zeros. */
    private static BigDecimal sixSignificant(double v) {
        return new BigDecimal(v).round(new MathContext(6, RoundingMode.HALF_EVEN));
    }

    /** The record's values by their v19 {@code player_type} name, in announcement order. */
    private static Map<String, Double> byName(PlayerType t) {
        Map<String, Double> m = new LinkedHashMap<>();
        m.put("id", (double) t.id());
        m.put("player_speed_max", t.playerSpeedMax());
        m.put("stamina_inc_max", t.staminaIncMax());
        m.put("player_decay", t.playerDecay());
        m.put("inertia_moment", t.inertiaMoment());
        m.put("dash_power_rate", t.dashPowerRate());
        m.put("player_size", t.playerSize());
        m.put("kickable_margin", t.kickableMargin());
        m.put("kick_rand", t.kickRand());
        m.put("extra_stamina", t.extraStamina());
        m.put("effort_max", t.effortMax());
        m.put("effort_min", t.effortMin());
        m.put("kick_power_rate", t.kickPowerRate());
        m.put("foul_detect_probability", t.foulDetectProbability());
        m.put("catchable_area_l_stretch", t.catchableAreaLStretch());
        m.put("unum_far_length", t.unumFarLength());
        m.put("unum_too_far_length", t.unumTooFarLength());
        m.put("team_far_length", t.teamFarLength());
        m.put("team_too_far_length", t.teamTooFarLength());
        m.put("player_max_observation_length", t.playerMaxObservationLength());
        m.put("ball_vel_far_length", t.ballVelFarLength());
        m.put("ball_vel_too_far_length", t.ballVelTooFarLength());
        m.put("ball_max_observation_length", t.ballMaxObservationLength());
        m.put("flag_chg_far_length", t.flagChgFarLength());
        m.put("flag_chg_too_far_length", t.flagChgTooFarLength());
        m.put("flag_max_observation_length", t.flagMaxObservationLength());
        m.put("dist_noise_rate", t.distNoiseRate());
        m.put("focus_dist_noise_rate", t.focusDistNoiseRate());
        m.put("land_dist_noise_rate", t.landDistNoiseRate());
        m.put("land_focus_dist_noise_rate", t.landFocusDistNoiseRate());
        return m;
    }

    private static List<Map<String, String>> reference() throws IOException {
        List<Map<String, String>> types = new ArrayList<>();
        try (InputStream in = StandardPlayerTypesTest.class.getResourceAsStream(REFERENCE);
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (!line.startsWith("(player_type ")) continue;
                Map<String, String> fields = new LinkedHashMap<>();
                Matcher m = FIELD.matcher(line);
                while (m.find()) fields.put(m.group(1), m.group(2));
                types.add(fields);
            }
        }
        return types;
    }

    @Test
    void seed42ReproducesTheTypesRcssserver19Announced() throws Exception {
        List<PlayerType> types = generator.generate(parameters("player { random_seed = 42 }"), new SplittableRandom(1));
        List<Map<String, String>> reference = reference();
        assertEquals(17, reference.size());
        assertEquals(18, types.size());
        for (Map<String, String> expected : reference) {
            int id = Integer.parseInt(expected.get("id"));
            Map<String, Double> actual = byName(types.get(id));
            assertEquals(List.copyOf(expected.keySet()), List.copyOf(actual.keySet()), "field order of type " + id);
            for (Map.Entry<String, String> f : expected.entrySet()) {
                BigDecimal printed = sixSignificant(actual.get(f.getKey()));
                assertEquals(0, printed.compareTo(new BigDecimal(f.getValue())),
                        () -> "type " + id + " " + f.getKey() + ": rcssserver " + f.getValue() + ", Pitch " + printed.toPlainString());
            }
        }
    }

    @Test
    void matchesTheCxxStandardLibraryBitForBit() throws Exception {
        // full-precision values from std::mt19937 + std::uniform_real_distribution<double> (g++ 12, libstdc++),
        // the default server.conf and player.conf read as rcssserver reads them (boost::spirit's strict_real_p,
        // so 0.7 is 0.7000000000000001): seed, id, stamina_inc_max, player_decay, inertia_moment, dash_power_rate,
        // kickable_margin, kick_rand, extra_stamina, effort_max, effort_min, catchable_area_l_stretch
        String[] golden = {
            "42 17 0x1.68d5dd99338edp+5 0x1.bb94b5b6a8ff6p-2 0x1.75185bed680fp+2 0x1.88134c5302a6ep-8 0x1.4f54ddef0e16p-1 "
                + "0x1.c21aabbdae2cap-5 0x1.383fa9cb41715p+6 0x1.c68757253ebfep-1 0x1.f37514b0e3e63p-2 0x1.1d68a610bdddcp+0",
            // type 8 of seed 0 is the second candidate: the first one is rejected for its top speed
            "0 8 0x1.4af97b390fa52p+5 0x1.b0c161b2b007p-2 0x1.642e28a7330aep+2 0x1.b0d86e49a501ep-8 0x1.3d5dc65cadd67p-1 "
                + "0x1.4552652f5466p-6 0x1.89f6396c940b8p+6 0x1.9cb10982c6a2p-1 0x1.9fc8796bf3aa9p-2 0x1.3229416b999b9p+0",
            "2147483646 1 0x1.600f800cae3cap+5 0x1.8d9a0e199ed26p-2 0x1.2d40b6080828ap+2 0x1.940e55f2c8618p-8 0x1.3c88441555b5ep-1 "
                + "0x1.2aa21c4450538p-6 0x1.ff2930815d17fp+5 0x1.e38af5a171625p-1 0x1.16be28d4a4959p-1 0x1.0fca9fbeb8acp+0",
            // an int seed below 0 seeds the engine with its unsigned 32-bit value, as in C++
            "-2 1 0x1.469a121b6774dp+5 0x1.480f053a043b9p-2 0x1.812ef0554d3a1p+1 0x1.b6d0cca7625d2p-8 0x1.881531170560cp-1 "
                + "0x1.5387f78f48b5fp-3 0x1.127742b0518cp+6 0x1.d9df9c51c1c4ap-1 0x1.0d12cf84f4f7ep-1 0x1.27c25bd8c4aa3p+0",
        };
        Parameters p = parameters("");
        for (String line : golden) {
            String[] w = line.split(" ");
            PlayerType t = StandardPlayerTypes.generateWithSeed(p, Integer.parseInt(w[0])).get(Integer.parseInt(w[1]));
            double[] actual = {t.staminaIncMax(), t.playerDecay(), t.inertiaMoment(), t.dashPowerRate(), t.kickableMargin(),
                t.kickRand(), t.extraStamina(), t.effortMax(), t.effortMin(), t.catchableAreaLStretch()};
            for (int i = 0; i < actual.length; i++) {
                assertEquals(Double.parseDouble(w[i + 2]), actual[i], 0.0, line + " field " + i);
            }
        }
    }

    @Test
    void typeZeroIsTheDefaultPlayer() throws Exception {
        Parameters p = parameters("player { random_seed = 42 }");
        assertEquals(PlayerType.defaultType(p), generator.generate(p, new SplittableRandom(3)).get(0));
    }

    @Test
    void randomTypesKeepTheDefaultPlayersUntradedValues() throws Exception {
        Parameters p = parameters("player { random_seed = 42 }");
        PlayerType d = PlayerType.defaultType(p);
        for (PlayerType t : generator.generate(p, new SplittableRandom(3))) {
            assertEquals(d.playerSpeedMax(), t.playerSpeedMax());
            assertEquals(d.playerSize(), t.playerSize());
            assertEquals(d.kickPowerRate(), t.kickPowerRate());
            assertEquals(d.foulDetectProbability(), t.foulDetectProbability());
            assertEquals(d.teamFarLength(), t.teamFarLength());
            assertEquals(d.flagMaxObservationLength(), t.flagMaxObservationLength());
            assertEquals(d.distNoiseRate(), t.distNoiseRate());
            assertEquals(d.landFocusDistNoiseRate(), t.landFocusDistNoiseRate());
        }
    }

    @Test
    void everyTypeOfAThousandSeedsStaysWithinTheTradeOffs() throws Exception {
        Parameters p = parameters("");
        SplittableRandom seeds = new SplittableRandom(2024);
        for (int n = 0; n < 1000; n++) {
            int seed = seeds.nextInt(Integer.MAX_VALUE);
            List<PlayerType> types = StandardPlayerTypes.generateWithSeed(p, seed);
            assertEquals(18, types.size());
            for (int id = 1; id < types.size(); id++) {
                PlayerType t = types.get(id);
                String what = "seed " + seed + " type " + id;
                assertEquals(id, t.id(), what);
                double decayDelta = t.playerDecay() - 0.4;
                double dashDelta = t.dashPowerRate() - 0.006;
                double kickDelta = t.kickableMargin() - 0.7;
                double extra = t.extraStamina() - 50;
                assertTrue(decayDelta >= -0.1 - 1e-12 && decayDelta <= 0.1 + 1e-12, what + " player_decay");
                assertEquals(5 + decayDelta * 25, t.inertiaMoment(), 1e-9, what + " inertia_moment");
                assertTrue(dashDelta >= -0.0012 - 1e-12 && dashDelta <= 0.0008 + 1e-12, what + " dash_power_rate");
                assertEquals(45 - dashDelta * 6000, t.staminaIncMax(), 1e-8, what + " stamina_inc_max");
                assertTrue(kickDelta >= -0.1 - 1e-12 && kickDelta <= 0.1 + 1e-12, what + " kickable_margin");
                assertEquals(0.1 + kickDelta, t.kickRand(), 1e-12, what + " kick_rand");
                assertTrue(t.kickRand() >= 0, what + " kick_rand");
                assertTrue(extra >= 0 && extra <= 50 + 1e-12, what + " extra_stamina");
                assertEquals(1 - extra * 0.004, t.effortMax(), 1e-12, what + " effort_max");
                assertEquals(0.6 - extra * 0.004, t.effortMin(), 1e-12, what + " effort_min");
                assertTrue(t.catchableAreaLStretch() >= 1 && t.catchableAreaLStretch() <= 1.3, what + " catchable_area_l_stretch");
                assertEquals(1.05, t.playerSpeedMax(), what);
                assertEquals(3 * 0.1, t.playerSize(), what + " player_size: 0.3 as rcssserver reads it");
                double topSpeed = 100 * t.dashPowerRate() * t.effortMax() / (1 - t.playerDecay());
                assertTrue(topSpeed > 0.75 - 1e-10 && topSpeed < 1.05 + 1e-10, what + " top speed " + topSpeed);
            }
        }
    }

    @Test
    void theSameSeedGivesTheSameTypesAndAnotherSeedOthers() throws Exception {
        Parameters p = parameters("player { random_seed = 7 }");
        List<PlayerType> first = generator.generate(p, new SplittableRandom(1));
        assertEquals(first, generator.generate(p, new SplittableRandom(99)), "a configured seed ignores the match stream");
        assertEquals(first, StandardPlayerTypes.generateWithSeed(p, 7));
        assertNotEquals(first, StandardPlayerTypes.generateWithSeed(p, 8));
    }

    @Test
    void withoutASeedTheMatchStreamChoosesOneThatReproducesTheTypes() throws Exception {
        Parameters p = parameters("");
        assertEquals(-1, p.player().integer(org.pitch.api.param.PlayerParam.RANDOM_SEED));
        int seed = StandardPlayerTypes.effectiveSeed(p, new SplittableRandom(5));
        assertTrue(seed >= 0);
        List<PlayerType> types = generator.generate(p, new SplittableRandom(5));
        assertEquals(StandardPlayerTypes.generateWithSeed(p, seed), types);
        assertEquals(types, generator.generate(parameters("player { random_seed = " + seed + " }"), new SplittableRandom(6)));
        assertNotEquals(types, generator.generate(p, new SplittableRandom(6)));
    }

    @Test
    void theNumberOfTypesFollowsPlayerTypes() throws Exception {
        assertEquals(List.of(PlayerType.defaultType(parameters(""))),
                generator.generate(parameters("player { player_types = 1, random_seed = 1 }"), new SplittableRandom(1)));
        Parameters p = parameters("player { player_types = 30, random_seed = 42 }");
        List<PlayerType> many = generator.generate(p, new SplittableRandom(1));
        assertEquals(30, many.size());
        assertEquals(generator.generate(parameters("player { random_seed = 42 }"), new SplittableRandom(1)), many.subList(0, 18),
                "more types extend the same sequence");
    }

    @Test
    void aTypeThatNeverFitsFallsBackToTheDefaultPlayer() throws Exception {
        // no candidate can reach a top speed of at least 2 m/cycle
        Parameters p = parameters("server { player_speed_max_min = 2 }\nplayer { random_seed = 3 }");
        List<PlayerType> types = generator.generate(p, new SplittableRandom(1));
        PlayerType d = PlayerType.defaultType(p);
        for (int id = 1; id < types.size(); id++) {
            PlayerType t = types.get(id);
            assertEquals(id, t.id());
            assertEquals(byName(d).values().stream().skip(1).toList(), byName(t).values().stream().skip(1).toList());
        }
    }

    @Test
    void singleValuedRangesDrawNothingAndReversedRangesAreAccepted() throws Exception {
        // a fixed extra_stamina delta: the other trade-offs keep the engine's sequence of a normal run
        // only if the fixed range consumes no draw; reversed bounds mean the same range
        Parameters fixed = parameters("player { random_seed = 42, extra_stamina_delta_min = 10, extra_stamina_delta_max = 10 }");
        Parameters reversed = parameters("player { random_seed = 42, kickable_margin_delta_min = 0.1, kickable_margin_delta_max = -0.1 }");
        Parameters normal = parameters("player { random_seed = 42 }");
        PlayerType f = generator.generate(fixed, new SplittableRandom(1)).get(1);
        assertEquals(60.0, f.extraStamina());
        assertEquals(1 - 10 * 0.004, f.effortMax(), 1e-15);
        assertEquals(generator.generate(normal, new SplittableRandom(1)), generator.generate(reversed, new SplittableRandom(1)));
        // the speed trade-off of the default player.conf is single-valued too: playing it out by hand
        Mt19937 engine = new Mt19937(42);
        double decay = UniformReal.between(engine, -0.1, 0.1);
        assertEquals(0.4 + decay, f.playerDecay());
    }
}
