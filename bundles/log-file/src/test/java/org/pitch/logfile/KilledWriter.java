package org.pitch.logfile;

import java.nio.file.Path;

/**
 * A process that writes a log the way a server does, says so, and waits to be killed:
 * {@code KilledWriter <dir> <file> <gzip level> <cycles>}.
 */
public final class KilledWriter {
    private KilledWriter() {
    }

    public static void main(String[] args) throws Exception {
        LogFile f = LogFile.open(Path.of(args[0]), args[1], Integer.parseInt(args[2]), "test log", 1,
                problem -> System.err.println(problem));
        int cycles = Integer.parseInt(args[3]);
        for (int t = 1; t <= cycles; t++) {
            f.text("(show ").integer(t).character(' ').number(t / 3.0).text(")\n");
            f.endCycle();
            f.awaitWritten(); // a disk that keeps up, as at 100 ms a cycle
        }
        f.text("(not handed over)\n"); // appended but never flushed: lost, as the cycle under way is
        System.out.println("written " + cycles);
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
