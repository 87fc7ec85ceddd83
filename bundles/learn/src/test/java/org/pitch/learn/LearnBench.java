package org.pitch.learn;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.server.LearnServer;

/**
 * Steps per second of one client over the Unix socket, client and server in this JVM: a micro
 * loop, not a test (no timing is asserted anywhere). Run: {@code java -cp <test class path>
 * org.pitch.learn.LearnBench [seconds] [vector] [scenario options as k=v ...]}; HFO 1 v goalie by default.
 */
public final class LearnBench {
    private LearnBench() {}

    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 5;
        int vector = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        Open.Builder open = Open.newBuilder().setScenario("HalfFieldOffense-v0").setCount(vector);
        for (int i = 2; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            if (kv[0].equals("scenario")) open.setScenario(kv[1]); else open.putOptions(kv[0], kv[1]);
        }
        Path dir = Files.createTempDirectory("learn-bench");
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened opened = c.open(open.build());
            List<Integer> sims = opened.getSimsList();
            c.reset(Reset.newBuilder().addAllSims(sims).build());
            int rows = vector * opened.getAgentsCount();
            ByteBuffer actions = ByteBuffer.allocate(4 * rows * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
            for (int r = 0; r < rows; r++) {
                actions.putFloat(4 * r * ActionLayout.STRIDE, 1); // dash
                actions.putFloat(4 * (r * ActionLayout.STRIDE + 1), 60);
            }
            for (String phase : new String[] {"warm-up", "measured"}) {
                long steps = 0, episodes = 0;
                long start = System.nanoTime(), end = start + (long) ((phase.equals("warm-up") ? Math.min(2, seconds) : seconds) * 1e9);
                while (System.nanoTime() < end) {
                    for (int i = 0; i < 100; i++) {
                        var o = c.stepOk(sims, actions);
                        for (var info : o.getInfoList()) if (info.getReset()) episodes++;
                    }
                    steps += 100;
                }
                double s = (System.nanoTime() - start) / 1e9;
                System.out.printf("%s: %s x%d: %.0f requests/s, %.0f env steps/s, %d episodes%n", phase, opened.getAgentsList(), vector,
                        steps / s, steps * vector / s, episodes);
            }
        } finally {
            Files.deleteIfExists(dir);
        }
    }
}
