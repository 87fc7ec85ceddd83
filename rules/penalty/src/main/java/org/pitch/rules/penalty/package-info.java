/** Penalty shoot-outs (PenaltyRef). */
package org.pitch.rules.penalty;
