package org.pitch.api.protocol;

import java.util.Locale;

/**
 * The three answers rcssserver gives a client about one of its commands:
 * {@code (ok ...)}, {@code (error ...)} and {@code (warning ...)}.
 */
public enum ReplyKind {
    OK, ERROR, WARNING;

    /** The word that opens the answer on the wire: {@code ok}, {@code error}, {@code warning}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind that {@code word} names. */
    public static ReplyKind of(String word) {
        return valueOf(word.toUpperCase(Locale.ROOT));
    }
}
