/** Model SPI: action models per command, movement, collision, stamina, player types. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.5.0")
package org.pitch.api.model;
