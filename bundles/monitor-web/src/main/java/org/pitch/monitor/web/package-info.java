/**
 * The monitor in the browser: a JSON monitor client of this server (or of the log player) whose
 * messages an HTTP and WebSocket server relays to a page that draws the match, and the referee
 * controls of that page, each authorised by the token printed at start.
 */
// started only when the web monitor is on
@org.osgi.annotation.bundle.Header(name = org.pitch.api.config.LaunchProperties.FEATURE_HEADER, value = "pitch.web.enabled")
package org.pitch.monitor.web;
