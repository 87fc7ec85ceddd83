package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PointTo;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** pointto (manual §4.5.11): a global target, point_to_ban and point_to_duration, off. */
class StandardPointToTest {
    private static final double EPS = 1e-9;
    private final StandardPointTo point = new StandardPointTo();

    @Test
    void kindIsPointTo() {
        assertEquals(CommandKind.POINT_TO, point.kind());
    }

    @Test
    void theTargetIsRelativeToTheHeadAndStoredGlobally() {
        Fixture f = Fixture.noiseFree();
        f.step = 200;
        Player p = f.add(Side.LEFT, 7);
        p.position(10, -5);
        p.bodyDirection(30);
        p.neckDirection(20);
        point.apply(f, p, new PointTo(false, 10, 40)); // global 90°: 10 m along +y
        assertTrue(p.pointing());
        assertEquals(10, p.armTargetX(), EPS);
        assertEquals(5, p.armTargetY(), EPS);
        assertEquals(205, p.armMovableAt(), "point_to_ban 5");
        assertEquals(220, p.armExpiresAt(), "point_to_duration 20");
    }

    @Test
    void theRightTeamUsesTheSameGlobalDirections() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.RIGHT, 7);
        p.position(1, 2);
        p.bodyDirection(180);
        point.apply(f, p, new PointTo(false, 4, -60)); // 120°
        assertEquals(1 + 4 * Math.cos(Math.toRadians(120)), p.armTargetX(), EPS);
        assertEquals(2 + 4 * Math.sin(Math.toRadians(120)), p.armTargetY(), EPS);
    }

    @Test
    void theArmCannotMoveDuringTheBan() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 7);
        point.apply(f, p, new PointTo(false, 10, 0));
        f.step = 4;
        point.apply(f, p, new PointTo(false, 20, 0));
        assertEquals(10, p.armTargetX(), EPS, "banned: the first target stays");
        point.apply(f, p, PointTo.stop());
        assertTrue(p.pointing(), "off is banned too");
        f.step = 5;
        point.apply(f, p, new PointTo(false, 20, 0));
        assertEquals(20, p.armTargetX(), EPS);
        assertEquals(10, p.armMovableAt());
        assertEquals(25, p.armExpiresAt());
    }

    @Test
    void offDropsTheArmWhichCanMoveAgainAtOnce() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 7);
        point.apply(f, p, new PointTo(false, 10, 0));
        f.step = 7;
        assertTrue(point.apply(f, p, PointTo.stop()), "executed, and so counted in sense_body's arm count, as rcssserver's");
        assertFalse(p.pointing());
        assertEquals(7, p.armMovableAt());
        point.apply(f, p, new PointTo(false, 3, 0));
        assertTrue(p.pointing(), "re-pointed in the same cycle");
        assertEquals(3, p.armTargetX(), EPS);
    }

    @Test
    void offWithABanLongerThanTheDurationWaitsForTheDifference() {
        Fixture f = new Fixture("player_rand = 0, point_to_ban = 30, point_to_duration = 20");
        Player p = f.add(Side.LEFT, 7);
        point.apply(f, p, PointTo.stop());
        assertFalse(p.pointing());
        assertEquals(10, p.armMovableAt());
        f.step = 9;
        point.apply(f, p, new PointTo(false, 3, 0));
        assertFalse(p.pointing());
        f.step = 10;
        point.apply(f, p, new PointTo(false, 3, 0));
        assertTrue(p.pointing());
        assertEquals(40, p.armMovableAt());
        assertEquals(30, p.armExpiresAt());
    }

    @Test
    void pointingIsNotABodyCommand() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 7);
        p.tackleUntil(100);
        point.apply(f, p, new PointTo(false, 10, 0));
        assertTrue(p.pointing());
    }
}
