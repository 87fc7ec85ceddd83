package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.world.Side;

/**
 * The words of the monitors' board messages, in every version and in JSON, as rcssserver 19 writes
 * them (stadium.cpp: {@code "(%s %s)"} with the referee's, a player's or a coach's name,
 * {@code "(change_player_type %s %d %d)"}, {@code "(change_player_type %c %d goalie)"};
 * monitor.cpp: {@code "(ok compression " << level << ")"}).
 */
class BoardTextTest {
    @Test
    void everyCodecWordsTheNoticesAsRcssserver() {
        for (MonitorCodec c : Codecs.ALL) {
            String name = c.getClass().getSimpleName();
            assertEquals("(referee goal_l_1)", c.boardText(new BoardNotice.Referee("goal_l_1")), name);
            assertEquals("((player Alpha 7) hello there)", c.boardText(new BoardNotice.PlayerSaid("Alpha", 7, "hello there")), name);
            assertEquals("(online_coach_right (freeform \"x\"))",
                    c.boardText(new BoardNotice.CoachSaid("online_coach_right", "(freeform \"x\")")), name);
            assertEquals("(referee hello)", c.boardText(new BoardNotice.CoachSaid("referee", "hello")), name);
            // rcssserver: "(%s %s)" of the side's name and "TIME MESSAGE"
            assertEquals("(online_coach_left 120 (info (0 (true) \"x\")))",
                    c.boardText(new BoardNotice.CoachClang("online_coach_left", 120, "(info (0 (true) \"x\"))")), name);
            assertEquals("(change_player_type r 11 17)", c.boardText(new BoardNotice.TypeChanged(Side.RIGHT, 11, 17)), name);
            assertEquals("(change_player_type l 3 goalie)", c.boardText(new BoardNotice.GoalieChanged(Side.LEFT, 3)), name);
            assertEquals("(ok compression 5)", c.boardText(new BoardNotice.CompressionTaken(5)), name);
        }
    }
}
