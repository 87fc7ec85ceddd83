/**
 * The virtual soccer competition's robot API (seed 001) over Pitch's 2D simulation: robots'
 * control software connects over TCP to one port per robot and exchanges length-prefixed proto3
 * messages; each robot drives one 2D player, which this bundle plays as an ordinary UDP client of
 * the server, so TCP robots and UDP players share a match.
 */
// started only when the virtual soccer API is on
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.vsc.enabled")
package org.pitch.protocol.vsc;
