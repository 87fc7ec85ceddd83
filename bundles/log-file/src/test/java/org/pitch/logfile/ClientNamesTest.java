package org.pitch.logfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.pitch.api.record.Sender;

/** The names rcssserver 19 gives the senders of datagrams in its .rcl ({@code Recv TeamA_1: ...}; logger.cpp). */
class ClientNamesTest {
    @Test
    void playersTrainerAndOnlineCoachesAreNamedAsRcssserverNamesThem() {
        ClientNames names = new ClientNames();
        assertEquals("TeamA_1", names.of(new Sender.Player("TeamA", 1)));
        assertEquals("Coach", names.of(Sender.TRAINER));
        assertEquals("TeamB_Coach", names.of(new Sender.OnlineCoach("TeamB")));
        String first = names.of(new Sender.Player("TeamA", 11));
        assertSame(first, names.of(new Sender.Player("TeamA", 11)), "made once per sender");
    }
}
