/**
 * Physics conformance: scenes recorded from a real rcssserver 19 (every noise off, a trainer
 * placing players and ball, scripted player commands, synch mode) are replayed in-process in
 * Pitch, and the state after every cycle is compared with rcssserver's game log.
 */
package org.pitch.embedded.conformance;
