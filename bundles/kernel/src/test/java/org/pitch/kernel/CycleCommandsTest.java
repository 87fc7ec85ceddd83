package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.LegDash;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/** The body-command budget: one a cycle, what a refusal spends, and commands that come in parts. */
class CycleCommandsTest {
    private final ServerConfiguration config = TestConfig.of("pitch { seed = 5, models { dash = test, kick = test, leg_dash = test } }");
    private final WorldState world = new WorldState(Ball.of(config.parameters()),
            List.of(PlayerType.defaultType(config.parameters())), config.parameters());
    private final PlayerTiming timing = new PlayerTiming(config.parameters());
    private final CycleCommands commands = new CycleCommands(world, false, () -> new SplittableRandom(1), new FaultLog(world::step), timing);
    private final List<String> executed = new ArrayList<>();
    private final List<String> held = new ArrayList<>();

    /** Executes (or refuses) and logs; a refused kick spends the body command, as a missed kick does in rcssserver. */
    private final class Model<C extends PlayerCommand> implements ActionModel<C> {
        private final CommandKind kind;
        private final boolean accepts;
        private final boolean atStep;

        Model(CommandKind kind, boolean accepts) { this(kind, accepts, false); }
        Model(CommandKind kind, boolean accepts, boolean atStep) { this.kind = kind; this.accepts = accepts; this.atStep = atStep; }

        @Override public boolean appliesAtStep() { return atStep; }
        @Override public void held(SimulationContext c, Player p, C command) { held.add(command.kind().wireName()); }

        @Override public CommandKind kind() { return kind; }
        @Override public boolean apply(SimulationContext c, Player p, C command) {
            if (accepts) executed.add(command.kind().wireName());
            return accepts;
        }
        @Override public boolean spendsBodyCommand(SimulationContext c, Player p, C command) { return kind == CommandKind.KICK; }
        @Override public boolean continuesBodyCommand(CommandKind taken, C command) { return kind == CommandKind.LEG_DASH && taken == kind; }
    }

    private ModelSet models(boolean kicksHit) {
        ModelRegistry registry = new ModelRegistry(config.settings());
        registry.addAction(new Model<Dash>(CommandKind.DASH, true), "test");
        registry.addAction(new Model<Kick>(CommandKind.KICK, kicksHit), "test");
        registry.addAction(new Model<LegDash>(CommandKind.LEG_DASH, true), "test");
        return registry.current();
    }

    /** The dash applied at the step, as rcssserver applies its legs. */
    private ModelSet modelsWithDashAtStep() {
        ModelRegistry registry = new ModelRegistry(config.settings());
        registry.addAction(new Model<Dash>(CommandKind.DASH, true, true), "test");
        registry.addAction(new Model<Kick>(CommandKind.KICK, true), "test");
        registry.addAction(new Model<LegDash>(CommandKind.LEG_DASH, true), "test");
        return registry.current();
    }

    private Player player() {
        Player p = new Player(Side.LEFT, 7, false, world.playerTypes().get(0));
        world.add(p);
        return p;
    }

    /**
     * rcssserver runs a command as it reads it: a window's kick runs when the window closes; a
     * dash waits for the step, and with it its player's later body command, which then clashes.
     */
    @Test
    void commandsRunAsTheyArriveButThoseAppliedAtTheStepWait() {
        ModelSet m = modelsWithDashAtStep();
        Player kicker = player();
        Player dasher = new Player(Side.RIGHT, 3, false, world.playerTypes().get(0));
        world.add(dasher);
        commands.submit(kicker, new Kick(100, 0));
        commands.submit(dasher, new Dash(100, 0));
        commands.submit(dasher, new Kick(100, 0)); // behind the waiting dash: waits too
        assertTrue(commands.anyToRun());
        commands.executeArrived(m, null);
        // what waits for the step keeps its player in the cycle's order but gives a wait nothing to
        // run: a synch-mode read pass need not end for it (the wait would spin)
        assertFalse(commands.anyToRun(), "only commands held for the step are left");
        assertEquals(List.of("kick"), executed, "the kicker's kick ran on arrival, the dasher's kick did not");
        assertEquals(1, kicker.counters().get(CommandKind.KICK.countedAs()), "counted on arrival, as rcssserver");
        assertEquals(List.of("dash"), held, "the dash takes the dasher's body command on arrival");
        commands.executeArrived(m, null); // the next window: nothing new, the dash told once
        assertEquals(List.of("dash"), held);
        commands.execute(m, null);
        assertEquals(List.of("kick", "dash"), executed, "at the step the dash, its player's kick dropped");
        assertEquals(1, dasher.counters().get(CommandKind.DASH.countedAs()));
        assertEquals(0, dasher.counters().get(CommandKind.KICK.countedAs()));
    }

    @Test
    void aSecondBodyCommandIsDroppedUnlessItContinuesTheFirst() {
        Player p = player();
        commands.submit(p, new LegDash(LegDash.Leg.LEFT, 50, 0));
        commands.submit(p, new LegDash(LegDash.Leg.RIGHT, 50, 0)); // the other leg, a later datagram of the cycle
        commands.submit(p, new Dash(100, 0));
        commands.execute(models(true), null);
        assertEquals(List.of("dash", "dash"), executed, "both legs (a leg dash is written (dash (l ...)) on the wire), no plain dash");
        assertEquals(1, p.counters().get(CommandKind.LEG_DASH.countedAs()), "the cycle's legs count as one dash");
    }

    @Test
    void aRefusedCommandThatSpendsTheBodyCommandBlocksTheRestOfTheCycle() {
        Player p = player();
        commands.submit(p, new Kick(100, 0)); // misses the ball
        commands.submit(p, new Dash(100, 0));
        commands.execute(models(false), null);
        commands.closeCycle();
        assertEquals(List.of(), executed);
        assertEquals(0, p.counters().get(CommandKind.KICK), "a missed kick is not counted");
        commands.submit(p, new Dash(100, 0));
        commands.execute(models(false), null);
        assertEquals(List.of("dash"), executed, "the next cycle has its own body command");
    }

    /** A player's commands run with its (move) and the rest with the cycle: still one body command for the cycle. */
    @Test
    void commandsRunInTwoGoesInOneCycleStillHaveOneBodyCommand() {
        Player p = player();
        commands.submit(p, new Dash(100, 0));
        commands.executeFor(p, models(true), null); // as its (move) would
        commands.submit(p, new Dash(50, 0));
        commands.execute(models(true), null); // the cycle
        commands.closeCycle();
        assertEquals(List.of("dash"), executed, "the second dash is the cycle's second body command: dropped");
        commands.submit(p, new Dash(50, 0));
        commands.execute(models(true), null);
        commands.closeCycle();
        assertEquals(List.of("dash", "dash"), executed, "the next cycle has its own");
    }

    @Test
    void holesAndClashesAreCountedForPlayersThatWereSentTheirSenseBodyWhilePlayRuns() {
        Player p = player();
        ModelSet m = models(true);
        timing.cycleStarts(0, PlayMode.BEFORE_KICK_OFF);
        timing.senseBodySent(p, 0);
        commands.execute(m, null); // before the kick-off: not counted
        commands.closeCycle();
        for (int c = 1; c <= 6; c++) {
            timing.cycleStarts(c, PlayMode.PLAY_ON);
            if (c == 2 || c == 3) { // a clash: the second dash is dropped
                commands.submit(p, new Dash(100, 0));
                commands.submit(p, new Dash(50, 0));
            } else if (c == 5) {
                commands.submit(p, new LegDash(LegDash.Leg.LEFT, 50, 0));
                commands.submit(p, new LegDash(LegDash.Leg.RIGHT, 50, 0)); // continues the first: no clash
            } else if (c != 4) {
                commands.submit(p, new Dash(100, 0)); // cycle 4 has none: a hole
            }
            commands.execute(m, null);
            commands.closeCycle();
            if (c != 5) timing.senseBodySent(p, c); // no sense_body after cycle 5: cycle 6 is not the player's
        }
        TimingReport.Row row = timing.report(world).rows().get(0);
        assertEquals(5, row.cycles(), "cycles 1-5");
        assertEquals(1, row.holes());
        assertEquals(2, row.clashes());
    }
}
