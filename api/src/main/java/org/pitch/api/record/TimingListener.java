package org.pitch.api.record;

import org.pitch.api.world.World;

/**
 * A {@link Recorder} that also wants the match's {@link TimingReport}: the kernel hands it over
 * once, at the end of the match, just before {@link Recorder#matchEnded}. A separate interface,
 * so recorders that do not care are untouched.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface TimingListener {
    void timing(World world, TimingReport report);
}
