package org.pitch.api.protocol;

/**
 * Where a codec sends what a client or a log gets, one message at a time: a datagram for a
 * player, coach or monitor, a record for a log. A codec may take none, one or several, each
 * ended by {@link MessageOut#send()}, as the client's version requires.
 */
@org.osgi.annotation.versioning.ProviderType
public interface MessageSink {
    MessageOut next();
}
