/** Recorder SPI: game logs, text logs, result savers; and game logs read back as frames. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.record;
