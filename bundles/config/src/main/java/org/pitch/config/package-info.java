/**
 * Loading, layering and validating the server configuration (HOCON and rcssserver syntax).
 *
 * <p>Pitch-internal: the launcher and the test kits use it; plugins read their settings through
 * {@code org.pitch.api.config}. The export carries the mandatory attribute
 * {@code pitch.internal=true} (see {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.config;
