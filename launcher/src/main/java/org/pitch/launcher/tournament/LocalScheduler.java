package org.pitch.launcher.tournament;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The tasks as processes of this machine, {@code parallel} at a time: the same job script as
 * Slurm runs, given its index as first argument. For a tournament without a cluster, and to try
 * a tournament file before it goes to one.
 */
final class LocalScheduler implements Scheduler {
    private final int parallel;

    LocalScheduler(int parallel) {
        this.parallel = parallel;
    }

    @Override
    public Job submit(Path script, List<Integer> indices, String name, Path logs) {
        ExecutorService pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        Map<Integer, String> states = new ConcurrentHashMap<>();
        Map<Integer, Process> running = new ConcurrentHashMap<>();
        for (int index : indices) {
            states.put(index, "PENDING");
            pool.execute(() -> {
                try {
                    Process p = new ProcessBuilder("sh", script.toString(), Integer.toString(index))
                            .redirectErrorStream(true).redirectOutput(logs.resolve("task-" + index + ".out").toFile()).start();
                    running.put(index, p);
                    states.put(index, "RUNNING");
                    int status = p.waitFor();
                    states.put(index, status == 0 ? "COMPLETED" : "FAILED exit " + status);
                } catch (IOException e) {
                    states.put(index, "FAILED " + e.getMessage());
                } catch (InterruptedException e) {
                    states.put(index, "CANCELLED");
                    Thread.currentThread().interrupt();
                } finally {
                    running.remove(index);
                }
            });
        }
        pool.shutdown();
        return new Job() {
            @Override
            public String id() { return "local"; }

            @Override
            public Map<String, Integer> active() {
                Map<String, Integer> counts = new TreeMap<>();
                for (String s : states.values()) if (s.equals("PENDING") || s.equals("RUNNING")) counts.merge(s, 1, Integer::sum);
                return counts;
            }

            @Override
            public Map<Integer, String> ended() { return new TreeMap<>(states); }

            @Override
            public void cancel() throws InterruptedException {
                pool.shutdownNow();
                for (Process p : running.values()) p.descendants().forEach(ProcessHandle::destroy);
                for (Process p : running.values()) p.destroy();
                pool.awaitTermination(10, TimeUnit.SECONDS);
            }
        };
    }
}
