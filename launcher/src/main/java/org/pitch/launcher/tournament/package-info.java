/**
 * {@code pitch tournament}: a tournament description (HOCON) turned into matches that an
 * existing scheduler runs — a Slurm job array per round, the machine's own processes, or
 * Kubernetes indexed Jobs — each match a self-contained {@code pitch tournament play} task that
 * writes its own {@code results.json}; the standings are read back from those files.
 */
package org.pitch.launcher.tournament;
