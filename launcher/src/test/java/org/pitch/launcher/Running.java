package org.pitch.launcher;

/** A server that printed "ready in", with the ports it announced. */
record Running(Process process, Lines out, Lines err, int playerPort, int trainerPort, int onlineCoachPort) {
    String describe() {
        return "--- stdout ---\n" + out.text() + "--- stderr ---\n" + err.text() + "---";
    }

    Result finish() throws InterruptedException {
        out.join();
        err.join();
        return new Result(process.exitValue(), out.text(), err.text());
    }
}
