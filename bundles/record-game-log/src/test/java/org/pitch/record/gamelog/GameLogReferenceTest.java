package org.pitch.record.gamelog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/**
 * The game logs rcssserver 19 wrote for a 200-cycle match ({@code reference/match_rcg5.rcg},
 * {@code match_rcg6.rcg}, {@code match_rcg-1.rcg}), rebuilt byte for byte: a codec replays the
 * reference's state records, the recorder writes everything else (header, framing, which cycles
 * are logged, the result message, the final team record, the JSON array's brackets).
 */
class GameLogReferenceTest {
    @TempDir Path dir;

    @ParameterizedTest
    @ValueSource(ints = {5, 6, -1})
    void rebuildsTheReferenceLog(int version) throws IOException {
        String name = "match_rcg" + version;
        String reference = reference(name + ".rcg.gz");
        boolean json = version == -1;
        List<String> lines = List.of(reference.split("\n", -1));
        List<String> opening = new ArrayList<>();
        List<List<String>> groups = new ArrayList<>();
        List<String> group = new ArrayList<>();
        int first = json ? 3 : 1;
        int last = lines.size() - (json ? 5 : 4); // before the result message, the team record, ("]",) the empty end
        for (int i = first; i <= last; i++) {
            String record = json ? lines.get(i).substring(0, lines.get(i).length() - 1) : lines.get(i); // no ",": framing
            if (record.startsWith(json ? "{\"server_param\"" : "(server_param") || record.startsWith(json ? "{\"player_" : "(player_")) {
                opening.add(record);
                continue;
            }
            group.add(record);
            if (record.startsWith(json ? "{\"show\"" : "(show")) {
                groups.add(group);
                group = new ArrayList<>();
            }
        }
        assertTrue(group.isEmpty(), "the reference's records end with a show");
        assertEquals(20, opening.size(), "server_param, player_param, 18 player types");
        ReplayCodec codec = new ReplayCodec(version, opening, groups);

        TestConfiguration config = new TestConfiguration("server { game_log_version = " + version
                + ", game_log_dir = \"" + dir + "\", game_log_fixed = true, game_log_fixed_name = \"" + name + "\" }");
        GameLogRecorder recorder = new GameLogRecorder(Clock.fixed(Instant.parse("2026-11-21T04:30:10Z"), ZoneId.of("UTC")),
                problem -> { throw new AssertionError(problem); });
        recorder.addCodec(new FakeMonitorCodec(4, 4, false)); // other versions are left alone
        recorder.addCodec(codec);
        TestWorld w = new TestWorld().types(List.of(PlayerType.defaultType(config.parameters())));

        recorder.matchStarted(config, w);
        for (int s = 1; s <= 20; s++) recorder.cycle(w.at(0, s).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL)); // not logged
        w.team(Side.LEFT, "TeamA");
        w.team(Side.RIGHT, "TeamB");
        int cycles = groups.size() - 1;
        for (int t = 1; t <= cycles; t++) {
            recorder.cycle(w.at(t, 0).playMode(PlayMode.PLAY_ON, Side.NEUTRAL));
            if (t == 99) { // half time: the clock stands and nothing is logged
                for (int s = 1; s <= 9; s++) recorder.cycle(w.at(100, s).playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL));
            }
        }
        for (int s = 0; s <= 9; s++) recorder.cycle(w.at(200, s).playMode(PlayMode.TIME_OVER, Side.NEUTRAL)); // logged once
        assertTrue(codec.groups.isEmpty(), "one logged cycle per show in the reference");
        recorder.matchEnded(w);

        Path log = dir.resolve(name + ".rcg");
        assertEquals(reference, Files.readString(log, StandardCharsets.ISO_8859_1));
        assertEquals(List.of(log), list(dir), "a fixed name is not renamed");
    }

    static String reference(String resource) throws IOException {
        try (InputStream in = GameLogReferenceTest.class.getResourceAsStream("/reference/" + resource)) {
            assertNotNull(in, "reference/" + resource + " on the test class path");
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    static List<Path> list(Path dir) throws IOException {
        try (var s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
