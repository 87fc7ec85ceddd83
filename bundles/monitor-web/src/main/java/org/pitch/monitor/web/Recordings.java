package org.pitch.monitor.web;

import java.util.LinkedHashMap;
import java.util.Map;
import java.security.SecureRandom;
import java.util.HexFormat;

import org.pitch.api.record.Recording;

/**
 * The recorded matches browsers can play: the log the server was started with ({@link #SERVED})
 * and the latest ones opened in a page, at most {@link #KEPT} of those (the oldest go first).
 */
final class Recordings {
    /** The id of the log that {@code pitch replay FILE --web} serves. */
    static final String SERVED = "served";
    static final int KEPT = 4;

    private final SecureRandom random = new SecureRandom();
    /** The log the server plays, until it is read; then its recording, or why it could not be read. */
    private String servedFile;
    private Recording served;
    private String servedProblem;
    private final Map<String, Recording> opened = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Recording> eldest) {
            return size() > KEPT;
        }
    };

    /** The server plays this log (read later, when the log reader is there). */
    synchronized void serveFile(String file) {
        servedFile = file;
    }

    /** The log to read for {@link #serveFile}, or null if there is none or it was read. */
    synchronized String pendingFile() {
        return served == null && servedProblem == null ? servedFile : null;
    }

    synchronized void serve(Recording r) {
        served = r;
    }

    synchronized void serveFailed(String problem) {
        servedProblem = problem;
    }

    /** Whether the server plays a log rather than a live match. */
    synchronized boolean replaying() {
        return servedFile != null;
    }

    synchronized Recording served() {
        return served;
    }

    /** Why the served log could not be read, or null. */
    synchronized String servedProblem() {
        return servedProblem;
    }

    /** Keeps an opened log; its id (random, so one browser cannot guess another's). */
    synchronized String add(Recording r) {
        byte[] b = new byte[8];
        random.nextBytes(b);
        String id = HexFormat.of().formatHex(b);
        opened.put(id, r);
        return id;
    }

    synchronized Recording get(String id) {
        return SERVED.equals(id) ? served : opened.get(id);
    }
}
