/**
 * The log player: {@code pitch replay FILE.rcg}. {@link org.pitch.replay.GameLogReader} reads a
 * whole game log (binary versions 1-3, text versions 4-6 or JSON, gzip or not) into a {@link org.pitch.replay.RecordedMatch};
 * {@link org.pitch.replay.ReplayServer} then serves it to monitors on the player port, one show per
 * simulator step, each monitor in its own protocol version through the monitor codecs. Only api
 * services are used (transport, monitor codecs, greeting parsers); the kernel is not involved.
 */
package org.pitch.replay;
