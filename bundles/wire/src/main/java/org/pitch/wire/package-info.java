/**
 * Text formats of rcssserver (its C library): number formatting, strftime dates and sscanf
 * reading, shared by codecs, recorders and rules.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.3.0")
package org.pitch.wire;
