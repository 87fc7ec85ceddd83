package org.pitch.kernel;

import java.util.List;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.Parameters;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/** A {@link Simulation} as a learning environment steps it, with the sensors of its registry. */
final class SteppedSimulation implements SteppedMatch {
    private final Simulation simulation;
    private final ModelRegistry registry;
    private Runnable release;

    /** @param release gives back the match's own instances (framework prototypes) once it is left */
    SteppedSimulation(Simulation simulation, ModelRegistry registry, Runnable release) {
        this.simulation = simulation;
        this.registry = registry;
        this.release = release;
    }

    /** The match ends for its rules (a keepaway episode log is closed), then its own instances go back. */
    @Override
    public void leave() {
        Runnable r = release;
        release = null;
        if (r == null) return;
        try {
            simulation.end();
        } finally {
            r.run();
        }
    }

    @Override public World world() { return simulation.world(); }

    @Override public Parameters parameters() { return simulation.parameters(); }

    @Override public RefereeContext referee() { return simulation.refereeContext(); }

    @Override
    public Player addPlayer(Side side, String teamName, int unum, boolean goalie) {
        Player p = simulation.addPlayer(side, teamName, unum, goalie);
        if (p == null) throw new IllegalArgumentException(side + " number " + unum + " is taken or not in 1-" + WorldState.MAX_UNUM);
        return p;
    }

    @Override public void submit(Player player, PlayerCommand command) { simulation.submit(player, command); }

    @Override public void step() { simulation.step(); }

    @Override public List<String> announcements() { return simulation.announcements(); }

    @Override public String finishReason() { return simulation.finishReason(); }

    @Override
    public void see(Player viewer, double version, SeeObservation into) {
        ModelSet m = registry.current();
        into.start(simulation.world().time());
        if (m.visionSensor == null) return;
        var codec = registry.playerCodec(version);
        if (codec == null) throw new IllegalArgumentException("no player codec serves protocol version " + version);
        m.visionSensor.see(simulation.context(), viewer, codec.sightRules(version), false, into);
    }

    @Override
    public int cyclesBetweenSees(Player viewer) {
        ModelSet m = registry.current();
        return m.visionSensor == null ? Integer.MAX_VALUE : m.visionSensor.ticksBetweenSees(viewer, true);
    }

    @Override
    public BodyObservation senseBody(Player player) {
        ModelSet m = registry.current();
        if (m.bodySensor == null) throw new IllegalStateException("no body sensor is configured");
        return m.bodySensor.sense(simulation.context(), player);
    }
}
