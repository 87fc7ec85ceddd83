package org.pitch.monitor.web;

import java.util.function.Supplier;

import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.record.Recording;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;

/**
 * One browser's WebSocket. On the handshake it becomes a {@link Viewer}: of the live match
 * ({@code {"live":{}}}, then what the server's monitor receives), or of the log the server plays
 * ({@code pitch replay FILE --web}), in a {@link Playback} of its own. Its text frames are
 * <ul>
 *   <li>{@code control TOKEN ...}: a referee control ({@link ControlCommand}), answered with
 *       {@code {"control":{"ok":NAME}}} or {@code {"control":{"refused":WHY}}};</li>
 *   <li>{@code replay open ID}, {@code replay play|pause|step|live}, {@code replay seek CYCLE},
 *       {@code replay speed FACTOR}: this browser's playback, answered by its state
 *       {@code {"replay":{...}}}, or {@code {"notice":WHY}}.</li>
 * </ul>
 */
final class ViewerSocket extends SimpleChannelInboundHandler<TextWebSocketFrame> {
    private static final String CONTROL = "control ", REPLAY = "replay ";

    /** Where the page's controls go: the monitor connection, guarded by the token. */
    interface Controls {
        /** The token a control must carry. */
        String token();

        /** Sends the monitor command; false if the server cannot be reached yet. */
        boolean send(String monitorCommand);
    }

    private final Viewers viewers;
    private final Controls controls;
    private final Recordings recordings;
    private final Supplier<MonitorCodec> json;
    private Viewer viewer;
    private Playback playback;

    ViewerSocket(Viewers viewers, Controls controls, Recordings recordings, Supplier<MonitorCodec> json) {
        this.viewers = viewers;
        this.controls = controls;
        this.recordings = recordings;
        this.json = json;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof WebSocketServerProtocolHandler.HandshakeComplete) {
            viewer = new Viewer(ctx.channel());
            if (!recordings.replaying()) {
                live();
            } else if (recordings.served() != null) {
                String problem = open(Recordings.SERVED);
                if (problem.isEmpty()) playback.play();
                else viewer.message(notice(problem));
            } else if (recordings.servedProblem() != null) {
                viewer.message(notice(recordings.servedProblem()));
            } else {
                viewer.message("{\"loading\":{}}"); // the page asks again in a moment
            }
            return;
        }
        super.userEventTriggered(ctx, evt);
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, TextWebSocketFrame frame) {
        String text = frame.text();
        if (text.startsWith(CONTROL)) {
            viewer.message(control(text.substring(CONTROL.length())));
        } else if (text.startsWith(REPLAY)) {
            String problem = replay(text.substring(REPLAY.length()).trim().split("\\s+"));
            if (!problem.isEmpty()) viewer.message(notice(problem));
        } else {
            viewer.message(notice("the page sends 'control TOKEN COMMAND [ARGUMENTS]' or 'replay COMMAND [ARGUMENT]'"));
        }
    }

    private String control(String rest) {
        try {
            ControlCommand c = ControlCommand.parse(rest, controls.token());
            if (playback != null) return refused("this page plays a log; go back to the live match first");
            return controls.send(c.monitorCommand())
                    ? "{\"control\":{\"ok\":\"" + c.name() + "\"}}"
                    : refused("the server has not answered the monitor yet; try again");
        } catch (ControlCommand.Refused e) {
            return refused(e.getMessage());
        }
    }

    /** One playback command; the problem, or "" when done. */
    private String replay(String[] w) {
        String what = w[0];
        if (what.equals("open")) return w.length == 2 ? open(w[1]) : "replay open takes the log's id";
        if (what.equals("live")) {
            live();
            return "";
        }
        if (playback == null) return "no log is playing here: open one first";
        switch (what) {
            case "play" -> playback.play();
            case "pause" -> playback.pause();
            case "step" -> playback.step();
            case "seek", "speed" -> {
                if (w.length != 2) return "replay " + what + " takes one number";
                double v;
                try {
                    v = Double.parseDouble(w[1]);
                } catch (NumberFormatException e) {
                    return "'" + w[1] + "' is no number";
                }
                if (!Double.isFinite(v)) return "'" + w[1] + "' is no number";
                if (what.equals("seek")) playback.seek((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, v)));
                else playback.speed(v);
            }
            default -> {
                return "no replay command '" + what + "'; there are open, play, pause, step, seek, speed and live";
            }
        }
        return "";
    }

    private String open(String id) {
        Recording r = recordings.get(id);
        if (r == null) return "no log '" + id + "' (the server keeps the " + Recordings.KEPT + " latest opened)";
        MonitorCodec codec = json.get();
        if (codec == null) return "the JSON monitor protocol is not installed";
        if (playback != null) playback.close();
        viewers.remove(viewer);
        playback = new Playback(viewer, id, r, codec);
        playback.begin();
        return "";
    }

    private void live() {
        if (playback != null) {
            playback.close();
            playback = null;
        }
        viewer.message("{\"live\":{}}");
        viewers.add(viewer);
    }

    private static String refused(String why) {
        return "{\"control\":{\"refused\":" + Json.string(why) + "}}";
    }

    private static String notice(String why) {
        return "{\"notice\":" + Json.string(why) + "}";
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        if (viewer != null) viewers.remove(viewer);
        if (playback != null) playback.close();
        super.channelInactive(ctx);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }
}
