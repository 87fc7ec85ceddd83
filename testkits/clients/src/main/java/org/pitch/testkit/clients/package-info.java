/** Test support: a client over UDP on loopback, as rcssserver's clients talk to it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.testkit.clients;
