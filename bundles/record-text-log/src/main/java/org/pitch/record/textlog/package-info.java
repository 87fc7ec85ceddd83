/** Text log (.rcl) recorder: what each client sent and what the referee said, cycle by cycle, as rcssserver writes it. */
package org.pitch.record.textlog;
