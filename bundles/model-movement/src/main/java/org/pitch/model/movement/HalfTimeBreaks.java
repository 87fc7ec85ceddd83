package org.pitch.model.movement;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayMode;

/**
 * How many half-time breaks rcssserver 19's time referee has called by the time objects move in a
 * cycle: the wind turns round at each ({@code Weather::halfTime}). The model has no notice of a
 * break, so the count is derived from the clock and the play mode, which makes it the same for any
 * instance at any moment (a model swapped in mid-match blows the same wind).
 *
 * <p>The referee calls a break at the end of every half but the last ({@link MatchTime#halfTimeCalls}).
 * After a break the clock stands at the boundary until the next kick-off, so objects move at time
 * {@code b} only after the break at {@code b} — except while the referee holds the clock after a
 * goal, an offside or a foul: then the break at {@code b} is still to come.
 *
 * <p>These are the breaks due by the clock; when such a stoppage straddles a boundary, rcssserver
 * moves objects for one more cycle (the clock already past the boundary) before it calls the
 * break, which {@link StandardMovement} tells by watching for the call.
 */
final class HalfTimeBreaks {
    private HalfTimeBreaks() {}

    /** Breaks called before the objects move at {@code time} in {@code mode}. */
    static int before(int time, PlayMode mode, Parameters p) {
        return MatchTime.halfTimeCalls(p, time, !mode.isStoppage());
    }
}
