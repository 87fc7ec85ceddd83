package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A team's start command, run with {@code sh -c} in a session and process group of its own when
 * {@code setsid} is there. Team scripts such as helios-base's {@code start.sh} start their players
 * in the background and exit at once; the group still holds the players, so stopping the group
 * stops them all. Without {@code setsid} the command and what it started that is still its
 * descendant are stopped.
 */
final class TeamProcess {
    private static final Path[] SETSID = {Path.of("/usr/bin/setsid"), Path.of("/bin/setsid")};
    private final Process process;
    private final boolean ownGroup;

    private TeamProcess(Process process, boolean ownGroup) {
        this.process = process;
        this.ownGroup = ownGroup;
    }

    /** Runs {@code command} in {@code dir}, its output appended to {@code log}. */
    static TeamProcess start(String command, Path dir, Path log) throws IOException {
        Path setsid = null;
        for (Path p : SETSID) if (Files.isExecutable(p)) setsid = p;
        List<String> argv = setsid != null ? List.of(setsid.toString(), "sh", "-c", command) : List.of("sh", "-c", command);
        Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        return new TeamProcess(p, setsid != null);
    }

    /** Whether any process of the team is left: its group, or the command and what it started. */
    boolean alive() {
        if (ownGroup) return signalGroup("0");
        return process.isAlive() || process.descendants().anyMatch(ProcessHandle::isAlive);
    }

    /** Stops the team: TERM to its process group, KILL to what is left after {@code graceMillis}. */
    void stop(long graceMillis) {
        if (ownGroup) {
            signalGroup("TERM");
            long end = System.currentTimeMillis() + graceMillis;
            while (signalGroup("0") && System.currentTimeMillis() < end) sleep(50); // anyone left?
            if (signalGroup("0")) signalGroup("KILL");
        } else {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
            sleep(graceMillis);
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    /**
     * {@code kill -SIG -- -PGID}: the whole group, whose id is the session leader's pid. Returns
     * whether a process of the group got it (signal 0 only asks whether any is left).
     */
    private boolean signalGroup(String signal) {
        try {
            Process kill = new ProcessBuilder("kill", "-" + signal, "--", "-" + process.pid())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return kill.waitFor(5, TimeUnit.SECONDS) && kill.exitValue() == 0;
        } catch (IOException e) {
            process.destroyForcibly();
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
