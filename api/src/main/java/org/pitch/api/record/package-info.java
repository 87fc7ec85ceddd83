/** Recorder SPI: game logs, text logs, result savers, the players' timing report; and game logs read back as frames. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.pitch.api.record;
