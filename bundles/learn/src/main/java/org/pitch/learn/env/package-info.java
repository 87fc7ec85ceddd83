/** Environments (what an Open made) and their simulations: actions in, a match stepped, rewards and outcomes out. */
package org.pitch.learn.env;
