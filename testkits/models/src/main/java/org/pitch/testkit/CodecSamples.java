package org.pitch.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.wire.RcssNumbers;

/**
 * Observations with every value set and a text {@link MessageOut}, for the unit tests of the
 * player codecs: each version's test prints the same samples with its codec and its parent's and
 * checks that exactly what the version changed differs.
 */
public final class CodecSamples {
    private CodecSamples() {}

    /** What the writer printed, numbers as rcssserver prints them; the writer must not send. */
    public static String text(Consumer<MessageOut> writer) {
        StringBuilder sb = new StringBuilder();
        writer.accept(into(sb, null));
        return sb.toString();
    }

    /** The messages a behaviour sent, in order, each as {@link #text} prints it. */
    public static List<String> sent(Consumer<MessageSink> behaviour) {
        List<String> messages = new ArrayList<>();
        behaviour.accept(() -> into(new StringBuilder(), messages));
        return messages;
    }

    /** A message printed into {@code sb}; sent into {@code messages}, or none may be sent. */
    private static MessageOut into(StringBuilder sb, List<String> messages) {
        return new MessageOut() {
            @Override public MessageOut text(CharSequence s) { sb.append(s); return this; }
            @Override public MessageOut character(char c) { sb.append(c); return this; }
            @Override public MessageOut integer(long v) { sb.append(v); return this; }
            @Override public MessageOut number(double v) { sb.append(RcssNumbers.toString(v)); return this; }
            @Override public void send() {
                if (messages == null) throw new AssertionError("writers must not send");
                messages.add(sb.toString());
            }
        };
    }

    /** A body in mid-game: every counter, arm, focus, tackle, collision, card and focus point set. */
    public static BodyObservation body() {
        int[] c = new int[CommandKind.values().length];
        CommandKind[] counted = {CommandKind.KICK, CommandKind.DASH, CommandKind.TURN, CommandKind.SAY,
            CommandKind.TURN_NECK, CommandKind.CATCH, CommandKind.MOVE, CommandKind.CHANGE_VIEW,
            CommandKind.CHANGE_FOCUS, CommandKind.POINT_TO, CommandKind.ATTENTION_TO, CommandKind.TACKLE};
        for (int i = 0; i < counted.length; i++) c[counted[i].ordinal()] = i + 1;
        c[CommandKind.DASH.ordinal()] = 22;
        return new BodyObservation().set(1234, ViewQuality.LOW, ViewWidth.WIDE,
                7318.25, 0.8125, 129876.5,
                0.354999, -37.9, 45.99,
                c, 2, 17, 9.8, -31.7, 10, "l", 7, 11, 4, 12, "ball post", 3, "yellow", 12.5, -7.25);
    }

    /** {@code (see 12 ...)} of a fully known teammate 5.5 m away, turned, pointing, tackling and kicking. */
    public static SeeObservation seePlayer(boolean tackling, boolean kicking) {
        return new SeeObservation(12, List.of(new SeenObject(SeenObject.Kind.PLAYER, null, false, "A", 2, true,
                5, -5.5, 0.2, -0.4, 30, 45, -20, tackling, kicking)));
    }

    /** {@code (see 12 ...)} of a flag, a goal and the ball. */
    public static SeeObservation seeField() {
        double nan = Double.NaN;
        return new SeeObservation(12, List.of(
                new SeenObject(SeenObject.Kind.FLAG, "c t 10", false, null, 0, false, 20.1, -44.7, nan, nan, nan, nan, nan, false, false),
                new SeenObject(SeenObject.Kind.GOAL, "r", false, null, 0, false, 66.7, 34.9, 0, 0, nan, nan, nan, false, false),
                new SeenObject(SeenObject.Kind.BALL, null, false, null, 0, false, 3.1, 10.2, -0.5, 1.2, nan, nan, nan, false, false)));
    }

    /** A teammate's message heard from 45.6° to the left. */
    public static Heard teammateSays(String message) {
        return new Heard(17, "player", -45.6, true, 9, message);
    }

    /** The trainer's message. */
    public static Heard trainerSays(String message) {
        return new Heard(17, "coach", 0, false, 0, message);
    }

    /** The listener's own message. */
    public static Heard selfSays(String message) {
        return new Heard(17, "self", 0, false, 0, message);
    }
}
