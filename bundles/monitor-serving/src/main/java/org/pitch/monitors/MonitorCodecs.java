package org.pitch.monitors;

import org.pitch.api.protocol.MonitorCodec;

/**
 * The monitor codecs to serve with: a live match's change with its model set (a new codec bundle
 * takes over the monitors of its versions), a replay's stay. A connected monitor looks its codec
 * up again only when it is handed another {@code MonitorCodecs} than before.
 */
@FunctionalInterface
public interface MonitorCodecs {
    /** The codec serving that monitor version, or {@code null}. */
    MonitorCodec serving(double version);
}
