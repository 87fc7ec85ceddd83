package org.pitch.launcher;

/** Exit status and everything a finished process wrote. */
record Result(int exit, String out, String err) {
    String describe() {
        return "exit status " + exit + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err + "---";
    }
}
