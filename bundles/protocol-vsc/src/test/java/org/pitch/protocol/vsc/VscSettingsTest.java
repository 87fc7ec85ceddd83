package org.pitch.protocol.vsc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetAddress;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Which address each robot may connect from. */
class VscSettingsTest {
    @Test
    void oneAddressForAllOrOnePerRobot() throws Exception {
        InetAddress a = InetAddress.getByName("127.0.0.1"), b = InetAddress.getByName("10.0.0.6");
        assertEquals(Map.of(1, a, 2, a), VscSettings.hosts("team1_hosts", "127.0.0.1", 2));
        assertEquals(Map.of(1, a, 2, b, 3, a), VscSettings.hosts("team1_hosts", "127.0.0.1, 2=10.0.0.6", 3));
        assertEquals("pitch.vsc.team2_hosts: robot 4 is not in the team (1..3)",
                assertThrows(IllegalArgumentException.class, () -> VscSettings.hosts("team2_hosts", "4=10.0.0.6", 3)).getMessage());
        assertEquals("pitch.vsc.team1_hosts: 'robots.example' is not a numeric IP address",
                assertThrows(IllegalArgumentException.class, () -> VscSettings.hosts("team1_hosts", "robots.example", 3)).getMessage());
        assertEquals("pitch.vsc.team1_hosts: an address expected (e.g. \"127.0.0.1\" or \"1=10.0.0.5 2=10.0.0.6\")",
                assertThrows(IllegalArgumentException.class, () -> VscSettings.hosts("team1_hosts", " ", 3)).getMessage());
    }
}
