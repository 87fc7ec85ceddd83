/** Sensor SPI and the observation values codecs print. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.3.0")
package org.pitch.api.sense;
