package org.pitch.protocol.coach;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.api.clang.ClangType;

/**
 * A stand-in for the coach-language parser: it knows {@code (say (freeform "TEXT"))} only, and
 * throws a runtime exception for {@code (say (boom))}, as a broken parser might.
 */
public final class StubClangParser implements ClangParser {
    private static final Pattern FREEFORM = Pattern.compile("\\s*\\(\\s*say\\s*\\(\\s*freeform\\s*\"([-0-9A-Za-z().+*/?<>_ ]+)\"\\s*\\)\\s*\\)\\s*");

    public int calls;
    public int lastLimit;

    @Override
    public ClangMessage parseSay(String say, int freeformLimit) throws ClangSyntaxException {
        calls++;
        lastLimit = freeformLimit;
        if (say.contains("(boom)")) throw new IllegalStateException("the parser broke");
        Matcher m = FREEFORM.matcher(say);
        if (!m.matches() || m.group(1).length() > freeformLimit) throw new ClangSyntaxException("not a freeform message: " + say);
        return new Freeform(m.group(1));
    }

    public record Freeform(String text) implements ClangMessage {
        @Override public ClangType type() { return ClangType.FREEFORM; }
        @Override public long minVersion() { return 8; }
        @Override public long maxVersion() { return 7; }
        @Override public boolean supportedBy(int playerMin, int playerMax) {
            return playerMin <= 7 && playerMax >= 7 || playerMin <= 8 && playerMax >= 8;
        }
        @Override public String print() { return "(freeform \"" + text + "\")"; }
        @Override public String heardBy(int playerMin, int playerMax) { return supportedBy(playerMin, playerMax) ? print() : "(unsupported_clang)"; }
    }
}
