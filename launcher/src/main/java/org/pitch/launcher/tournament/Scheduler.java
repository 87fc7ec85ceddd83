package org.pitch.launcher.tournament;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Where a round's match tasks run: Slurm, or this machine. A round is one job of array tasks,
 * each running the round's job script with its index.
 */
interface Scheduler {
    /**
     * Starts the tasks {@code indices} of {@code script}.
     *
     * @param name the job's name
     * @param logs where each task's output goes ({@code task-INDEX.out})
     */
    Job submit(Path script, List<Integer> indices, String name, Path logs) throws IOException, InterruptedException;

    /** A submitted job of array tasks. */
    interface Job {
        /** The scheduler's name for it (a Slurm job id). */
        String id();

        /** Whether tasks of it are still pending or running, and how many of each; empty when all have ended. */
        Map<String, Integer> active() throws IOException, InterruptedException;

        /** What the scheduler says of each ended task ({@code COMPLETED}, {@code FAILED exit 1}, ...), when it still knows. */
        Map<Integer, String> ended() throws IOException, InterruptedException;

        /** Stops what still runs. */
        void cancel() throws IOException, InterruptedException;
    }
}
