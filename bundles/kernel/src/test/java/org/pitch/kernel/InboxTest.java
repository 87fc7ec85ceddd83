package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;

import org.junit.jupiter.api.Test;
import org.pitch.api.transport.Port;

/** The inbox's bounds: a client's datagrams a cycle, and the queue. */
class InboxTest {
    private static final InetSocketAddress FLOODER = new InetSocketAddress("127.0.0.1", 40001);
    private static final InetSocketAddress HONEST = new InetSocketAddress("127.0.0.1", 40002);

    private static void send(Inbox inbox, InetSocketAddress from, String text) {
        inbox.received(Port.PLAYER, null, from, ByteBuffer.wrap(text.getBytes()));
    }

    private static int drain(Inbox inbox) {
        int n = 0;
        while (inbox.poll() != null) n++;
        return n;
    }

    @Test
    void aClientBeyondItsCycleBudgetLosesOnlyItsOwnDatagrams() {
        Inbox inbox = new Inbox(1000, 5);
        for (int i = 0; i < 50; i++) {
            send(inbox, FLOODER, "(dash 100)");
            if (i % 10 == 0) send(inbox, HONEST, "(turn 10)");
        }
        assertEquals(10, drain(inbox), "5 of the flooder's, all 5 of the honest client's");
        assertEquals(45, inbox.overBudget());
        assertEquals(0, inbox.dropped());

        inbox.newCycle();
        for (int i = 0; i < 7; i++) send(inbox, FLOODER, "(dash 100)");
        assertEquals(5, drain(inbox), "a new cycle, a new budget");
        assertEquals(47, inbox.overBudget());
    }

    @Test
    void theQueueBoundHoldsForAllClients() {
        Inbox inbox = new Inbox(16, 100);
        for (int i = 0; i < 20; i++) send(inbox, new InetSocketAddress("127.0.0.1", 41000 + i), "(init A)");
        assertEquals(4, inbox.dropped());
        assertEquals(16, drain(inbox));
        assertNull(inbox.poll());
    }

    @Test
    void aClientIdleForACycleIsForgottenAndComesBackWithAWholeBudget() {
        Inbox inbox = new Inbox(1000, 2);
        send(inbox, HONEST, "a");
        inbox.newCycle(); // used 1: kept, reset
        inbox.newCycle(); // used 0: forgotten
        send(inbox, HONEST, "b");
        send(inbox, HONEST, "c");
        send(inbox, HONEST, "d");
        assertEquals(3, drain(inbox));
        assertEquals(1, inbox.overBudget());
    }
}
