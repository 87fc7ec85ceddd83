/** The coach language (CLang) as values: what an online coach says, parsed, and how rcssserver prints it back. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.clang;
