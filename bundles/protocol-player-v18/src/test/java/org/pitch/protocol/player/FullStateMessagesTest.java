package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.testkit.CodecSamples.sent;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.command.CommandKind;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;

/**
 * {@code (fullstate ...)} per version. There is no captured full state transcript: each form is
 * pinned from rcssserver 19.0.0's {@code src/fullstatesender.cpp} (senders V1, V5, V8, V13, V18 and
 * their registration for versions 1-19) and the serializers {@code src/serializerplayerstdv1.cpp},
 * {@code v8}, {@code v13}, {@code v14}, {@code v18}, with hand-computed lines for a small world:
 * the left goalie, one right player and the ball.
 */
class FullStateMessagesTest {
    static PlayerType type(int id) {
        return new PlayerType(id, 1.05, 45, 0.4, 5, 0.006, 0.3, 0.7, 0.1, 50, 1, 0.6, 0.027, 0.5, 1,
                20, 40, 125, 125, 125, 20, 40, 125, 20, 40, 125, 0.0125, 0.0125, 0.00125, 0.00125);
    }

    static BodyObservation body(ViewQuality q, ViewWidth w, int[] counters,
                                int armMovable, int armExpires, int armCount) {
        return new BodyObservation().set(123, q, w, 0, 0, 0, 0, 0, 0, counters,
                armMovable, armExpires, 0, 0, armCount, "none", 0, 0, 0, 0, "none", 0, "none", 0, 0);
    }

    /** kick 1, dash 2, turn 3, catch 4, move 5, turn_neck 6, change_view 7, say 8, change_focus 9. */
    static int[] counters() {
        int[] c = new int[CommandKind.values().length];
        c[CommandKind.KICK.ordinal()] = 1;
        c[CommandKind.DASH.ordinal()] = 2;
        c[CommandKind.TURN.ordinal()] = 3;
        c[CommandKind.CATCH.ordinal()] = 4;
        c[CommandKind.MOVE.ordinal()] = 5;
        c[CommandKind.TURN_NECK.ordinal()] = 6;
        c[CommandKind.CHANGE_VIEW.ordinal()] = 7;
        c[CommandKind.SAY.ordinal()] = 8;
        c[CommandKind.CHANGE_FOCUS.ordinal()] = 9;
        c[CommandKind.TACKLE.ordinal()] = 11;
        c[CommandKind.POINT_TO.ordinal()] = 12;
        return c;
    }

    final TestWorld world = new TestWorld().at(123, 0).step(130).playMode(PlayMode.PLAY_ON);
    /** Left goalie, type 0, not pointing, kicked this cycle. */
    final Player a = new Player(Side.LEFT, 1, true, type(0));
    /** Right 2, type 3, pointing at a spot 3 m east and 4 m north of it, tackling, yellow card. */
    final Player b = new Player(Side.RIGHT, 2, false, type(3));

    FullStateMessagesTest() {
        world.ball.position(1.2345, -3.45678);
        world.ball.velocity(0.5, -0.25);
        world.teams("A", "B").score(Side.LEFT, 2).score(Side.RIGHT, 1);

        a.position(-50, 2.5);
        a.velocity(0.1, 0);
        a.bodyDirection(45);
        a.neckDirection(-30);
        a.stamina(7999.6);
        a.effort(0.85);
        a.recovery(0.95);
        a.capacity(130000);
        a.focus(10.5, -15);
        a.kickedAt(130);

        b.position(10.12346, -20.5);
        b.velocity(-0.2, 0.3);
        b.bodyDirection(-90);
        b.neckDirection(0);
        b.stamina(4000);
        b.effort(1);
        b.recovery(1);
        b.capacity(130600);
        b.pointAt(13.12346, -16.5, 133, 140);
        b.tackleUntil(135);
        b.card(Card.YELLOW);

        world.add(a);
        world.add(b);
    }

    /** The view of A: high normal, no arm. */
    String forA(double version) {
        return fullState(version, a, body(ViewQuality.HIGH, ViewWidth.NORMAL, counters(), 0, 0, 0));
    }

    /** The view of B: low wide, the arm pointing (movable in 3, expires in 10, 1 pointto). */
    String forB(double version) {
        return fullState(version, b, body(ViewQuality.LOW, ViewWidth.WIDE, counters(), 3, 10, 1));
    }

    /** What {@code receiver} is sent: one message, or none (an empty text). */
    String fullState(double version, Player receiver, BodyObservation body) {
        List<String> sent = sent(out -> Codecs.of(version).sendFullState(out, version, world, receiver, body));
        assertTrue(sent.size() <= 1, sent.toString());
        return String.join("", sent);
    }

    // ------------------------------------------------------------------ versions 1-4

    /** fullstatesender.cpp: FullStateSenderPlayerV1::sendFullState is empty, registered for 1-4. */
    @ParameterizedTest
    @ValueSource(doubles = {1, 2, 3, 4, 4.9})
    void versionsBeforeFiveSendNothing(double version) {
        assertEquals("", forA(version));
        assertEquals("", forB(version));
    }

    @ParameterizedTest
    @ValueSource(doubles = {5, 7.5, 8, 13, 19})
    void versionsFromFiveSend(double version) {
        assertTrue(forA(version).startsWith("(fullstate 123 "), forA(version));
    }

    // ------------------------------------------------------------------ versions 5-7

    /*
     * FullStateSenderPlayerV5 (5-7) with SerializerPlayerStdv1's FS parts: no self part; the score
     * of V5::sendScore (left = right team's points when the left team is enabled, right = 0); ball
     * and players quantised by a float 0.001 (1.2345 -> 1234 * 0.0010000000474974513 = 1.23400006);
     * stamina int(); effort, recovery Quantize(.0001); (S_U ...) without goalie or type.
     */
    @ParameterizedTest
    @ValueSource(doubles = {5, 6, 7})
    void versionFiveToSeven(double version) {
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (score 1 0)"
                + " (ball 1.234 -3.457 0.5 -0.25)"
                + " (l_1 -50 2.5 0.1 0 45 -30 7999 0.85 0.95)"
                + " (r_2 10.123 -20.5 -0.2 0.3 -90 0 4000 1 1))", forA(version));
    }

    /** V5's score is not the receiver's: the right player sees the same (score 1 0). */
    @Test
    void versionFiveScoreIgnoresTheReceiversSide() {
        assertTrue(forB(5).contains(" (vmode low wide) (score 1 0) (ball "), forB(5));
    }

    /** V5::sendScore tests teamLeft().enabled() twice: without a left team both numbers are 0. */
    @Test
    void versionFiveScoreWithoutLeftTeam() {
        world.withoutTeam(Side.LEFT);
        assertTrue(forA(5).contains(" (score 0 0) "), forA(5));
        world.team(Side.LEFT, "A").withoutTeam(Side.RIGHT);
        assertTrue(forA(5).contains(" (score 0 0) "), forA(5));
    }

    /** Quantize with the float step: 0.0004 rounds to -0 for a negative value, printed "-0". */
    @Test
    void versionFiveQuantisesTinyValuesToZero() {
        world.ball.velocity(-0.0004, 0.0006);
        assertTrue(forA(5).contains(" (ball 1.234 -3.457 -0 0.001)"), forA(5));
    }

    // ------------------------------------------------------------------ versions 8-12

    /*
     * FullStateSenderPlayerV8 (8-12), SerializerPlayerStdv8: after vmode the receiver's
     * (count kick dash turn catch move turn_neck change_view say) and serializeArm; the score with
     * the receiver's team first; ((b) ...) and players unquantised; ((p S U g|TYPE) ...); a pointing
     * player adds distance and direction (radians) of its arm relative to its head;
     * (stamina S E R) without capacity; no flags.
     */
    @ParameterizedTest
    @ValueSource(doubles = {8, 9, 10, 11, 12})
    void versionEightToTwelve(double version) {
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (count 1 2 3 4 5 6 7 8)"
                + " (arm (movable 0) (expires 0) (target 0 0) (count 0)) (score 2 1)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g) -50 2.5 0.1 0 45 -30 (stamina 7999.6 0.85 0.95))"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (stamina 4000 1 1)))", forA(version));
    }

    /*
     * The right player: score swapped (V8::sendScore); its own arm: target distance unrounded and
     * direction Rad2IDegRound of the head-relative heading: offset (3, 4) from a head at -90 deg is
     * atan2(4, 3) + 90 deg = 143.13 deg -> 143.
     */
    @Test
    void versionEightRightReceiver() {
        assertEquals("(fullstate 123 (pmode play_on) (vmode low wide) (count 1 2 3 4 5 6 7 8)"
                + " (arm (movable 3) (expires 10) (target 5 143) (count 1)) (score 1 2)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g) -50 2.5 0.1 0 45 -30 (stamina 7999.6 0.85 0.95))"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (stamina 4000 1 1)))", forB(8));
    }

    /** Arm::isPointing: an expired point (step no longer before armExpiresAt) prints nothing. */
    @Test
    void expiredPointIsNotPrinted() {
        world.step(140);
        assertTrue(forB(8).contains(" ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 (stamina 4000 1 1)))"), forB(8));
        assertTrue(forB(8).contains(" (target 0 0) "), forB(8));
        b.stopPointing();
        world.step(130);
        assertTrue(forB(8).contains(" -90 0 (stamina 4000 1 1)))"), forB(8));
    }

    /** Arm direction relative to the head, in radians, normalised by atan2 into [-pi, pi]. */
    @Test
    void armDirectionIsRelativeToTheHead() {
        // head at 45 + 90 = 135 deg; the spot straight west (180 deg global) is 45 deg = 0.785398 rad left
        b.bodyDirection(45);
        b.neckDirection(90);
        b.pointAt(b.x() - 2, b.y(), 133, 140);
        String s = forB(8);
        assertTrue(s.contains(" 45 90 2 0.785398 (stamina"), s);
        assertTrue(s.contains(" (target 2 45) "), s);
        // head at 170 deg; the spot at -170 deg global is +20 deg relative, not -340
        b.bodyDirection(170);
        b.neckDirection(0);
        b.pointAt(b.x() + Math.cos(Math.toRadians(-170)), b.y() + Math.sin(Math.toRadians(-170)), 133, 140);
        s = forB(8);
        assertTrue(s.contains(" 170 0 1 0.349066 (stamina"), s);
        assertTrue(s.contains(" (target 1 20) "), s);
    }

    /** serializeArm's direction is rint, not truncation: 29.6 deg -> 30, -0.4 -> 0, -29.6 -> -30. */
    @Test
    void ownArmDirectionIsRounded() {
        b.bodyDirection(0);
        b.neckDirection(0);
        double[][] cases = {{29.6, 30}, {-0.4, 0}, {-29.6, -30}, {12.4, 12}};
        for (double[] c : cases) {
            double r = Math.toRadians(c[0]);
            b.pointAt(b.x() + 10 * Math.cos(r), b.y() + 10 * Math.sin(r), 133, 140);
            String s = forB(8);
            assertTrue(s.contains(" (target 10 " + (int) c[1] + ") "), c[0] + ": " + s);
        }
    }

    // ------------------------------------------------------------------ version 13

    /*
     * FullStateSenderPlayerV13 (13-17) with SerializerPlayerStdv13 for 13: (stamina S E R C) and
     * after it " t" when tackling, else " k" when the player kicked.
     */
    @Test
    void versionThirteen() {
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (count 1 2 3 4 5 6 7 8)"
                + " (arm (movable 0) (expires 0) (target 0 0) (count 0)) (score 2 1)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g) -50 2.5 0.1 0 45 -30 (stamina 7999.6 0.85 0.95 130000) k)"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (stamina 4000 1 1 130600) t))", forA(13));
    }

    /** Version 13 has neither the foul flag nor the cards. */
    @Test
    void versionThirteenHasNoFoulOrCard() {
        a.kickedAt(128); // two cycles ago: no longer seen
        a.foulChargedUntil(131);
        a.card(Card.RED);
        assertTrue(forA(13).contains("(stamina 7999.6 0.85 0.95 130000)) ((p r"), forA(13));
    }

    // ------------------------------------------------------------------ versions 14-17

    /*
     * SerializerPlayerStdv14 (14-17): the goalie prints "g" and its type; flags t|k|f then r|y.
     */
    @ParameterizedTest
    @ValueSource(doubles = {14, 15, 16, 17})
    void versionFourteenToSeventeen(double version) {
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (count 1 2 3 4 5 6 7 8)"
                + " (arm (movable 0) (expires 0) (target 0 0) (count 0)) (score 2 1)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g 0) -50 2.5 0.1 0 45 -30 (stamina 7999.6 0.85 0.95 130000) k)"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (stamina 4000 1 1 130600) t y))",
                forA(version));
    }

    /** serializeFSPlayerState v14: tackling beats kicked beats foul charged; red beats yellow. */
    @Test
    void versionFourteenFlags() {
        a.foulChargedUntil(131);
        a.card(Card.RED);
        assertTrue(forA(14).contains("130000) k r) ((p r"), forA(14));
        a.kickedAt(128); // two cycles ago: no longer seen
        assertTrue(forA(14).contains("130000) f r) ((p r"), forA(14));
        a.tackleUntil(131);
        assertTrue(forA(14).contains("130000) t r) ((p r"), forA(14));
        a.tackleUntil(130);
        a.foulChargedUntil(130);
        a.card(Card.NONE);
        assertTrue(forA(14).contains("130000)) ((p r"), forA(14));
        b.tackleUntil(0);
        b.card(Card.NONE);
        assertTrue(forA(14).endsWith("(stamina 4000 1 1 130600)))"), forA(14));
    }

    // ------------------------------------------------------------------ versions 18-19

    /*
     * FullStateSenderPlayerV18 (18-19), SerializerPlayerStdv18: the count adds change_focus;
     * (focus_point DIST DIR) after the arm and before the stamina.
     */
    @ParameterizedTest
    @ValueSource(doubles = {18, 19})
    void versionEighteenAndNineteen(double version) {
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (count 1 2 3 4 5 6 7 8 9)"
                + " (arm (movable 0) (expires 0) (target 0 0) (count 0)) (score 2 1)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g 0) -50 2.5 0.1 0 45 -30 (focus_point 10.5 -15)"
                + " (stamina 7999.6 0.85 0.95 130000) k)"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (focus_point 0 0)"
                + " (stamina 4000 1 1 130600) t y))", forA(version));
    }

    @Test
    void versionNineteenRightReceiver() {
        assertEquals("(fullstate 123 (pmode play_on) (vmode low wide) (count 1 2 3 4 5 6 7 8 9)"
                + " (arm (movable 3) (expires 10) (target 5 143) (count 1)) (score 1 2)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25)"
                + " ((p l 1 g 0) -50 2.5 0.1 0 45 -30 (focus_point 10.5 -15)"
                + " (stamina 7999.6 0.85 0.95 130000) k)"
                + " ((p r 2 3) 10.1235 -20.5 -0.2 0.3 -90 0 5 2.49809 (focus_point 0 0)"
                + " (stamina 4000 1 1 130600) t y))", forB(19));
    }

    /** Global coordinates for everyone, 6 significant digits, exponent form for tiny values. */
    @Test
    void numbersAreGlobalWithSixDigits() {
        world.ball.position(-52.123456, 33.999999);
        world.ball.velocity(1.0e-5, -0.00012345678);
        assertTrue(forB(19).contains(" ((b) -52.1235 34 1e-05 -0.000123457) "), forB(19));
    }

    // ------------------------------------------------------------------ play mode

    /** V5::sendFullState: free_kick_l/_r while a goalie holds the ball is goalie_catch_ball_l/_r. */
    @ParameterizedTest
    @ValueSource(doubles = {5, 8, 19})
    void goalieCatchBall(double version) {
        world.playMode(PlayMode.FREE_KICK, Side.LEFT);
        assertTrue(forA(version).startsWith("(fullstate 123 (pmode free_kick_l) (vmode "), forA(version));
        a.holdingBall(true);
        assertTrue(forA(version).startsWith("(fullstate 123 (pmode goalie_catch_ball_l) (vmode "), forA(version));
        world.playMode(PlayMode.FREE_KICK, Side.RIGHT);
        assertTrue(forA(version).startsWith("(fullstate 123 (pmode goalie_catch_ball_r) (vmode "), forA(version));
        world.playMode(PlayMode.GOAL_KICK, Side.RIGHT);
        assertTrue(forA(version).startsWith("(fullstate 123 (pmode goal_kick_r) (vmode "), forA(version));
    }

    /** PLAYMODE_STRINGS (types.h) spells PM_Foul_MultipleAttacker "foul_multiple_attack_l/_r". */
    @Test
    void playModeNames() {
        world.playMode(PlayMode.FOUL_MULTIPLE_ATTACKER, Side.RIGHT);
        assertTrue(forA(19).startsWith("(fullstate 123 (pmode foul_multiple_attack_r) "), forA(19));
        world.playMode(PlayMode.KICK_OFF, Side.LEFT);
        assertTrue(forA(19).startsWith("(fullstate 123 (pmode kick_off_l) "), forA(19));
        world.playMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        assertTrue(forA(19).startsWith("(fullstate 123 (pmode before_kick_off) "), forA(19));
    }

    /** The message's time is the game clock's ({@link World#time()}), not the step. */
    @Test
    void timeIsTheObservations() {
        world.time(0);
        String out = fullState(19, a, body(ViewQuality.HIGH, ViewWidth.NARROW, counters(), 0, 0, 0));
        assertTrue(out.startsWith("(fullstate 0 (pmode play_on) (vmode high narrow) "), out);
    }

    /** Only the players in the world are printed; without players the message ends after the ball. */
    @Test
    void noPlayers() {
        world.players().clear();
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (count 1 2 3 4 5 6 7 8 9)"
                + " (arm (movable 0) (expires 0) (target 0 0) (count 0)) (score 2 1)"
                + " ((b) 1.2345 -3.45678 0.5 -0.25))", forA(19));
        assertEquals("(fullstate 123 (pmode play_on) (vmode high normal) (score 1 0)"
                + " (ball 1.234 -3.457 0.5 -0.25))", forA(5));
    }
}
