package org.pitch.sessions;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;

/**
 * The sessions' failure policy: a codec, sensor or recorder that throws while serving a client
 * costs that datagram or message, never the connection or the server. Every failure is counted;
 * the log gets the first and then every {@value #REPORT_EVERY}th, so a client that trips a bug
 * every cycle cannot flood it. One per match, shared by every session part; simulation thread only.
 */
final class ClientFaults {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");
    static final int REPORT_EVERY = 1000;

    private long count;

    /** Counts a failure of {@code what} ("decoding a datagram of ...") and logs it if it is the first or a thousandth. */
    void report(String what, Throwable e) {
        count++;
        if (count == 1 || count % REPORT_EVERY == 0) LOG.log(Level.ERROR, what + " failed (" + count + " failures so far)", e);
    }

    /** Failures so far. */
    long count() { return count; }
}
