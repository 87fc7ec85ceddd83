package org.pitch.rules.kit;

import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** The score as the referees read it: a side whose team never connected has scored 0. */
public final class Scores {
    private Scores() {}

    /** The goals of {@code side}'s team, 0 without a team. */
    public static int of(World world, Side side) {
        Team t = world.team(side);
        return t == null ? 0 : t.score();
    }

    /** Whether both sides have scored as often (two missing teams, or one without goals, included). */
    public static boolean level(World world) {
        return of(world, Side.LEFT) == of(world, Side.RIGHT);
    }
}
