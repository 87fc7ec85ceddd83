package org.pitch.kernel;

import java.util.List;
import java.util.Map;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.command.CommandKind;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.CollisionModel;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.model.StaminaModel;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.sense.AuralSensor;
import org.pitch.api.sense.BodySensor;
import org.pitch.api.sense.VisionSensor;

/**
 * Which implementation serves what, frozen. The simulation thread takes one at the start of a
 * cycle and uses it to the end, so a swap never happens mid-cycle. Absent optional models are null.
 */
public final class ModelSet {
    public static final ModelSet EMPTY = new ModelSet(null, null, null, null, new ActionModel<?>[CommandKind.values().length],
            new RefereeRule[0], new Recorder[0], new PlayerCodec[0], new GreetingParser[0], null, null, null, Map.of(), Map.of(), List.of(),
            new MonitorCodec[0], new CoachCodec[0]);

    final MovementModel movement;
    final CollisionModel collision;
    final StaminaModel stamina;
    final PlayerTypeGenerator playerTypes;
    /** Indexed by {@link CommandKind#ordinal()}. */
    public final ActionModel<?>[] actions;
    /** Enabled rules in the order they judge. */
    final RefereeRule[] rules;
    /** The enabled rules that judge online coaches, in rule order. */
    public final CoachReferee[] coachReferees;
    public final Recorder[] recorders;
    /** Newest first: the first whose range contains a version serves it. */
    public final PlayerCodec[] playerCodecs;
    public final GreetingParser[] greetingParsers;
    /** Newest first, like the player codecs. */
    final MonitorCodec[] monitorCodecs;
    /** The trainer's and online coaches' codecs, newest first. */
    public final CoachCodec[] coachCodecs;
    public final BodySensor bodySensor;
    public final AuralSensor auralSensor;
    public final VisionSensor visionSensor;
    /** Slot or rule → implementation name, for display. */
    final Map<String, String> implementations;
    /** Slot or rule → implementation with the bundle and version it comes from, for the start-up banner. */
    final Map<String, String> table;
    /** Configured slots that have no provider; the server must not run while this is not empty. */
    final List<String> missing;

    ModelSet(MovementModel movement, CollisionModel collision, StaminaModel stamina, PlayerTypeGenerator playerTypes,
             ActionModel<?>[] actions, RefereeRule[] rules, Recorder[] recorders,
             PlayerCodec[] playerCodecs, GreetingParser[] greetingParsers, BodySensor bodySensor, AuralSensor auralSensor,
             VisionSensor visionSensor,
             Map<String, String> implementations, Map<String, String> table, List<String> missing, MonitorCodec[] monitorCodecs, CoachCodec[] coachCodecs) {
        this.movement = movement;
        this.collision = collision;
        this.stamina = stamina;
        this.playerTypes = playerTypes;
        this.actions = actions;
        this.rules = rules;
        this.coachReferees = java.util.Arrays.stream(rules).filter(CoachReferee.class::isInstance)
                .map(CoachReferee.class::cast).toArray(CoachReferee[]::new);
        this.recorders = recorders;
        this.playerCodecs = playerCodecs;
        this.greetingParsers = greetingParsers;
        this.bodySensor = bodySensor;
        this.auralSensor = auralSensor;
        this.visionSensor = visionSensor;
        this.implementations = implementations;
        this.table = table;
        this.missing = missing;
        this.monitorCodecs = monitorCodecs;
        this.coachCodecs = coachCodecs;
    }

    /** The codec serving a trainer or online coach of that version, or null. */
    public CoachCodec coachCodec(ClientKind kind, double version) {
        for (CoachCodec c : coachCodecs) if (c.kind() == kind && c.versions().contains(version)) return c;
        return null;
    }

    boolean complete() { return missing.isEmpty(); }

    /** The codec serving a player protocol version, or null. */
    public PlayerCodec playerCodec(double version) {
        for (PlayerCodec c : playerCodecs) if (c.versions().contains(version)) return c;
        return null;
    }

    /**
     * The codec serving a monitor protocol version, or null. rcssserver converts the version to
     * an int, so a fraction is cut towards zero: 3.7 is 3, -1.5 is -1 (JSON), -0.5 is 0 (none).
     */
    public MonitorCodec monitorCodec(double version) {
        return MonitorCodec.serving(java.util.Arrays.asList(monitorCodecs), version); // a view: nothing copied
    }
}
