package org.pitch.api.protocol;

/**
 * What a datagram on a well-known port asks for, as a {@link GreetingParser} read it. The kernel
 * decides whether it can be granted (teams, uniform numbers, versions) and answers.
 */
public sealed interface Greeting {
    /** {@code (init Team [(version V)] [(goalie)])}; version 3 when omitted. */
    record PlayerInit(String team, double version, boolean goalie) implements Greeting {}

    /** {@code (reconnect Team Unum)}. */
    record PlayerReconnect(String team, int unum) implements Greeting {}

    /** {@code (dispinit)} (version 1) or {@code (dispinit version N)}: a monitor. */
    record MonitorInit(double version) implements Greeting {}

    /** Not a request that can be granted; the reply is {@code (error token)}. */
    record Refused(String errorToken) implements Greeting {}
}
