/**
 * Learning environments: simulations stepped by their caller (no clock, no network), the reward
 * functions that score a controlled player's cycle, and the scripted policies that play the
 * players nobody controls. The kernel provides {@link org.pitch.api.learn.SimulationFactory};
 * reward and policy bundles provide the others, each named by a service property.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.learn;
