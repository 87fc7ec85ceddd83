package org.pitch.api.sense;

/**
 * One object in a see message as a value (tests, diagnostics; the tick path fills a reused
 * {@link SeeObservation} instead), as the vision sensor decided the viewer perceives it; the codec
 * prints it in the viewer's protocol version ({@code (f c t 10)} or {@code (flag c t 10)}, ...).
 *
 * @param kind      what it is
 * @param name      for landmarks the short name without the kind letter, e.g. {@code "c t 10"} for
 *                  the flag {@code (f c t 10)}, {@code "r"} for {@code (g r)} or {@code (l r)};
 *                  {@code null} for ball and players
 * @param anonymous seen too close behind the viewer to be told apart: printed {@code (F)},
 *                  {@code (G)}, {@code (B)}, {@code (P)}
 * @param team      a player's team name as the viewer may know it, or {@code null} when too far
 * @param unum      a player's uniform number, or 0 when too far to tell
 * @param goalie    whether the player is shown as goalie
 * @param distance  and the other values: {@code NaN} where the message does not carry them;
 *                  directions in degrees as computed, the codec rounds them as the version prints
 */
public record SeenObject(Kind kind, String name, boolean anonymous,
                         String team, int unum, boolean goalie,
                         double distance, double direction,
                         double distanceChange, double directionChange,
                         double bodyDirection, double headDirection, double pointDirection,
                         boolean tackling, boolean kicking) implements Sighting {

    /** Object kinds, in the order rcssserver prints them within a see message. */
    public enum Kind { FLAG, GOAL, BALL, PLAYER, LINE }
}
