package org.pitch.bench.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One run of one scenario against one server: start it, connect the clients, kick off with the
 * trainer's {@code (start)}, warm up, measure, stop. All clients share one thread and one
 * selector, so the generator costs both servers the same.
 */
final class LoadRun {
    private static final long NANOS_PER_MS = 1_000_000L;
    /** A run whose server answers nothing for this long has failed. */
    private static final long STALL_NANOS = 10_000_000_000L;
    /** How many datagrams a second the flooding player of {@link Scenario#REALTIME_FLOOD} sends. */
    static final int FLOOD_PER_SECOND = 10_000;
    /** What the flood is made of: body commands beyond the one a cycle takes, asks that draw answers, junk. */
    private static final String[] FLOOD = {"(turn 1)", "(dash 10)", "(sense_body)", "(foo bar)",
            "(turn_neck 5)", "(kick 100 0)", "(score)"};

    private final String serverName;
    private final String command;
    private final Scenario scenario;
    private final int port;
    private final Path folder;
    private final int warmupCycles, measuredCycles;
    private final double realTimeSeconds;

    private final List<Client> clients = new ArrayList<>();
    private final List<Client> players = new ArrayList<>();
    private Selector selector;
    /** The flooding player ({@link Scenario#flood}), left out of the figures; null otherwise. */
    private Client flooder;
    private volatile boolean flooding;
    private long flooded;
    /**
     * Arrival times (ns) of each cycle's first sense_body at any player, in the measured window:
     * the server's tick as the clients see it (which player is served first changes every cycle).
     */
    private long[] arrivals = new long[1024];
    private int arrivalCount;
    /** The clock of the latest sense_body any player received. */
    private int lastTime = -1;

    LoadRun(String serverName, String command, Scenario scenario, int port, Path folder,
            int warmupCycles, int measuredCycles, double realTimeSeconds) {
        this.serverName = serverName;
        this.command = command;
        this.scenario = scenario;
        this.port = port;
        this.folder = folder;
        this.warmupCycles = warmupCycles;
        this.measuredCycles = measuredCycles;
        this.realTimeSeconds = realTimeSeconds;
    }

    Measurement run() throws IOException {
        // the whole run lies in the first half: at half time the players would wait for a kick-off
        // nobody gives (half_time counts seconds of 10 cycles)
        long runCycles = warmupCycles + (scenario.synch ? measuredCycles : (long) Math.ceil(realTimeSeconds * 10));
        long halfSeconds = Math.max(3000, runCycles / 10 + 60);
        List<String> args = List.of("server::port=" + port, "server::coach_port=" + (port + 1),
                "server::olcoach_port=" + (port + 2), "server::synch_mode=" + scenario.synch,
                "server::coach_w_referee=true", "server::game_logging=false", "server::text_logging=false",
                "server::half_time=" + halfSeconds, "server::auto_mode=false");
        selector = Selector.open();
        if (scenario == Scenario.STARTUP) {
            try (ServerProcess server = ServerProcess.start(command, List.of("server::port=" + port,
                    "server::coach_port=" + (port + 1), "server::olcoach_port=" + (port + 2)), folder)) {
                return startup(server);
            } finally {
                selector.close();
            }
        }
        try (ServerProcess server = ServerProcess.start(command, args, folder)) {
            double startupMs = awaitListening(server);
            connectAll(server);
            Client trainer = clients.get(0);
            trainer.send("(start)");
            Thread floodThread = null;
            if (flooder != null) {
                flooding = true;
                floodThread = new Thread(this::flood, "flooder");
                floodThread.setDaemon(true);
                floodThread.start();
            }
            // warm-up: to the clock's warmupCycles (real time too: the same number of cycles)
            pump(server, () -> lastTime >= warmupCycles);
            long cpu0Nanos = System.nanoTime();
            double cpu0 = server.cpuSeconds();
            long bytes0 = totalBytes(), datagrams0 = totalDatagrams();
            int time0 = lastTime;
            arrivalCount = 0;
            // the generator's own collector must not pause inside the window it times: it starts
            // empty, and what the clients allocate in a run (a few MB) stays below its young generation
            System.gc();
            recording = true;
            if (scenario.synch) {
                pump(server, () -> lastTime >= time0 + measuredCycles);
            } else {
                long until = System.nanoTime() + (long) (realTimeSeconds * 1e9);
                pump(server, () -> System.nanoTime() >= until);
            }
            recording = false;
            flooding = false;
            if (floodThread != null) {
                try {
                    floodThread.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                System.out.printf(java.util.Locale.ROOT, "  %s flooder sent %,d datagrams (%,.0f/s)%n", serverName, flooded,
                        flooded / ((System.nanoTime() - cpu0Nanos) / 1e9 + warmupCycles / 10.0));
            }
            for (java.io.Writer w : dumps.values()) w.close();
            dumps.clear();
            long elapsed = System.nanoTime() - cpu0Nanos;
            double cpu = server.cpuSeconds() - cpu0;
            int cycles = lastTime - time0;
            double peak = server.peakResidentMb();
            double mean = Double.NaN, p99 = Double.NaN, meanDeviation = Double.NaN;
            if (!scenario.synch && arrivalCount > 1) {
                double[] periods = new double[arrivalCount - 1];
                double sum = 0;
                double[] deviations = new double[periods.length];
                for (int i = 1; i < arrivalCount; i++) {
                    periods[i - 1] = (arrivals[i] - arrivals[i - 1]) / (double) NANOS_PER_MS;
                    sum += periods[i - 1];
                    deviations[i - 1] = Math.abs(periods[i - 1] - 100.0);
                }
                mean = sum / periods.length;
                p99 = Measurement.quantile(deviations, 0.99);
                meanDeviation = java.util.Arrays.stream(deviations).average().orElse(Double.NaN);
                String periodsFile = System.getProperty("load.periods");
                if (periodsFile != null) writePeriods(Path.of(periodsFile + "-" + serverName + "-" + scenario.id + ".txt"), periods);
            }
            if (Boolean.getBoolean("load.byKind")) {
                for (java.util.Map.Entry<String, long[]> e : byKind.entrySet()) {
                    System.out.printf(java.util.Locale.ROOT, "  %s %-28s %8.2f messages/cycle %9.1f bytes/cycle%n", serverName, e.getKey(),
                            e.getValue()[0] / (double) cycles, e.getValue()[1] / (double) cycles);
                }
            }
            return new Measurement(serverName, scenario, Double.NaN, Double.NaN, startupMs,
                    cycles / (elapsed / 1e9), cpu / cycles * 1000.0, 100.0 * cpu / (elapsed / 1e9), peak, mean, meanDeviation, p99,
                    (totalBytes() - bytes0) / (double) cycles, (totalDatagrams() - datagrams0) / (double) cycles);
        } finally {
            for (Client c : clients) c.close();
            selector.close();
        }
    }

    private boolean recording;

    /**
     * The {@link Scenario#STARTUP} figures: a player greets the player port every
     * {@value #GREETING_EVERY_NANOS} ns from the launch on (greetings before the bind are lost,
     * those after it wait in the socket), while the socket table is watched for the port.
     */
    private Measurement startup(ServerProcess server) throws IOException {
        Client player = new Client(Client.Kind.PLAYER, "probe", new InetSocketAddress("127.0.0.1", port), selector);
        clients.add(player);
        double bound = Double.NaN;
        long deadline = server.startedNanos() + 30_000_000_000L, nextGreeting = 0;
        // a look every millisecond, sleeping in between: a busy probe would take a core from the server
        while (!player.greeted) {
            long now = System.nanoTime();
            if (now > deadline) throw new IOException(serverName + " did not answer an (init) within 30 s");
            if (!server.alive()) throw new IOException(serverName + " exited at start; see " + folder.resolve("server.out"));
            if (Double.isNaN(bound) && UdpSockets.bound(port)) bound = (now - server.startedNanos()) / (double) NANOS_PER_MS;
            if (now >= nextGreeting) {
                player.send("(init Probe (version 19))");
                nextGreeting = now + GREETING_EVERY_NANOS;
            }
            if (selector.select(1) > 0) {
                selector.selectedKeys().clear();
                while (!player.greeted && player.receive()) {
                    // the first datagram is the answer
                }
            }
        }
        double answered = (System.nanoTime() - server.startedNanos()) / (double) NANOS_PER_MS;
        if (!player.last.startsWith("(init ")) throw new IOException(serverName + " answered the greeting with " + player.last);
        if (Double.isNaN(bound)) bound = answered; // bound and answered within one look
        return new Measurement(serverName, scenario, bound, answered, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                server.peakResidentMb(), Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    /** How often the start-up probe greets the server. */
    private static final long GREETING_EVERY_NANOS = 2_000_000L;

    /** Milliseconds from the process start to the server's first answer on the player port. */
    private double awaitListening(ServerProcess server) throws IOException {
        Client probe = new Client(Client.Kind.MONITOR, "probe", new InetSocketAddress("127.0.0.1", port), selector);
        long deadline = System.nanoTime() + 30_000_000_000L;
        try {
            while (System.nanoTime() < deadline) {
                if (!server.alive()) throw new IOException(serverName + " exited at start; see " + folder.resolve("server.out"));
                probe.send("(ready?)"); // not a greeting: both servers answer (error ...) and nothing joins
                if (selector.select(20) > 0) {
                    selector.selectedKeys().clear();
                    if (probe.receive()) return (System.nanoTime() - server.startedNanos()) / (double) NANOS_PER_MS;
                }
            }
            throw new IOException(serverName + " did not answer on port " + port + " within 30 s");
        } finally {
            probe.close();
            selector.selectNow(); // drop the closed channel's key
        }
    }

    private void connectAll(ServerProcess server) throws IOException {
        InetSocketAddress playerPort = new InetSocketAddress("127.0.0.1", port);
        Client trainer = new Client(Client.Kind.TRAINER, "trainer", new InetSocketAddress("127.0.0.1", port + 1), selector);
        clients.add(trainer);
        trainer.send("(init (version 19))");
        awaitGreeting(server, trainer);
        for (String team : new String[] {"Left", "Right"}) {
            for (int unum = 1; unum <= 11; unum++) {
                Client p = new Client(Client.Kind.PLAYER, team + unum, playerPort, selector);
                clients.add(p);
                players.add(p);
                p.send("(init " + team + " (version 19)" + (unum == 1 ? " (goalie))" : ")"));
                awaitGreeting(server, p);
                // a place in the own half (each side's own coordinates), off the centre circle
                p.send("(move " + (-12 - 3 * (unum % 4)) + " " + (-25 + 5 * unum) + ")");
                if (scenario.heliosMix) p.send("(synch_see)");
            }
        }
        if (scenario.flood) flooder = players.remove(players.size() - 1); // still answers, but floods too
        if (scenario.coaches) {
            for (String team : new String[] {"Left", "Right"}) {
                Client c = new Client(Client.Kind.COACH, team + "Coach", new InetSocketAddress("127.0.0.1", port + 2), selector);
                clients.add(c);
                c.send("(init " + team + " (version 19))");
                awaitGreeting(server, c);
                c.send("(eye on)");
            }
        }
        if (scenario.monitor) {
            Client m = new Client(Client.Kind.MONITOR, "monitor", playerPort, selector);
            clients.add(m);
            m.send("(dispinit version 5)");
            awaitGreeting(server, m);
        }
    }

    private void awaitGreeting(ServerProcess server, Client c) throws IOException {
        pump(server, () -> c.greeted);
    }

    /** Answers the server until the condition holds; fails when the server stalls or exits. */
    private void pump(ServerProcess server, java.util.function.BooleanSupplier done) throws IOException {
        long lastProgress = System.nanoTime();
        while (!done.getAsBoolean()) {
            int ready = selector.select(100);
            // the datagrams of this wake-up arrived by now: a sense_body among them is timed here, not
            // when this one thread gets to it after the shows and see_globals read before it
            wokeNanos = System.nanoTime();
            if (ready == 0) {
                if (!server.alive()) throw new IOException(serverName + " exited; see " + folder.resolve("server.out"));
                if (System.nanoTime() - lastProgress > STALL_NANOS) throw new IOException(serverName + " stalled at time " + lastTime);
                continue;
            }
            lastProgress = System.nanoTime();
            for (SelectionKey k : selector.selectedKeys()) {
                Client c = (Client) k.attachment();
                while (c.receive()) {
                    if (c == flooder) answerAsFlooder(c);
                    else answer(c);
                }
            }
            selector.selectedKeys().clear();
        }
    }

    /** Bytes received in the measured window by message kind (the first word), for comparing what servers send. */
    final java.util.Map<String, long[]> byKind = new java.util.TreeMap<>();

    /** {@code -Dload.dump=PREFIX}: every message the measured window brings, per client, to compare servers' wire. */
    private final java.util.Map<String, java.io.Writer> dumps = new java.util.HashMap<>();

    private void dump(Client c, String m) throws IOException {
        String prefix = System.getProperty("load.dump");
        if (prefix == null || !recording) return;
        java.io.Writer w = dumps.get(c.name);
        if (w == null) {
            w = java.nio.file.Files.newBufferedWriter(Path.of(prefix + "-" + serverName + "-" + scenario.id + "-" + c.name + ".txt"));
            dumps.put(c.name, w);
        }
        w.write(m);
        w.write('\n');
    }

    private void answer(Client c) throws IOException {
        String m = c.last;
        dump(c, m);
        if (recording) {
            int end = 1;
            while (end < m.length() && m.charAt(end) != ' ' && m.charAt(end) != ')') end++;
            long[] n = byKind.computeIfAbsent(c.kind.name().toLowerCase(java.util.Locale.ROOT) + " " + m.substring(0, Math.min(end, m.length())), k -> new long[2]);
            n[0]++;
            n[1] += m.length() + 1;
        }
        switch (c.kind) {
            case PLAYER:
                if (m.startsWith("(sense_body ")) senseBody(m);
                if (scenario.synch ? m.equals("(think)") : m.startsWith("(sense_body ")) {
                    String body = (c.answered++ & 1) == 0 ? "(turn 30)" : "(dash 60)";
                    if (scenario.heliosMix) body += "(turn_neck 10)(say \"ab" + (c.answered % 10) + "defghij\")";
                    c.send(scenario.synch ? body + "(done)" : body);
                }
                break;
            case COACH:
            case TRAINER:
                if (m.equals("(think)")) c.send("(done)");
                break;
            default:
                break; // a monitor only watches
        }
    }

    /** The flooder plays like the others (a body command a cycle) but is not measured. */
    private void answerAsFlooder(Client c) throws IOException {
        if (c.last.startsWith("(sense_body ")) c.send((c.answered++ & 1) == 0 ? "(turn 30)" : "(dash 60)");
    }

    /** Sends {@link #FLOOD_PER_SECOND} datagrams a second from the flooder's socket, paced by the clock, until told to stop. */
    private void flood() {
        long start = System.nanoTime();
        try {
            while (flooding) {
                long due = (System.nanoTime() - start) * FLOOD_PER_SECOND / 1_000_000_000L;
                while (flooded < due) flooder.send(FLOOD[(int) (flooded++ % FLOOD.length)]);
                Thread.sleep(1);
            }
        } catch (IOException | InterruptedException e) {
            System.out.println("  flooder stopped: " + e);
        }
    }

    /** {@link System#nanoTime()} when the selector last returned. */
    private long wokeNanos;

    private void senseBody(String m) {
        int space = m.indexOf(' ', 12);
        if (space < 0) return;
        int time;
        try {
            time = Integer.parseInt(m.substring(12, space));
        } catch (NumberFormatException e) {
            return;
        }
        if (time <= lastTime) return; // a later player's copy of a cycle already seen
        lastTime = time;
        if (!recording) return;
        if (arrivalCount == arrivals.length) arrivals = java.util.Arrays.copyOf(arrivals, 2 * arrivalCount);
        arrivals[arrivalCount++] = wokeNanos;
    }

    /** Every measured tick period in milliseconds, one per line ({@code -Dload.periods=PREFIX}), to look at a tail. */
    private static void writePeriods(Path file, double[] periods) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (double p : periods) sb.append(String.format(java.util.Locale.ROOT, "%.3f%n", p));
        java.nio.file.Files.writeString(file, sb);
    }

    private long totalBytes() {
        long n = 0;
        for (Client c : clients) if (c != flooder) n += c.bytes;
        return n;
    }

    private long totalDatagrams() {
        long n = 0;
        for (Client c : clients) if (c != flooder) n += c.datagrams;
        return n;
    }
}
