package org.pitch.monitor.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;

/** What a browser receives when the server sends faster than it reads: the newest show, nothing queued without bound. */
class ViewerTest {

    @Test
    void aNewcomerGetsTheGreetingTheRefereesLatestMessagesAndTheLatestShow() {
        Viewers viewers = new Viewers();
        viewers.publish("{\"server_param\":{\"goal_width\":14.02}}");
        viewers.publish("{\"player_type\":{\"id\":0}}");
        for (int i = 0; i < 40; i++) {
            viewers.publish("{\"msg\":{\"time\":" + i + ",\"board\":1,\"message\":\"(referee play_on)\"}}");
            viewers.publish("{\"msg\":{\"time\":" + i + ",\"board\":1,\"message\":\"((player A 1) hello)\"}}");
        }
        viewers.publish("{\"show\":{\"time\":1}}");
        viewers.publish("{\"show\":{\"time\":2}}");
        EmbeddedChannel ch = new EmbeddedChannel();
        viewers.add(new Viewer(ch));
        List<String> got = drain(ch);
        assertEquals("{\"server_param\":{\"goal_width\":14.02}}", got.get(0));
        assertEquals("{\"player_type\":{\"id\":0}}", got.get(1));
        assertEquals(2 + Viewers.RECENT_MESSAGES + 1, got.size(), got::toString);
        assertTrue(got.get(2).contains("\"time\":10,"), got.get(2)); // the 30 latest of 40
        assertEquals("{\"show\":{\"time\":2}}", got.get(got.size() - 1));
    }

    /** The players' live timing: the latest goes to a newcomer before the show; a new greeting (another server or log) forgets it. */
    @Test
    void aNewcomerGetsTheLatestTimingUntilTheServerGreetsAnew() {
        Viewers viewers = new Viewers();
        viewers.publish("{\"server_param\":{}}");
        viewers.publish("{\"timing\":{\"time\":10,\"half\":1,\"players\":[]}}");
        viewers.publish("{\"timing\":{\"time\":20,\"half\":1,\"players\":[]}}");
        viewers.publish("{\"show\":{\"time\":21}}");
        EmbeddedChannel ch = new EmbeddedChannel();
        viewers.add(new Viewer(ch));
        assertEquals(List.of("{\"server_param\":{}}", "{\"timing\":{\"time\":20,\"half\":1,\"players\":[]}}", "{\"show\":{\"time\":21}}"),
                drain(ch));
        viewers.publish("{\"server_param\":{}}");
        EmbeddedChannel later = new EmbeddedChannel();
        viewers.add(new Viewer(later));
        assertEquals(List.of("{\"server_param\":{}}", "{\"show\":{\"time\":21}}"), drain(later));
    }

    @Test
    void showsThatComeFasterThanTheyCanGoAreReplacedByTheNewest() throws Exception {
        EmbeddedChannel ch = new EmbeddedChannel();
        Viewer v = new Viewer(ch);
        for (int i = 0; i < 1000; i++) v.show("{\"show\":{\"time\":" + i + "}}");
        ch.runPendingTasks();
        List<String> first = drain(ch);
        assertEquals(List.of("{\"show\":{\"time\":0}}"), first, "one show goes at once");
        // at least two show intervals pass (a sleep never ends early; a busy machine only makes it
        // longer, which changes nothing below): the one waiting show is due
        Thread.sleep(2 * 1000 / Viewer.MAX_SHOWS_PER_SECOND);
        ch.runScheduledPendingTasks();
        assertEquals(List.of("{\"show\":{\"time\":999}}"), drain(ch), "then only the newest, after the show interval");
        assertEquals(998, v.dropped());
    }

    /** A replay paused: the frame made before the pause must not arrive after the "paused" state. */
    @Test
    void aShowWaitingWhenAMessageComesGoesBeforeIt() {
        EmbeddedChannel ch = new EmbeddedChannel();
        Viewer v = new Viewer(ch);
        v.show("{\"show\":{\"time\":14}}");
        v.show("{\"show\":{\"time\":15}}"); // within the show interval: it waits
        v.message("{\"replay\":{\"playing\":false}}");
        assertEquals(List.of("{\"show\":{\"time\":14}}", "{\"show\":{\"time\":15}}", "{\"replay\":{\"playing\":false}}"), drain(ch));
    }

    @Test
    void otherMessagesKeepTheirOrderUpToTheLimitWhileTheBrowserReadsNothing() {
        Held held = new Held();
        EmbeddedChannel ch = new EmbeddedChannel(held);
        Viewer v = new Viewer(ch);
        for (int i = 0; i < Viewer.MAX_WAITING + 10; i++) v.message("{\"msg\":" + i + "}");
        ch.runPendingTasks();
        // one write in flight (msg 0) that the browser never finishes reading; the rest wait
        assertEquals(List.of("{\"msg\":0}"), held.texts());
        assertEquals(9, v.dropped(), "the oldest beyond the limit went");
        // the browser reads again: everything that waited goes, in order
        List<String> later = new ArrayList<>();
        while (held.release()) ch.runPendingTasks();
        later.addAll(held.sent);
        assertEquals(Viewer.MAX_WAITING + 1, later.size());
        assertEquals("{\"msg\":10}", later.get(1));
        assertEquals("{\"msg\":" + (Viewer.MAX_WAITING + 9) + "}", later.get(later.size() - 1));
    }

    /** An outbound end whose writes complete only when released: a browser that stopped reading. */
    private static final class Held extends ChannelOutboundHandlerAdapter {
        final List<String> sent = new ArrayList<>();
        private ChannelPromise inFlight;

        @Override
        public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
            TextWebSocketFrame f = (TextWebSocketFrame) msg;
            sent.add(f.text());
            f.release();
            inFlight = promise;
        }

        List<String> texts() { return List.copyOf(sent); }

        /** Completes the write in flight; false if there was none. */
        boolean release() {
            ChannelPromise p = inFlight;
            if (p == null) return false;
            inFlight = null;
            p.setSuccess();
            return true;
        }
    }

    private static List<String> drain(EmbeddedChannel ch) {
        List<String> out = new ArrayList<>();
        ch.runPendingTasks();
        for (Object o; (o = ch.readOutbound()) != null; ) {
            TextWebSocketFrame f = (TextWebSocketFrame) o;
            out.add(f.text());
            f.release();
            ch.runPendingTasks();
        }
        return out;
    }
}
