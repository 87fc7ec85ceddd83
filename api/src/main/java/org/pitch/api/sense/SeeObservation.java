package org.pitch.api.sense;

import java.util.List;

/** One {@code see} message's content, objects in the order they are printed. */
public record SeeObservation(int time, List<SeenObject> objects) {
}
