/** Loading, layering and validating the server configuration (HOCON and rcssserver syntax). */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.config;
