/** The match state: ball, players, teams, play modes, player types. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.2.0")
package org.pitch.api.world;
