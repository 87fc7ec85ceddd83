package org.pitch.rules.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigLoader;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;

/** Cards on a real match (the kernel's simulation, no models): what a card says and does. */
class CardsTest {
    private final Simulation match;
    private final RefereeContext ctx;
    private final Player goalie;

    CardsTest() throws Exception {
        var config = ConfigLoader.fromText("pitch.seed = 1", "cards test");
        match = new Simulation(config, new ModelRegistry(config.settings()));
        ctx = match.refereeContext();
        goalie = match.addPlayer(Side.RIGHT, "B", 1, true);
        goalie.position(40, 3);
        goalie.holdingBall(true);
    }

    @Test
    void aSecondYellowCardIsRedAndSendsThePlayerToTheBench() {
        Cards.yellow(ctx, goalie);
        assertEquals(Card.YELLOW, goalie.card());
        assertTrue(goalie.enabled());
        Cards.yellow(ctx, goalie);
        assertEquals(List.of("yellow_card_r_1", "yellow_card_r_1", "red_card_r_1"), match.announcements());
        assertEquals(Card.RED, goalie.card());
        assertFalse(goalie.enabled(), "disabled, as rcssserver disables a player sent off");
        assertFalse(goalie.holdingBall(), "the ball goes free");
        assertEquals(FieldGeometry.benchX(Side.RIGHT, 1), goalie.x());
        assertEquals(FieldGeometry.BENCH_Y, goalie.y());
    }

    @Test
    void mirroredALeftPlayerSentOffStandsOnTheLeftBench() {
        Player left = match.addPlayer(Side.LEFT, "A", 5, false);
        left.position(-20, -3);
        Cards.red(ctx, left);
        assertEquals(List.of("red_card_l_5"), match.announcements());
        assertFalse(left.enabled());
        assertEquals(FieldGeometry.benchX(Side.LEFT, 5), left.x());
        assertEquals(FieldGeometry.BENCH_Y, left.y());
        assertTrue(goalie.enabled(), "the other side's goalie is not touched");
        assertTrue(goalie.holdingBall());
    }

    @Test
    void aPlayerSentOffGetsNoMoreCards() {
        Cards.red(ctx, goalie);
        Cards.yellow(ctx, goalie);
        Cards.red(ctx, goalie);
        assertEquals(List.of("red_card_r_1"), match.announcements());
    }

    @Test
    void scoresCountZeroForASideWithoutATeam() {
        assertEquals(0, Scores.of(match.world(), Side.LEFT));
        assertTrue(Scores.level(match.world()), "no left team, no right goals");
        ctx.scoreGoal(Side.RIGHT);
        assertEquals(1, Scores.of(match.world(), Side.RIGHT));
        assertFalse(Scores.level(match.world()));
    }
}
