/** Text wire format of rcssserver: number formatting shared by codecs and transports. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.wire;
