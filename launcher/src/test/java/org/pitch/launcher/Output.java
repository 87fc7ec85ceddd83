package org.pitch.launcher;

import java.util.concurrent.TimeUnit;

/** Both output streams of a process, each drained by its own thread. */
record Output(Lines out, Lines err) {
    static Output of(Process p) {
        return new Output(new Lines(p.getInputStream(), "stdout " + p.pid()), new Lines(p.getErrorStream(), "stderr " + p.pid()));
    }

    Result finish(Process p) throws InterruptedException {
        p.waitFor(10, TimeUnit.SECONDS);
        out.join();
        err.join();
        return new Result(p.isAlive() ? -1 : p.exitValue(), out.text(), err.text());
    }
}
