/**
 * The monitor protocol of rcssserver 19: {@code (dispinit ...)} on the player port, the monitor
 * commands, and the serializers of the greeting, the show and the message board, which also write
 * the records of the game logs: S-expressions (monitor versions 3-5, logs 4-6), JSON (-1), and
 * rcssserver's binary C structs (monitor versions 1 and 2, logs 1-3).
 */
package org.pitch.protocol.monitor;
