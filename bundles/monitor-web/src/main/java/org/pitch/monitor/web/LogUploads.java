package org.pitch.monitor.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;

/**
 * {@code POST /logs}: a game log opened in a page. The token must come in the
 * {@value #TOKEN_HEADER} header (a log costs the server memory, so nobody anonymous may send
 * one) and the log may be {@link #MAX_LOG} bytes at most; both are checked on the request's head,
 * before its body is read: without the token the body is read and dropped, then refused (401);
 * a declared length over the limit is refused at once and the connection closed (413). The log is read on a thread of its own; the answer is
 * {@code {"log":{"id":..., "summary":...}}} or {@code {"error":...}} with status 400.
 */
final class LogUploads extends ChannelInboundHandlerAdapter {
    static final String PATH = "/logs";
    static final String TOKEN_HEADER = "X-Pitch-Token";
    static final int MAX_LOG = 64 * 1024 * 1024;

    /** Reads a log file into a recording; the problem as an exception's message. */
    interface Reader {
        String open(Path file) throws IOException;
    }

    private final String token;
    private final Reader reader;
    private final Executor readers;
    private boolean refusing;
    /** The answer to a refused upload, sent when its body has been read (and dropped); a browser that is still sending takes an early answer for a broken connection. */
    private String refusal;

    LogUploads(String token, Reader reader, Executor readers) {
        this.token = token;
        this.reader = reader;
        this.readers = readers;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof HttpRequest head && !(msg instanceof FullHttpRequest)) {
            refusing = false;
            if (isUpload(head)) {
                String why = null;
                HttpResponseStatus status = null;
                String given = head.headers().get(TOKEN_HEADER);
                if (given == null || !ControlCommand.sameToken(given, token)) {
                    refusing = true;
                    refusal = error("opening a log needs the token the server printed at start");
                    ReferenceCountUtil.release(msg);
                    return;
                } else if (HttpUtil.getContentLength(head, -1L) > MAX_LOG) {
                    status = HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE;
                    why = "a log of at most " + MAX_LOG / (1024 * 1024) + " MB (gzip it: the player reads .rcg.gz)";
                }
                if (status != null) {
                    refuse(ctx, msg, status, why);
                    return;
                }
            } else if (HttpUtil.getContentLength(head, 0L) > WebServer.MAX_REQUEST || HttpUtil.isTransferEncodingChunked(head)) {
                // only an upload may be large: nothing else is gathered into memory
                refuse(ctx, msg, HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE, "no request but POST " + PATH + " carries a body");
                return;
            }
        } else if (refusing) {
            boolean last = msg instanceof LastHttpContent;
            ReferenceCountUtil.release(msg); // the body of a refused upload
            if (last && refusal != null) {
                answer(ctx, HttpResponseStatus.UNAUTHORIZED, refusal, true);
                refusal = null;
                refusing = false;
            }
            return;
        }
        ctx.fireChannelRead(msg);
    }

    /** After the aggregator: the whole upload, read into a recording off the event loop. */
    ChannelInboundHandlerAdapter receiver() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                if (msg instanceof FullHttpRequest full && isUpload(full)) upload(ctx, full);
                else ctx.fireChannelRead(msg);
            }
        };
    }

    private void refuse(ChannelHandlerContext ctx, Object head, HttpResponseStatus status, String why) {
        refusing = true;
        ReferenceCountUtil.release(head);
        answer(ctx, status, error(why), false);
    }

    private static boolean isUpload(HttpRequest r) {
        return r.method().equals(HttpMethod.POST) && r.uri().split("\\?", 2)[0].equals(PATH);
    }

    private void upload(ChannelHandlerContext ctx, FullHttpRequest request) {
        ByteBuf body = request.content();
        Path file;
        try {
            file = Files.createTempFile("pitch-web-log-", ".rcg");
            try (var out = Files.newOutputStream(file)) {
                body.readBytes(out, body.readableBytes());
            }
        } catch (IOException e) {
            answer(ctx, HttpResponseStatus.INTERNAL_SERVER_ERROR, error("cannot keep the log: " + e.getMessage()), true);
            return;
        } finally {
            request.release();
        }
        boolean keepAlive = HttpUtil.isKeepAlive(request);
        readers.execute(() -> {
            String json;
            HttpResponseStatus status = HttpResponseStatus.OK;
            try {
                json = reader.open(file);
            } catch (IOException | RuntimeException e) {
                status = HttpResponseStatus.BAD_REQUEST;
                json = error(e.getMessage() == null ? e.toString() : e.getMessage());
            } finally {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException ignored) {
                    // a temporary file; the system's cleaning takes it
                }
            }
            HttpResponseStatus s = status;
            String j = json;
            ctx.executor().execute(() -> answer(ctx, s, j, keepAlive));
        });
    }

    static String error(String why) {
        return "{\"error\":" + Json.string(why) + "}";
    }

    private static void answer(ChannelHandlerContext ctx, HttpResponseStatus status, String json, boolean keepAlive) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        FullHttpResponse r = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.wrappedBuffer(body));
        r.headers().set(HttpHeaderNames.CONTENT_TYPE, "application/json").set(HttpHeaderNames.CONTENT_LENGTH, body.length)
                .set(HttpHeaderNames.CACHE_CONTROL, "no-store");
        var f = ctx.writeAndFlush(r);
        if (!keepAlive) f.addListener(ChannelFutureListener.CLOSE);
    }
}
