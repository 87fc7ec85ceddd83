/** The log player as a Declarative Services component, started by {@code pitch replay FILE}. */
// started by a server only when the web monitor is on (its log reader serves the monitor's playbacks; `pitch replay` starts it anyway)
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.web.enabled")
package org.pitch.replay.osgi;
