package org.pitch.kernel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.pitch.api.command.BodyCommand;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * The players' commands of one cycle, queued as they arrive. rcssserver executes each command as it
 * reads it, so a server reading clients runs them at the close of each receive window
 * ({@link #executeArrived}): players whose first command came in the same window in a random
 * order, each player's in arrival order. A command whose model {@linkplain ActionModel#appliesAtStep
 * applies at the step} (a dash's) waits for the cycle's step with every later body command of its
 * player; {@link #execute} runs what is left at the cycle's start
 * (manual §4.8), and everything there for players stepped in-process, or, with
 * {@code pitch.command_order = shuffled}, for all players in a seeded random order. A player has
 * one body command a cycle: the first a model executes (or refuses but
 * {@linkplain ActionModel#spendsBodyCommand spends}); a later body command runs only if its model
 * {@linkplain ActionModel#continuesBodyCommand continues} the first, and is not counted again; any
 * other is dropped, a clash for the {@link PlayerTiming}, as a cycle without one is a hole.
 */
final class CycleCommands {
    /** No receive windows: each command stands alone, pure arrival order. */
    private static final long NO_WINDOW = Long.MIN_VALUE;
    private static final int SLOTS = 2 * (WorldState.MAX_UNUM + 1);

    private final World world;
    private final boolean shuffled;
    private final Supplier<SplittableRandom> orderRandom;
    private final FaultLog faults;
    private final PlayerTiming timing;
    private final List<List<PlayerCommand>> pending = new ArrayList<>(SLOTS);
    private final List<Player> order = new ArrayList<>();
    /** The receive window of each player's first command this cycle, by slot. */
    private final long[] windowOf = new long[SLOTS];
    /** The window commands submitted now arrived in. */
    private long window = NO_WINDOW;
    /** The kind each player's body command of the cycle went to, by slot; null: none yet. */
    private final CommandKind[] bodyTaken = new CommandKind[SLOTS];
    /** Whether a player's second body command was dropped this cycle, by slot. */
    private final boolean[] clashed = new boolean[SLOTS];
    /** How many of each player's queued commands wait for the step (they lead its queue), by slot. */
    private final int[] held = new int[SLOTS];
    /** Whether a player's body command waits for the step, so its later ones wait too, by slot. */
    private final boolean[] bodyHeld = new boolean[SLOTS];

    /**
     * @param shuffled    whether the players go in a seeded random order whatever their commands' timing
     * @param orderRandom the {@code COMMAND_ORDER} stream
     */
    CycleCommands(World world, boolean shuffled, Supplier<SplittableRandom> orderRandom, FaultLog faults, PlayerTiming timing) {
        this.world = world;
        this.timing = timing;
        this.shuffled = shuffled;
        this.orderRandom = orderRandom;
        this.faults = faults;
        for (int i = 0; i < SLOTS; i++) pending.add(new ArrayList<>());
    }

    /** Queues a command for the next cycle. */
    void submit(Player player, PlayerCommand command) {
        List<PlayerCommand> cmds = pending.get(slot(player));
        if (cmds.isEmpty() && !shuffled) { // the first of the cycle decides the player's turn
            order.add(player);
            windowOf[slot(player)] = window;
        }
        cmds.add(command);
    }

    /**
     * The commands submitted from now on arrived in receive window {@code w} (windows only grow).
     * rcssserver reads its clients every {@code recv_step} in real time, each time in a new random
     * order, and in synch mode in a pass every {@code synch_micro_sleep} (55-120 us on Linux) while
     * it waits for the {@code (done)}s, so players whose first command of the cycle came in one
     * window go in a random order; {@link Long#MIN_VALUE}: no windows (tests).
     */
    void receiveWindow(long w) { window = w; }

    /** A player who left: its queued commands go with it. */
    void remove(Player p) {
        pending.get(slot(p)).clear();
        forgetHeld(slot(p));
        order.remove(p);
    }

    /** Whether the player has commands queued that do not wait for the step. */
    boolean anyArrived(Player p) { return pending.get(slot(p)).size() > held[slot(p)]; }

    /** Whether commands are queued that {@link #executeArrived} may run. */
    boolean anyArrived() { return !shuffled && !order.isEmpty(); }

    /**
     * Whether a window's close would run anything: a player's commands that came since its last
     * run (those held for the step do not count), so that a wait ends for it only then.
     */
    boolean anyToRun() {
        if (shuffled) return false;
        for (int i = 0, n = order.size(); i < n; i++) if (anyArrived(order.get(i))) return true;
        return false;
    }

    /**
     * Runs the commands that came so far and take effect on arrival, every player's in the cycle's
     * order (players whose first command came in one receive window in a random order); those
     * that wait for the step stay queued. With the shuffled order everything waits for the step.
     */
    void executeArrived(ModelSet m, SimulationContext context) {
        if (!anyArrived()) return;
        shuffleWithinWindows();
        int kept = 0;
        for (int i = 0, n = order.size(); i < n; i++) {
            Player p = order.get(i);
            run(p, m, context, true);
            // a player with nothing left waiting takes a new turn with its next command's window
            if (!pending.get(slot(p)).isEmpty()) order.set(kept++, p);
        }
        order.subList(kept, order.size()).clear();
    }

    /**
     * Executes the commands queued so far with the cycle's models, then forgets them. A player's
     * may have run before, with its {@code (move)} ({@link #executeFor}): its body command of the
     * cycle stays taken until {@link #closeCycle}.
     */
    void execute(ModelSet m, SimulationContext context) {
        Arrays.fill(held, 0);
        Arrays.fill(bodyHeld, false);
        if (shuffled) {
            order.clear();
            List<Player> players = world.players();
            // one by one: addAll on the unmodifiable view would copy it into a new array every cycle
            for (int i = 0, n = players.size(); i < n; i++) order.add(players.get(i));
            shuffle(order, 0, order.size(), orderRandom.get());
        } else {
            shuffleWithinWindows();
        }
        for (int i = 0, n = order.size(); i < n; i++) run(order.get(i), m, context, false);
        if (!shuffled) order.clear();
    }

    /** Executes one player's commands queued so far that take effect on arrival, now. */
    void executeFor(Player p, ModelSet m, SimulationContext context) {
        run(p, m, context, true);
        if (!shuffled && pending.get(slot(p)).isEmpty()) order.remove(p);
    }

    /**
     * Runs a player's queued commands: all of them at the step, or on {@code arrival} only those
     * that do not wait for the step (these stay queued, in order, and a body command taking the
     * player's cycle is {@linkplain ActionModel#held told} once).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void run(Player p, ModelSet m, SimulationContext context, boolean arrival) {
        int s = slot(p);
        List<PlayerCommand> cmds = pending.get(s);
        if (!p.enabled()) { cmds.clear(); forgetHeld(s); return; } // sent off: commands go nowhere
        int kept = arrival ? held[s] : 0;
        for (int c = kept, cn = cmds.size(); c < cn; c++) {
            PlayerCommand cmd = cmds.get(c);
            ActionModel model = m.actions[cmd.kind().ordinal()];
            if (model == null) continue; // no model configured for this command: it has no effect
            boolean body = cmd instanceof BodyCommand;
            CommandKind taken = bodyTaken[s];
            try {
                if (arrival && (model.appliesAtStep() || body && bodyHeld[s])) {
                    if (body && !bodyHeld[s] && taken == null) model.held(context, p, cmd);
                    if (body) bodyHeld[s] = true;
                    cmds.set(kept++, cmd);
                    continue;
                }
                if (body && taken != null && !model.continuesBodyCommand(taken, cmd)) {
                    clashed[s] = true;
                    continue;
                }
                if (model.apply(context, p, cmd)) {
                    if (!body || taken == null) p.counters().increment(cmd.kind().countedAs());
                    if (body) bodyTaken[s] = cmd.kind();
                } else if (body && model.spendsBodyCommand(context, p, cmd)) {
                    bodyTaken[s] = cmd.kind(); // a missed kick: nothing counted, the cycle's body command gone
                }
            } catch (RuntimeException | LinkageError e) {
                faults.report(cmd.kind().wireName(), e);
            }
        }
        cmds.subList(kept, cmds.size()).clear();
        held[s] = kept;
    }

    private void forgetHeld(int s) {
        held[s] = 0;
        bodyHeld[s] = false;
    }

    /**
     * Executes a command the moment it arrives rather than with the next cycle, counted like any
     * executed command. rcssserver does this for {@code change_view}: the new width and quality
     * decide the view cone and the see interval at the very next visual tick, which may come
     * before the next cycle, and for {@code say}, heard as it arrives. Not for body commands.
     * Returns whether the model executed it; the model decides, also whether a player sent off may
     * still do it (it may say; its view and ear stay as they were).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    boolean executeNow(ModelSet m, SimulationContext context, Player player, PlayerCommand command) {
        if (command instanceof BodyCommand) throw new IllegalArgumentException("a body command waits for the cycle: " + command);
        ActionModel model = m.actions[command.kind().ordinal()];
        if (model == null) return false; // no model configured for this command: it has no effect
        try {
            if (!model.apply(context, player, command)) return false;
            player.counters().increment(command.kind().countedAs());
            return true;
        } catch (RuntimeException | LinkageError e) {
            faults.report(command.kind().wireName(), e);
            return false;
        }
    }

    /** The cycle's commands have all run: each player's body command and clash to the timing, then a fresh cycle. */
    void closeCycle() {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            timing.executed(p, bodyTaken[slot(p)] != null, clashed[slot(p)]);
        }
        Arrays.fill(bodyTaken, null);
        Arrays.fill(clashed, false);
    }

    /** Players whose first commands came in one receive window go in a random order; windows keep theirs. */
    private void shuffleWithinWindows() {
        for (int i = 0, n = order.size(); i < n; ) {
            long w = windowOf[slot(order.get(i))];
            int j = i + 1;
            while (j < n && windowOf[slot(order.get(j))] == w) j++;
            if (j - i > 1 && w != NO_WINDOW) shuffle(order, i, j, orderRandom.get());
            i = j;
        }
    }

    /** Shuffles {@code list[from, to)} in place. */
    private static void shuffle(List<Player> list, int from, int to, SplittableRandom rnd) {
        for (int i = to - 1; i > from; i--) {
            int j = from + rnd.nextInt(i - from + 1);
            Player t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    static int slot(Player p) { return p.side().ordinal() * (WorldState.MAX_UNUM + 1) + p.unum(); }
}
