package org.pitch.api.config;

/**
 * A part of the server beside the kernel (the virtual soccer gateway, say) that cannot start with
 * the configuration it was given: it registers itself under this interface with the service
 * properties {@link #PROBLEM} (what is wrong, naming the setting or file and what it takes) and
 * {@link #EXIT} (the exit status: 2 for a configuration that cannot be used, 1 otherwise). The
 * launcher looks for them once the kernel runs, prints the problem and stops with that status,
 * so a bad setting of any bundle ends a start as a bad command line does.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface StartupProblem {
    /** Service property: the problem, one line. */
    String PROBLEM = "pitch.problem";
    /** Service property: the exit status the server should end with (an Integer). */
    String EXIT = "pitch.exit";

    /** The problem, as in {@link #PROBLEM}. */
    String problem();
}
