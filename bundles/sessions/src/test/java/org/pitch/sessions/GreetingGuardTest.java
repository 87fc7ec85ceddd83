package org.pitch.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;

import org.junit.jupiter.api.Test;

/** The guard against amplification: greetings per host and in all, as token buckets. */
class GreetingGuardTest {
    private static final long SECOND = 1_000_000_000L;

    private static InetAddress host(int last) throws Exception {
        return InetAddress.getByAddress(new byte[] {10, 0, 0, (byte) last});
    }

    @Test
    void aHostMayGreetItsBurstAtOnceThenAtItsRate() throws Exception {
        GreetingGuard g = new GreetingGuard(24, 2, 1000, 1000);
        InetAddress a = host(1);
        for (int i = 0; i < 24; i++) assertTrue(g.admit(a, 0), "greeting " + i + ": two teams and their coaches at once");
        assertFalse(g.admit(a, 0));
        assertFalse(g.admit(a, SECOND / 4), "half a token after a quarter second");
        assertTrue(g.admit(a, SECOND / 2), "one token after half a second at 2 a second");
        assertFalse(g.admit(a, SECOND / 2));
        assertTrue(g.admit(host(2), SECOND / 2), "another host has its own budget");
        assertEquals(3, g.refused());
    }

    @Test
    void forgedAddressesShareOneBudget() throws Exception {
        GreetingGuard g = new GreetingGuard(24, 2, 100, 10);
        int answered = 0;
        for (int i = 0; i < 250; i++) if (g.admit(host(i), 0)) answered++;
        assertEquals(100, answered, "every host new, the budget of all hosts ends it");
        assertTrue(g.admit(host(7), SECOND / 10), "refilled at 10 a second");
        assertFalse(g.admit(host(8), SECOND / 10));
    }

    @Test
    void theBurstRefillsNoFurtherThanItsSize() throws Exception {
        GreetingGuard g = new GreetingGuard(3, 100, 1000, 1000);
        InetAddress a = host(1);
        assertTrue(g.admit(a, 0));
        int answered = 0;
        for (int i = 0; i < 10; i++) if (g.admit(a, 3600 * SECOND)) answered++;
        assertEquals(3, answered, "an hour of rest fills the bucket, not more");
    }
}
