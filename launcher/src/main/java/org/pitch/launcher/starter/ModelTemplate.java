package org.pitch.launcher.starter;

import java.util.ArrayList;
import java.util.List;

/**
 * The model slots a project can start from, each a small model that does something real: the
 * slot's {@code standard} model (a prototype-scoped or plain DS reference) with one setting
 * changing what it does. The other slots have no template yet.
 */
enum ModelTemplate {
    /** The standard movement, with a constant push on the ball in play. */
    MOVEMENT("movement", "Movement", "movement", null,
            "The standard movement with a constant push on the ball in play",
            "push", "0.05", "the ball's acceleration in each cycle of play along x, towards the right goal when positive"),
    /** The standard dash, with every dash's power multiplied by a factor. */
    DASH("dash", "Dash", "power", "Dash",
            "The standard dash with the power of every dash times a factor",
            "factor", "0.5", "the factor on the power of every dash"),
    /** The standard kick, with every kick's power multiplied by a factor. */
    KICK("kick", "Kick", "power", "Kick",
            "The standard kick with the power of every kick times a factor",
            "factor", "0.5", "the factor on the power of every kick"),
    /** The standard stamina model, with some stamina more recovered each cycle. */
    STAMINA("stamina", "Stamina", "stamina", null,
            "The standard stamina model with extra recovery every cycle",
            "extra", "30", "the stamina each player recovers every cycle on top of the standard recovery");

    private final String slot;
    private final String classSuffix;
    private final String folder;
    private final String command;
    private final String description;
    private final String setting;
    private final String example;
    private final String meaning;

    ModelTemplate(String slot, String classSuffix, String folder, String command, String description, String setting, String example,
                  String meaning) {
        this.slot = slot;
        this.classSuffix = classSuffix;
        this.folder = folder;
        this.command = command;
        this.description = description;
        this.setting = setting;
        this.example = example;
        this.meaning = meaning;
    }

    /** The key under {@code pitch.models}. */
    String slot() { return slot; }

    /** What the model's class is called after the plugin's name: {@code WindyMovement}. */
    String classSuffix() { return classSuffix; }

    /** The templates' folder under {@code templates/model/}. */
    String folder() { return folder; }

    /** For an action model, the command record it executes ({@code Dash}); null otherwise. */
    String command() { return command; }

    /** One line: what the generated model does. */
    String description() { return description; }

    /** The model's one setting, {@code pitch.models.NAME.<setting>}. */
    String setting() { return setting; }

    /** A value of the setting other than its default, for the README's command line. */
    String example() { return example; }

    /** What the setting is, in a few words. */
    String meaning() { return meaning; }

    /** The template of that slot key, or null. */
    static ModelTemplate of(String slot) {
        for (ModelTemplate t : values()) if (t.slot.equals(slot)) return t;
        return null;
    }

    /** The slot keys with a template, in the order above. */
    static List<String> slots() {
        List<String> out = new ArrayList<>();
        for (ModelTemplate t : values()) out.add(t.slot);
        return out;
    }
}
