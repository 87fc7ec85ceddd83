package org.pitch.embedded.conformance;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.World;
import org.pitch.protocol.monitor.v5.MonitorCodecV5;

/**
 * The player state bits Pitch's own game log writer (version 6, as the recordings) shows for a
 * world, by slot ({@code l1}, {@code r2}): what a monitor or a log reader sees of kicks, faults,
 * catches, collisions and tackles.
 */
final class ShownStates {
    private static final Pattern SLOT = Pattern.compile("\\(\\(([lr]) (\\d+)\\) \\d+ (0x[0-9a-f]+|0) ");

    private final MonitorWriter writer;
    private final StringBuilder text = new StringBuilder();
    private final MessageOut out = new MessageOut() {
        @Override public MessageOut text(CharSequence s) { text.append(s); return this; }
        @Override public MessageOut character(char c) { text.append(c); return this; }
        @Override public MessageOut integer(long v) { text.append(v); return this; }
        @Override public MessageOut number(double v) { text.append(v); return this; }
        @Override public void send() { }
    };

    ShownStates(Parameters parameters) {
        writer = new MonitorCodecV5().openGameLog(6, parameters);
    }

    /** The state of every occupied slot in the show the writer makes of the world now. */
    Map<String, Integer> of(World world) {
        text.setLength(0);
        writer.cycle(() -> out, world);
        Map<String, Integer> states = new HashMap<>();
        int show = text.indexOf("(show ");
        Matcher m = SLOT.matcher(text);
        if (show < 0 || !m.find(show)) throw new AssertionError("no show written: " + text);
        do {
            states.put(m.group(1) + m.group(2), Integer.decode(m.group(3)));
        } while (m.find());
        return states;
    }
}
