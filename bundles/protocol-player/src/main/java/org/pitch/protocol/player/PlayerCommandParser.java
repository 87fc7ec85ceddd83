package org.pitch.protocol.player;

import static org.pitch.protocol.player.PlayerCommandLexer.*;

import org.pitch.api.command.AttentionTo;
import org.pitch.api.command.Bye;
import org.pitch.api.command.Catch;
import org.pitch.api.command.ChangeFocus;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.Clang;
import org.pitch.api.command.Compression;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Done;
import org.pitch.api.command.Ear;
import org.pitch.api.command.GaussianSee;
import org.pitch.api.command.Kick;
import org.pitch.api.command.LegDash;
import org.pitch.api.command.Move;
import org.pitch.api.command.PointTo;
import org.pitch.api.command.Say;
import org.pitch.api.command.Score;
import org.pitch.api.command.SenseBody;
import org.pitch.api.command.SynchSee;
import org.pitch.api.command.Tackle;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * Turns one datagram a player sent after init into commands, accepting and rejecting exactly
 * what rcssserver 19 does. The two things that differ between protocol versions are fixed when
 * the parser is made, by the codec of the version range it serves.
 *
 * <h2>What rcssserver does, and so this parser</h2>
 * <ul>
 * <li>A 0-byte datagram is ignored: nothing is reported.</li>
 * <li>If the last byte of the datagram is not NUL and the parser {@code warnsUnterminated}, the warning
 *     {@code message_not_null_terminated} is reported first; the datagram is parsed anyway.</li>
 * <li>The text ends at the first NUL byte (so a lone NUL is an empty text).</li>
 * <li>The text is a non-empty sequence of commands. They are reported in order, each as soon as
 *     its closing parenthesis has been read. At the first token that does not fit, the error
 *     {@code illegal_command_form} is reported once and the rest of the datagram is dropped;
 *     commands before it have been reported already. An empty text is that error too.
 *     {@code (turn 10)(foo)(dash 20)} thus gives the turn, then the error.</li>
 * <li>The grammar is the same for every protocol version: rcssserver 19 has one parser for all
 *     player versions, so a v7 client may send {@code change_focus}, {@code gaussian_see}, a
 *     foul argument to {@code tackle} or a bipedal dash; what such a command does in an old
 *     version is the kernel's business, except that a tackle's argument is marked as a power
 *     when the parser is made with {@code tacklePowerForm} ({@link Tackle#powerForm()}).</li>
 * <li>{@code (long_kick Power Dir)} is valid grammar but does nothing in rcssserver 19, so it
 *     reports nothing.</li>
 * </ul>
 * See {@link PlayerCommandLexer} for the token rules (which number forms count, the unquoted say
 * token, bytes above 0x7F).
 *
 * <p>Decoded records: a one-argument dash is {@code Dash(power, 0)}; {@code (dash (l P D) (r P D))}
 * gives one {@link LegDash} per leg in the order sent (one leg alone is allowed); a one-argument
 * {@code change_view} has a {@code null} quality; {@code tackle} without foul argument has
 * {@code foul == false}; team sides in {@code attentionto} and {@code ear} are reported as
 * {@code our}, {@code opp}, {@code l} or {@code r} ({@code left}/{@code right} are spelled
 * {@code l}/{@code r}), any other team token as sent, quotes included; an {@code ear} without
 * team has a {@code null} team and without mode {@link Ear.Mode#BOTH}. A quoted say message is
 * delivered without its quotes, an unquoted one as written; no length limit is applied here
 * ({@code say_msg_size} is the kernel's).
 *
 * <p>Instances are stateless and may be shared between threads. Each call allocates one small
 * cursor object besides the command records and strings it reports.
 */
public final class PlayerCommandParser {
    /** Error token for any datagram text that is not a valid command sequence. */
    public static final String ILLEGAL_COMMAND_FORM = "illegal_command_form";
    /** Warning token for a v8+ datagram whose last byte is not NUL. */
    public static final String MESSAGE_NOT_NULL_TERMINATED = "message_not_null_terminated";

    private static final Score SCORE = new Score();
    private static final SenseBody SENSE_BODY = new SenseBody();
    private static final Done DONE = new Done();
    private static final Bye BYE = new Bye();
    private static final SynchSee SYNCH_SEE = new SynchSee();
    private static final GaussianSee GAUSSIAN_SEE = new GaussianSee();
    private static final PointTo POINT_TO_OFF = PointTo.stop();
    private static final AttentionTo ATTENTION_TO_OFF = AttentionTo.stop();

    private final boolean warnsUnterminated;
    private final boolean tacklePowerForm;

    /**
     * @param warnsUnterminated whether a datagram not ending in NUL is warned about first
     *                          (rcssserver: from v8)
     * @param tacklePowerForm   whether a tackle's argument is a power rather than an angle
     *                          (rcssserver: before v12)
     */
    public PlayerCommandParser(boolean warnsUnterminated, boolean tacklePowerForm) {
        this.warnsUnterminated = warnsUnterminated;
        this.tacklePowerForm = tacklePowerForm;
    }

    /** Parses every command in the datagram, in order, reporting each to the sink. */
    public void parse(byte[] data, int offset, int length, CommandSink sink) {
        if (length <= 0) {
            return;
        }
        int end = offset + length;
        if (data[end - 1] != 0 && warnsUnterminated) {
            sink.warning(MESSAGE_NOT_NULL_TERMINATED);
        }
        int textEnd = offset;
        while (textEnd < end && data[textEnd] != 0) {
            textEnd++;
        }
        PlayerCommandLexer lex = new PlayerCommandLexer(data, offset, textEnd);
        int t = lex.next();
        if (t == EOF) {
            sink.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        while (true) {
            boolean ok;
            if (t == UNQ_SAY) {
                sink.command(new Say(lex.text()));
                ok = true;
            } else if (t == LP) {
                ok = command(lex, sink);
            } else {
                ok = false;
            }
            if (!ok) {
                sink.error(ILLEGAL_COMMAND_FORM);
                return;
            }
            t = lex.next();
            if (t == EOF) {
                return;
            }
        }
    }

    /**
     * One parenthesised command, the opening parenthesis already read. Reports the command when
     * its closing parenthesis has been read; returns false at the first token that does not fit.
     */
    private boolean command(PlayerCommandLexer lex, CommandSink sink) {
        int keyword = lex.next();
        switch (keyword) {
            case K_DASH:
                return dash(lex, sink);
            case K_TURN: {
                if (!number(lex)) {
                    return false;
                }
                double moment = lex.doubleValue;
                if (!close(lex)) {
                    return false;
                }
                sink.command(new Turn(moment));
                return true;
            }
            case K_TURN_NECK: {
                if (!number(lex)) {
                    return false;
                }
                double moment = lex.doubleValue;
                if (!close(lex)) {
                    return false;
                }
                sink.command(new TurnNeck(moment));
                return true;
            }
            case K_CATCH: {
                if (!number(lex)) {
                    return false;
                }
                double direction = lex.doubleValue;
                if (!close(lex)) {
                    return false;
                }
                sink.command(new Catch(direction));
                return true;
            }
            case K_CHANGE_FOCUS:
            case K_KICK:
            case K_LONG_KICK:
            case K_MOVE:
                return twoNumbers(keyword, lex, sink);
            case K_SAY: {
                if (lex.next() != STR) {
                    return false;
                }
                String message = lex.textWithoutQuotes();
                if (!close(lex)) {
                    return false;
                }
                sink.command(new Say(message));
                return true;
            }
            case K_SENSE_BODY:
                return bare(lex, sink, SENSE_BODY);
            case K_SCORE:
                return bare(lex, sink, SCORE);
            case K_BYE:
                return bare(lex, sink, BYE);
            case K_DONE:
                return bare(lex, sink, DONE);
            case K_SYNCH_SEE:
                return bare(lex, sink, SYNCH_SEE);
            case K_GAUSSIAN_SEE:
                return bare(lex, sink, GAUSSIAN_SEE);
            case K_CHANGE_VIEW:
                return changeView(lex, sink);
            case K_COMPRESSION: {
                if (lex.next() != INT) {
                    return false;
                }
                int level = lex.intValue;
                if (!close(lex)) {
                    return false;
                }
                sink.command(new Compression(level));
                return true;
            }
            case K_POINTTO:
                return pointTo(lex, sink);
            case K_ATTENTIONTO:
                return attentionTo(lex, sink);
            case K_TACKLE:
                return tackle(lex, sink);
            case K_CLANG:
                return clang(lex, sink);
            case K_EAR:
                return ear(lex, sink);
            default:
                return false;
        }
    }

    private static boolean number(PlayerCommandLexer lex) {
        int t = lex.next();
        return t == INT || t == REAL;
    }

    private static boolean close(PlayerCommandLexer lex) {
        return lex.next() == RP;
    }

    private static boolean bare(PlayerCommandLexer lex, CommandSink sink, org.pitch.api.command.PlayerCommand command) {
        if (!close(lex)) {
            return false;
        }
        sink.command(command);
        return true;
    }

    private static boolean twoNumbers(int keyword, PlayerCommandLexer lex, CommandSink sink) {
        if (!number(lex)) {
            return false;
        }
        double a = lex.doubleValue;
        if (!number(lex)) {
            return false;
        }
        double b = lex.doubleValue;
        if (!close(lex)) {
            return false;
        }
        switch (keyword) {
            case K_CHANGE_FOCUS:
                sink.command(new ChangeFocus(a, b));
                break;
            case K_KICK:
                sink.command(new Kick(a, b));
                break;
            case K_MOVE:
                sink.command(new Move(a, b));
                break;
            default:
                // long_kick: accepted, but rcssserver 19 ignores it entirely
                break;
        }
        return true;
    }

    /** {@code (dash P)}, {@code (dash P D)}, or one or two legs {@code (l P D)}/{@code (r P D)}. */
    private static boolean dash(PlayerCommandLexer lex, CommandSink sink) {
        int t = lex.next();
        if (t == INT || t == REAL) {
            double power = lex.doubleValue;
            t = lex.next();
            if (t == RP) {
                sink.command(new Dash(power, 0.0));
                return true;
            }
            if (t != INT && t != REAL) {
                return false;
            }
            double direction = lex.doubleValue;
            if (!close(lex)) {
                return false;
            }
            sink.command(new Dash(power, direction));
            return true;
        }
        if (t != LP) {
            return false;
        }
        int firstLeg = leg(lex, sink, 0);
        if (firstLeg == 0) {
            return false;
        }
        t = lex.next();
        if (t == RP) {
            return true;
        }
        if (t != LP) {
            return false;
        }
        if (leg(lex, sink, firstLeg) == 0) {
            return false;
        }
        return close(lex);
    }

    /**
     * One leg of a bipedal dash, its opening parenthesis read. A second leg must be the other
     * side than {@code excluded}. Returns the side's keyword, or 0 on a bad token.
     */
    private static int leg(PlayerCommandLexer lex, CommandSink sink, int excluded) {
        int side = lex.next();
        if ((side != K_LEFT && side != K_RIGHT) || side == excluded) {
            return 0;
        }
        if (!number(lex)) {
            return 0;
        }
        double power = lex.doubleValue;
        if (!number(lex)) {
            return 0;
        }
        double direction = lex.doubleValue;
        if (!close(lex)) {
            return 0;
        }
        sink.command(new LegDash(side == K_LEFT ? LegDash.Leg.LEFT : LegDash.Leg.RIGHT, power, direction));
        return side;
    }

    private static boolean changeView(PlayerCommandLexer lex, CommandSink sink) {
        ViewWidth width;
        switch (lex.next()) {
            case K_NARROW: width = ViewWidth.NARROW; break;
            case K_NORMAL: width = ViewWidth.NORMAL; break;
            case K_WIDE: width = ViewWidth.WIDE; break;
            default: return false;
        }
        ViewQuality quality;
        switch (lex.next()) {
            case RP:
                sink.command(new ChangeView(width, null));
                return true;
            case K_LOW: quality = ViewQuality.LOW; break;
            case K_HIGH: quality = ViewQuality.HIGH; break;
            default: return false;
        }
        if (!close(lex)) {
            return false;
        }
        sink.command(new ChangeView(width, quality));
        return true;
    }

    private static boolean pointTo(PlayerCommandLexer lex, CommandSink sink) {
        int t = lex.next();
        if (t == K_OFF) {
            if (!close(lex)) {
                return false;
            }
            sink.command(POINT_TO_OFF);
            return true;
        }
        if (t != INT && t != REAL) {
            return false;
        }
        double distance = lex.doubleValue;
        if (!number(lex)) {
            return false;
        }
        double direction = lex.doubleValue;
        if (!close(lex)) {
            return false;
        }
        sink.command(new PointTo(false, distance, direction));
        return true;
    }

    /** The canonical spelling of a team-side keyword, or null if the token is none. */
    private static String side(int token) {
        switch (token) {
            case K_OUR: return "our";
            case K_OPP: return "opp";
            case K_LEFT: return "l";
            case K_RIGHT: return "r";
            default: return null;
        }
    }

    private static boolean attentionTo(PlayerCommandLexer lex, CommandSink sink) {
        int t = lex.next();
        if (t == K_OFF) {
            if (!close(lex)) {
                return false;
            }
            sink.command(ATTENTION_TO_OFF);
            return true;
        }
        String team = t == STR ? lex.text() : side(t);
        if (team == null) {
            return false;
        }
        if (lex.next() != INT) {
            return false;
        }
        int unum = lex.intValue;
        if (!close(lex)) {
            return false;
        }
        sink.command(new AttentionTo(false, team, unum));
        return true;
    }

    /** The argument is a power along the body or an angle, as the parser was made. */
    private boolean tackle(PlayerCommandLexer lex, CommandSink sink) {
        if (!number(lex)) {
            return false;
        }
        double powerOrAngle = lex.doubleValue;
        boolean foul;
        switch (lex.next()) {
            case RP:
                sink.command(new Tackle(powerOrAngle, false, tacklePowerForm));
                return true;
            case K_ON:
            case K_TRUE:
                foul = true;
                break;
            case K_OFF:
            case K_FALSE:
                foul = false;
                break;
            default:
                return false;
        }
        if (!close(lex)) {
            return false;
        }
        sink.command(new Tackle(powerOrAngle, foul, tacklePowerForm));
        return true;
    }

    private static boolean clang(PlayerCommandLexer lex, CommandSink sink) {
        if (lex.next() != LP || lex.next() != K_VER || lex.next() != INT) {
            return false;
        }
        int min = lex.intValue;
        if (lex.next() != INT) {
            return false;
        }
        int max = lex.intValue;
        if (!close(lex) || !close(lex)) {
            return false;
        }
        sink.command(new Clang(min, max));
        return true;
    }

    /** {@code (ear (on|off [Team] [partial|complete|p|c]))}. */
    private static boolean ear(PlayerCommandLexer lex, CommandSink sink) {
        if (lex.next() != LP) {
            return false;
        }
        boolean on;
        switch (lex.next()) {
            case K_ON: on = true; break;
            case K_OFF: on = false; break;
            default: return false;
        }
        String team = null;
        Ear.Mode mode = Ear.Mode.BOTH;
        int t = lex.next();
        if (t == STR) {
            team = lex.text();
            t = lex.next();
        } else if (side(t) != null) {
            team = side(t);
            t = lex.next();
        }
        if (t == K_PARTIAL || t == K_COMPLETE) {
            mode = t == K_PARTIAL ? Ear.Mode.PARTIAL : Ear.Mode.COMPLETE;
            t = lex.next();
        }
        if (t != RP || !close(lex)) {
            return false;
        }
        sink.command(new Ear(on, team, mode));
        return true;
    }
}
