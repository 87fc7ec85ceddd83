/** Text log (.rcl) recorder: every command received per client per cycle. */
package org.pitch.record.textlog;
