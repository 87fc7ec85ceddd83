package org.pitch.rules.penalty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Catch;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Tackle;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class PenaltyRuleTest {
    private static final double GOAL_LINE_PLUS_BALL = 52.5 + 0.085;

    // ---- the hand-over from regular time -------------------------------------------------

    @Test
    void startsInTheCycleTheClockReachesTheEndOfTimeWithALevelScore() {
        ShootOutScene s = new ShootOutScene("");
        s.m.step();
        s.m.kickOff();
        s.m.steps(ShootOutScene.END_OF_TIME - 1);
        assertEquals(PlayMode.KICK_OFF, s.mode(), "nothing before the end of time");
        assertNull(s.rule.shootOut());

        List<String> said = s.m.step();
        assertEquals(ShootOutScene.END_OF_TIME, s.m.world().time());
        Side pen = s.penSide();
        Side first = s.taker();
        assertEquals(List.of("penalty_onfield_" + pen.wire(), "penalty_setup_" + first.wire()), said);
        assertEquals(PlayMode.PENALTY_SETUP, s.mode());
        // the ball on the mark, pen_dist_x in front of the chosen goal, at rest
        assertEquals(s.spotX(), s.m.ball().x(), 1e-12);
        assertEquals(0.0, s.m.ball().y(), 0.0);
        assertEquals(0.0, s.m.ball().speed(), 0.0);
        // the goalie whose own goal is the far one is brought 10 m in front of the chosen goal
        Player far = s.goalie(pen.opponent());
        assertEquals(s.towardsGoal() * 42.5, far.x(), 1e-12);
        assertEquals(10.0, far.y(), 0.0);
    }

    @Test
    void noShootOutWhenTheScoreIsNotLevel() {
        ShootOutScene s = new ShootOutScene("");
        s.m.step();
        s.m.kickOff();
        s.m.referee().scoreGoal(Side.RIGHT);
        s.m.steps(3 * ShootOutScene.END_OF_TIME);
        assertEquals(PlayMode.KICK_OFF, s.mode());
        assertNull(s.rule.shootOut());
        assertFalse(s.m.heard().stream().anyMatch(h -> h.startsWith("penalty")), s.m.heard().toString());
    }

    @Test
    void noShootOutWithoutPenaltyShootOuts() {
        ShootOutScene s = new ShootOutScene("server.penalty_shoot_outs = false");
        s.m.step();
        s.m.kickOff();
        s.m.steps(3 * ShootOutScene.END_OF_TIME);
        assertEquals(PlayMode.KICK_OFF, s.mode());
        assertNull(s.rule.shootOut());
    }

    @Test
    void notBeforeTheKickOffEvenWhenNoTimeIsToBePlayed() {
        ShootOutScene s = new ShootOutScene("server.half_time = 0");
        s.m.steps(5);
        assertEquals(PlayMode.BEFORE_KICK_OFF, s.mode());
        assertNull(s.rule.shootOut());
        s.m.kickOff();
        List<String> said = s.m.step();
        assertEquals(PlayMode.PENALTY_SETUP, s.mode(), "half_time = 0: the shoot-out begins at once");
        assertEquals(2, said.size());
    }

    @Test
    void startsAtOnceWithoutHalvesAndUnlimitedTime() {
        ShootOutScene s = new ShootOutScene("server { half_time = -1, nr_normal_halfs = 0 }");
        s.m.step();
        s.m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m.step();
        assertEquals(PlayMode.PENALTY_SETUP, s.mode());
    }

    @Test
    void startsOnlyOnce() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        ShootOut first = s.rule.shootOut();
        s.m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m.steps(5);
        assertEquals(first, s.rule.shootOut());
        assertEquals(1, s.m.heard().stream().filter(h -> h.startsWith("penalty_onfield")).count());
    }

    // ---- one kick after the other ----------------------------------------------------------

    @Test
    void setUpReadyMissThenTheOtherSide() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        int start = s.m.world().time();
        Side first = s.taker();

        // a kicker on its way, 5 m from the ball: out of place until it is within 2 m
        Player kicker = s.nearestFieldPlayer(first);
        s.m.referee().placePlayer(kicker, s.m.ball().x() - s.towardsGoal() * 5, 0);
        // the set-up lasts pen_setup_wait cycles after the one it began in; then the referee
        // puts everybody in place (pen_coach_moves_players) and the kicker may kick
        for (int i = 1; i < 4; i++) assertEquals(List.of(), s.m.step(), "set-up cycle " + i);
        assertEquals(List.of("penalty_ready_" + first.wire()), s.m.step());
        assertEquals(start + 4, s.m.world().time());

        assertEquals(2.0, kicker.distanceTo(s.m.ball()), 1e-9, "the kicker is put 2 m from the ball");
        assertEquals(s.m.ball().x() - s.towardsGoal() * 2, kicker.x(), 1e-9, "on the way it came from");
        Player ownGoalie = s.goalie(first);
        double waitX = s.towardsGoal() * 54.5, waitY = ownGoalie.y() > 0 ? 25 : -25;
        assertTrue(ownGoalie.distanceTo(waitX, waitY) <= 2.0 + 1e-9, "the kicking side's goalie waits beyond the goal line");
        for (Player p : s.m.world().players()) {
            if (p.goalie() || p == kicker) continue;
            assertTrue(Math.hypot(p.x(), p.y()) <= 9.15 - p.size() + 1e-9, p.side() + " " + p.unum() + " in the centre circle");
        }

        // no kick: pen_ready_wait cycles, then a miss
        for (int i = 1; i <= 3; i++) assertEquals(List.of(), s.m.step(), "ready cycle " + i);
        assertEquals(List.of("penalty_miss_" + first.wire()), s.m.step());
        assertEquals(1, s.team(first).penaltyMiss());
        assertEquals(0, s.team(first).penaltyScore());
        assertEquals(1, s.rule.shootOut().kicksTaken());

        // pen_before_setup_wait cycles, then the other side's set-up with the ball back on the mark
        for (int i = 1; i <= 2; i++) assertEquals(List.of(), s.m.step(), "wait cycle " + i);
        assertEquals(List.of("penalty_setup_" + first.opponent().wire()), s.m.step());
        assertEquals(s.spotX(), s.m.ball().x(), 1e-12);
    }

    @Test
    void aShotIntoTheGoalScores() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        s.goalieAside();
        s.shoot(s.nearestFieldPlayer(taker));
        assertEquals(List.of("penalty_taken_" + taker.wire()), s.m.step());
        assertEquals(PlayMode.PENALTY_TAKEN, s.mode());
        double before = 0;
        while (s.mode() == PlayMode.PENALTY_TAKEN) {
            before = Math.abs(s.m.ball().x());
            s.m.step();
        }
        assertEquals(List.of("penalty_score_" + taker.wire()), s.last());
        assertTrue(before <= GOAL_LINE_PLUS_BALL && Math.abs(s.m.ball().x()) > GOAL_LINE_PLUS_BALL,
                "scored in the cycle the ball crossed the line");
        assertEquals(0.0, s.m.ball().speed(), 0.0, "the ball stops in the goal");
        double x = s.m.ball().x();
        s.m.step();
        assertEquals(x, s.m.ball().x(), 0.0, "and stays there until the next set-up");
        assertEquals(1, s.team(taker).penaltyScore());
        assertEquals(1, s.team(taker).penaltyTaken());
    }

    @Test
    void aShotOutOfTheFieldIsAMiss() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        // towards the side line, far from the goal
        s.m.referee().placePlayer(kicker, s.m.ball().x(), s.m.ball().y() - 0.5);
        kicker.bodyDirection(90);
        s.m.send(kicker, new Kick(100, 0));
        assertEquals(List.of("penalty_taken_" + taker.wire()), s.m.step());
        s.m.referee().placeBall(s.spotX(), 33.9);
        s.m.ball(s.spotX(), 33.9, 0, 1.0);
        s.m.step();
        assertEquals(List.of("penalty_miss_" + taker.wire()), s.last());
        assertEquals(0.0, s.m.ball().speed(), 0.0);
        assertEquals(1, s.team(taker).penaltyMiss());
    }

    @Test
    void theTakenWaitRunningOutIsAMiss() {
        ShootOutScene s = new ShootOutScene("server.pen_taken_wait = 5");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        s.goalieAside();
        s.shoot(kicker);
        s.m.step(); // taken; the ball is then stopped short of the goal
        s.m.ball(s.spotX(), 0, 0, 0);
        // the wait counts from the kick's own cycle: 4 more quiet cycles, the miss in the 5th
        for (int i = 1; i <= 4; i++) assertEquals(List.of(), s.m.step(), "taken cycle " + i);
        assertEquals(List.of("penalty_miss_" + taker.wire()), s.m.step());
    }

    @Test
    void sidesAlternate() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        Side first = s.taker();
        assertEquals(first, s.kick(true));
        assertEquals(first.opponent(), s.kick(false));
        assertEquals(first, s.kick(false));
        assertEquals(first.opponent(), s.kick(true));
        assertEquals(1, s.team(first).penaltyScore());
        assertEquals(1, s.team(first).penaltyMiss());
        assertEquals(1, s.team(first.opponent()).penaltyScore());
        assertEquals(1, s.team(first.opponent()).penaltyMiss());
    }

    @Test
    void theKickerOfARoundMayNotKickAgainInTheNextTurn() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        Side first = s.taker();
        s.until(PlayMode.PENALTY_READY);
        Player kicker = s.nearestFieldPlayer(first);
        s.goalieAside();
        s.shoot(kicker);
        s.until(PlayMode.PENALTY_SCORE);
        s.kick(false); // the other side
        s.until(PlayMode.PENALTY_READY);
        assertEquals(first, s.taker());
        assertTrue(Math.hypot(kicker.x(), kicker.y()) <= 9.15, "last round's kicker was sent back to the circle");
        assertNotEquals(kicker, Positions.candidateKicker(s.rule.shootOut(), s.m.world()), "the referee would send another");
        s.shoot(kicker);
        assertEquals(List.of("penalty_foul_" + first.wire(), "penalty_miss_" + first.wire()), s.m.step());
    }

    // ---- how it ends -----------------------------------------------------------------------

    @Test
    void leftDecidedWithinTheRegularKicksEndsInTheNextCycle() {
        ShootOutScene s = new ShootOutScene(""); // pen_nr_kicks = 3
        s.start();
        for (int i = 0; i < 3; i++) s.kick(s.nextTaker() == Side.LEFT);
        assertNotEquals(PlayMode.TIME_OVER, s.mode(), "2-0 or 1-0 after 3 kicks: not decided");
        // the 4th kick makes it 2-0 with one kick each left
        Side t = s.kick(s.nextTaker() == Side.LEFT);
        List<String> said = s.last();
        assertEquals(t == Side.LEFT ? "penalty_score_l" : "penalty_miss_r", said.get(0));
        assertEquals(List.of("penalty_winner_l"), said.subList(1, said.size()));
        assertEquals(List.of("time_over"), s.m.step());
        assertEquals(PlayMode.TIME_OVER, s.mode());
        assertEquals(2, s.team(Side.LEFT).penaltyScore());
        assertEquals(2, s.team(Side.RIGHT).penaltyMiss());
        assertFalse(s.team(Side.LEFT).penaltyWinner(), "penaltyWinner marks a win by lot only");
    }

    @Test
    void rightDecidedWithinTheRegularKicksEndsAtOnce() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        for (int i = 0; i < 3; i++) s.kick(s.nextTaker() == Side.RIGHT);
        Side t = s.kick(s.nextTaker() == Side.RIGHT);
        assertEquals(List.of(t == Side.RIGHT ? "penalty_score_r" : "penalty_miss_l", "penalty_winner_r", "time_over"), s.last());
        assertEquals(PlayMode.TIME_OVER, s.mode());
        assertEquals(2, s.team(Side.RIGHT).penaltyScore());
    }

    @Test
    void playOutCountsEveryKick() {
        ShootOutScene s = new ShootOutScene("server.pen_nr_kicks = 5");
        s.start();
        List<Side> takers = s.playOut(Side.LEFT);
        // 3-0 after L,R,L,R,L (or R,L,R,L,R,L: 3-0 with 2 left for R): R cannot catch up
        // whoever begins, 3-0 with two kicks left for the right side comes after the 6th kick
        assertEquals(6, takers.size(), takers.toString());
        for (int i = 1; i < takers.size(); i++) assertEquals(takers.get(i - 1).opponent(), takers.get(i));
        assertTrue(s.m.heard().contains("penalty_winner_l"));
    }

    @Test
    void suddenDeathDecidesAfterAPairOfKicks() {
        ShootOutScene s = new ShootOutScene("server { pen_nr_kicks = 1, pen_max_extra_kicks = 2 }");
        s.start();
        Side first = s.taker(), second = first.opponent();
        s.kick(true);  // 1-0
        s.kick(true);  // 1-1: regular kicks level
        assertEquals(PlayMode.PENALTY_SCORE, s.mode());
        s.kick(false); // first misses: 1-1 after 3
        assertEquals(PlayMode.PENALTY_MISS, s.mode());
        s.kick(false); // second misses: the pair is level, go on
        assertEquals(PlayMode.PENALTY_MISS, s.mode());
        s.kick(true);  // 2-1 after 5: the pair is not complete
        assertEquals(PlayMode.PENALTY_SCORE, s.mode());
        s.kick(false); // 2-1 after 6
        assertEquals(List.of("penalty_miss_" + second.wire(), "penalty_winner_" + first.wire()), s.last());
        assertEquals(List.of("time_over"), s.m.step());
        assertEquals(6, s.rule.shootOut().kicksTaken());
    }

    @Test
    void levelAfterEveryExtraKickIsADraw() {
        ShootOutScene s = new ShootOutScene("server { pen_nr_kicks = 1, pen_max_extra_kicks = 1 }");
        s.start();
        Side first = s.taker();
        // rcssserver 18.1.3: the shoot-out ends once more than 2 x (1 + 1) kicks were taken
        for (int i = 1; i <= 4; i++) {
            s.kick(false);
            assertEquals(PlayMode.PENALTY_MISS, s.mode(), "kick " + i);
            assertEquals(List.of("penalty_miss_" + (i % 2 == 1 ? first : first.opponent()).wire()), s.last());
        }
        s.kick(false);
        assertEquals(List.of("penalty_miss_" + first.wire(), "penalty_draw"), s.last());
        assertEquals(List.of("time_over"), s.m.step());
        assertEquals(PlayMode.TIME_OVER, s.mode());
        assertEquals(3, s.team(first).penaltyMiss());
        assertEquals(2, s.team(first.opponent()).penaltyMiss());
        assertFalse(s.team(Side.LEFT).penaltyWinner());
        assertFalse(s.team(Side.RIGHT).penaltyWinner());
        s.m.steps(20);
        assertEquals(PlayMode.TIME_OVER, s.mode(), "no endless shoot-out");
    }

    @Test
    void levelAfterEveryExtraKickIsDecidedByLotWithPenRandomWinner() {
        ShootOutScene s = new ShootOutScene("server { pen_nr_kicks = 1, pen_max_extra_kicks = 1, pen_random_winner = true }");
        s.start();
        for (int i = 0; i < 5; i++) s.kick(false);
        List<String> said = s.last();
        assertEquals(2, said.size(), said.toString());
        assertTrue(said.get(1).equals("penalty_winner_l") || said.get(1).equals("penalty_winner_r"), said.toString());
        Side winner = said.get(1).endsWith("l") ? Side.LEFT : Side.RIGHT;
        assertTrue(s.team(winner).penaltyWinner());
        assertFalse(s.team(winner.opponent()).penaltyWinner());
        assertEquals(List.of("time_over"), s.m.step());
    }

    // ---- fouls -----------------------------------------------------------------------------

    @Test
    void kickingDuringTheSetUpIsAFoul() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        Side taker = s.taker();
        s.shoot(s.nearestFieldPlayer(taker));
        assertEquals(List.of("penalty_foul_" + taker.wire(), "penalty_miss_" + taker.wire()), s.m.step());
        assertEquals(s.spotX(), s.m.ball().x(), 1e-12, "the kick did not move the ball");
        assertEquals(0.0, s.m.ball().speed(), 0.0);
    }

    @Test
    void aDefenderOtherThanTheGoalieTouchingTheBallGivesAGoal() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player defender = s.nearestFieldPlayer(taker.opponent());
        s.m.referee().placePlayer(defender, s.m.ball().x() + 0.5, 0);
        s.m.send(defender, new Kick(50, 0));
        assertEquals(List.of("penalty_foul_" + taker.opponent().wire(), "penalty_score_" + taker.wire()), s.m.step());
        assertEquals(1, s.team(taker).penaltyScore());
        assertEquals(0.0, s.m.ball().speed(), 0.0);
    }

    @Test
    void aSecondKickIsAFoulWithoutPenAllowMultKicks() {
        ShootOutScene s = new ShootOutScene("server.pen_allow_mult_kicks = false");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        s.goalieAside();
        s.shoot(kicker);
        s.m.step();
        s.shoot(kicker);
        assertEquals(List.of("penalty_foul_" + taker.wire(), "penalty_miss_" + taker.wire()), s.m.step());
    }

    @Test
    void aSecondKickBySameKickerIsAllowedWithPenAllowMultKicksButNotByAnother() {
        ShootOutScene s = new ShootOutScene(""); // pen_allow_mult_kicks = true
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        s.goalieAside();
        s.shoot(kicker);
        s.m.step();
        s.shoot(kicker);
        assertEquals(List.of(), s.m.step(), "dribbling is allowed");
        assertEquals(PlayMode.PENALTY_TAKEN, s.mode());
        Player other = null;
        for (Player p : s.m.world().players()) if (p.side() == taker && !p.goalie() && p != kicker) other = p;
        s.shoot(other);
        assertEquals(List.of("penalty_foul_" + taker.wire(), "penalty_miss_" + taker.wire()), s.m.step());
    }

    @Test
    void aCatchInThePenaltyAreaIsASave() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        s.goalieAside();
        s.shoot(s.nearestFieldPlayer(taker));
        s.m.step();
        Player keeper = s.goalie(taker.opponent());
        catchAt(s, keeper, s.towardsGoal() * 48);
        assertEquals(List.of("penalty_miss_" + taker.wire()), s.m.step(), "no goalie_catch_ball during penalties");
        assertEquals(0.0, s.m.ball().speed(), 0.0);
        assertFalse(keeper.holdingBall());
    }

    @Test
    void aCatchOutsideThePenaltyAreaIsAFoul() {
        ShootOutScene s = new ShootOutScene("server.pen_dist_x = 30");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        s.goalieAside();
        s.shoot(s.nearestFieldPlayer(taker));
        s.m.step();
        catchAt(s, s.goalie(taker.opponent()), s.towardsGoal() * 30);
        assertEquals(List.of("penalty_foul_" + taker.opponent().wire(), "penalty_score_" + taker.wire()), s.m.step());
    }

    @Test
    void aCatchByTheKickingSidesGoalieIsAFoul() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        s.goalieAside();
        s.shoot(s.nearestFieldPlayer(taker));
        s.m.step();
        catchAt(s, s.goalie(taker), s.towardsGoal() * 48);
        assertEquals(List.of("penalty_foul_" + taker.wire(), "penalty_miss_" + taker.wire()), s.m.step());
    }

    /** Puts the goalie at (x, 0) facing the centre with the ball still just in front, and has it catch. */
    private static void catchAt(ShootOutScene s, Player goalie, double x) {
        int towardsCentre = -s.towardsGoal();
        s.m.referee().placePlayer(goalie, x, 0);
        goalie.bodyDirection(towardsCentre > 0 ? 0 : 180);
        s.m.ball(x + towardsCentre * 0.8, 0, 0, 0);
        s.m.send(goalie, new Catch(0));
    }

    @Test
    void withoutTheCoachMovingPlayersADefenderOutOfPlaceGivesAGoal() {
        ShootOutScene s = new ShootOutScene("server.pen_coach_moves_players = false");
        s.start();
        Side taker = s.taker();
        Player wanderer = s.nearestFieldPlayer(taker.opponent());
        s.m.referee().placePlayer(wanderer, 0, 20); // outside the centre circle
        s.m.steps(3);
        assertEquals(List.of("penalty_foul_" + taker.opponent().wire(), "penalty_score_" + taker.wire()), s.m.step(),
                "at the end of the set-up");
        assertEquals(0, wanderer.x(), 0.0, "nobody is moved");
    }

    @Test
    void withoutTheCoachMovingPlayersAKickingSideOutOfPlaceMisses() {
        ShootOutScene s = new ShootOutScene("server.pen_coach_moves_players = false");
        s.start();
        Side taker = s.taker();
        // two players of the kicking side outside the circle
        s.m.referee().placePlayer(s.m.world().player(taker, 2), 0, 20);
        s.m.referee().placePlayer(s.m.world().player(taker, 3), 0, -20);
        s.m.steps(3);
        assertEquals(List.of("penalty_foul_" + taker.wire(), "penalty_miss_" + taker.wire()), s.m.step());
    }

    @Test
    void withoutTheCoachMovingPlayersLeavingThePlaceWhenReadyIsAFoulAtOnce() {
        ShootOutScene s = new ShootOutScene("server.pen_coach_moves_players = false");
        s.start();
        Side taker = s.taker();
        // a correct set-up: the kicker at the ball, its goalie off the field, the defending goalie on its line
        Player kicker = s.nearestFieldPlayer(taker);
        s.m.referee().placePlayer(kicker, s.m.ball().x() - s.towardsGoal() * 1.5, 0);
        s.m.referee().placePlayer(s.goalie(taker), s.towardsGoal() * 54, 25);
        s.goalieAside();
        s.until(PlayMode.PENALTY_READY);
        s.m.step();
        assertEquals(PlayMode.PENALTY_READY, s.mode());
        s.m.referee().placePlayer(s.nearestFieldPlayer(taker.opponent()), 0, 20);
        assertEquals(List.of("penalty_foul_" + taker.opponent().wire(), "penalty_score_" + taker.wire()), s.m.step());
    }

    @Test
    void withTheCoachMovingPlayersAPlayerOutOfPlaceWhenReadyIsPutBack() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player wanderer = s.nearestFieldPlayer(taker.opponent());
        s.m.referee().placePlayer(wanderer, 0, 20);
        assertEquals(List.of(), s.m.step());
        assertEquals(9.15 - wanderer.size(), Math.hypot(wanderer.x(), wanderer.y()), 1e-9, "back on the circle");
        assertEquals(0.0, wanderer.x(), 1e-9);
    }

    @Test
    void kickersStartANewRoundOnceAllElevenKicked() {
        Kickers k = new Kickers();
        for (int u = 1; u <= 10; u++) k.add(u);
        assertTrue(k.contains(10));
        k.add(3);
        assertEquals(10, k.count(), "a repeated number counts once");
        k.add(11);
        assertEquals(0, k.count());
        assertFalse(k.contains(1));
    }

    @Test
    void aTackleWithoutFoulIsAKick() {
        ShootOutScene s = new ShootOutScene("");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        s.goalieAside();
        s.m.referee().placePlayer(kicker, s.m.ball().x() - s.towardsGoal() * 0.5, 0);
        kicker.bodyDirection(s.towardsGoal() > 0 ? 0 : 180);
        s.m.send(kicker, new Tackle(0, false));
        assertEquals(List.of("penalty_taken_" + taker.wire()), s.m.step());
        assertTrue(s.rule.shootOut().kickers(taker).contains(kicker.unum()));
    }

    @Test
    void anIntentionalFoulOnTheKickerGivesAGoal() {
        // foul_detect_probability = 1: the referee sees every intentional foul
        ShootOutScene s = new ShootOutScene("server.foul_detect_probability = 1");
        s.start();
        s.until(PlayMode.PENALTY_READY);
        Side taker = s.taker();
        Player kicker = s.nearestFieldPlayer(taker);
        s.m.referee().placePlayer(kicker, s.m.ball().x() - s.towardsGoal() * 0.5, 0);
        Player defender = s.nearestFieldPlayer(taker.opponent());
        s.m.referee().placePlayer(defender, s.m.ball().x() + s.towardsGoal() * 0.5, 0);
        defender.bodyDirection(s.towardsGoal() > 0 ? 180 : 0);
        s.m.send(defender, new Tackle(0, true));
        long step = s.m.world().step();
        assertEquals(List.of("penalty_foul_" + taker.opponent().wire(), "penalty_score_" + taker.wire()), s.m.step());
        assertTrue(kicker.foulChargedUntil() > step, "the victim is charged as in rcssserver");
        assertEquals(org.pitch.api.world.Card.NONE, kicker.card(), "no cards in a shoot-out");
        assertEquals(0.0, s.m.ball().speed(), 0.0);
    }
}
