package org.pitch.launcher.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The sample client's command line: rcssclient's defaults and options, and Pitch's. */
class ClientCommandTest {
    @Test
    void defaultsAreRcssclientsAndTheKindPicksThePort() throws Exception {
        ClientCommand c = ClientCommand.parse(new String[0]);
        assertEquals("localhost", c.host());
        assertEquals(6000, c.port());
        assertEquals(-1, c.compression());
        assertEquals(1000, c.lingerMs());
        assertEquals(6001, ClientCommand.parse(new String[] {"--trainer"}).port());
        assertEquals(6002, ClientCommand.parse(new String[] {"--coach"}).port());
        assertEquals(7002, ClientCommand.parse(new String[] {"--coach", "--port", "7002"}).port());
    }

    @Test
    void rcssclientsOwnOptionsWork() throws Exception {
        ClientCommand c = ClientCommand.parse(new String[] {"-server", "10.0.0.5", "-port", "6005"});
        assertEquals("10.0.0.5", c.host());
        assertEquals(6005, c.port());
    }

    @Test
    void compressionAndLingerAreTaken() throws Exception {
        ClientCommand c = ClientCommand.parse(new String[] {"--compression", "6", "--linger", "0.25"});
        assertEquals(6, c.compression());
        assertEquals(250, c.lingerMs());
    }

    @Test
    void badOptionsAreNamed() {
        assertTrue(assertThrows(ClientCommand.UsageException.class, () -> ClientCommand.parse(new String[] {"--frobnicate"}))
                .getMessage().contains("unknown option '--frobnicate'"));
        assertTrue(assertThrows(ClientCommand.UsageException.class, () -> ClientCommand.parse(new String[] {"--port", "70000"}))
                .getMessage().contains("--port wants a whole number from 1 to 65535, not '70000'"));
        assertTrue(assertThrows(ClientCommand.UsageException.class, () -> ClientCommand.parse(new String[] {"--compression", "x"}))
                .getMessage().contains("--compression wants a whole number from 0 to 9"));
        assertTrue(assertThrows(ClientCommand.UsageException.class, () -> ClientCommand.parse(new String[] {"--port"}))
                .getMessage().contains("--port wants a value"));
        assertTrue(assertThrows(ClientCommand.UsageException.class, () -> ClientCommand.parse(new String[] {"--trainer", "--coach"}))
                .getMessage().contains("exclude each other"));
    }

    @Test
    void helpIsNoCommand() throws Exception {
        assertNull(ClientCommand.parse(new String[] {"--help"}));
    }
}
