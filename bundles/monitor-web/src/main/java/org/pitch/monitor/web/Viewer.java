package org.pitch.monitor.web;

import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;

/**
 * One browser's WebSocket. Nothing queues without bound: at most one frame is in flight, a show
 * waiting to go is replaced by a newer one (a slow browser or the fast rate of synch mode drops
 * frames, never falls behind), and shows go out at most {@link #MAX_SHOWS_PER_SECOND} times a
 * second. Other messages wait in order, up to {@link #MAX_WAITING}; past that the oldest go. A
 * show waiting when a message comes goes before the message.
 * Everything runs on the channel's event loop.
 */
final class Viewer {
    static final int MAX_SHOWS_PER_SECOND = 50;
    static final int MAX_WAITING = 256;
    private static final long SHOW_INTERVAL_NANOS = 1_000_000_000L / MAX_SHOWS_PER_SECOND;

    private final Channel channel;
    private final ArrayDeque<String> waiting = new ArrayDeque<>();
    private String pendingShow;
    private boolean writing;
    private boolean scheduled;
    private long lastShowNanos = System.nanoTime() - SHOW_INTERVAL_NANOS;
    private long dropped;

    Viewer(Channel channel) {
        this.channel = channel;
    }

    Channel channel() { return channel; }

    void show(String json) {
        channel.eventLoop().execute(() -> {
            if (pendingShow != null) dropped++;
            pendingShow = json;
            pump();
        });
    }

    void message(String json) {
        channel.eventLoop().execute(() -> {
            // what was shown before the message is seen before it: a replay's "paused" state must
            // not be followed by the frame made before the pause
            if (pendingShow != null) {
                enqueue(pendingShow);
                pendingShow = null;
            }
            enqueue(json);
            pump();
        });
    }

    private void enqueue(String json) {
        if (waiting.size() == MAX_WAITING) {
            waiting.removeFirst();
            dropped++;
        }
        waiting.addLast(json);
    }

    /** Shows replaced or messages dropped before they could go out. */
    long dropped() { return dropped; }

    private void pump() {
        if (writing || !channel.isActive()) return;
        String next = waiting.pollFirst();
        if (next == null && pendingShow != null) {
            long wait = lastShowNanos + SHOW_INTERVAL_NANOS - System.nanoTime();
            if (wait > 0) {
                if (!scheduled) {
                    scheduled = true;
                    channel.eventLoop().schedule(() -> {
                        scheduled = false;
                        pump();
                    }, wait, TimeUnit.NANOSECONDS);
                }
                return;
            }
            next = pendingShow;
            pendingShow = null;
            lastShowNanos = System.nanoTime();
        }
        if (next == null) return;
        writing = true;
        channel.writeAndFlush(new TextWebSocketFrame(next)).addListener((ChannelFutureListener) f -> {
            writing = false;
            if (f.isSuccess()) pump();
        });
    }
}
