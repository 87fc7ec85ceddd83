package org.pitch.api.protocol;

/**
 * What a datagram on a well-known port asks for, as a {@link GreetingParser} read it. The kernel
 * decides whether it can be granted (teams, uniform numbers, versions) and answers.
 */
@org.osgi.annotation.versioning.ProviderType
public sealed interface Greeting {
    /** {@code (init Team [(version V)] [(goalie)])}; version 3 when omitted. */
    record PlayerInit(String team, double version, boolean goalie) implements Greeting {}

    /** {@code (reconnect Team Unum)}. */
    record PlayerReconnect(String team, int unum) implements Greeting {}

    /** {@code (dispinit)} (version 1) or {@code (dispinit version N)}: a monitor. */
    record MonitorInit(double version) implements Greeting {}

    /** {@code (init [(version V)])} on the trainer's port; version 3 when omitted. */
    record TrainerInit(double version) implements Greeting {}

    /**
     * {@code (init TEAM [COACHNAME] [(version V)])} on the online coaches' port; version 5 when
     * omitted, the coach's name empty when omitted.
     */
    record OnlineCoachInit(String team, String coachName, double version) implements Greeting {}

    /** Not a request that can be granted; the reply is {@code (error token)}. */
    record Refused(String errorToken) implements Greeting {}

    /**
     * A datagram of the parser's own family that rcssserver reads and does not answer (an empty
     * one, a trainer command before any trainer connected). A datagram no parser claims is
     * answered {@code (error unknown_command)}, e.g. on a port whose protocol bundle is stopped.
     */
    record Unanswered() implements Greeting {}

    /** The one {@link Unanswered} value. */
    Greeting UNANSWERED = new Unanswered();
}
