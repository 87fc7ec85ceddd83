package org.pitch.monitor.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler.Sharable;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.timeout.IdleStateEvent;

/**
 * The page: {@code /} is {@code index.html}; its script and style sheet by name. The files come
 * from the bundle, read once; nothing else is served (404), nothing but GET and HEAD (405).
 */
@Sharable
final class PageFiles extends SimpleChannelInboundHandler<FullHttpRequest> {
    private static final String FOLDER = "page/";
    private static final Map<String, String> FILES = Map.of(
            "/", "index.html",
            "/index.html", "index.html",
            "/monitor.js", "monitor.js",
            "/field.js", "field.js",
            "/timing.js", "timing.js",
            "/monitor.css", "monitor.css");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8");
    /** Scripts and styles from this server only; the socket on the same host. */
    private static final String POLICY = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:";

    private final Map<String, byte[]> contents = new java.util.HashMap<>();

    PageFiles() {
        for (String name : FILES.values()) contents.put(name, read(name));
    }

    private static byte[] read(String name) {
        try (InputStream in = PageFiles.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) throw new IllegalStateException("the bundle lacks its page file " + name);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
        HttpMethod method = request.method();
        if (!method.equals(HttpMethod.GET) && !method.equals(HttpMethod.HEAD)) {
            respond(ctx, request, HttpResponseStatus.METHOD_NOT_ALLOWED, "text/plain; charset=utf-8", "only GET\n".getBytes(), false);
            return;
        }
        String path = request.uri();
        int query = path.indexOf('?');
        if (query >= 0) path = path.substring(0, query);
        String name = FILES.get(path);
        if (name == null) {
            respond(ctx, request, HttpResponseStatus.NOT_FOUND, "text/plain; charset=utf-8", ("no " + path + " here\n").getBytes(), false);
            return;
        }
        String type = TYPES.get(name.substring(name.lastIndexOf('.') + 1));
        respond(ctx, request, HttpResponseStatus.OK, type, contents.get(name), method.equals(HttpMethod.HEAD));
    }

    private static void respond(ChannelHandlerContext ctx, FullHttpRequest request, HttpResponseStatus status, String type,
                                byte[] body, boolean headOnly) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
                headOnly ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(body));
        response.headers()
                .set(HttpHeaderNames.CONTENT_TYPE, type)
                .set(HttpHeaderNames.CONTENT_LENGTH, body.length)
                .set(HttpHeaderNames.CACHE_CONTROL, "no-cache")
                .set(HttpHeaderNames.CONTENT_SECURITY_POLICY, POLICY)
                .set("X-Content-Type-Options", "nosniff");
        boolean keepAlive = HttpUtil.isKeepAlive(request) && status == HttpResponseStatus.OK;
        if (keepAlive) response.headers().set(HttpHeaderNames.CONNECTION, "keep-alive");
        var f = ctx.writeAndFlush(response);
        if (!keepAlive) f.addListener(ChannelFutureListener.CLOSE);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof IdleStateEvent) {
            ctx.close();
            return;
        }
        super.userEventTriggered(ctx, evt);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close(); // a broken or oversized request: that connection goes, the others stay
    }
}
