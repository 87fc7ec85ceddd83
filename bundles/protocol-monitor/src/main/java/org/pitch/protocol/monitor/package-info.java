/**
 * The monitor protocol of rcssserver 19: {@code (dispinit ...)} on the player port, the monitor
 * commands, and the S-expression (versions 3-5) and JSON (-1) serializers of the greeting, the
 * show and the message board, which also write the records of the game logs 4-6 and JSON.
 * rcssserver's binary versions 1 and 2 are not served.
 */
package org.pitch.protocol.monitor;
