package org.pitch.api.protocol;

/**
 * Where a codec writes one outgoing message. The transport backs it with a pooled buffer.
 *
 * <p>Text: {@link #number(double)} formats as rcssserver does (6 significant digits, C++ stream
 * style) without creating garbage; {@link #send()} ends the message with the NUL every text
 * datagram of the server carries and queues it.
 *
 * <p>Binary, for the C structs of rcssserver's monitor protocol 1-2 and game logs 1-3:
 * {@link #int16}, {@link #int32} (network byte order, as {@code htons}/{@code htonl}) and
 * {@link #bytes}, ended by {@link #sendBinary()}, which appends nothing. Compression, where a
 * client asked for it, applies as to text. An output that carries text only (the default)
 * throws {@link UnsupportedOperationException}.
 */
@org.osgi.annotation.versioning.ProviderType
public interface MessageOut {
    MessageOut text(CharSequence s);

    MessageOut character(char c);

    MessageOut integer(long v);

    MessageOut number(double v);

    void send();

    /** The low 16 bits of {@code v}, most significant byte first. */
    default MessageOut int16(int v) {
        throw new UnsupportedOperationException(getClass().getName() + " carries text only");
    }

    /** {@code v}, most significant byte first. */
    default MessageOut int32(int v) {
        throw new UnsupportedOperationException(getClass().getName() + " carries text only");
    }

    /** {@code length} bytes of {@code b} from {@code offset}, as they are. */
    default MessageOut bytes(byte[] b, int offset, int length) {
        throw new UnsupportedOperationException(getClass().getName() + " carries text only");
    }

    /** Ends a binary message as it is, without the NUL of a text datagram, and queues it. */
    default void sendBinary() {
        throw new UnsupportedOperationException(getClass().getName() + " carries text only");
    }
}
