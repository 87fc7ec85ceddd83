package org.pitch.protocol.trainer;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.wire.Scanf;

/**
 * What the trainer's and the online coaches' command readers share. rcssserver's
 * {@code OnlineCoach} extends its {@code Coach} (the trainer) and reads these parts with the same
 * {@code sscanf} patterns: the datagram as a C string, the command word, {@code eye},
 * {@code compression} and the plain {@code say} text.
 */
public final class CommonCommands {
    public static final String ILLEGAL_COMMAND_FORM = "illegal_command_form";
    public static final String UNKNOWN_COMMAND = "unknown_command";
    public static final String MESSAGE_NOT_NULL_TERMINATED = "message_not_null_terminated";

    // the commands without arguments, shared: records are values
    public static final CoachCommand.Look LOOK = new CoachCommand.Look();
    public static final CoachCommand.TeamNames TEAM_NAMES = new CoachCommand.TeamNames();
    public static final CoachCommand.CheckBall CHECK_BALL = new CoachCommand.CheckBall();
    public static final CoachCommand.Done DONE = new CoachCommand.Done();
    public static final CoachCommand.Eye EYE_ON = new CoachCommand.Eye(true);
    public static final CoachCommand.Eye EYE_OFF = new CoachCommand.Eye(false);

    private static final Scanf COMMAND_WORD = Scanf.compile(" ( %127[-0-9a-zA-Z.+*/?<>_] ");
    private static final Scanf EYE = Scanf.compile(" ( eye %15[^ ()] ) ");
    private static final Scanf COMPRESSION = Scanf.compile(" ( compression %d ) ");
    /** rcssserver's SAY_MESSAGE_SCAN_FORMAT: the word, then the text in a character set without quotes. */
    private static final Scanf PLAIN_SAY = Scanf.compile(" ( %s %[-0-9a-zA-Z ().+*/?<>_]");
    private static final int MOST_COMPRESSION = 9;

    private CommonCommands() {}

    /**
     * Opens a datagram received after the greeting as rcssserver does: nothing for a 0-byte
     * datagram (null), the warning {@code message_not_null_terminated} first if its last byte is
     * not NUL and {@code warnUnterminated} (versions 8 and later), and its text up to the first NUL.
     */
    public static String open(byte[] data, int length, boolean warnUnterminated, CoachCommandSink out) {
        if (length <= 0) return null;
        if (data[length - 1] != 0 && warnUnterminated) out.warning(MESSAGE_NOT_NULL_TERMINATED);
        return Scanf.cString(data, length);
    }

    /** The command word: {@code " ( %127[SET] "} with SET the letters, digits and {@code -.+/*?<>_}; null when there is none ({@code illegal_command_form}). */
    public static String commandWord(String text) {
        Scanf.Result r = COMMAND_WORD.scan(text);
        return r.count() == 1 ? r.text(0) : null;
    }

    /** {@code (eye on|off)}: the value read with {@code %15[^ ()]}, exactly {@code on} or {@code off}. */
    private static void eye(String text, CoachCommandSink out) {
        Boolean on = onOff(EYE, text);
        if (on == null) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(on ? EYE_ON : EYE_OFF);
    }

    /** {@code on} → true, {@code off} → false, anything else or nothing → null. */
    public static Boolean onOff(Scanf pattern, String text) {
        Scanf.Result r = pattern.scan(text);
        if (r.count() != 1) return null;
        return switch (r.text(0)) {
            case "on" -> Boolean.TRUE;
            case "off" -> Boolean.FALSE;
            default -> null;
        };
    }

    /**
     * The commands the trainer and the online coaches read alike: {@code check_ball}, {@code look},
     * {@code team_names}, {@code eye}, {@code done} and {@code compression}. Whether {@code word}
     * is one of them (and it has been read).
     */
    public static boolean readShared(String word, String text, CoachCommandSink out) {
        switch (word) {
            case "check_ball" -> out.command(CHECK_BALL);
            case "look" -> out.command(LOOK);
            case "team_names" -> out.command(TEAM_NAMES);
            case "eye" -> eye(text, out);
            case "done" -> out.command(DONE);
            case "compression" -> compression(text, out);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** {@code (compression N)}: an int up to 9; rcssserver refuses more with {@code illegal_command_form}. */
    private static void compression(String text, CoachCommandSink out) {
        Scanf.Result r = COMPRESSION.scan(text);
        if (r.count() != 1 || r.integer(0) > MOST_COMPRESSION) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(new CoachCommand.Compression(r.integer(0)));
    }

    /**
     * The text of a plain say (the trainer's, an online coach's before version 7), as rcssserver
     * cuts it out: after the white space that follows the word, the longest run of
     * letters, digits, space and {@code -().+/*?<>_} (no quotes, no newline); then cut to {@code limit}
     * characters if longer, otherwise one final {@code )} dropped. Null when the run is empty
     * ({@code illegal_command_form}), e.g. {@code (say "hello")}.
     */
    public static String plainSay(String text, int limit) {
        Scanf.Result r = PLAIN_SAY.scan(text);
        if (r.count() != 2) return null;
        String body = r.text(1);
        if (body.length() > limit) return body.substring(0, Math.max(limit, 0));
        return body.endsWith(")") ? body.substring(0, body.length() - 1) : body;
    }
}
