/** Test support: a hand-built world and context for model unit tests. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.testkit;
