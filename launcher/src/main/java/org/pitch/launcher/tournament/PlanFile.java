package org.pitch.launcher.tournament;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A round's matches as the tasks read them ({@code round-R/plan.tsv}): one line per task index,
 * tab-separated index, match number, left team, right team, seed. Plain text, so that a cluster
 * user can read what a failed task was to play.
 */
public final class PlanFile {
    private PlanFile() {}

    static String text(String tournament, List<Fixture> fixtures) {
        StringBuilder sb = new StringBuilder("# tournament " + tournament + ", round " + fixtures.get(0).round()
                + ": task index, match, left, right, seed\n");
        for (Fixture f : fixtures) {
            sb.append(f.index()).append('\t').append(f.number()).append('\t').append(f.left()).append('\t').append(f.right()).append('\t')
                    .append(f.seed()).append('\n');
        }
        return sb.toString();
    }

    static void write(Path file, String tournament, List<Fixture> fixtures) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text(tournament, fixtures), StandardCharsets.UTF_8);
    }

    /** The round's matches; the round number from the file's header. */
    static List<Fixture> read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int round = 1;
        List<Fixture> fixtures = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#")) {
                int at = line.indexOf(", round ");
                if (at >= 0) round = Integer.parseInt(line.substring(at + 8, line.indexOf(':', at)));
                continue;
            }
            if (line.isBlank()) continue;
            String[] f = line.split("\t");
            try {
                if (f.length != 5) throw new NumberFormatException("5 fields expected");
                fixtures.add(new Fixture(round, Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2], f[3], Long.parseLong(f[4])));
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + (i + 1) + ": not a line of a round's plan (index, match, left, right, seed): " + line);
            }
        }
        return List.copyOf(fixtures);
    }
}
