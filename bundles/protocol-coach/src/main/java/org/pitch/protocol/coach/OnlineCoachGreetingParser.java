package org.pitch.protocol.coach;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.transport.Port;
import org.pitch.protocol.trainer.CommonCommands;
import org.pitch.wire.Scanf;

/**
 * Reads {@code (init TEAM [COACHNAME] [(version V)])} on the online coaches' port, step by step
 * as rcssserver 19's {@code Stadium::parseOnlineCoachInit} does (a final newline byte dropped,
 * the text ending at the first NUL):
 * <ol>
 *   <li>the text must begin with {@code (init} exactly, without white space before it (so
 *       {@code (initTeam} reads the team {@code Team}): else {@code illegal_command_form};</li>
 *   <li>the team: {@code " ( init %15[+-_a-zA-Z0-9] %n "}, i.e. 1 to 15 characters from
 *       {@code +}..{@code _}, letters and digits (a longer name is split: the rest is read as the
 *       coach name): else {@code illegal_command_form};</li>
 *   <li>unless a {@code (} follows: the coach name, up to 127 characters of the same class,
 *       else {@code illegal_command_form} (so {@code (init TEAM)} is refused); the character
 *       after it and its white space must be {@code (}, {@code )} or white space (not the end),
 *       else {@code illegal_coachname_or_too_long_coachname};</li>
 *   <li>at the next {@code (}, only if it begins {@code (version}: {@code " ( version %lf ) %n "},
 *       else {@code illegal_command_form}; the character after it and its white space must be
 *       {@code (}, {@code )} or white space (not the end), else {@code illegal_client_version};
 *       a version below 5 is {@code illegal_client_version}. Without such a token (also
 *       {@code ( version 9)}, {@code (ver 9)}), version 5.</li>
 * </ol>
 * When {@code (version V} lacks its {@code )}, rcssserver advances by the length it had read for
 * the team or coach name (a stale {@code %n}); that is reproduced, so the result depends on the
 * text after it exactly as in rcssserver.
 *
 * <p>What the server decides, not this parser, in rcssserver's order: a team of that name on
 * the left, else the right, else {@code (error no_such_team)}; a team that has a coach:
 * {@code (error already_have_coach)}; a failing socket {@code (error connection_failed)}; a
 * version whose whole part has no codec (20 and more, NaN): {@code (error illegal_client_version)}.
 * A 0-byte datagram is {@link Greeting#UNANSWERED} (rcssserver ignores it).
 */
@Component
public final class OnlineCoachGreetingParser implements GreetingParser {
    static final double DEFAULT_VERSION = 5.0;
    /** The versions rcssserver's online coach greeting accepts: none older than the default. */
    static final VersionRange GREETING_VERSIONS = VersionRange.from(DEFAULT_VERSION);
    static final String ILLEGAL_COACH_NAME = "illegal_coachname_or_too_long_coachname";
    static final String ILLEGAL_CLIENT_VERSION = "illegal_client_version";

    private static final Scanf TEAM = Scanf.compile(" ( init %15[+-_a-zA-Z0-9] %n ");
    private static final Scanf COACH_NAME = Scanf.compile(" %127[+-_a-zA-Z0-9] %n ");
    private static final Scanf VERSION = Scanf.compile(" ( version %lf ) %n ");

    @Override
    public Greeting parse(Port port, byte[] data, int length) {
        if (port != Port.ONLINE_COACH) return null;
        if (length <= 0) return Greeting.UNANSWERED;
        String text = Scanf.cString(data, data[length - 1] == '\n' ? length - 1 : length);
        if (!text.startsWith("(init")) return refused(CommonCommands.ILLEGAL_COMMAND_FORM);

        Scanf.Result team = TEAM.scan(text);
        if (team.count() != 1) return refused(CommonCommands.ILLEGAL_COMMAND_FORM);
        int read = team.consumed(1); // rcssserver's n_read, reused (stale) below
        int pos = skipSpaces(text, read);

        String coachName = "";
        if (at(text, pos) != '(') {
            Scanf.Result name = COACH_NAME.scan(text, pos);
            if (name.count() != 1) return refused(CommonCommands.ILLEGAL_COMMAND_FORM);
            coachName = name.text(0);
            read = name.consumed(1);
            pos += read;
            if (!delimiter(at(text, pos))) return refused(ILLEGAL_COACH_NAME);
        }

        while (pos < text.length() && text.charAt(pos) != '(') pos++;
        double version = DEFAULT_VERSION;
        if (text.startsWith("(version", pos)) {
            Scanf.Result v = VERSION.scan(text, pos);
            if (v.count() != 1) return refused(CommonCommands.ILLEGAL_COMMAND_FORM);
            if (v.consumed(1) >= 0) read = v.consumed(1);
            pos += read;
            if (!delimiter(at(text, pos))) return refused(ILLEGAL_CLIENT_VERSION);
            version = v.real(0);
            if (GREETING_VERSIONS.below(version)) return refused(ILLEGAL_CLIENT_VERSION);
        }
        return new Greeting.OnlineCoachInit(team.text(0), coachName, version);
    }

    private static Greeting refused(String token) {
        return new Greeting.Refused(token);
    }

    /** The character at {@code i}, or NUL past the end (rcssserver's buffer is zeroed). */
    private static char at(String text, int i) {
        return i < text.length() ? text.charAt(i) : '\0';
    }

    private static boolean delimiter(char c) {
        return c == '(' || c == ')' || Scanf.isSpace(c);
    }

    private static int skipSpaces(String text, int pos) {
        while (pos < text.length() && Scanf.isSpace(text.charAt(pos))) pos++;
        return pos;
    }
}
