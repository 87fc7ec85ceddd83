/** Observation vectors of the agents, in each agent's own frame: from the full state or from what the agent perceived. */
package org.pitch.learn.observe;
