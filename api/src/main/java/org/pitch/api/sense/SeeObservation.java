package org.pitch.api.sense;

import java.util.List;

/** One {@code see} message's content, in the order objects are printed. */
public record SeeObservation(int time, List<SeenObject> objects) {
}
