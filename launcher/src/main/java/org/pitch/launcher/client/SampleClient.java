package org.pitch.launcher.client;

import java.io.IOException;
import java.net.InetSocketAddress;

/**
 * The sample client's loop (rcssserver's rcssclient, seed 004 §6.2.1): typed commands go to the
 * server, the server's messages come back, on two threads. Once the server has answered the
 * greeting, a requested {@code (compression N)} is sent. Unlike rcssclient, which sends what a pipe
 * holds all at once (so that a script's second line reached the well-known port before the
 * server's answer named the client's own), the commands after the first wait until the server
 * has answered it (and taken the requested compression), at most {@link #ANSWER_WAIT_MS}. When
 * the input ends, messages are still shown for the linger time, then the client closes.
 */
public final class SampleClient {
    /** How long the second command waits for the answer to the first (and to the compression request). */
    static final long ANSWER_WAIT_MS = 3000;

    private final ClientCommand command;
    private final ClientConsole console;
    /** Set once the first answer, and the answer to a requested compression, have been shown. */
    private volatile boolean answerShown, compressionShown;

    SampleClient(ClientCommand command, ClientConsole console) {
        this.command = command;
        this.console = console;
    }

    /**
     * Runs until the input ends (and the linger time passed). Returns 0, or 1 when the network
     * failed; an unknown host is reported before anything is sent.
     */
    int run() throws InterruptedException {
        InetSocketAddress server = new InetSocketAddress(command.host(), command.port());
        if (server.isUnresolved()) {
            console.note("unknown host '" + command.host() + "'");
            return 1;
        }
        try (ClientLink link = new ClientLink(server)) {
            Thread receiver = new Thread(() -> receive(link), "client-receiver");
            receiver.setDaemon(true);
            receiver.start();
            String typed;
            boolean first = true;
            while ((typed = console.readLine()) != null) {
                if (typed.isBlank()) continue;
                if (!first) awaitAnswer(link);
                first = false;
                console.sent(typed); // shown first: the answer, printed by the other thread, can be quicker than a send
                link.send(typed);
            }
            Thread.sleep(command.lingerMs());
            link.close();
            receiver.join(1000);
            return 0;
        } catch (IOException e) {
            console.note("network: " + e.getMessage());
            return 1;
        } finally {
            console.close();
        }
    }

    /**
     * Until the greeting's answer (and a requested compression's) has been shown, or the wait is
     * over: so the next command's echo comes after it, and goes to the client's own port.
     */
    private void awaitAnswer(ClientLink link) throws InterruptedException {
        long end = System.currentTimeMillis() + ANSWER_WAIT_MS;
        while (System.currentTimeMillis() < end && !(answerShown && (command.compression() < 0 || compressionShown))) {
            Thread.sleep(5);
        }
    }

    private void receive(ClientLink link) {
        boolean asked = command.compression() < 0;
        try {
            String message;
            while ((message = link.receive()) != null) {
                console.received(message);
                answerShown = true;
                if (link.compression() >= 0) compressionShown = true;
                if (!asked) {
                    asked = true;
                    String request = "(compression " + command.compression() + ")";
                    console.sent(request);
                    link.send(request);
                }
            }
        } catch (IOException e) {
            console.note("receiving stopped: " + e.getMessage());
        }
    }
}
