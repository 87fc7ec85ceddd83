package org.pitch.bench.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The differential tester's recorded scripts, replayed against Pitch alone: each file
 * holds a script and what rcssserver 19.0.0 sent every client ({@code DiffTester --record}). A
 * file without a {@code known} line must be matched datagram for datagram (after the tester's
 * {@link Normalisation}); a file with one is a KNOWN DIFFERENCE, and this asserts that
 * Pitch still differs on it (printing where), so fixing it fails here until the file is recorded
 * again without it.
 */
class RecordedScriptsTest {

    static Stream<Path> recorded() throws IOException, URISyntaxException {
        Path dir = Path.of(RecordedScriptsTest.class.getResource("/diff").toURI());
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".txt")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no recorded scripts in " + dir);
        return files.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("recorded")
    void pitchSendsWhatRcssserverSentOrTheKnownDifference(Path file) throws IOException {
        RecordedScript r = RecordedScript.parse(Files.readAllLines(file, StandardCharsets.ISO_8859_1));
        Script script = r.script();
        Transcript pitch, reference;
        try (TestedServer server = TestedServer.start(TestedServer.EMBEDDED, script.options(), 0, null)) {
            pitch = ScriptRun.play(script, server);
            reference = r.referenceOn(server);
        }
        List<String> clients = script.clients().stream().map(Script.Client::name).toList();
        Difference d = Difference.first(clients, Normalisation.of(script, reference), Normalisation.of(script, pitch));
        if (r.known() == null) {
            assertNull(d, () -> d.describe(script.seed(), "rcssserver", "pitch"));
            return;
        }
        // a KNOWN DIFFERENCE: Pitch still differs from rcssserver on this script. Where it
        // differs first is not pinned (yet): in two replays Pitch's first difference can fall on
        // different datagrams (its step of the same commands is not yet fully fixed, see docs/compatibility.md)
        assertNotNull(d, "known difference [" + r.known().kind() + "] of " + file.getFileName()
                + " is gone: Pitch now sends what rcssserver sent; record the file again without its known line");
        System.out.println("known difference, " + file.getFileName() + ": " + d.describe(script.seed(), "rcssserver", "pitch"));
    }
}
