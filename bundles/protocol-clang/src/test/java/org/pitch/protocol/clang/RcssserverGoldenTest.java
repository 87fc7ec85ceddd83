package org.pitch.protocol.clang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangSyntaxException;

/**
 * Some 750 says, random and mutated ones included, each with what rcssserver 19's own CLang
 * library made of it: refused, or the version range and the printed text (see the header of
 * {@code rcssserver-clang-golden.txt}). Pitch must agree on every one.
 */
class RcssserverGoldenTest {

    record Case(int line, String say, String expected) {
        @Override
        public String toString() {
            return "line " + line + ": " + (say.length() > 80 ? say.substring(0, 80) + "..." : say);
        }
    }

    static Stream<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = RcssserverGoldenTest.class.getResourceAsStream("rcssserver-clang-golden.txt")) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).split("\n");
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].startsWith("> ")) {
                    assertTrue(lines[i + 1].startsWith("< "), "an expectation after line " + (i + 1));
                    cases.add(new Case(i + 1, unescape(lines[i].substring(2)), lines[i + 1].substring(2)));
                }
            }
        }
        assertTrue(cases.size() > 700, "the corpus is there");
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void agreesWithRcssserver(Case c) {
        String actual;
        try {
            ClangMessage message = new StandardClangParser().parseSay(c.say(), 128);
            actual = "OK\t" + message.minVersion() + "\t" + message.maxVersion() + "\t" + message.print();
        } catch (ClangSyntaxException refused) {
            actual = "FAIL";
        }
        assertEquals(c.expected(), actual);
    }

    private static String unescape(String escaped) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = escaped.charAt(++i);
            out.append(switch (e) {
                case 't' -> '\t';
                case 'r' -> '\r';
                case '0' -> '\0';
                case '\\' -> '\\';
                default -> throw new IllegalArgumentException("unknown escape \\" + e);
            });
        }
        return out.toString();
    }
}
