package org.pitch.protocol.trainer;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.transport.Port;
import org.pitch.wire.Scanf;

/**
 * Reads a datagram on the trainer's port from a client that is not the trainer, as rcssserver 19's
 * {@code Stadium::parseCoachInit} does: a final newline byte is dropped, the text ends at the
 * first NUL, the command word is read ({@link CommonCommands#commandWord}), and for {@code init}
 * {@code sscanf(" ( init ( version %lf ) ) ")}:
 * <ul>
 *   <li>no command word (also a lone NUL): {@code Refused(illegal_command_form)};</li>
 *   <li>the text ends before the version's {@code (} could be matched ({@code (init},
 *       {@code (init }): {@code Refused(illegal_command_form)};</li>
 *   <li>anything else after {@code init} that is not {@code ( version NUMBER}
 *       ({@code (init)}, {@code (init foo)}, {@code (init (version abc))}): version 3;</li>
 *   <li>{@code ( version NUMBER}: that version, whatever follows it; below 1:
 *       {@code Refused(illegal_command_form)}.</li>
 * </ul>
 *
 * <p>What the server decides, not this parser: every datagram on the port gets
 * {@code (error connected_offline_coach_without_coach_mode)} unless {@code coach} or
 * {@code coach_w_referee} is on; while a trainer is connected, a datagram from any other address
 * gets {@code (error already_have_offline_coach)}; a version whose whole part has no codec (20 and
 * more, or NaN) gets {@code (error illegal_client_version)}; a failing socket
 * {@code (error socket_open_failed)} or {@code (error connection_failed)}.
 *
 * <p>A command word other than {@code init} is {@link Greeting#UNANSWERED}, as there is no greeting to grant:
 * rcssserver then kicks off (as {@code (start)} would) and executes the datagram as a trainer
 * command without answering, since no trainer socket is connected. A server that wants that
 * quirk decodes the datagram with a trainer codec and drops the replies. A 0-byte datagram
 * is unanswered too (rcssserver ignores it).
 */
@Component
public final class TrainerGreetingParser implements GreetingParser {
    static final double DEFAULT_VERSION = 3.0;
    /** The versions rcssserver's greeting accepts; below them the greeting itself is malformed, whatever codecs there are. */
    static final VersionRange GREETING_VERSIONS = VersionRange.from(1);
    private static final Scanf INIT = Scanf.compile(" ( init ( version %lf ) ) ");

    @Override
    public Greeting parse(Port port, byte[] data, int length) {
        if (port != Port.TRAINER) return null;
        if (length <= 0) return Greeting.UNANSWERED;
        String text = Scanf.cString(data, data[length - 1] == '\n' ? length - 1 : length);
        String word = CommonCommands.commandWord(text);
        if (word == null) return new Greeting.Refused(CommonCommands.ILLEGAL_COMMAND_FORM);
        if (!word.equals("init")) return Greeting.UNANSWERED;
        Scanf.Result r = INIT.scan(text);
        double version = r.count() == 1 ? r.real(0) : DEFAULT_VERSION;
        if (r.count() < 0 || GREETING_VERSIONS.below(version)) return new Greeting.Refused(CommonCommands.ILLEGAL_COMMAND_FORM);
        return new Greeting.TrainerInit(version);
    }
}
