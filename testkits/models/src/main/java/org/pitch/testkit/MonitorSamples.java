package org.pitch.testkit;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

/** Scenes and readers for the unit tests of the monitor codecs, whose writers show a whole world. */
public final class MonitorSamples {
    private MonitorSamples() {}

    /**
     * Right 2 ({@code Omega_Fifteen15}, 3 goals) running diagonally at (12.34, -5.6789), body 90°,
     * neck -45°, narrow low-quality view, stamina 4321.5, effort 0.8, recovery 0.75, a yellow card,
     * kicking, 2 dashes and a say; left 1 of {@code Alpha} waiting; a right free kick at 1234; the
     * ball at (-0.03125, 0.09375), half sixteenths of a metre, moving (1.5, -2).
     */
    public static Player runner(TestWorld world) {
        world.connect(Side.LEFT, "Alpha", 1);
        Player p = world.connect(Side.RIGHT, "Omega_Fifteen15", 2);
        p.position(12.34, -5.6789);
        p.velocity(0.5, -0.25);
        p.bodyDirection(90);
        p.neckDirection(-45);
        p.view(ViewWidth.NARROW, ViewQuality.LOW);
        p.stamina(4321.5);
        p.effort(0.8);
        p.recovery(0.75);
        p.card(Card.YELLOW);
        p.kicked(true);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.SAY);
        world.team(Side.RIGHT).score(3);
        world.playMode(PlayMode.FREE_KICK, Side.RIGHT);
        world.time(1234);
        world.ball.position(-0.03125, 0.09375); // half sixteenths: ties go to even, as C's rint
        world.ball.velocity(1.5, -2.0);
        return p;
    }

    /**
     * Left 7 of {@code A} at step 50 with every part of a slot set, each value where the printing
     * rounds: at (-10.123456, 3.000049), moving (0.00004, -0.00005), body -179.9996°, neck 45.5°,
     * pointing at (12.34567, -8.9) until step 51, attending to right 9, a wide low-quality view,
     * focus (3.21, 10.00004°), stamina 7123.456, effort 0.8, recovery 0.95, capacity 123456.7, one
     * dash and one change_focus.
     */
    public static Player detailed(TestWorld world) {
        Player p = world.connect(Side.LEFT, "A", 7);
        world.step(50);
        p.position(-10.123456, 3.000049);
        p.velocity(0.00004, -0.00005);
        p.bodyDirection(-179.9996);
        p.neckDirection(45.5);
        p.pointAt(12.34567, -8.9, 40, 51);
        p.attention(Side.RIGHT, 9);
        p.view(ViewWidth.WIDE, ViewQuality.LOW);
        p.focus(3.21, 10.00004);
        p.stamina(7123.456);
        p.effort(0.8);
        p.recovery(0.95);
        p.capacity(123456.7);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.CHANGE_FOCUS);
        return p;
    }

    /** Teams {@code A} and {@code B} at 2:2 in the penalty shoot-out, the right one's penalty just scored (the mode). */
    public static void penaltiesDrawn(TestWorld world) {
        world.teams("A", "B").score(Side.LEFT, 2).score(Side.RIGHT, 2).playMode(PlayMode.PENALTY_SCORE, Side.RIGHT);
    }

    /** The show a text writer sends this cycle: its last message (a game log's records come before it). */
    public static String show(MonitorWriter writer, World world) {
        List<String> sent = new ArrayList<>();
        writer.cycle(TextOut.sink(sent), world);
        return sent.get(sent.size() - 1);
    }

    /** One player's part of an S-expression show, {@code ((l 7) ...)}, its brackets balanced. */
    public static String slot(String show, String slot) {
        int from = show.indexOf("((" + slot + ")");
        int depth = 0;
        for (int i = from; from >= 0 && i < show.length(); i++) {
            if (show.charAt(i) == '(') depth++;
            else if (show.charAt(i) == ')' && --depth == 0) return show.substring(from, i + 1);
        }
        throw new AssertionError("no slot " + slot);
    }
}
