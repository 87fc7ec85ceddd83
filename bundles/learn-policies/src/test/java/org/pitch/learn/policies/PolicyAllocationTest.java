package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import java.util.function.Consumer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * A policy runs for every scripted player every cycle: it allocates its command records and
 * nothing else. The thread's allocation counter (HotSpot's) is read around many calls; a command
 * record is 32 bytes, so anything beyond a few dozen bytes a call is a hidden allocation.
 */
class PolicyAllocationTest {
    private static final int CALLS = 20_000;
    /** One command record (a header and two doubles: 32 bytes), with room for alignment. */
    private static final double BYTES_PER_CALL = 40;

    private PlayerCommand last;
    private final Consumer<PlayerCommand> sink = c -> last = c;

    @ParameterizedTest
    @ValueSource(strings = {"goalie", "chaser", "taker", "striker"})
    void allocatesNothingButItsCommands(String name) {
        var threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads instanceof com.sun.management.ThreadMXBean t && t.isThreadAllocatedMemorySupported());
        var counter = (com.sun.management.ThreadMXBean) threads;

        Scene scene = new Scene(12);
        ScriptedPolicy policy = switch (name) {
            case "goalie" -> new GoaliePolicy();
            case "chaser" -> new ChaserPolicy();
            case "taker" -> new TakerPolicy();
            default -> new StrikerPolicy();
        };
        Player self = scene.add(Side.LEFT, 1, name.equals("goalie"), -40, 3, 30, null);
        scene.add(Side.LEFT, 2, false, -20, -5, 0, null);
        scene.add(Side.RIGHT, 1, true, 50, 0, 180, null);
        scene.add(Side.RIGHT, 5, false, -30, 8, 180, null);
        scene.add(Side.RIGHT, 6, false, -25, -8, 180, null);
        scene.ball(-35, 5, -1.2, -0.3);
        scene.playOn();

        for (int i = 0; i < CALLS; i++) policy.act(scene, self, sink); // warm up: class loading, compilation
        long tid = Thread.currentThread().getId();
        long before = counter.getThreadAllocatedBytes(tid);
        for (int i = 0; i < CALLS; i++) policy.act(scene, self, sink);
        long bytes = counter.getThreadAllocatedBytes(tid) - before;
        assertTrue(bytes / (double) CALLS <= BYTES_PER_CALL, name + " allocates " + bytes / (double) CALLS + " bytes a call; last " + last);
    }
}
