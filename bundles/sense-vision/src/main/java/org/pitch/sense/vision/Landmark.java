package org.pitch.sense.vision;

import org.pitch.api.sense.SeenObject;

/**
 * A fixed object of the field a player may see: a flag or a goal, with its global position.
 *
 * @param kind         {@link SeenObject.Kind#FLAG} or {@link SeenObject.Kind#GOAL}
 * @param name         the short name without the kind letter, e.g. {@code "r t 10"} or {@code "l"}
 * @param outer        one of the flags 5 m outside the field, which came with a later protocol
 *                     version than the others ({@link org.pitch.api.sense.SightRules})
 */
record Landmark(SeenObject.Kind kind, String name, double x, double y, boolean outer) {
}
