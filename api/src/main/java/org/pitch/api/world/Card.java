package org.pitch.api.world;

/** The card a player has been shown, as sense_body reports it. */
public enum Card {
    NONE("none"), YELLOW("yellow"), RED("red");

    private final String wireName;

    Card(String wireName) { this.wireName = wireName; }

    public String wireName() { return wireName; }
}
