package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import org.pitch.kernel.Inbox;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

import org.pitch.api.config.ServerConfiguration;

/**
 * Keeps the server from being an amplifier. A greeting of some 30 bytes draws up to 19 KB of
 * replies (the parameters and every player type) towards an address nobody has verified: with
 * a forged source address, a flood of greetings would send that to a victim. So each host may
 * greet at most {@code pitch.guard.greetings_per_host} times at once and
 * {@code greetings_per_host_per_second} on average, and all hosts together
 * {@code greetings} at once and {@code greetings_per_second} on average (token buckets); a
 * greeting beyond that is dropped unanswered, counted, and reported at most once every ten
 * seconds. The default burst (32) lets two full teams, their coaches, a trainer and a few monitors
 * connect from one host at once, and no more. Simulation thread only.
 */
final class GreetingGuard {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");
    /** Hosts remembered before those whose bucket is full again are forgotten. */
    private static final int HOSTS_KEPT = 4096;

    /** Tokens refilled over time up to a burst. */
    private static final class Bucket {
        double tokens;
        long at;

        Bucket(double tokens, long at) { this.tokens = tokens; this.at = at; }

        void refill(double burst, double perSecond, long now) {
            if (at != Long.MIN_VALUE) tokens = Math.min(burst, tokens + (now - at) * 1e-9 * perSecond);
            at = now;
        }
    }

    private final double hostBurst, hostRate, allBurst, allRate;
    private final Map<InetAddress, Bucket> hosts = new HashMap<>();
    private final Bucket all;
    private long refused;
    private long reportedAt = Long.MIN_VALUE;

    GreetingGuard(ServerConfiguration configuration) {
        this(configuration.settings().number("guard.greetings_per_host", 32),
                configuration.settings().number("guard.greetings_per_host_per_second", 32),
                configuration.settings().number("guard.greetings", 1024),
                configuration.settings().number("guard.greetings_per_second", 256));
    }

    GreetingGuard(double hostBurst, double hostRate, double allBurst, double allRate) {
        this.hostBurst = hostBurst;
        this.hostRate = hostRate;
        this.allBurst = allBurst;
        this.allRate = allRate;
        this.all = new Bucket(allBurst, Long.MIN_VALUE);
    }

    /** Whether a greeting from {@code host} may be answered now; if so, it is counted. */
    boolean admit(InetAddress host) { return admit(host, System.nanoTime()); }

    /** {@link #admit(InetAddress)} at {@code now} ({@link System#nanoTime()}'s scale). */
    boolean admit(InetAddress host, long now) {
        Bucket b = hosts.get(host);
        if (b == null) {
            if (hosts.size() >= HOSTS_KEPT) forgetRested(now);
            hosts.put(host, b = new Bucket(hostBurst, now));
        }
        b.refill(hostBurst, hostRate, now);
        all.refill(allBurst, allRate, now);
        if (b.tokens >= 1 && all.tokens >= 1) {
            b.tokens--;
            all.tokens--;
            return true;
        }
        refused++;
        if (reportedAt == Long.MIN_VALUE || now - reportedAt >= Inbox.REPORT_INTERVAL_NANOS) {
            reportedAt = now;
            LOG.log(Level.WARNING, "greetings left unanswered: " + refused + " so far, the latest from " + host.getHostAddress()
                    + " (more than pitch.guard allows; a flood with forged addresses would make this server an amplifier)");
        }
        return false;
    }

    /** Greetings dropped so far. */
    long refused() { return refused; }

    private void forgetRested(long now) {
        for (Iterator<Bucket> it = hosts.values().iterator(); it.hasNext(); ) {
            Bucket b = it.next();
            b.refill(hostBurst, hostRate, now);
            if (b.tokens >= hostBurst) it.remove();
        }
    }
}
