package org.pitch.protocol.vsc.team;

/**
 * A robot's placement in seed 001's frame: origin at the centre of the field on the ground, x
 * towards the centre of the opponent goal, z up (so y points to the left of x), metres; the
 * rotation is about the z axis, counter-clockwise, radians (the only axis the seed's referee
 * supports).
 */
public record Pose(double x, double y, double z, double yaw) {}
