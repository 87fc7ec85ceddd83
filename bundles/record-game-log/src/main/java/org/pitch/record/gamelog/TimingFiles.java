package org.pitch.record.gamelog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.pitch.api.record.TimingReport;

/**
 * The players' timing beside the game log, named after it once it is closed and renamed:
 * {@code 20261121043008-TeamA_0-vs-TeamB_0.rcg[.gz]} gets {@code ...TeamB_0.timing.json} and
 * {@code .timing.csv} (docs/competitions.md, "Timing telemetry"). The match runner reads the JSON
 * into its results.json.
 */
final class TimingFiles {
    static final String JSON = ".timing.json", CSV = ".timing.csv";

    private TimingFiles() {}

    /** Writes both files beside {@code gameLog}; a failure is reported and costs only them. */
    static void write(Path gameLog, TimingReport report, Consumer<String> problems) {
        Path json = beside(gameLog, JSON), csv = beside(gameLog, CSV);
        try {
            Files.writeString(json, report.json(), StandardCharsets.UTF_8);
            Files.writeString(csv, report.csv(), StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            problems.accept("game log: cannot write the timing report beside '" + gameLog + "' (" + e + ")");
        }
    }

    /** The file named after a game log with {@code suffix} instead of {@code .rcg[.gz]}, in its folder. */
    static Path beside(Path gameLog, String suffix) {
        String name = gameLog.getFileName().toString();
        if (name.endsWith(".gz")) name = name.substring(0, name.length() - 3);
        if (name.endsWith(".rcg")) name = name.substring(0, name.length() - 4);
        return gameLog.resolveSibling(name + suffix);
    }
}
