/**
 * The monitor in the browser: a JSON monitor client of this server (or of the log player) whose
 * messages an HTTP and WebSocket server relays to a page that draws the match, and the referee
 * controls of that page, each authorised by the token printed at start.
 */
package org.pitch.monitor.web;
