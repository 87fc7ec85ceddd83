package org.pitch.protocol.player;

import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;

/**
 * The body sensor ({@code sense_body}) and aural sensor ({@code hear}) messages of the player
 * protocol, versions 1 to 19, byte for byte as rcssserver 19 prints them. Writers only: the caller
 * sends. Nothing is allocated.
 *
 * <h2>sense_body</h2>
 * Parts in order; the version that first prints each one in brackets:
 * <pre>
 * (sense_body T (view_mode Q W) (stamina S E [13: C]) (speed V [6: D]) [5: (head_angle H)]
 *   (kick n) (dash n) (turn n) (say n) [5: (turn_neck n)] [7: (catch n) (move n) (change_view n)]
 *   [18: (change_focus n)]
 *   [8: (arm (movable n) (expires n) (target DIST DIR) (count n)) (focus (target none|l U|r U) (count n))
 *       (tackle (expires n) (count n))]
 *   [12: (collision none|(ball) (player) (post))] [14: (foul (charged n) (card none|yellow|red))]
 *   [18: (focus_point DIST DIR)])
 * </pre>
 * Conversions done here, as rcssserver's body sender does them: the speed is quantised to 0.01;
 * the speed direction, the head angle and the arm target direction are printed as integers
 * truncated toward zero (a C {@code static_cast<int>}, not rounded); everything else
 * that is a {@code double} is printed with 6 significant digits. The observation therefore carries
 * the unconverted values: {@link BodyObservation#speedDirection()} is the direction of the velocity
 * relative to the player's <em>head</em> (body + neck), normalised, as rcssserver prints it;
 * {@link BodyObservation#armTargetDirection()} is relative to the head as well, already rounded to
 * 0.1 as rcssserver's arm state does.
 *
 * <h2>hear</h2>
 * {@link Heard#source()} selects the form ({@link #SELF}, {@link #REFEREE}, {@link #COACH} for the
 * trainer, {@link #ONLINE_COACH_LEFT}/{@link #ONLINE_COACH_RIGHT}, anything else is a player):
 * <pre>
 * referee            all   (hear T referee MSG)
 * self               1-6   (hear T self MSG)                 7+  (hear T self "MSG")
 * trainer            1-6   (hear T referee MSG)              7+  (hear T coach "MSG")
 * online coach       1-6   (hear T online_coach_left MSG)    7+  (hear T online_coach_left "MSG")
 *   CLANG message    all   (hear T online_coach_left (CLANG ...))   [message starting with '(']
 * player             1-6   (hear T DIR MSG)      DIR truncated
 *                    7     (hear T DIR "MSG")    DIR rounded half to even
 *                    8+    (hear T DIR our UNUM "MSG") | (hear T DIR opp "MSG")   DIR truncated
 *   partial (message null)  8+  (hear T our UNUM) | (hear T opp)
 * </pre>
 * {@link Heard#direction()} is the sender's direction relative to the listener's body in degrees,
 * unconverted. The message is the text as said, without quotes.
 */
public final class SensorMessages {
    /** {@link Heard#source()} of the listener's own message. */
    public static final String SELF = "self";
    /** {@link Heard#source()} of a referee announcement (play modes, {@code goal_l_1}, ...). */
    public static final String REFEREE = "referee";
    /** {@link Heard#source()} of the trainer's (offline coach's) {@code say}. */
    public static final String COACH = "coach";
    /** {@link Heard#source()} of the left online coach. */
    public static final String ONLINE_COACH_LEFT = "online_coach_left";
    /** {@link Heard#source()} of the right online coach. */
    public static final String ONLINE_COACH_RIGHT = "online_coach_right";
    /** {@link Heard#source()} of another player (any source not listed above is treated so). */
    public static final String PLAYER = "player";

    private static final int KICK = CommandKind.KICK.ordinal();
    private static final int DASH = CommandKind.DASH.ordinal();
    private static final int TURN = CommandKind.TURN.ordinal();
    private static final int SAY = CommandKind.SAY.ordinal();
    private static final int TURN_NECK = CommandKind.TURN_NECK.ordinal();
    private static final int CATCH = CommandKind.CATCH.ordinal();
    private static final int MOVE = CommandKind.MOVE.ordinal();
    private static final int CHANGE_VIEW = CommandKind.CHANGE_VIEW.ordinal();
    private static final int CHANGE_FOCUS = CommandKind.CHANGE_FOCUS.ordinal();

    private SensorMessages() {
    }

    /** {@code (sense_body ...)} for a client of that protocol version. */
    public static void writeSenseBody(MessageOut out, double version, BodyObservation b) {
        out.text("(sense_body ").integer(b.time());
        out.text(" (view_mode ").text(b.viewQuality().wireName()).character(' ')
                .text(b.viewWidth().wireName()).character(')');

        out.text(" (stamina ").number(b.stamina()).character(' ').number(b.effort());
        if (version >= 13) out.character(' ').number(b.capacity());
        out.character(')');

        out.text(" (speed ").number(quantize(b.speed(), 0.01));
        if (version >= 6) out.character(' ').integer(truncate(b.speedDirection()));
        out.character(')');
        if (version >= 5) out.text(" (head_angle ").integer(truncate(b.neckDirection())).character(')');

        int[] c = b.counters();
        count(out, "kick", c, KICK);
        count(out, "dash", c, DASH);
        count(out, "turn", c, TURN);
        count(out, "say", c, SAY);
        if (version >= 5) count(out, "turn_neck", c, TURN_NECK);
        if (version >= 7) {
            count(out, "catch", c, CATCH);
            count(out, "move", c, MOVE);
            count(out, "change_view", c, CHANGE_VIEW);
        }
        if (version >= 18) count(out, "change_focus", c, CHANGE_FOCUS);

        if (version >= 8) {
            out.text(" (arm (movable ").integer(b.armMovable())
                    .text(") (expires ").integer(b.armExpires())
                    .text(") (target ").number(b.armTargetDistance()).character(' ')
                    .integer(truncate(b.armTargetDirection()))
                    .text(") (count ").integer(b.armCount()).text("))");
            out.text(" (focus (target ");
            String side = b.focusSide();
            if (side == null || side.isEmpty() || side.equals("none")) {
                out.text("none");
            } else {
                out.text(side).character(' ').integer(b.focusUnum());
            }
            out.text(") (count ").integer(b.focusCount()).text("))");
            out.text(" (tackle (expires ").integer(b.tackleExpires())
                    .text(") (count ").integer(b.tackleCount()).text("))");
        }
        if (version >= 12) collision(out, b.collision());
        if (version >= 14) {
            String card = b.card();
            out.text(" (foul (charged ").integer(b.foulCharged())
                    .text(") (card ").text(card == null || card.isEmpty() ? "none" : card).text("))");
        }
        if (version >= 18) {
            out.text(" (focus_point ").number(b.focusPointDistance()).character(' ')
                    .number(b.focusPointDirection()).character(')');
        }
        out.character(')');
    }

    /** {@code (hear ...)} for a client of that protocol version. */
    public static void writeHear(MessageOut out, double version, Heard h) {
        String source = h.source();
        String msg = h.message();
        out.text("(hear ").integer(h.time());
        if (REFEREE.equals(source)) {
            out.text(" referee ");
            text(out, msg).character(')');
        } else if (SELF.equals(source)) {
            out.text(" self ");
            message(out, version >= 7, msg).character(')');
        } else if (COACH.equals(source)) {
            if (version >= 7) {
                out.text(" coach ");
                message(out, true, msg).character(')');
            } else {
                out.text(" referee ");
                text(out, msg).character(')');
            }
        } else if (ONLINE_COACH_LEFT.equals(source) || ONLINE_COACH_RIGHT.equals(source)) {
            out.character(' ').text(source).character(' ');
            message(out, version >= 7 && !isClang(msg), msg).character(')');
        } else if (version >= 8) {
            if (msg == null) {
                if (h.ourTeam()) out.text(" our ").integer(h.unum());
                else out.text(" opp");
                out.character(')');
            } else {
                out.character(' ').integer(truncate(h.direction()));
                if (h.ourTeam()) out.text(" our ").integer(h.unum());
                else out.text(" opp");
                out.character(' ');
                message(out, true, msg).character(')');
            }
        } else if (version >= 7) {
            out.character(' ').integer((long) Math.rint(h.direction())).character(' ');
            message(out, true, msg).character(')');
        } else {
            out.character(' ').integer(truncate(h.direction())).character(' ');
            text(out, msg).character(')');
        }
    }

    /** A CLANG message (printed as the coach language term it is, never quoted). */
    private static boolean isClang(String msg) {
        return msg != null && !msg.isEmpty() && msg.charAt(0) == '(';
    }

    private static MessageOut message(MessageOut out, boolean quoted, String msg) {
        if (!quoted) return text(out, msg);
        out.character('"');
        return text(out, msg).character('"');
    }

    private static MessageOut text(MessageOut out, String s) {
        return s == null ? out : out.text(s);
    }

    private static void count(MessageOut out, String name, int[] counters, int index) {
        int n = counters != null && index < counters.length ? counters[index] : 0;
        out.text(" (").text(name).character(' ').integer(n).character(')');
    }

    /**
     * {@code (collision none)} or the flags: {@code collision} is null, empty or {@code none}, or
     * space-separated words out of {@code ball player post}, each printed as {@code (word)}.
     */
    private static void collision(MessageOut out, String collision) {
        out.text(" (collision");
        boolean any = false;
        if (collision != null && !collision.equals("none")) {
            int n = collision.length();
            int i = 0;
            while (i < n) {
                while (i < n && collision.charAt(i) == ' ') i++;
                if (i >= n) break;
                out.text(" (");
                any = true;
                while (i < n && collision.charAt(i) != ' ') out.character(collision.charAt(i++));
                out.character(')');
            }
        }
        if (!any) out.text(" none");
        out.character(')');
    }

    /** rcssserver's {@code Quantize}: {@code rint(v / q) * q}. */
    static double quantize(double v, double q) {
        return Math.rint(v / q) * q;
    }

    /** A C {@code static_cast<int>} of a double: truncation toward zero. */
    static int truncate(double v) {
        return (int) v;
    }
}
