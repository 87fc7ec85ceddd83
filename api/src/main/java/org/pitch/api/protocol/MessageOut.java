package org.pitch.api.protocol;

/**
 * Where a codec writes one outgoing message, as text. The transport backs it with a pooled
 * buffer; {@link #number(double)} formats as rcssserver does (6 significant digits, C++ stream
 * style) without creating garbage. {@link #send()} ends the message with the NUL every server
 * datagram carries and queues it.
 */
public interface MessageOut {
    MessageOut text(CharSequence s);

    MessageOut character(char c);

    MessageOut integer(long v);

    MessageOut number(double v);

    void send();
}
