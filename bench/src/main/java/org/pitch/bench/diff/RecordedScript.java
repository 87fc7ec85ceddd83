package org.pitch.bench.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A script and the reference's transcript of it in one text file, so CI can replay the script
 * against Pitch alone and compare. When Pitch differed at recording time, the file also holds
 * that first difference ({@code known CLIENT INDEX PITCH-DATAGRAM}): a known difference of issue
 * 37, which the replay asserts is still the first, so a change that fixes or moves it is noticed.
 * The reference ran on ports {@code port}, {@code port + 1} and {@code port + 2}; a replay on
 * other ports reads its own numbers into the reference's {@code server_param}.
 *
 * @param known the first difference Pitch had when recorded, or null
 */
public record RecordedScript(Script script, int port, Transcript reference, Known known) {

    /** Pitch's first difference from the reference when the file was written. */
    public record Known(String kind, String client, int index, String pitch) { }

    static void write(Path file, Script script, int port, Transcript reference, String kind, Difference d) throws IOException {
        Files.createDirectories(file.getParent());
        StringBuilder b = new StringBuilder("# A differential tester's script and what rcssserver 19.0.0 sent each client\n");
        b.append("# (bench/src/main/java/org/pitch/bench/diff; replayed against Pitch alone by RecordedScriptsTest)\n");
        b.append(script.text());
        b.append("port ").append(port).append('\n');
        if (d != null) {
            b.append("known ").append(d.client()).append(' ').append(d.index()).append(' ')
                    .append(d.actual() == null ? "[nothing]" : Transcript.escape(d.actual())).append('\n');
            b.append("kind ").append(kind).append('\n');
        }
        b.append(reference.text());
        Files.writeString(file, b.toString(), StandardCharsets.ISO_8859_1);
    }

    /** The port every recording is made on, so every recorded file names the same. */
    static final int PORT = 17100;

    public static RecordedScript parse(List<String> lines) {
        Script script = Script.parse(lines);
        int port = PORT;
        String kind = null;
        Known known = null;
        for (String line : lines) {
            if (line.startsWith("port ")) port = Integer.parseInt(line.substring(5));
            if (line.startsWith("kind ")) kind = line.substring(5);
        }
        for (String line : lines) {
            if (!line.startsWith("known ")) continue;
            String[] f = line.split(" ", 4);
            known = new Known(kind, f[1], Integer.parseInt(f[2]), f[3].equals("[nothing]") ? null : Transcript.unescape(f[3]));
        }
        return new RecordedScript(script, port, Transcript.parse(lines), known);
    }

    /** The reference's transcript with the well-known ports of a server that served on {@code server}'s. */
    public Transcript referenceOn(TestedServer server) {
        Transcript t = new Transcript();
        for (Script.Client c : script.clients()) {
            for (Transcript.Received r : reference.of(c.name())) {
                t.add(c.name(), r.step(), r.text().replace("(port " + port + ")", "(port " + server.playerPort() + ")")
                        .replace("(coach_port " + (port + 1) + ")", "(coach_port " + server.trainerPort() + ")")
                        .replace("(olcoach_port " + (port + 2) + ")", "(olcoach_port " + server.coachPort() + ")"));
            }
        }
        return t;
    }
}
