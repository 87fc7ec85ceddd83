package org.pitch.protocol.clang.tree;

import org.pitch.api.clang.ClangMessage;

/**
 * A parsed coach-language message: the {@link ClangMessage} the server needs, as values.
 * {@link #range()} is the version range rcssserver computed while parsing it.
 */
public sealed interface CoachMessage extends ClangMessage, ClangElement
        permits MetaMessage, FreeformMessage, InfoMessage, AdviceMessage, DefineMessage, RuleMessage,
        DeleteMessage, UnsupportedMessage {

    /** The version range computed while the message was parsed (spec 5.5). */
    VersionRange range();

    @Override
    default long minVersion() {
        return range().min();
    }

    @Override
    default long maxVersion() {
        return range().max();
    }

    @Override
    default boolean supportedBy(int playerMin, int playerMax) {
        return range().supportedBy(playerMin, playerMax);
    }

    /** rcssserver's {@code (unsupported_clang)} for a player whose range does not cover the message. */
    @Override
    default String heardBy(int playerMin, int playerMax) {
        return supportedBy(playerMin, playerMax) ? print() : "(unsupported_clang)";
    }

    @Override
    default String print() {
        StringBuilder out = new StringBuilder();
        appendTo(out);
        return out.toString();
    }
}
