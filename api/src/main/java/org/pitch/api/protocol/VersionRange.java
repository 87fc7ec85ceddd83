package org.pitch.api.protocol;

/**
 * Protocol versions a codec serves, inclusive. Versions are numbers such as {@code 19} or
 * {@code 19.5}: rcssserver accepts fractions, so Pitch does.
 */
public record VersionRange(double min, double max) {
    public VersionRange {
        if (!(min <= max)) throw new IllegalArgumentException("empty range " + min + ".." + max);
    }

    public boolean contains(double version) { return version >= min && version <= max; }
}
