package org.pitch.protocol.vsc.team;

/**
 * One robot of a team file: its id (1…n), the robot model and container fields kept as given
 * (Pitch starts no containers), and its three placements.
 */
public record Robot(int id, String proto, String dockerTag, String dockerCmd,
                    Pose halfTimeStartingPose, Pose reentryStartingPose, Pose shootoutStartingPose) {}
