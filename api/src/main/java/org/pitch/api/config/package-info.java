/** The validated server configuration and Pitch settings. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.pitch.api.config;
