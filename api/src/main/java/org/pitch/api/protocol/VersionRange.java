package org.pitch.api.protocol;

/**
 * Protocol versions a codec serves, whole numbers, inclusive. Clients may ask for fractions such
 * as {@code 19.5}; like rcssserver, Pitch serves those as their whole part.
 */
public record VersionRange(double min, double max) {
    public VersionRange {
        if (!(min <= max)) throw new IllegalArgumentException("empty range " + min + ".." + max);
    }

    /** The versions from {@code min} on, with no newest. */
    public static VersionRange from(double min) {
        return new VersionRange(min, Double.POSITIVE_INFINITY);
    }

    /** Whether the version is older than every version of the range ({@code NaN} is not). */
    public boolean below(double version) {
        return Math.floor(version) < min;
    }

    public boolean contains(double version) {
        double whole = Math.floor(version);
        return whole >= min && whole <= max;
    }
}
