package org.pitch.embedded;

import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/** A test's referee rule: play starts (play on, no kick-off) once that many players are in. */
record PlayOnWhenConnected(int players) implements RefereeRule {
    @Override
    public void afterStep(RefereeContext c) {
        if (c.world().playMode() == PlayMode.BEFORE_KICK_OFF && c.world().players().size() == players) {
            c.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
    }
}
