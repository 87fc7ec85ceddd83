package org.pitch.launcher.tournament;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A round as a Slurm job array: submitted with {@code sbatch --array}, followed with
 * {@code squeue}, each ended task's state from {@code sacct} or, on clusters without the
 * accounting database, from {@code scontrol show job} while the controller still holds it.
 */
final class SlurmScheduler implements Scheduler {
    private static final long TOOL_TIMEOUT_S = 60;
    private final TournamentFile.Slurm settings;

    /** Slurm's commands (sbatch, squeue, sacct, scontrol, scancel) are taken from the PATH. */
    SlurmScheduler(TournamentFile.Slurm settings) {
        this.settings = settings;
    }

    @Override
    public Job submit(Path script, List<Integer> indices, String name, Path logs) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("sbatch", "--parsable", "--job-name=" + name,
                "--array=" + indices.stream().map(String::valueOf).collect(Collectors.joining(","))
                        + (settings.maxParallel() > 0 ? "%" + settings.maxParallel() : ""),
                "--output=" + logs.resolve("task-%a.out"), "--time=" + settings.timeLimit(), "--cpus-per-task=" + settings.cpusPerTask()));
        if (!settings.partition().isEmpty()) cmd.add("--partition=" + settings.partition());
        if (!settings.memory().isEmpty()) cmd.add("--mem=" + settings.memory());
        cmd.addAll(settings.sbatchArgs());
        cmd.add(script.toString());
        Result r = run(cmd);
        String id = r.out.strip();
        int semicolon = id.indexOf(';'); // --parsable: "ID" or "ID;CLUSTER"
        if (semicolon >= 0) id = id.substring(0, semicolon);
        if (r.status != 0 || !id.matches("\\d+")) {
            throw new IOException("sbatch did not take the round (status " + r.status + "): " + (r.out + r.err).strip());
        }
        return new SlurmJob(id);
    }

    private final class SlurmJob implements Job {
        private final String id;

        SlurmJob(String id) {
            this.id = id;
        }

        @Override
        public String id() { return id; }

        @Override
        public Map<String, Integer> active() throws IOException, InterruptedException {
            Result r = run(List.of("squeue", "--noheader", "--array", "--jobs=" + id, "--format=%K %T"));
            Map<String, Integer> counts = new TreeMap<>();
            if (r.status != 0) {
                // squeue forgets an ended job ("Invalid job id specified"); anything else is a problem
                if (r.err.contains("Invalid job id")) return counts;
                throw new IOException("squeue failed (status " + r.status + "): " + r.err.strip());
            }
            for (String line : r.out.split("\n")) {
                String[] f = line.trim().split("\\s+");
                if (f.length == 2) counts.merge(f[1], 1, Integer::sum);
            }
            return counts;
        }

        @Override
        public Map<Integer, String> ended() throws IOException, InterruptedException {
            Map<Integer, String> states = new TreeMap<>();
            Result r = run(List.of("sacct", "--noheader", "--parsable2", "--allocations", "--jobs=" + id, "--format=JobID,State,ExitCode"));
            if (r.status == 0 && !r.out.isBlank()) {
                for (String line : r.out.split("\n")) {
                    String[] f = line.split("\\|");
                    int underscore = f[0].indexOf('_');
                    if (f.length < 3 || underscore < 0 || !f[0].substring(underscore + 1).matches("\\d+")) continue;
                    states.put(Integer.parseInt(f[0].substring(underscore + 1)), f[1] + " exit " + f[2]);
                }
                return states;
            }
            // no accounting database: the controller's own record, kept for MinJobAge after the end
            r = run(List.of("scontrol", "--oneliner", "show", "job", id));
            for (String line : r.out.split("\n")) {
                String task = field(line, "ArrayTaskId"), state = field(line, "JobState"), exit = field(line, "ExitCode");
                if (task != null && task.matches("\\d+") && state != null) states.put(Integer.parseInt(task), state + " exit " + exit);
            }
            return states;
        }

        @Override
        public void cancel() throws IOException, InterruptedException {
            run(List.of("scancel", id));
        }
    }

    private static String field(String line, String key) {
        int at = line.indexOf(key + "=");
        if (at < 0) return null;
        int end = line.indexOf(' ', at);
        return line.substring(at + key.length() + 1, end < 0 ? line.length() : end);
    }

    private record Result(int status, String out, String err) {}

    private static Result run(List<String> cmd) throws IOException, InterruptedException {
        Process p;
        try {
            p = new ProcessBuilder(cmd).start();
        } catch (IOException e) {
            throw new IOException("cannot run " + cmd.get(0) + " (is Slurm installed and on the PATH? scripts/slurm-local.sh starts one): "
                    + e.getMessage());
        }
        p.getOutputStream().close();
        // both streams at once: a tool that fills one pipe while the other is read would wait for ever
        CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> {
            try {
                return p.getErrorStream().readAllBytes();
            } catch (IOException e) {
                return new byte[0];
            }
        });
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(TOOL_TIMEOUT_S, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException(cmd.get(0) + " did not answer within " + TOOL_TIMEOUT_S + " s");
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err.join(), StandardCharsets.UTF_8));
    }
}
