package org.pitch.api.transport;

/** The well-known ports: players and monitors, the trainer (offline coach), the online coach. */
public enum Port { PLAYER, TRAINER, ONLINE_COACH }
