/**
 * Serving monitors, whatever they watch: a live match (the sessions) or a recorded one (the
 * replay). {@link org.pitch.monitors.MonitorServer} connects them and talks to them in their
 * versions; the {@link org.pitch.monitors.MonitorHost} is the match they watch and steer.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("2.0.0")
package org.pitch.monitors;
