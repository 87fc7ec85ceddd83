/**
 * The monitor protocol codec of version 2 and binary game log 3. Exported for the next range's
 * codec (the S-expression protocol 3), which extends it, and for the JSON protocol, which keeps
 * its commands and port rules.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.monitor.v2;
