package org.pitch.api.kernel;

import java.util.Map;

/**
 * The running simulation, as the launcher, tests and tools see it. Published by the kernel once
 * every required model has a provider.
 */
@org.osgi.annotation.versioning.ProviderType
public interface Simulator {
    /** The service property carrying the kernel's state ({@value #RUNNING} once the ports are bound and the loop runs). */
    String STATE_PROPERTY = "pitch.state";
    String RUNNING = "RUNNING";

    /** Cycles simulated since start. */
    long steps();

    /** Model, rule or recorder calls that threw; each was logged and the match went on. */
    long faults();

    /** Slot or rule name → name of the implementation serving it this cycle, for display. */
    Map<String, String> implementations();

    /** Whether the well-known ports are bound and the loop is running. */
    boolean running();

    /** Ports actually bound (0 in configuration means any free port). */
    org.pitch.api.transport.Binding binding();
}
