/**
 * The player protocol of rcssserver, versions 1 to 19: parsing commands and printing messages
 * byte for byte as rcssserver 19 does. Shared by the per-version codec bundles.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player;
