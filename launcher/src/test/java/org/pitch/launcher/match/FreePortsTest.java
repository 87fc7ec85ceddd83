package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;

import org.junit.jupiter.api.Test;

class FreePortsTest {
    @Test
    void portsAreDrawnBelowLinuxsDefaultEphemeralRange() {
        // 32768-60999: what a client socket of another match may take while this match's server starts
        assertArrayEquals(new int[] {20_000, 32_765}, FreePorts.range(new int[] {32_768, 60_999}, 3));
    }

    @Test
    void aLowEphemeralRangeLeavesThePortsAboveIt() {
        assertArrayEquals(new int[] {40_001, 59_997}, FreePorts.range(new int[] {1_024, 40_000}, 3));
    }

    @Test
    void anUnknownOrCoveringEphemeralRangeLeavesTheWholeSpan() {
        assertArrayEquals(new int[] {20_000, 59_997}, FreePorts.range(null, 3));
        assertArrayEquals(new int[] {20_000, 59_997}, FreePorts.range(new int[] {1_024, 65_535}, 3));
    }

    @Test
    void theKernelsRangeIsReadAsTwoNumbers() {
        assertArrayEquals(new int[] {32_768, 60_999}, FreePorts.parseRange("32768\t60999\n"));
        assertNull(FreePorts.parseRange("32768"));
        assertNull(FreePorts.parseRange("high low"));
        assertNull(FreePorts.parseRange("60999 32768"));
    }

    @Test
    void theKernelsRangeIsReadWhereLinuxHasOne() {
        // /proc reports a size of 0: a reader that trusts it reads a part, such as "3"
        if (!java.nio.file.Files.exists(java.nio.file.Path.of("/proc/sys/net/ipv4/ip_local_port_range"))) return;
        int[] ephemeral = FreePorts.ephemeralRange();
        assertTrue(ephemeral != null && ephemeral[0] >= 1 && ephemeral[0] <= ephemeral[1] && ephemeral[1] <= 65_535,
                () -> java.util.Arrays.toString(ephemeral));
    }

    @Test
    void theChosenPortsAreFreeAndOutsideTheEphemeralRange() throws Exception {
        int[] ephemeral = FreePorts.ephemeralRange();
        for (int i = 0; i < 20; i++) {
            int first = FreePorts.consecutive("127.0.0.1", 3);
            if (ephemeral != null && ephemeral[0] > FreePorts.FROM + 3) {
                assertTrue(first + 2 < ephemeral[0] || first > ephemeral[1], first + " in " + ephemeral[0] + "-" + ephemeral[1]);
            }
            DatagramSocket[] held = new DatagramSocket[3];
            try {
                for (int p = 0; p < 3; p++) held[p] = new DatagramSocket(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), first + p));
            } finally {
                for (DatagramSocket s : held) if (s != null) s.close();
            }
        }
    }
}
