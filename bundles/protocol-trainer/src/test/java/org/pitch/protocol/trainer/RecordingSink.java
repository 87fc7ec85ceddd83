package org.pitch.protocol.trainer;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;

/** Records what a codec decoded: commands as records, errors as "E:token", warnings as "W:token". */
public final class RecordingSink implements CoachCommandSink {
    public final List<Object> events = new ArrayList<>();

    @Override public void command(CoachCommand command) { events.add(command); }
    @Override public void error(String token) { events.add("E:" + token); }
    @Override public void warning(String token) { events.add("W:" + token); }

    /** Decodes {@code text} plus a NUL, as clients send it. */
    public static List<Object> decode(CoachCodec codec, double version, String text) {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return decode(codec, version, b);
    }

    public static List<Object> decode(CoachCodec codec, double version, byte[] datagram) {
        RecordingSink sink = new RecordingSink();
        codec.decode(datagram, datagram.length, version, sink);
        return sink.events;
    }
}
