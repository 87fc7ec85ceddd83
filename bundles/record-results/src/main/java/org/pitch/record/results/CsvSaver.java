package org.pitch.record.results;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * rcssserver's {@code CSVSaver} ({@code CSVSaver::save}, {@code CSVSaver::filename}, a leading
 * {@code ~} meaning the home directory): one line per match appended to the file, which gets
 * rcssserver's header line when it is created:
 * <pre>
 * time, left team, right team, left coach, right coach, left score, right score, left pen taken, right pen taken, left pen score, right pen score, cointoss
 * 2026-11-21 04:30:08, "TeamA", "TeamB", NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL
 * </pre>
 * Unknown values are {@code NULL}; the coin toss column is {@code LEFT}, {@code RIGHT} or
 * {@code NULL}. A file that cannot be written is reported on standard error and the save fails.
 */
final class CsvSaver implements ResultSaver {
    static final String NAME = "CSVSaver";
    static final String HEADER = "time, left team, right team, left coach, right coach, left score, right score,"
            + " left pen taken, right pen taken, left pen score, right pen score, cointoss";

    private final boolean save;
    private final String filename;
    private final PrintStream err;

    CsvSaver(boolean save, String filename, PrintStream err) {
        this.save = save;
        this.filename = filename;
        this.err = err;
    }

    @Override public String name() { return NAME; }

    @Override public boolean enabled() { return save; }

    /** The file the results go to: {@code filename} with a leading {@code ~} expanded. */
    Path path() {
        return Path.of(expandTilde(filename, System.getProperty("user.home", "")));
    }

    @Override
    public boolean save(MatchResult r) {
        Path path;
        try {
            path = path();
        } catch (InvalidPathException e) {
            err.println("Error: could not open results file: " + filename + " is not a usable path (" + e.getReason() + ")");
            return false;
        }
        boolean created = !Files.exists(path);
        OutputStream out;
        try {
            out = Files.newOutputStream(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
        } catch (IOException | SecurityException e) {
            err.println("Error: could not open results file: " + reason(e) + " (" + path + ")");
            return false;
        }
        String text = created ? HEADER + "\n" + line(r) : line(r);
        try (out) {
            out.write(text.getBytes(StandardCharsets.ISO_8859_1));
            return true;
        } catch (IOException e) {
            err.println(filename + ": Error writing results: " + reason(e));
            return false;
        }
    }

    /** The result's line, with its newline. */
    static String line(MatchResult r) {
        StringBuilder sb = new StringBuilder(128);
        sb.append(StdoutSaver.TIME.format(r.start())).append(", ");
        quoted(sb, r.left() == null ? null : r.left().name());
        quoted(sb, r.right() == null ? null : r.right().name());
        quoted(sb, r.left() == null ? null : r.left().coach());
        quoted(sb, r.right() == null ? null : r.right().coach());
        sb.append(r.left() == null ? 0 : r.left().score()).append(", ")
                .append(r.right() == null ? 0 : r.right().score()).append(", ");
        int takenLeft = r.left() == null ? 0 : r.left().penaltiesTaken();
        int takenRight = r.right() == null ? 0 : r.right().penaltiesTaken();
        if (takenLeft > 0 || takenRight > 0) {
            sb.append(takenLeft).append(", ").append(takenRight).append(", ")
                    .append(r.left() == null ? 0 : r.left().penaltiesScored()).append(", ")
                    .append(r.right() == null ? 0 : r.right().penaltiesScored()).append(", ");
        } else {
            sb.append("NULL, NULL, NULL, NULL, ");
        }
        String coin = r.coinTossWinner();
        sb.append(coin == null ? "NULL" : coin).append('\n');
        return sb.toString();
    }

    private static void quoted(StringBuilder sb, String value) {
        if (value == null) sb.append("NULL, ");
        else sb.append('"').append(value).append("\", ");
    }

    /** {@code ~} alone or {@code ~/...} is the home directory, as rcssserver expands it; anything else is kept. */
    static String expandTilde(String name, String home) {
        if (name.equals("~") || name.startsWith("~/")) return home + name.substring(1);
        return name;
    }

    private static String reason(Exception e) {
        if (e instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (e instanceof java.nio.file.NoSuchFileException) return "no such file or directory";
        if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) return fse.getReason();
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
