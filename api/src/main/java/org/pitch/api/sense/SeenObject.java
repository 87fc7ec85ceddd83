package org.pitch.api.sense;

/**
 * One object in a see message: its printed name (e.g. {@code f c t 10}, {@code p "A" 5 goalie},
 * {@code B}) and the values the viewer gets; {@code NaN} marks a value not sent.
 */
public record SeenObject(String name, double distance, double direction,
                         double distanceChange, double directionChange,
                         double bodyDirection, double headDirection, double pointDirection,
                         boolean tackling, boolean kicking) {
}
