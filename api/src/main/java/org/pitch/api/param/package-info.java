/** The parameter catalogue (names, types, ranges) and parameter values. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.param;
