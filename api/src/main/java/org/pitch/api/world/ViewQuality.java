package org.pitch.api.world;

/** View quality: low quality halves the interval between see messages and drops distances. */
public enum ViewQuality {
    HIGH("high"), LOW("low");

    private final String wireName;

    ViewQuality(String wireName) { this.wireName = wireName; }

    public String wireName() { return wireName; }
}
