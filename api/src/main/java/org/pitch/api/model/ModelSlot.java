package org.pitch.api.model;

import org.pitch.api.command.CommandKind;

/**
 * A place in the simulation that one model fills, with the configuration key that chooses the
 * implementation ({@code pitch.models.<key> = <name>}) and the service interface it implements.
 */
public enum ModelSlot {
    MOVEMENT("movement", MovementModel.class, null),
    COLLISION("collision", CollisionModel.class, null),
    STAMINA("stamina", StaminaModel.class, null),
    PLAYER_TYPES("player_types", PlayerTypeGenerator.class, null),
    BODY_SENSOR("body_sensor", org.pitch.api.sense.BodySensor.class, null),
    AURAL_SENSOR("aural_sensor", org.pitch.api.sense.AuralSensor.class, null),
    VISION_SENSOR("vision_sensor", org.pitch.api.sense.VisionSensor.class, null),
    TURN("turn", ActionModel.class, CommandKind.TURN),
    DASH("dash", ActionModel.class, CommandKind.DASH),
    /**
     * The bipedal dash's legs (v19). Optional: unconfigured, or its provider gone while the
     * server runs, the server refuses leg dashes as a server before v19 would.
     */
    LEG_DASH("leg_dash", ActionModel.class, CommandKind.LEG_DASH, true),
    KICK("kick", ActionModel.class, CommandKind.KICK),
    TACKLE("tackle", ActionModel.class, CommandKind.TACKLE),
    CATCH("catch", ActionModel.class, CommandKind.CATCH),
    MOVE("move", ActionModel.class, CommandKind.MOVE),
    TURN_NECK("turn_neck", ActionModel.class, CommandKind.TURN_NECK),
    CHANGE_VIEW("change_view", ActionModel.class, CommandKind.CHANGE_VIEW),
    CHANGE_FOCUS("change_focus", ActionModel.class, CommandKind.CHANGE_FOCUS),
    SAY("say", ActionModel.class, CommandKind.SAY),
    POINT_TO("pointto", ActionModel.class, CommandKind.POINT_TO),
    ATTENTION_TO("attentionto", ActionModel.class, CommandKind.ATTENTION_TO),
    EAR("ear", ActionModel.class, CommandKind.EAR);

    /** Service property every model sets to its implementation name, e.g. {@code standard}. */
    public static final String NAME_PROPERTY = "pitch.model.name";

    /**
     * Service property an action model sets to the key of the slot it fills, e.g. {@code dash}:
     * all action models provide {@link ActionModel}, so the launcher reads from this property,
     * before anything runs, which implementations a slot has (for {@code pitch plugins} and to
     * check {@code pitch.models.dash = NAME}). Other models are known by their interface.
     */
    public static final String SLOT_PROPERTY = "pitch.model.slot";

    private final String key;
    private final Class<?> service;
    private final CommandKind command;

    private final boolean optional;

    ModelSlot(String key, Class<?> service, CommandKind command) {
        this(key, service, command, false);
    }

    ModelSlot(String key, Class<?> service, CommandKind command, boolean optional) {
        this.key = key;
        this.service = service;
        this.command = command;
        this.optional = optional;
    }

    /** The key under {@code pitch.models}. */
    public String key() { return key; }

    public Class<?> service() { return service; }

    /** For action models, the command kind executed; {@code null} otherwise. */
    public CommandKind command() { return command; }

    /**
     * Whether the server has a defined behaviour without this model (a feature that is off). A
     * configured optional model is waited for at start like any other; once it has served, its
     * provider leaving turns the feature off instead of keeping the departed instance.
     */
    public boolean optional() { return optional; }

    public static ModelSlot forCommand(CommandKind kind) {
        for (ModelSlot s : values()) if (s.command == kind) return s;
        return null;
    }

    public static ModelSlot forKey(String key) {
        for (ModelSlot s : values()) if (s.key.equals(key)) return s;
        return null;
    }
}
