package org.pitch.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.Parameters;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * One group of in-process players in the server's match ({@link HostedGroups}). The turn passes
 * between the group's thread and the simulation thread through two semaphores, which also make
 * each side's changes to the world visible to the other.
 */
final class HostedGroup implements SteppedMatch {
    private final SteppedSimulation match;
    private final Semaphore groupTurn = new Semaphore(0);
    private final Semaphore kernelTurn = new Semaphore(0);
    /** The group's players, taken off the field by the simulation thread when the group leaves. */
    private final List<Player> players = new ArrayList<>();
    private volatile boolean ended;
    private volatile boolean left;
    /** Whether the group's thread holds the turn now. */
    private volatile boolean inTurn;

    HostedGroup(SteppedSimulation match) { this.match = match; }

    // --- the group's thread

    /** Until the simulation thread hands over the turn, or the match ended. */
    void awaitTurn() {
        try {
            groupTurn.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the server's next cycle", e);
        }
        inTurn = !ended;
    }

    @Override
    public void step() {
        if (ended) return;
        requireTurn();
        inTurn = false;
        kernelTurn.release();
        try {
            awaitTurn();
        } catch (IllegalStateException interrupted) {
            leave();
            throw interrupted;
        }
    }

    /** From any thread: the simulation thread's wait for the group ends (now or at the next think) and takes its players off. */
    @Override
    public void leave() {
        if (left) return;
        left = true;
        inTurn = false;
        kernelTurn.release();
        groupTurn.release(); // a step waiting on another thread returns
    }

    @Override
    public Player addPlayer(Side side, String teamName, int unum, boolean goalie) {
        requireTurn();
        var team = match.world().team(side);
        if (team != null && !team.name().equals(teamName)) {
            throw new IllegalArgumentException("the " + side.name().toLowerCase() + " team of the server's match is " + team.name() + ", not " + teamName);
        }
        Player p = match.addPlayer(side, teamName, unum, goalie);
        players.add(p);
        return p;
    }

    @Override
    public void submit(Player player, PlayerCommand command) {
        requireTurn();
        match.submit(player, command);
    }

    @Override public World world() { return match.world(); }

    @Override public Parameters parameters() { return match.parameters(); }

    @Override public RefereeContext referee() { requireTurn(); return match.referee(); }

    @Override public java.util.List<String> announcements() { return match.announcements(); }

    @Override
    public String finishReason() {
        String reason = match.finishReason();
        return reason == null && ended ? "server_stopped" : reason;
    }

    @Override public void see(Player viewer, double version, SeeObservation into) { requireTurn(); match.see(viewer, version, into); }

    @Override public int cyclesBetweenSees(Player viewer) { return match.cyclesBetweenSees(viewer); }

    @Override public BodyObservation senseBody(Player player) { requireTurn(); return match.senseBody(player); }

    private void requireTurn() {
        if (left) throw new IllegalStateException("the group left the server's match");
        if (ended) throw new IllegalStateException("the server's match is over");
        if (!inTurn) throw new IllegalStateException("not the group's turn: the server is simulating");
    }

    // --- the simulation thread

    boolean ended() { return ended; }

    boolean left() { return left; }

    /** Hands the group its turn and waits until it steps or leaves; false if interrupted. */
    boolean takeTurn() {
        groupTurn.release();
        try {
            kernelTurn.acquire();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    void removePlayers(Simulation simulation) {
        for (Player p : players) simulation.removePlayer(p);
        players.clear();
    }

    void end() {
        ended = true;
        groupTurn.release();
    }
}
