package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/** The order clients are served in where rcssserver keeps a fixed one: (think) by team and uniform number. */
class ServiceOrderTest {
    private static PlayerSession session(Side side, int unum, PlayerType type) {
        return new PlayerSession(null, 19, new Player(side, unum, false, type), null, null);
    }

    @Test
    void thinkGoesToTheLeftTeamByNumberThenTheRightWhateverTheConnectionOrder() throws Exception {
        PlayerType type = PlayerType.defaultType(TestConfig.of("").parameters());
        List<PlayerSession> connected = new ArrayList<>();
        int[][] order = {{1, 2}, {0, 3}, {1, 1}, {0, 1}, {1, 11}, {0, 10}}; // side (0 left), unum in connection order
        for (int[] o : order) connected.add(session(o[0] == 0 ? Side.LEFT : Side.RIGHT, o[1], type));
        PlayerSession[] out = new PlayerSession[connected.size()];
        assertEquals(6, Sessions.inTeamOrder(connected, out));
        List<String> got = new ArrayList<>();
        for (PlayerSession s : out) got.add(s.player.side().wire() + "" + s.player.unum());
        assertEquals(List.of("l1", "l3", "l10", "r1", "r2", "r11"), got);
    }
}
