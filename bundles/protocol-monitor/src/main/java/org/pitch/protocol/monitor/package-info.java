/**
 * The monitor protocol of rcssserver 19: {@code (dispinit ...)} on the player port, the monitor
 * commands, the codec of version 1 (binary {@code dispinfo_t}, game logs 1 and 2) whose hooks the
 * later versions' bundles ({@code protocol-monitor-v2} ... {@code -v5}, {@code -json}) override,
 * and what they share: rcssserver's binary structs ({@link org.pitch.protocol.monitor.StructOut},
 * {@link org.pitch.protocol.monitor.BinaryShows}, {@link org.pitch.protocol.monitor.BinaryParameters}),
 * the player slots and states of a show, the play mode numbers and the parameter records.
 * Exported for those bundles.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.2.0")
package org.pitch.protocol.monitor;
