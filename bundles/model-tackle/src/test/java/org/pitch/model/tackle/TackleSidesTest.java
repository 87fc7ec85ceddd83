package org.pitch.model.tackle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Tackle;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;

/**
 * The tackle from both teams: each scene is written for a left tackler and played again by a
 * right one turned half a circle about the centre spot ({@link Mirror}). rcssserver reads the ball
 * in the tackler's body frame ({@code player_2_ball.rotate(-angleBodyCommitted)}) and counts a
 * tackle as an intentional foul only when a player of the other side ({@code p->side() !=
 * this->side()}) has the ball within his kickable area.
 */
class TackleSidesTest {
    private final StandardTackle tackle = new StandardTackle();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theTackleIsInTheTacklersBodyFrame(Side side) {
        Fixture f = Fixture.noiseFree();
        Mirror s = new Mirror(side);
        Player p = s.player(f, 4, 3, 3, 30);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(90, false)));
        double a = Math.toRadians(120);
        assertEquals(1.35 * Math.cos(a), s.x(f.ball.ax()), 1e-9, "100·(1 − 90/180)·0.027 along body + 90°");
        assertEquals(1.35 * Math.sin(a), s.y(f.ball.ay()), 1e-9);
        assertEquals(List.of("tackled " + side.wire() + "4"), f.events);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theSuccessProbabilityReadsTheBallInTheBodyFrame(Side side) {
        // a ball 1 m ahead and 0.5 m to the side: (1/2)^6 + (0.5/1.25)^6, as rcssserver
        double fail = Math.pow(0.5, 6) + Math.pow(0.4, 6);
        for (double sideways : new double[] {0.5, -0.5}) {
            Fixture f = Fixture.noiseFree();
            Mirror s = new Mirror(side);
            Player p = s.player(f, 4, -10, 20, -60);
            f.ballAt(p, 1, sideways);
            // a draw just below the success probability succeeds, one just above fails
            long below = (long) ((1 - fail - 1e-6) * 0x1p53) << 11, above = (long) ((1 - fail + 1e-6) * 0x1p53) << 11;
            f.streams.put(RandomPurpose.TACKLE, () -> below);
            tackle.apply(f, p, new Tackle(0, false));
            Fixture g = Fixture.noiseFree();
            Player q = s.player(g, 4, -10, 20, -60);
            g.ballAt(q, 1, sideways);
            g.streams.put(RandomPurpose.TACKLE, () -> above);
            tackle.apply(g, q, new Tackle(0, false));
            assertEquals(List.of("tackled " + side.wire() + "4"), f.events, "sideways " + sideways);
            assertEquals(List.of("tackle failed " + side.wire() + "4"), g.events, "sideways " + sideways);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void onlyAnOpponentAtTheBallMakesTheTackleAFoul(Side side) {
        Fixture f = Fixture.noiseFree();
        Mirror s = new Mirror(side);
        Player p = s.player(f, 1, 0, 0, 0);
        s.opponent(f, 9, 1.5, 0, 180);
        f.ballAt(p, 1e-6 + 1.0, 0); // 0.5 m from the opponent: kickable
        f.alwaysZero(RandomPurpose.TACKLE);
        assertTrue(tackle.apply(f, p, new Tackle(0, true)));
        assertEquals(List.of("tackled " + side.wire() + "1 foul"), f.events);

        Fixture g = Fixture.noiseFree();
        Player q = s.player(g, 1, 0, 0, 0);
        s.player(g, 2, 1.5, 0, 180); // a team-mate at the ball does not count
        g.ballAt(q, 1e-6 + 1.0, 0);
        g.alwaysZero(RandomPurpose.TACKLE);
        assertTrue(tackle.apply(g, q, new Tackle(0, true)));
        assertEquals(List.of("tackled " + side.wire() + "1"), g.events);
    }
}
