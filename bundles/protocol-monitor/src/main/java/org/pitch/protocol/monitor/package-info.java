/** Monitor protocol v1-v5 and JSON: greeting parser, commands, show/playmode/team/msg serializers (also the .rcg record format). */
package org.pitch.protocol.monitor;
