package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.ChangeFocus;
import org.pitch.api.command.CommandKind;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/** change_focus (v18): distance in [0, 40], direction inside the view cone, relative to the head. */
class StandardChangeFocusTest {
    private static final double EPS = 1e-12;
    private final StandardChangeFocus async = new StandardChangeFocus(p -> false);
    private final StandardChangeFocus synch = new StandardChangeFocus(p -> true);

    @Test
    void kindIsChangeFocus() {
        assertEquals(CommandKind.CHANGE_FOCUS, new StandardChangeFocus().kind());
    }

    @Test
    void momentsMoveTheFocusPoint() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        assertEquals(0, p.focusDistance(), "the focus starts at the player");
        async.apply(f, p, new ChangeFocus(10, 20));
        assertEquals(10, p.focusDistance(), EPS);
        assertEquals(20, p.focusDirection(), EPS);
        async.apply(f, p, new ChangeFocus(5.5, -30)); // several in one cycle are all executed
        assertEquals(15.5, p.focusDistance(), EPS);
        assertEquals(-10, p.focusDirection(), EPS);
    }

    /** rcssserver adds the moments to the radians it keeps (the bits the focus point and the printed direction come from). */
    @Test
    void theDirectionIsKeptInRadiansAsRcssserverAddsThem() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeFocus(0, 10.1));
        async.apply(f, p, new ChangeFocus(0, 20.2));
        assertEquals(Math.toRadians(10.1) + Math.toRadians(20.2), p.focusRadians(), 0.0);
        assertEquals(30.3, p.focusDirection(), 1e-12);
    }

    @Test
    void theDistanceStaysBetweenZeroAndFortyMetres() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeFocus(55, 0));
        assertEquals(40, p.focusDistance(), EPS);
        async.apply(f, p, new ChangeFocus(-100, 0));
        assertEquals(0, p.focusDistance(), EPS);
        async.apply(f, p, new ChangeFocus(Double.POSITIVE_INFINITY, 0));
        assertEquals(0, p.focusDistance(), EPS, "non-finite moments are ignored");
    }

    @Test
    void theDirectionStaysInsideTheViewCone() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeFocus(10, 70)); // normal, asynchronous: ±45
        assertEquals(45, p.focusDirection(), EPS);
        synch.apply(f, p, new ChangeFocus(0, 30)); // normal, synch: ±60
        assertEquals(60, p.focusDirection(), EPS);
        p.view(ViewWidth.NARROW, ViewQuality.HIGH);
        synch.apply(f, p, new ChangeFocus(0, -200)); // 60 - 200 = -140 → -30
        assertEquals(-30, p.focusDirection(), EPS);
        async.apply(f, p, new ChangeFocus(0, 0)); // narrow, asynchronous: ±22.5
        assertEquals(-22.5, p.focusDirection(), EPS);
        p.view(ViewWidth.WIDE, ViewQuality.LOW);
        async.apply(f, p, new ChangeFocus(0, 150)); // wide: ±90
        assertEquals(90, p.focusDirection(), EPS);
    }

    @Test
    void theDirectionIsNormalisedBeforeTheLimit() {
        // 350° is -10°, inside the cone: not +45
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeFocus(1, 350));
        assertEquals(-10, p.focusDirection(), 1e-9);
        async.apply(f, p, new ChangeFocus(0, -355)); // -365 → -5
        assertEquals(-5, p.focusDirection(), 1e-9);
    }

    @Test
    void theFocusIsRelativeToTheHeadNotChangedByTurning() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.RIGHT, 2);
        p.bodyDirection(170);
        p.neckDirection(-80);
        async.apply(f, p, new ChangeFocus(20, -30));
        assertEquals(-30, p.focusDirection(), EPS);
        assertEquals(20, p.focusDistance(), EPS);
    }
}
