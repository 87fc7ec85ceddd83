package org.pitch.replay;

import java.io.IOException;
import java.util.List;

import org.pitch.testkit.clients.UdpClient;

/**
 * The replay tests' monitors: the test kit's clients, each read by a thread of its own (a replay
 * at high speed fills a socket buffer faster than a test reads).
 */
final class Monitors {
    /** The board's answer to a command no monitor protocol has, which {@link #untilAnswered} sends. */
    private static final String ANSWER = "illegal_command_form";

    private Monitors() { }

    /** A monitor that has not greeted yet: it names the port of each thing it sends. */
    static UdpClient open() throws IOException {
        return UdpClient.readingAhead(0);
    }

    /**
     * What the server sent before it answered a command sent now (the answer left out): an unknown
     * command to the monitor's own port, answered on the board once the server has read it, which
     * is after it sent everything before (a flush sends within the server's thread). Unlike a wait
     * for a quiet while, this holds however slowly the machine runs.
     */
    static List<String> untilAnswered(UdpClient monitor) throws IOException {
        monitor.send("(are_you_done)");
        List<String> told = monitor.receiveUntil(s -> s.contains(ANSWER));
        return told.subList(0, told.size() - 1);
    }
}
