package org.pitch.monitors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;

/** A recorded show goes out again call for call: text and binary messages, as many as the writer sent. */
class ShowRecordingTest {
    /** Writes every call as a token, one string per message sent. */
    private static final class Transcript implements MessageSink, MessageOut {
        final List<String> sent = new ArrayList<>();
        private StringBuilder message;

        @Override public MessageOut next() { message = new StringBuilder(); return this; }
        @Override public MessageOut text(CharSequence s) { message.append("t:").append(s).append('|'); return this; }
        @Override public MessageOut character(char c) { message.append("c:").append(c).append('|'); return this; }
        @Override public MessageOut integer(long v) { message.append("i:").append(v).append('|'); return this; }
        @Override public MessageOut number(double v) { message.append("n:").append(Double.doubleToRawLongBits(v)).append('|'); return this; }
        @Override public MessageOut int16(int v) { message.append("s:").append(v & 0xffff).append('|'); return this; }
        @Override public MessageOut int32(int v) { message.append("l:").append(v).append('|'); return this; }
        @Override public MessageOut bytes(byte[] b, int offset, int length) {
            message.append("b:");
            for (int i = offset; i < offset + length; i++) message.append(b[i]).append(',');
            message.append('|');
            return this;
        }
        @Override public void send() { sent.add(message.append("SEND").toString()); }
        @Override public void sendBinary() { sent.add(message.append("BINARY").toString()); }
    }

    private static void writeShow(MessageSink out, double x) {
        out.next().int16(2).int32(-70000).bytes(new byte[] {9, 1, 2, 3, 9}, 1, 3).sendBinary();
        StringBuilder reused = new StringBuilder("(show 50 ");
        out.next().text(reused).number(x).character(' ').integer(-3).text(")").send();
        reused.setLength(0); // the writer's own buffer changes afterwards: the recording kept a copy
    }

    @Test
    void aReplayRepeatsEveryCallOfEveryMessage() {
        ShowRecording recording = new ShowRecording();
        Transcript first = new Transcript();
        writeShow(recording.recording(first), -0.1);
        recording.finish();
        assertTrue(recording.hasShow());
        Transcript again = new Transcript();
        recording.replay(again);
        assertEquals(2, first.sent.size());
        assertEquals(first.sent, again.sent);
        assertEquals("s:2|l:-70000|b:1,2,3,|BINARY", again.sent.get(0));
        assertEquals("t:(show 50 |n:" + Double.doubleToRawLongBits(-0.1) + "|c: |i:-3|t:)|SEND", again.sent.get(1));
    }

    @Test
    void aNewRecordingForgetsTheLastAndAFailedOneIsNone() {
        ShowRecording recording = new ShowRecording();
        writeShow(recording.recording(new Transcript()), 1.5);
        recording.finish();
        Transcript second = new Transcript();
        writeShow(recording.recording(second), 2.5);
        recording.finish();
        Transcript again = new Transcript();
        recording.replay(again);
        assertEquals(second.sent, again.sent);

        recording.recording(new Transcript()).next().text("(show 51");
        recording.forget();
        assertFalse(recording.hasShow());
    }
}
