package org.pitch.api.sense;

import org.pitch.api.world.World;

/** A global snapshot for one player: the world as it is, noise-free, plus the receiver's own counts. */
public record FullStateObservation(int time, World world, BodyObservation self) {
}
