/** Learning scenarios: a profile, options, a roster, a start state and an outcome judge each (HalfFieldOffense-v0, Keepaway-v0, PenaltyKick-v0, FullMatch-v0). */
package org.pitch.learn.scenario;
