package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.ServerParam;

/** The profiles shipped in conf/profiles are embedded, listed, and each one loads and validates. */
class EmbeddedProfilesTest {
    @TempDir
    Path empty;

    private LoadedConfiguration load(String... args) throws ConfigurationException {
        return new ConfigLoader(empty).load(CommandLine.parse(args), Map.of());
    }

    @Test
    void everyProfileInConfProfilesIsListed() throws IOException {
        Set<String> onDisk;
        try (Stream<Path> s = Files.list(Path.of("../../conf/profiles"))) {
            onDisk = s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".conf"))
                    .map(n -> n.substring(0, n.length() - ".conf".length())).collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(onDisk, new TreeSet<>(ConfigLoader.embeddedProfiles()));
    }

    @Test
    void everyListedProfileLoadsFromTheEmbeddedResources() throws ConfigurationException {
        for (String name : ConfigLoader.embeddedProfiles()) {
            LoadedConfiguration c = load("--profile", name);
            assertEquals(java.util.List.of(name), c.profiles());
        }
    }

    @Test
    void rcss19IsRcssserverAsItShips() throws ConfigurationException {
        LoadedConfiguration plain = load();
        LoadedConfiguration rcss19 = load("--profile", "rcss19");
        assertEquals(plain.parameters(), rcss19.parameters());
        assertEquals(19.0, rcss19.settings().number("protocol.max_version").orElseThrow());
    }

    @Test
    void legacyV16CapsTheProtocolVersion() throws ConfigurationException {
        assertEquals(16.0, load("--profile", "legacy-v16").settings().number("protocol.max_version").orElseThrow());
    }

    @Test
    void trainingIsSynchWithoutOffsideOrFouls() throws ConfigurationException {
        LoadedConfiguration c = load("--profile", "training");
        assertTrue(c.parameters().bool(ServerParam.SYNCH_MODE));
        assertFalse(c.parameters().bool(ServerParam.USE_OFFSIDE));
        assertEquals(0.0, c.parameters().real(ServerParam.FOUL_DETECT_PROBABILITY));
        assertFalse(c.settings().bool("rules.offside.enabled").orElseThrow());
        assertFalse(c.settings().bool("rules.foul.enabled").orElseThrow());
        // the command line still wins over the profile
        assertEquals(30, load("--profile", "training", "server::half_time=30").parameters().integer(ServerParam.HALF_TIME));
    }

    @Test
    void keepawayTurnsOnKeepawayWithoutOffsideFoulsOrPenalties() throws ConfigurationException {
        LoadedConfiguration c = load("--profile", "keepaway");
        assertTrue(c.parameters().bool(ServerParam.KEEPAWAY));
        assertTrue(c.parameters().bool(ServerParam.SYNCH_MODE));
        assertFalse(c.settings().bool("rules.offside.enabled").orElseThrow());
        assertFalse(c.settings().bool("rules.penalty.enabled").orElseThrow());
        assertTrue(c.settings().bool("rules.keepaway.enabled").orElseThrow());
    }

    @Test
    void penaltyOnlyHasNoHalvesAndShootsOut() throws ConfigurationException {
        LoadedConfiguration c = load("--profile", "penalty-only");
        assertEquals(0, c.parameters().integer(ServerParam.NR_NORMAL_HALFS));
        assertEquals(0, c.parameters().integer(ServerParam.NR_EXTRA_HALFS));
        assertTrue(c.parameters().bool(ServerParam.PENALTY_SHOOT_OUTS));
    }

    @Test
    void everyRuleIsOnByDefaultButTheLeagueVariant() throws ConfigurationException {
        LoadedConfiguration c = load();
        for (String rule : new String[] {"time", "touch", "offside", "free_kick", "catch", "foul", "ball_stuck",
                "illegal_defense", "keepaway", "penalty", "auto_mode", "anonymous_teams"}) {
            assertTrue(c.settings().bool("rules." + rule + ".enabled").orElseThrow(), rule);
        }
        assertFalse(c.settings().bool("rules.mercy.enabled").orElseThrow());
        // one line turns a rule off
        assertFalse(load("pitch.rules.offside.enabled=false").settings().bool("rules.offside.enabled").orElseThrow());
    }
}
