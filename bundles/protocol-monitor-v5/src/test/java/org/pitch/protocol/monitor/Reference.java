package org.pitch.protocol.monitor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayerType;
import org.pitch.config.ConfigLoader;
import org.pitch.model.types.StandardPlayerTypes;

/** The captured rcssserver output (test resources copied from /work/shared/reference) and its configuration. */
final class Reference {
    private Reference() {}

    /** The configuration the transcripts were captured with. */
    static final String CAPTURE_CONFIG =
            "server { port = 16000, coach_port = 16001, olcoach_port = 16002 }, player { random_seed = 42 }";

    static Parameters parameters() { return parameters(""); }

    static Parameters parameters(String extra) {
        try {
            return ConfigLoader.fromText(CAPTURE_CONFIG + (extra.isEmpty() ? "" : ", " + extra), "test").parameters();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** The 18 player types of {@code random_seed = 42}. */
    static List<PlayerType> types(Parameters p) {
        return StandardPlayerTypes.generateWithSeed(p, 42);
    }

    /** The lines of a reference file. */
    static List<String> lines(String file) {
        String name = "/reference/" + file;
        try (InputStream in = Reference.class.getResourceAsStream(name)) {
            if (in == null) throw new AssertionError("missing test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).lines().collect(Collectors.toList());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** What the server sent in a transcript ({@code < } lines), without the marker. */
    static List<String> received(String file) {
        return lines(file).stream().filter(l -> l.startsWith("< ")).map(l -> l.substring(2)).collect(Collectors.toList());
    }

    static String first(List<String> lines, String prefix) {
        return lines.stream().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting with " + prefix));
    }
}
