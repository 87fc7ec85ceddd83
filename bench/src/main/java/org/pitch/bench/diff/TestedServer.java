package org.pitch.bench.diff;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.pitch.api.transport.Binding;
import org.pitch.bench.load.ServerProcess;
import org.pitch.bench.load.UdpSockets;
import org.pitch.embedded.Pitch;
import org.pitch.kernel.Kernel;

/**
 * A server a script runs against, started fresh for each script with the script's options and
 * its three well-known ports: any rcssserver-compatible command line (a process in a working
 * folder of its own, see {@link ServerProcess}), or {@value #EMBEDDED}, Pitch in this JVM (the
 * same kernel and bundles as the launcher's, without the second or so a JVM takes to start).
 */
public interface TestedServer extends AutoCloseable {
    /** The command that means Pitch in this JVM. */
    String EMBEDDED = "embedded";

    /** The well-known player port; the trainer's is the next, the online coaches' the one after. */
    int playerPort();

    int trainerPort();

    int coachPort();

    @Override
    void close();

    /** {@code command} serving on {@code port} (0 for any free ports, embedded only), ready for greetings. */
    static TestedServer start(String command, List<String> options, int port, Path folder) throws IOException {
        List<String> args = new ArrayList<>(options);
        args.addAll(List.of("server::port=" + port, "server::coach_port=" + (port == 0 ? 0 : port + 1),
                "server::olcoach_port=" + (port == 0 ? 0 : port + 2)));
        if (command.equals(EMBEDDED)) return embedded(args);
        if (port == 0) throw new IllegalArgumentException("a server process needs its ports given");
        ServerProcess p = ServerProcess.start(command, args, folder);
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!(UdpSockets.bound(port) && UdpSockets.bound(port + 1) && UdpSockets.bound(port + 2))) {
            if (!p.alive() || System.nanoTime() > deadline) {
                p.close();
                throw new IOException("the server did not start: see " + folder.resolve("server.out"));
            }
            sleep(5);
        }
        return new TestedServer() {
            @Override public int playerPort() { return port; }
            @Override public int trainerPort() { return port + 1; }
            @Override public int coachPort() { return port + 2; }
            @Override public void close() { p.close(); }
        };
    }

    private static TestedServer embedded(List<String> args) throws IOException {
        args.addAll(List.of("pitch.bind=127.0.0.1", "pitch.seed=1"));
        Kernel k;
        try {
            k = Pitch.builder().args(args.toArray(new String[0])).build().start();
        } catch (Exception e) {
            throw new IOException("Pitch did not start: " + e.getMessage(), e);
        }
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!k.running()) {
            if (System.nanoTime() > deadline || k.state() == Kernel.State.FAILED) {
                k.stop();
                throw new IOException("Pitch did not start: " + k.problem());
            }
            sleep(5);
        }
        Binding b = k.binding();
        return new TestedServer() {
            @Override public int playerPort() { return b.playerPort(); }
            @Override public int trainerPort() { return b.trainerPort(); }
            @Override public int coachPort() { return b.onlineCoachPort(); }
            @Override public void close() { k.stop(); }
        };
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
