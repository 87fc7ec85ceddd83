/** The trainer's and the online coaches' commands and the codec SPI that reads and writes their protocols. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("2.0.0")
package org.pitch.api.coach;
