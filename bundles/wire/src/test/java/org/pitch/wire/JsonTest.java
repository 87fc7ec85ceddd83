package org.pitch.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class JsonTest {
    private static Object strict(String text) throws Json.SyntaxError { return Json.read(text, Json.Dialect.STRICT); }
    private static Object rcss(String text) throws Json.SyntaxError { return Json.read(text, Json.Dialect.RCSSSERVER); }

    @Test
    void valuesBecomeMapsListsDoublesBooleansAndNull() throws Exception {
        Object v = strict(" {\"b\": [1, -2.5e+2, true, false, null], \"a\": {\"s\": \"x\\u00e9\\n\"}} ");
        assertEquals(Map.of("b", java.util.Arrays.asList(1.0, -250.0, true, false, null), "a", Map.of("s", "x\u00e9\n")), v);
        assertEquals(List.of("b", "a"), List.copyOf(((Map<?, ?>) v).keySet()), "members keep their order");
        assertNull(strict("null"));
        assertEquals(List.of(), rcss("[ ]"));
    }

    @Test
    void strictRefusesWhatRfc8259Refuses() {
        assertEquals("the key \"a\" appears twice", assertThrows(Json.SyntaxError.class, () -> strict("{\"a\":1,\"a\":2}")).getMessage());
        assertEquals("a control character inside a string", assertThrows(Json.SyntaxError.class, () -> strict("\"a\tb\"")).getMessage());
        Json.SyntaxError e = assertThrows(Json.SyntaxError.class, () -> strict("\"a\\qb\""));
        assertEquals("unknown escape \\q", e.getMessage());
        assertEquals(2, e.offset(), "the offset of the escape");
        assertEquals("a digit expected after '.'", assertThrows(Json.SyntaxError.class, () -> strict("1.")).getMessage());
        assertEquals("unexpected '+'", assertThrows(Json.SyntaxError.class, () -> strict("+1")).getMessage());
        assertEquals("unexpected 'x' after the value", assertThrows(Json.SyntaxError.class, () -> strict("{} x")).getMessage());
    }

    @Test
    void rcssserversLogStringsTakeStdQuotedEscapesAndLaterMembersWin() throws Exception {
        assertEquals("say \"q\" a\tb", rcss("\"say \\\"q\\\" \\a\tb\""), "std::quoted escapes any character; a tab stands as it is");
        assertEquals(Map.of("a", 2.0), rcss("{\"a\":1,\"a\":2}"));
    }

    @Test
    void anErrorSaysWhatWasExpectedAndWhere() {
        String text = "{\"name\": \"A\",\n \"players\": {} \"x\"}";
        Json.SyntaxError e = assertThrows(Json.SyntaxError.class, () -> strict(text));
        assertEquals("',' or '}' expected, found '\"'", e.getMessage());
        assertEquals("line 2, column 16", Json.lineAndColumn(text, e.offset()));
        assertEquals("',' or ']' expected at the end", assertThrows(Json.SyntaxError.class, () -> rcss("[1, 2")).getMessage());
        assertEquals("a string is not closed", assertThrows(Json.SyntaxError.class, () -> rcss("\"abc")).getMessage());
    }
}
