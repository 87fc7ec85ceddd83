package org.pitch.api.protocol;

/** The kinds of client the server speaks to, each with its own port and protocol. */
public enum ClientKind { PLAYER, ONLINE_COACH, TRAINER, MONITOR }
