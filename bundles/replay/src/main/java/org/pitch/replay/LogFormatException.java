package org.pitch.replay;

import java.nio.file.Path;

/**
 * A game log that cannot be replayed: where (file and line, 0 when the file as a whole is wrong)
 * and what is wrong, in words. The launcher exits with status 2 for it, as for bad configuration.
 */
public final class LogFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;
    private final String problem;

    public LogFormatException(Path file, int line, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problem);
        this.file = file;
        this.line = line;
        this.problem = problem;
    }

    public Path file() { return file; }

    /** 1-based; 0 when the problem is not on one line (an empty file, no show at all). */
    public int line() { return line; }

    public String problem() { return problem; }
}
