package org.pitch.api.sense;

/**
 * One object of a see message as a codec reads it: either a {@link SeenObject} value or an entry
 * of a reused {@link SeeObservation}. Field meanings are {@link SeenObject}'s.
 */
@org.osgi.annotation.versioning.ProviderType
public interface Sighting {
    SeenObject.Kind kind();

    String name();

    boolean anonymous();

    String team();

    int unum();

    boolean goalie();

    double distance();

    double direction();

    double distanceChange();

    double directionChange();

    double bodyDirection();

    double headDirection();

    double pointDirection();

    boolean tackling();

    boolean kicking();
}
