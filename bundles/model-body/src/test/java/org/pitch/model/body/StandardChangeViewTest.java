package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.CommandKind;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/** change_view: both forms, in the asynchronous and the synch-see vision. */
class StandardChangeViewTest {
    private static final double EPS = 1e-12;
    private final StandardChangeView async = new StandardChangeView(p -> false);
    private final StandardChangeView synch = new StandardChangeView(p -> true);

    @Test
    void kindIsChangeView() {
        assertEquals(CommandKind.CHANGE_VIEW, new StandardChangeView().kind());
    }

    @Test
    void twoArgumentsSetWidthAndQuality() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeView(ViewWidth.WIDE, ViewQuality.LOW));
        assertEquals(ViewWidth.WIDE, p.viewWidth());
        assertEquals(ViewQuality.LOW, p.viewQuality());
        async.apply(f, p, new ChangeView(ViewWidth.NARROW, ViewQuality.HIGH));
        assertEquals(ViewWidth.NARROW, p.viewWidth());
        assertEquals(ViewQuality.HIGH, p.viewQuality());
    }

    @Test
    void oneArgumentMeansHighQuality() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        async.apply(f, p, new ChangeView(ViewWidth.NORMAL, ViewQuality.LOW));
        async.apply(f, p, new ChangeView(ViewWidth.WIDE, null));
        assertEquals(ViewWidth.WIDE, p.viewWidth());
        assertEquals(ViewQuality.HIGH, p.viewQuality());
    }

    @Test
    void synchSeeRefusesLowQualityAltogether() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        synch.apply(f, p, new ChangeView(ViewWidth.WIDE, ViewQuality.LOW));
        assertEquals(ViewWidth.NORMAL, p.viewWidth(), "the width does not change either");
        assertEquals(ViewQuality.HIGH, p.viewQuality());
        synch.apply(f, p, new ChangeView(ViewWidth.WIDE, ViewQuality.HIGH));
        assertEquals(ViewWidth.WIDE, p.viewWidth());
        synch.apply(f, p, new ChangeView(ViewWidth.NARROW, null));
        assertEquals(ViewWidth.NARROW, p.viewWidth());
        assertEquals(ViewQuality.HIGH, p.viewQuality());
    }

    @Test
    void oneArgumentPullsTheFocusBackIntoTheViewCone() {
        // asynchronous narrow: 90 × 0.5 = 45°, half 22.5; synch narrow: 90 × 2/3 = 60°, half 30
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.focus(12, 50);
        async.apply(f, p, new ChangeView(ViewWidth.NARROW, null));
        assertEquals(22.5, p.focusDirection(), EPS);
        assertEquals(12, p.focusDistance(), EPS, "the distance stays");

        p.focus(12, -50);
        synch.apply(f, p, new ChangeView(ViewWidth.NARROW, null));
        assertEquals(-30, p.focusDirection(), EPS);

        p.focus(12, 50);
        synch.apply(f, p, new ChangeView(ViewWidth.NORMAL, null)); // 120°: ±60
        assertEquals(50, p.focusDirection(), EPS);
        async.apply(f, p, new ChangeView(ViewWidth.NORMAL, null)); // 90°: ±45
        assertEquals(45, p.focusDirection(), EPS);
    }

    @Test
    void twoArgumentsLeaveTheFocusAlone() {
        // rcssserver 19 clamps the focus only in the one-argument form
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.focus(12, 50);
        async.apply(f, p, new ChangeView(ViewWidth.NARROW, ViewQuality.HIGH));
        assertEquals(50, p.focusDirection(), EPS);
        synch.apply(f, p, new ChangeView(ViewWidth.NARROW, ViewQuality.HIGH));
        assertEquals(50, p.focusDirection(), EPS);
    }

    @Test
    void visibleAnglesPerWidthAndMode() {
        Fixture f = Fixture.noiseFree();
        assertEquals(45, BodyRules.visibleAngle(f.parameters, ViewWidth.NARROW, false), EPS);
        assertEquals(90, BodyRules.visibleAngle(f.parameters, ViewWidth.NORMAL, false), EPS);
        assertEquals(180, BodyRules.visibleAngle(f.parameters, ViewWidth.WIDE, false), EPS);
        assertEquals(60, BodyRules.visibleAngle(f.parameters, ViewWidth.NARROW, true), EPS);
        assertEquals(120, BodyRules.visibleAngle(f.parameters, ViewWidth.NORMAL, true), EPS);
        assertEquals(180, BodyRules.visibleAngle(f.parameters, ViewWidth.WIDE, true), EPS);
    }
}
