/**
 * The referee's shared toolkit, a library bundle that rule bundles import: awarding set plays
 * with rcssserver's ball placement and moving players where a set play needs them, so a free
 * kick looks the same whichever rule awarded it; the score as referees read it; a player's last
 * cycle for the foul check; the ball a call put down, kept there through the collision pass. Not a
 * rule itself and no service.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.2.0")
package org.pitch.rules.kit;
