package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

class SimulationTest {
    private final ServerConfiguration config = TestConfig.of("pitch.seed = 11");

    /** Records which player executed which command, in execution order. */
    static final class Recorder<C extends org.pitch.api.command.PlayerCommand> implements ActionModel<C> {
        final CommandKind kind;
        final List<String> log;

        Recorder(CommandKind kind, List<String> log) { this.kind = kind; this.log = log; }

        @Override public CommandKind kind() { return kind; }

        @Override public boolean apply(SimulationContext c, Player p, C cmd) {
            log.add(p.side().wire() + "" + p.unum() + ":" + cmd);
            return true;
        }
    }

    private ModelRegistry registryWith(ActionModel<?>... models) {
        ModelRegistry r = new ModelRegistry(config.settings());
        for (ActionModel<?> m : models) r.addAction(m, "test");
        return r;
    }

    private static ServerConfiguration withModels(String models) {
        return TestConfig.of("pitch { seed = 11, models { " + models + " } }");
    }

    @Test
    void playersWaitOffTheFieldAsRcssserverPlacesThem() {
        Simulation sim = new Simulation(config, registryWith());
        Player l3 = sim.addPlayer(Side.LEFT, "A", 3, false);
        Player r2 = sim.addPlayer(Side.RIGHT, "B", 2, false);
        assertEquals(-9.0, l3.x());
        assertEquals(-37.0, l3.y());
        assertEquals(6.0, r2.x());
        assertNull(sim.addPlayer(Side.LEFT, "A", 3, false), "uniform number taken");
        assertNull(sim.addPlayer(Side.LEFT, "A", 12, false), "no 12th player");
        assertEquals(List.of(l3, r2), sim.world().players());
    }

    /**
     * rcssserver keeps an idle object for each slot nobody plays: a trainer may move it, monitors
     * show it there, and a player connecting to the slot starts from it (the differential tester's
     * seeds 2, 4, 110, 116, 124, 138); a player that leaves puts it back on the bench.
     */
    @Test
    void aTrainerMovesTheIdleObjectOfAnEmptySlot() {
        Simulation sim = new Simulation(config, registryWith());
        sim.addPlayer(Side.LEFT, "A", 1, false);
        World w = sim.world();
        assertEquals(-6.0, w.idleX(Side.LEFT, 2));
        assertEquals(-37.0, w.idleY(Side.LEFT, 2));
        w.moveIdle(Side.LEFT, 2, -42.7, 18.9, 30);
        assertEquals(-42.7, w.idleX(Side.LEFT, 2));
        assertEquals(30.0, w.idleBody(Side.LEFT, 2));
        w.moveIdle(Side.LEFT, 1, 5, 5, 0); // a slot someone plays has no idle object
        assertEquals(-3.0, w.idleX(Side.LEFT, 1));
        Player l2 = sim.addPlayer(Side.LEFT, "A", 2, false);
        assertEquals(-42.7, l2.x());
        assertEquals(18.9, l2.y());
        assertEquals(30.0, l2.bodyDirection());
        sim.removePlayer(l2);
        assertEquals(-6.0, w.idleX(Side.LEFT, 2), "back on the bench");
        Player again = sim.addPlayer(Side.LEFT, "A", 2, false);
        assertEquals(-6.0, again.x());
    }

    /**
     * A held ball stays in front of the goalie through the step's moves, as rcssserver's
     * {@code incMovableObjects}; a referee's placement resolves collisions without carrying it (a
     * corner a trainer calls while the goalie holds the ball: the tester's seed 23).
     */
    @Test
    void theStepCarriesAHeldBallAPlacementDoesNot() {
        Simulation sim = new Simulation(config, registryWith());
        Player g = sim.addPlayer(Side.RIGHT, "B", 1, true);
        RefereeContext ctx = (RefereeContext) sim.context();
        ctx.changePlayMode(PlayMode.FREE_KICK, Side.RIGHT);
        g.position(40.485, 6.9);
        g.turnBody(180, Math.PI);
        g.holdingBall(true);
        sim.world().ball().position(40.1, 6.9);
        ctx.placePlayer(g, 49.55, 6.9);
        ctx.resolveCollisions();
        assertEquals(40.1, sim.world().ball().x(), "a placement leaves the held ball where it lies");
        sim.step();
        assertEquals(49.55 - 0.385, sim.world().ball().x(), 1e-9, "the step carries it in front of the body");
        assertEquals(6.9, sim.world().ball().y(), 1e-9);
    }

    /** rcssserver's step commits a turn read in the cycle; after time over its step commits nothing (the tester's seed 241). */
    @Test
    void theStepCommitsTheTurnsButNotAfterTimeOver() {
        Simulation sim = new Simulation(config, registryWith());
        Player p = sim.addPlayer(Side.LEFT, "A", 2, false);
        p.turnBodyAtStep(30, Math.toRadians(30));
        sim.step();
        assertEquals(30.0, p.bodyDirection(), 1e-9);
        ((org.pitch.api.rule.RefereeContext) sim.context()).changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        p.turnNeckAtStep(45, Math.toRadians(45));
        sim.step();
        assertEquals(0.0, p.neckDirection(), "not committed after time over");
    }

    @Test
    void aKickOffAsksTheEnabledRulesInOrderUntilOneTakesIt() {
        // coach mode without referees: the kick-off is asked of referees and the others alike
        ServerConfiguration c = TestConfig.of("server { coach = true, coach_w_referee = false }, pitch.seed = 11");
        ModelRegistry registry = new ModelRegistry(c.settings());
        List<String> asked = new ArrayList<>();
        registry.addRule("declines", 1, new RefereeRule() {
            @Override public boolean onKickOffCalled(RefereeContext ctx) { asked.add("declines"); return false; }
        });
        registry.addRule("takes", 2, new RefereeRule() {
            @Override public boolean onKickOffCalled(RefereeContext ctx) { asked.add("takes"); return true; }
        });
        registry.addRule("never", 3, new RefereeRule() {
            @Override public boolean onKickOffCalled(RefereeContext ctx) { asked.add("never"); return true; }
        });
        Simulation sim = new Simulation(c, registry);
        sim.refereeContext().kickOff();
        assertEquals(List.of("declines", "takes"), asked);
        assertEquals(PlayMode.BEFORE_KICK_OFF, sim.world().playMode(), "the kernel itself starts nothing");
    }

    @Test
    void aJoiningPlayerGetsItsStaminaFromTheStaminaModel() {
        ServerConfiguration c = withModels("stamina = test");
        ModelRegistry registry = new ModelRegistry(c.settings());
        List<String> resets = new ArrayList<>();
        registry.addModel(org.pitch.api.model.ModelSlot.STAMINA, "test", new org.pitch.api.model.StaminaModel() {
            @Override public void reset(Player player, org.pitch.api.param.Parameters parameters) {
                resets.add(player.side().wire() + "" + player.unum());
                player.stamina(1234);
            }
            @Override public void endOfCycle(SimulationContext context, Player player) {}
            @Override public void halfTime(Player player, org.pitch.api.param.Parameters parameters, boolean extraTime) {}
        });
        Simulation sim = new Simulation(c, registry);
        Player l3 = sim.addPlayer(Side.LEFT, "A", 3, false);
        assertEquals(List.of("l3"), resets, "the kernel knows no stamina values of its own");
        assertEquals(1234.0, l3.stamina());
    }

    @Test
    void onlyTheFirstBodyCommandOfACycleIsExecuted() {
        List<String> log = new ArrayList<>();
        ServerConfiguration c = withModels("dash = test, turn = test, turn_neck = test");
        ModelRegistry r = new ModelRegistry(c.settings());
        r.addAction(new Recorder<Dash>(CommandKind.DASH, log), "test");
        r.addAction(new Recorder<Turn>(CommandKind.TURN, log), "test");
        r.addAction(new Recorder<TurnNeck>(CommandKind.TURN_NECK, log), "test");
        Simulation sim = new Simulation(c, r);
        Player p = sim.addPlayer(Side.LEFT, "A", 1, false);
        sim.submit(p, new Dash(100, 0));
        sim.submit(p, new Turn(30));
        sim.submit(p, new TurnNeck(10));
        sim.step();
        assertEquals(List.of("l1:Dash[power=100.0, direction=0.0]", "l1:TurnNeck[moment=10.0]"), log);
        assertEquals(1, p.counters().get(CommandKind.DASH));
        assertEquals(0, p.counters().get(CommandKind.TURN));
        assertEquals(1, p.counters().get(CommandKind.TURN_NECK));
        // the next cycle starts afresh
        log.clear();
        sim.submit(p, new Turn(30));
        sim.step();
        assertEquals(List.of("l1:Turn[moment=30.0]"), log);
    }

    @Test
    void aChangeViewIsExecutedOnArrivalAndABodyCommandIsNot() {
        List<String> log = new ArrayList<>();
        ServerConfiguration c = withModels("change_view = test");
        ModelRegistry r = new ModelRegistry(c.settings());
        r.addAction(new Recorder<ChangeView>(CommandKind.CHANGE_VIEW, log), "test");
        Simulation sim = new Simulation(c, r);
        Player p = sim.addPlayer(Side.LEFT, "A", 1, false);
        sim.executeNow(p, new ChangeView(ViewWidth.NARROW, ViewQuality.HIGH));
        assertEquals(1, log.size(), "executed before any cycle");
        assertEquals(1, p.counters().get(CommandKind.CHANGE_VIEW));
        sim.step();
        assertEquals(1, log.size(), "not queued a second time");
        assertThrows(IllegalArgumentException.class, () -> sim.executeNow(p, new Dash(100, 0)));
    }

    @Test
    void aCommandWithNoConfiguredModelHasNoEffectAndIsNotCounted() {
        Simulation sim = new Simulation(config, registryWith());
        Player p = sim.addPlayer(Side.LEFT, "A", 1, false);
        sim.submit(p, new Kick(100, 0));
        sim.step();
        assertEquals(0, p.counters().get(CommandKind.KICK));
        assertEquals(0, sim.faults());
    }

    @Test
    void playersGoInTheOrderTheirFirstCommandArrivedAsOnRcssserver() {
        List<String> log = new ArrayList<>();
        ServerConfiguration c = withModels("dash = test, turn_neck = test");
        ModelRegistry r = new ModelRegistry(c.settings());
        r.addAction(new Recorder<Dash>(CommandKind.DASH, log), "test");
        r.addAction(new Recorder<TurnNeck>(CommandKind.TURN_NECK, log), "test");
        Simulation sim = new Simulation(c, r);
        Player l1 = sim.addPlayer(Side.LEFT, "A", 1, false);
        Player r1 = sim.addPlayer(Side.RIGHT, "B", 1, false);
        Player l2 = sim.addPlayer(Side.LEFT, "A", 2, false);
        sim.submit(r1, new Dash(10, 0));
        sim.submit(l2, new Dash(20, 0));
        sim.submit(r1, new TurnNeck(5)); // the player's turn is its first command's
        sim.submit(l1, new Dash(30, 0));
        sim.step();
        assertEquals(List.of("r1:Dash[power=10.0, direction=0.0]", "r1:TurnNeck[moment=5.0]",
                "l2:Dash[power=20.0, direction=0.0]", "l1:Dash[power=30.0, direction=0.0]"), log);
        log.clear();
        sim.submit(l1, new Dash(40, 0));
        sim.submit(r1, new Dash(50, 0));
        sim.step();
        assertEquals(List.of("l1:Dash[power=40.0, direction=0.0]", "r1:Dash[power=50.0, direction=0.0]"), log,
                "each cycle starts its order afresh; a player that sent nothing has no turn");
        log.clear();
        sim.submit(l2, new Dash(60, 0));
        sim.removePlayer(l2);
        sim.submit(r1, new Dash(70, 0));
        sim.step();
        assertEquals(List.of("r1:Dash[power=70.0, direction=0.0]"), log, "a player that left loses its turn");
    }

    /**
     * rcssserver in real time reads its clients every {@code recv_step} (10 ms), each time in a new
     * random order (Stadium::udp_recv_message shuffles them): commands that arrive within one such
     * window take effect in a random order, windows in the order they came.
     */
    @Test
    void playersWhoseFirstCommandsCameInOneReceiveWindowGoInARandomOrder() {
        List<List<String>> runs = new ArrayList<>();
        for (int run = 0; run < 2; run++) {
            List<String> log = new ArrayList<>();
            ModelRegistry r = new ModelRegistry(withModels("dash = test").settings());
            r.addAction(new Recorder<Dash>(CommandKind.DASH, log), "test");
            Simulation sim = new Simulation(withModels("dash = test"), r);
            Player l1 = sim.addPlayer(Side.LEFT, "A", 1, false), r1 = sim.addPlayer(Side.RIGHT, "B", 1, false);
            Player l2 = sim.addPlayer(Side.LEFT, "A", 2, false), r2 = sim.addPlayer(Side.RIGHT, "B", 2, false);
            List<String> orders = new ArrayList<>();
            for (int cycle = 0; cycle < 40; cycle++) {
                log.clear();
                sim.receiveWindow(10L * cycle);
                sim.submit(r2, new Dash(0, 0));
                sim.receiveWindow(10L * cycle + 1);
                sim.submit(l1, new Dash(0, 0));
                sim.submit(r1, new Dash(0, 0));
                sim.submit(l2, new Dash(0, 0));
                sim.receiveWindow(10L * cycle + 9);
                sim.submit(l1, new Turn(1)); // a later command: the player's turn stays its first's
                sim.step();
                assertEquals("r2:Dash[power=0.0, direction=0.0]", log.get(0), "the earlier window goes first");
                String order = String.join(" ", log.subList(1, log.size()).stream().map(e -> e.substring(0, 2)).toList());
                assertEquals(3, log.size() - 1, "one dash each: " + log);
                orders.add(order);
            }
            assertEquals(6, new java.util.HashSet<>(orders).size(), "all six orders of the three: " + orders);
            runs.add(orders);
        }
        assertEquals(runs.get(0), runs.get(1), "the same seed, the same orders");
    }

    @Test
    void aShuffledCommandOrderIsRandomButReplaysWithTheSameSeed() {
        List<List<String>> runs = new ArrayList<>();
        for (String seed : new String[] {"11", "11", "12"}) {
            List<String> log = new ArrayList<>();
            ServerConfiguration c = TestConfig.of("pitch { seed = " + seed + ", command_order = shuffled, models { dash = test } }");
            ModelRegistry r = new ModelRegistry(c.settings());
            r.addAction(new Recorder<Dash>(CommandKind.DASH, log), "test");
            Simulation sim = new Simulation(c, r);
            List<Player> players = new ArrayList<>();
            for (int u = 1; u <= 11; u++) {
                players.add(sim.addPlayer(Side.LEFT, "A", u, false));
                players.add(sim.addPlayer(Side.RIGHT, "B", u, false));
            }
            for (int cycle = 0; cycle < 5; cycle++) {
                for (Player p : players) sim.submit(p, new Dash(cycle, 0));
                sim.step();
            }
            runs.add(log);
        }
        assertEquals(110, runs.get(0).size());
        assertEquals(runs.get(0), runs.get(1), "same seed, same order");
        assertNotEquals(runs.get(0), runs.get(2), "another seed, another order");
        assertNotEquals(runs.get(0).subList(0, 22), runs.get(0).subList(22, 44).stream()
                .map(s -> s.replace("=1.0", "=0.0")).toList(), "the order changes from cycle to cycle");
    }

    @Test
    void aFailingModelIsContainedAndTheCycleGoesOn() {
        List<String> log = new ArrayList<>();
        ServerConfiguration c = withModels("dash = test, turn_neck = test");
        ModelRegistry r = new ModelRegistry(c.settings());
        r.addAction(new ActionModel<Dash>() {
            @Override public CommandKind kind() { return CommandKind.DASH; }
            @Override public boolean apply(SimulationContext ctx, Player p, Dash d) { throw new IllegalStateException("boom"); }
        }, "test");
        r.addAction(new Recorder<TurnNeck>(CommandKind.TURN_NECK, log), "test");
        Simulation sim = new Simulation(c, r);
        Player p = sim.addPlayer(Side.LEFT, "A", 1, false);
        sim.submit(p, new Dash(100, 0));
        sim.submit(p, new TurnNeck(5));
        sim.step();
        assertEquals(1, sim.faults());
        assertEquals(1, log.size(), "the player's next command still ran");
        assertEquals(1, sim.world().step());
    }

    @Test
    void theClockStandsBeforeKickOffAndRunsInPlay() {
        ModelRegistry r = new ModelRegistry(config.settings());
        List<String> heard = new ArrayList<>();
        r.addRule("kickoff-at-3", 1, new RefereeRule() {
            @Override public void afterStep(RefereeContext c) {
                if (c.world().step() == 3 && c.world().playMode() == PlayMode.BEFORE_KICK_OFF) {
                    c.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL); // the kernel announces the new mode
                }
            }
            @Override public void onPlayModeChange(RefereeContext c, PlayMode previous) {
                heard.add(previous + "->" + c.world().playMode());
            }
        });
        Simulation sim = new Simulation(config, r);
        for (int i = 0; i < 3; i++) sim.step();
        assertEquals(0, sim.world().time());
        sim.step(); // the rule starts play in this cycle's judgement
        assertEquals(List.of("play_on"), sim.announcements());
        assertEquals(List.of("BEFORE_KICK_OFF->PLAY_ON"), heard);
        assertEquals(0, sim.world().time(), "as in rcssserver, the kick-off cycle itself still stands");
        assertEquals(4, sim.world().stoppageTime());
        sim.step();
        assertEquals(1, sim.world().time());
        assertEquals(0, sim.world().stoppageTime());
        assertEquals(5, sim.world().step());
    }

    @Test
    void rulesHearBallEventsFromModelsInTheirConfiguredOrder() {
        List<String> calls = new ArrayList<>();
        ServerConfiguration c = withModels("kick = test");
        ModelRegistry r = new ModelRegistry(c.settings());
        r.addAction(new ActionModel<Kick>() {
            @Override public CommandKind kind() { return CommandKind.KICK; }
            @Override public boolean apply(SimulationContext ctx, Player p, Kick k) { ctx.events().kicked(p, 1.0); return true; }
        }, "test");
        r.addRule("second", 20, new RefereeRule() {
            @Override public void onKick(RefereeContext ctx, Player kicker, double accel) { calls.add("second " + kicker.unum()); }
        });
        r.addRule("first", 10, new RefereeRule() {
            @Override public void onKick(RefereeContext ctx, Player kicker, double accel) { calls.add("first " + kicker.unum()); }
        });
        Simulation sim = new Simulation(c, r);
        Player p = sim.addPlayer(Side.RIGHT, "B", 9, false);
        sim.submit(p, new Kick(50, 0));
        sim.step();
        assertEquals(List.of("first 9", "second 9"), calls);
        assertSame(p, sim.world().player(Side.RIGHT, 9));
    }
}
