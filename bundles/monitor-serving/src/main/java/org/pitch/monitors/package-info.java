/**
 * Serving monitors, whatever they watch: a live match (the sessions) or a recorded one (the
 * replay). {@link org.pitch.monitors.MonitorServer} connects them and talks to them in their
 * versions; the {@link org.pitch.monitors.MonitorHost} is the match they watch and steer.
 *
 * <p>Pitch-internal: the export carries the mandatory attribute {@code pitch.internal=true} (see
 * {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("2.0.0")
package org.pitch.monitors;
