package org.pitch.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.record.Recorder;
import org.pitch.api.record.Sender;
import org.pitch.api.world.World;

/** What the recorders get of a received datagram: its text as rcssserver logs it, without a string per datagram. */
class ReceivedLogTest {
    private static final Sender PLAYER = new Sender.Player("TeamA", 1);

    /** A recorder that only listens to received text. */
    abstract static class Listening implements Recorder {
        @Override
        public void matchStarted(ServerConfiguration configuration, World world) {}

        @Override
        public void cycle(World world) {}

        @Override
        public void matchEnded(World world) {}
    }

    /** Keeps what it was given as strings, and the view itself. */
    static final class Keeping extends Listening {
        final List<String> texts = new ArrayList<>();
        CharSequence lastView;

        @Override
        public void received(World world, Sender sender, CharSequence text) {
            texts.add(text.toString());
            lastView = text;
        }
    }

    @Test
    void theTextIsTheDatagramByteForByteWithoutItsTrailingNuls() {
        Keeping k = new Keeping();
        List<Throwable> failures = new ArrayList<>();
        ReceivedLog log = new ReceivedLog(failures::add);
        byte[] datagram = {'(', 's', 'a', 'y', ' ', (byte) 0xE9, ')', '\n', 0, 0};
        log.record(new Recorder[] {k}, null, PLAYER, datagram, false);
        log.record(new Recorder[] {k}, null, Sender.TRAINER, datagram, true); // the coaches' lines lose their newlines too
        assertEquals(List.of("(say \u00e9)\n", "(say \u00e9)"), k.texts);
        assertEquals(List.of(), failures);
    }

    @Test
    void aViewKeptPastTheCallHoldsNoDatagram() {
        Keeping k = new Keeping();
        ReceivedLog log = new ReceivedLog(e -> {});
        log.record(new Recorder[] {k}, null, PLAYER, "(dash 100)".getBytes(StandardCharsets.ISO_8859_1), false);
        log.record(new Recorder[] {k}, null, PLAYER, "(turn 30)".getBytes(StandardCharsets.ISO_8859_1), false);
        assertEquals(List.of("(dash 100)", "(turn 30)"), k.texts);
        assertEquals("", k.lastView.toString(), "the view still shows a datagram after the call");
    }

    @Test
    void aRecorderThatThrowsCostsTheOthersNothing() {
        Recorder throwing = new Listening() {
            @Override
            public void received(World world, Sender sender, CharSequence text) {
                text.charAt(text.length()); // past the end
            }
        };
        Keeping k = new Keeping();
        List<Throwable> failures = new ArrayList<>();
        new ReceivedLog(failures::add).record(new Recorder[] {throwing, k}, null, PLAYER, "(catch 0)".getBytes(StandardCharsets.ISO_8859_1), false);
        assertEquals(List.of("(catch 0)"), k.texts);
        assertEquals(1, failures.size());
        assertEquals(IndexOutOfBoundsException.class, failures.get(0).getClass());
    }
}
