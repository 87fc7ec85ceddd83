package org.pitch.rules.testkit;

import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;

/**
 * A {@link Mirror} bound to a running match: the scene's players join the match's teams, each
 * facing the opponent's goal (unum 1 is the goalie), and the ball is placed in the scene's frame.
 *
 * <pre>{@code
 * @ParameterizedTest @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
 * void offside(Side us) {
 *     MatchScene s = MatchScene.of(MatchFixture.with(""), us);
 *     Player passer = s.ours(9, 5, 0);
 *     ...
 *     assertEquals(List.of(PlayMode.OFFSIDE.wireName(s.us())), s.m().step());
 *     assertEquals(20, s.x(s.m().ball()), 1e-12);
 * }
 * }</pre>
 */
public final class MatchScene extends Mirror {
    private final MatchFixture m;

    private MatchScene(MatchFixture m, Side us) {
        super(us);
        this.m = m;
    }

    /** The scene in {@code m} as team {@code us} plays it. */
    public static MatchScene of(MatchFixture m, Side us) { return new MatchScene(m, us); }

    public MatchFixture m() { return m; }

    /** Our player at the scene's (x, y), facing the opponent's goal (unum 1 is the goalie). */
    public Player ours(int unum, double x, double y) { return add(us(), unum, x, y); }

    /** An opponent at the scene's (x, y), facing our goal (unum 1 is the goalie). */
    public Player theirs(int unum, double x, double y) { return add(them(), unum, x, y); }

    private Player add(Side side, int unum, double x, double y) {
        return m.add(side, side == Side.LEFT ? "Left" : "Right", unum, unum == 1, x(x), y(y));
    }

    /** Places the ball at the scene's (x, y) with the scene's velocity. */
    public void ball(double x, double y, double vx, double vy) { m.ball(x(x), y(y), x(vx), y(vy)); }
}
