package org.pitch.bench.diff;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.pitch.bench.diff.Script.Action;
import org.pitch.bench.diff.Script.Client;
import org.pitch.bench.diff.Script.Kind;
import org.pitch.testkit.clients.UdpClient;

/**
 * Plays a script against a server in synch mode, in lock step: in each step the clients due
 * greet, the step's commands are sent, and only then does every client that got a
 * {@code (think)} answer {@code (done)}; the step ends when every client the server now waits for
 * (the players, and the trainer and online coaches with their eye on) has its next
 * {@code (think)}, and what the others received by then is read. So what a client receives does
 * not depend on timing: the server reads a step's commands before the last {@code (done)}, and
 * one client's commands before the next client's are sent ({@link ReadConfirmation}), so it reads
 * them in sending order.
 */
public final class ScriptRun {
    /** How long a {@code (think)} or a greeting's answer is waited for before the run is broken off. */
    private static final int HANG_MS = 3000;

    private final Script script;
    private final TestedServer server;
    private final Transcript transcript = new Transcript();
    private final UdpClient[] sockets;
    private final boolean[] accepted;
    private final boolean[] eyeOn;
    private final ReadConfirmation reads = new ReadConfirmation();

    /** A step whose commands go out back to back, unconfirmed (-1: none): {@link RaceProbe}. */
    private final int racedStep;

    private ScriptRun(Script script, TestedServer server, int racedStep) {
        this.script = script;
        this.server = server;
        this.racedStep = racedStep;
        int n = script.clients().size();
        sockets = new UdpClient[n];
        accepted = new boolean[n];
        eyeOn = new boolean[n];
    }

    /** What each client of {@code script} received from {@code server}. */
    public static Transcript play(Script script, TestedServer server) throws IOException {
        return play(script, server, -1);
    }

    /**
     * The same, but the commands of {@code racedStep} are sent back to back, each client's as soon
     * as the last one's, so that the server reads them as they come together (rcssserver: in one
     * pass over its clients, in its random order); their reads are confirmed before the (done)s.
     */
    public static Transcript play(Script script, TestedServer server, int racedStep) throws IOException {
        ScriptRun run = new ScriptRun(script, server, racedStep);
        try {
            run.play();
        } finally {
            for (UdpClient c : run.sockets) if (c != null) c.close();
        }
        return run.transcript;
    }

    private void play() throws IOException {
        List<Integer> thinking = new ArrayList<>();
        int next = 0;
        List<Action> actions = script.actions();
        for (int step = 0; step <= script.lastStep(); step++) {
            for (int i = 0; i < sockets.length; i++) if (script.clients().get(i).step() == step) greet(i, step);
            int previous = -1;
            boolean raced = step == racedStep;
            List<Integer> senders = new ArrayList<>();
            for (; next < actions.size() && actions.get(next).step() <= step; next++) {
                Action a = actions.get(next);
                if (sockets[a.client()] == null) continue;
                // rcssserver runs the datagrams of one read of its clients in a random order: one
                // client's commands apart from the next one's, so that it reads them in turn
                if (!raced && previous != -1 && previous != a.client()) reads.awaitRead(sockets[previous].localPort());
                previous = a.client();
                if (!senders.contains(a.client())) senders.add(a.client());
                sockets[a.client()].send(a.text());
                if (a.text().equals("(eye on)")) eyeOn[a.client()] = true;
            }
            if (raced) {
                for (int i : senders) reads.awaitRead(sockets[i].localPort());
            } else if (previous != -1) {
                reads.awaitRead(sockets[previous].localPort());
            }
            for (int i : thinking) sockets[i].send("(done)");
            thinking.clear();
            for (int i = 0; i < sockets.length; i++) {
                if (sockets[i] == null) continue;
                if (!waitedFor(i)) {
                    readArrived(i, step);
                } else if (receiveUntilThink(i, step)) {
                    thinking.add(i);
                } else {
                    return;
                }
            }
        }
    }

    /** What a client the server does not wait for got by now (its own marker behind all of it). */
    private void readArrived(int i, int step) throws IOException {
        int unterminated = sockets[i].unterminated();
        List<String> got = sockets[i].arrived();
        // arrived() strips each NUL: put it back, unless some datagram came without one
        String end = sockets[i].unterminated() == unterminated ? "\0" : "";
        for (String s : got) transcript.add(name(i), step, s + end);
        if (end.isEmpty()) transcript.add(name(i), step, "[some of the datagrams above came without a NUL; none is shown with one]");
    }

    private void greet(int i, int step) throws IOException {
        Client c = script.clients().get(i);
        int port = switch (c.kind()) {
            case PLAYER, MONITOR -> server.playerPort();
            case TRAINER -> server.trainerPort();
            case COACH -> server.coachPort();
        };
        sockets[i] = UdpClient.readingAhead(port);
        sockets[i].send(c.greeting());
        byte[] first = sockets[i].pollBytes(HANG_MS);
        if (first == null) {
            transcript.add(name(i), step, "[no answer to the greeting within " + HANG_MS + " ms]");
            return;
        }
        String text = new String(first, StandardCharsets.ISO_8859_1);
        transcript.add(name(i), step, text);
        accepted[i] = !text.startsWith("(error");
    }

    /** Whether the server waits for this client's {@code (done)} from the next step on. */
    private boolean waitedFor(int i) {
        Kind k = script.clients().get(i).kind();
        return accepted[i] && (k == Kind.PLAYER || (k != Kind.MONITOR && eyeOn[i]));
    }

    private boolean receiveUntilThink(int i, int step) throws IOException {
        while (true) {
            byte[] b = sockets[i].pollBytes(HANG_MS);
            if (b == null) {
                transcript.add(name(i), step, "[no (think) within " + HANG_MS + " ms: run broken off]");
                return false;
            }
            String text = new String(b, StandardCharsets.ISO_8859_1);
            transcript.add(name(i), step, text);
            if (text.equals("(think)\0")) return true;
        }
    }

    private String name(int i) {
        return script.clients().get(i).name();
    }
}
