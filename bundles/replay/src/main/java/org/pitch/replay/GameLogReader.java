package org.pitch.replay;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

import org.pitch.api.param.Parameters;

/**
 * Reads a whole game log: rcssserver's text logs 4, 5 and 6 ({@code ULG4} ...), its JSON log and
 * its binary logs 1, 2 and 3 ({@link BinaryLogParser}), each possibly gzip-compressed
 * ({@code game_log_compression}), recognised by their first bytes, not by the file name: a binary
 * log of version 2 or 3 starts with {@code ULG} and the version as a byte, one of version 1 (which
 * has no header) with its first record's mode, 1 (show) or 2 (message), as a 16-bit integer.
 *
 * <p>A log cut short (a server that was killed) is still worth watching: a last line without its
 * newline that does not parse, a last binary record without all its bytes, a gzip stream that
 * ends early and a JSON log without its closing {@code ]} are warnings, not errors. Anything else
 * that does not parse stops the reading with the file, the line (the byte offset in a binary log)
 * and the problem.
 */
public final class GameLogReader {
    private static final int GZIP_MAGIC_1 = 0x1f, GZIP_MAGIC_2 = 0x8b;

    private GameLogReader() {}

    /** One line of the log, 1-based {@code number}, without its line end. */
    interface LineParser {
        void line(String text, int number) throws LogFormatException;

        /** After the last line: the builder's result, or the reason there is none. */
        RecordedMatch finish(boolean complete) throws LogFormatException;
    }

    /**
     * @param fallback the values of parameters the log does not record (this server's configuration)
     * @throws LogFormatException if the file cannot be read or is no game log Pitch can replay
     */
    public static RecordedMatch read(Path file, Parameters fallback) throws LogFormatException {
        byte[] raw;
        try {
            raw = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new LogFormatException(file, 0, "no such file");
        } catch (AccessDeniedException e) {
            throw new LogFormatException(file, 0, "not readable (permission denied)");
        } catch (IOException e) {
            throw new LogFormatException(file, 0, "cannot be read: " + e.getMessage());
        }
        return read(file, raw, fallback);
    }

    /** The same for a log already in memory; {@code file} only names it in messages. */
    static RecordedMatch read(Path file, byte[] raw, Parameters fallback) throws LogFormatException {
        boolean gzipCutShort = false;
        if (raw.length >= 2 && (raw[0] & 0xff) == GZIP_MAGIC_1 && (raw[1] & 0xff) == GZIP_MAGIC_2) {
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) Math.min(raw.length * 8L, 64L << 20)); // a guess; it grows
            try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(raw))) {
                in.transferTo(out);
            } catch (EOFException e) {
                gzipCutShort = true; // what was inflated so far is kept
            } catch (ZipException e) {
                throw new LogFormatException(file, 0, "a gzip file whose content is damaged (" + e.getMessage() + ")");
            } catch (IOException e) {
                throw new LogFormatException(file, 0, "cannot be decompressed: " + e.getMessage());
            }
            raw = out.toByteArray();
        }
        int binary = binaryVersion(raw);
        if (binary > 0) {
            RecordedMatch m = BinaryLogParser.read(file, raw, binary, fallback);
            return gzipCutShort ? withWarning(m, gzipWarning(file)) : m;
        }
        // rcssserver writes bytes; Latin-1 keeps every byte as one character, and back
        String text = new String(raw, StandardCharsets.ISO_8859_1);
        LineParser parser = parserFor(file, text, fallback);
        int number = 0;
        int from = 0;
        while (from < text.length()) {
            int end = text.indexOf('\n', from);
            boolean terminated = end >= 0;
            if (!terminated) end = text.length();
            String line = text.substring(from, end > from && text.charAt(end - 1) == '\r' ? end - 1 : end);
            number++;
            from = end + 1;
            if (terminated) {
                parser.line(line, number);
            } else {
                try {
                    parser.line(line, number);
                } catch (LogFormatException e) {
                    // the server stopped in the middle of writing this record
                    RecordedMatch m = withWarning(parser.finish(false), file + ":" + number + ": the last record is incomplete ("
                            + e.problem() + "); the log ends before it");
                    return gzipCutShort ? withWarning(m, gzipWarning(file)) : m;
                }
            }
        }
        RecordedMatch m = parser.finish(true);
        return gzipCutShort ? withWarning(m, gzipWarning(file)) : m;
    }

    private static String gzipWarning(Path file) {
        return file + ": the gzip stream ends early; the log is replayed as far as it goes";
    }

    private static RecordedMatch withWarning(RecordedMatch m, String warning) {
        List<String> w = new ArrayList<>(m.warnings());
        w.add(warning);
        return new RecordedMatch(m.source(), m.logVersion(), m.parameters(), m.types(), m.events(), m.shows(),
                m.firstTime(), m.lastTime(), m.finalTeams(), List.copyOf(w));
    }

    /** The version of a binary log that starts so, 0 if it is none. */
    private static int binaryVersion(byte[] raw) {
        if (raw.length >= 4 && raw[0] == 'U' && raw[1] == 'L' && raw[2] == 'G' && (raw[3] == 2 || raw[3] == 3)) return raw[3];
        // version 1: a dispinfo_t holding a show or a message, its mode in network byte order
        if (raw.length >= 2 && raw[0] == 0 && (raw[1] == 1 || raw[1] == 2)) return 1;
        return 0;
    }

    /** The parser for what the log starts with. */
    private static LineParser parserFor(Path file, String text, Parameters fallback) throws LogFormatException {
        if (text.isEmpty()) throw new LogFormatException(file, 0, "the file is empty");
        if (text.startsWith("ULG") && text.length() >= 4) {
            char v = text.charAt(3);
            boolean lineEnds = text.length() == 4 || text.charAt(4) == '\n' || text.charAt(4) == '\r';
            if (v >= '4' && v <= '6' && lineEnds) return new TextLogParser(file, v - '0', fallback);
            throw new LogFormatException(file, 1, "an unknown game log version: the header is '" + printable(text, 8) + "'");
        }
        int i = 0;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) i++;
        if (i < text.length() && text.charAt(i) == '[') return new JsonLogParser(file, fallback);
        throw new LogFormatException(file, 1, "not a game log: it starts with '" + printable(text.substring(i), 16)
                + "', not with a ULG header (versions 2-6), the JSON log's '[' or a version 1 log's first record (the bytes 0 1 or 0 2)");
    }

    /** The first characters, control bytes as \xNN. */
    private static String printable(String s, int max) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(max, s.length()); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') break;
            if (c < 0x20 || c > 0x7e) sb.append(String.format("\\x%02x", (int) c));
            else sb.append(c);
        }
        return sb.toString();
    }
}
