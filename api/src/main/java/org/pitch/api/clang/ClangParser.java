package org.pitch.api.clang;

/** Reads what an online coach of protocol version 7 or later says: {@code (say MESSAGE)}. Stateless. */
@org.osgi.annotation.versioning.ProviderType
public interface ClangParser {
    /**
     * @param say the whole datagram text, {@code (say ...)} with optional surrounding whitespace
     * @param freeformLimit the longest freeform text accepted ({@code say_coach_msg_size})
     * @return the message
     * @throws ClangSyntaxException when the text is not one CLang message within the limits (the
     *         length of names and of the freeform text, and the depth rcssserver's parser stack
     *         allows); rcssserver then answers {@code (error could_not_parse_say)}
     */
    ClangMessage parseSay(String say, int freeformLimit) throws ClangSyntaxException;
}
