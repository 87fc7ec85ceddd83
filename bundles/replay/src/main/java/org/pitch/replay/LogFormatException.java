package org.pitch.replay;

import java.nio.file.Path;

/**
 * A game log that cannot be replayed: where (file and line of a text log, file and byte offset of
 * a binary one, neither when the file as a whole is wrong) and what is wrong, in words. The
 * launcher exits with status 2 for it, as for bad configuration.
 */
public final class LogFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;
    private final long byteOffset;
    private final String problem;

    public LogFormatException(Path file, int line, String problem) {
        this(file, line, -1, problem);
    }

    private LogFormatException(Path file, int line, long byteOffset, String problem) {
        super(file + location(line, byteOffset) + ": " + problem);
        this.file = file;
        this.line = line;
        this.byteOffset = byteOffset;
        this.problem = problem;
    }

    /** A problem in a binary log: the record that starts {@code offset} bytes into the (inflated) file. */
    static LogFormatException atByte(Path file, long offset, String problem) {
        return new LogFormatException(file, 0, offset, problem);
    }

    /** {@code :12} for a line, {@code : byte 2052} for a byte offset, nothing for the whole file. */
    static String location(int line, long byteOffset) {
        return byteOffset >= 0 ? ": byte " + byteOffset : line > 0 ? ":" + line : "";
    }

    public Path file() { return file; }

    /** 1-based; 0 when the problem is not on one line (an empty file, no show at all, a binary log). */
    public int line() { return line; }

    /** Where in a binary log the record with the problem starts; -1 for a text log or the whole file. */
    public long byteOffset() { return byteOffset; }

    public String problem() { return problem; }
}
