package org.pitch.monitor.web;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.ServerParam;
import org.pitch.api.transport.Binding;

/**
 * The {@code pitch.web.*} keys, read once at start.
 *
 * @param enabled   {@code pitch.web.enabled}: nothing is served unless it is on
 * @param bind      {@code pitch.web.bind}: the address the HTTP port binds to
 * @param port      {@code pitch.web.port}: the HTTP port, 0 for any free one
 * @param token     {@code pitch.web.token}: the control token; empty for a new random one per start
 * @param feedHost  where the monitor port is reached: loopback when the UDP ports bind to every address
 * @param feedPort  the configured monitor port ({@code server::port}); a server that bound another publishes it
 */
record WebSettings(boolean enabled, String bind, int port, String token, String feedHost, int feedPort) {

    static WebSettings of(ServerConfiguration configuration) {
        var s = configuration.settings();
        String udpBind = s.string("bind", "0.0.0.0");
        return new WebSettings(
                s.bool("web.enabled", false),
                s.string("web.bind", "0.0.0.0"),
                (int) s.number("web.port", 8080),
                s.string("web.token", ""),
                Binding.localHost(udpBind),
                configuration.parameters().integer(ServerParam.PORT));
    }
}
