package org.pitch.assembly;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A reference's {@code target}: an OSGi filter (the LDAP search filter of the OSGi core
 * specification) over a provider's service properties, such as
 * {@code (&(pitch.model.name=standard)(pitch.model.slot=dash))}. It knows what the framework's
 * filters know: {@code &}, {@code |}, {@code !}, the comparisons {@code =}, {@code ~=},
 * {@code >=} and {@code <=}, presence ({@code (name=*)}) and substrings ({@code (name=st*d)}),
 * with {@code \} escaping the next character of a value. Property names are matched regardless of
 * case, as the framework matches service properties; a value is compared in its property's type
 * (a number as a number, a Boolean as {@code true} or {@code false}); a list or array matches
 * when one of its elements does.
 */
final class TargetFilter {
    private enum Op { EQUAL, APPROX, GREATER_EQ, LESS_EQ }

    private sealed interface Node permits All, Any, Not, Present, Compare, Substring {
        boolean matches(Map<String, ?> properties);
    }

    private record All(List<Node> operands) implements Node {
        @Override public boolean matches(Map<String, ?> properties) {
            for (Node n : operands) if (!n.matches(properties)) return false;
            return true;
        }
    }

    private record Any(List<Node> operands) implements Node {
        @Override public boolean matches(Map<String, ?> properties) {
            for (Node n : operands) if (n.matches(properties)) return true;
            return false;
        }
    }

    private record Not(Node operand) implements Node {
        @Override public boolean matches(Map<String, ?> properties) { return !operand.matches(properties); }
    }

    private record Present(String attribute) implements Node {
        @Override public boolean matches(Map<String, ?> properties) { return property(properties, attribute) != null; }
    }

    private record Compare(String attribute, Op op, String value) implements Node {
        @Override public boolean matches(Map<String, ?> properties) {
            return anyElement(property(properties, attribute), v -> compare(v, op, value));
        }
    }

    /** {@code initial*any*...*last}: {@code parts} holds initial, the any parts and last; initial and last may be empty. */
    private record Substring(String attribute, List<String> parts) implements Node {
        @Override public boolean matches(Map<String, ?> properties) {
            return anyElement(property(properties, attribute), v -> v instanceof String s && substring(s, parts));
        }
    }

    private final String text;
    private final Node root;

    private TargetFilter(String text, Node root) {
        this.text = text;
        this.root = root;
    }

    /**
     * The filter {@code text} writes.
     *
     * @throws IllegalArgumentException if it is no filter, saying where
     */
    static TargetFilter parse(String text) {
        Parser p = new Parser(text);
        p.skipSpace();
        Node root = p.filter();
        p.skipSpace();
        if (p.pos < text.length()) throw p.error("text after the filter's closing ')'");
        return new TargetFilter(text, root);
    }

    /** Whether a provider with these service properties is one the filter accepts. */
    boolean matches(Map<String, ?> properties) { return root.matches(properties); }

    @Override public String toString() { return text; }

    // ---- matching ----

    /** The property of that name, regardless of case. */
    private static Object property(Map<String, ?> properties, String attribute) {
        Object exact = properties.get(attribute);
        if (exact != null) return exact;
        for (Map.Entry<String, ?> e : properties.entrySet()) {
            if (e.getKey().equalsIgnoreCase(attribute)) return e.getValue();
        }
        return null;
    }

    private static boolean anyElement(Object value, java.util.function.Predicate<Object> test) {
        if (value == null) return false;
        if (value instanceof Collection<?> c) {
            for (Object o : c) if (o != null && test.test(o)) return true;
            return false;
        }
        if (value.getClass().isArray()) {
            for (int i = 0, n = Array.getLength(value); i < n; i++) {
                Object o = Array.get(value, i);
                if (o != null && test.test(o)) return true;
            }
            return false;
        }
        return test.test(value);
    }

    /** A property value against the filter's text, in the property's type; a text that is no such value matches nothing. */
    private static boolean compare(Object property, Op op, String text) {
        try {
            if (property instanceof String s) {
                return switch (op) {
                    case EQUAL -> s.equals(text);
                    case APPROX -> approximate(s).equals(approximate(text));
                    case GREATER_EQ -> s.compareTo(text) >= 0;
                    case LESS_EQ -> s.compareTo(text) <= 0;
                };
            }
            if (property instanceof Boolean b) return b == Boolean.parseBoolean(text.trim());
            if (property instanceof Integer i) return ordered(Integer.compare(i, Integer.parseInt(text.trim())), op);
            if (property instanceof Long l) return ordered(Long.compare(l, Long.parseLong(text.trim())), op);
            if (property instanceof Short s) return ordered(Short.compare(s, Short.parseShort(text.trim())), op);
            if (property instanceof Byte b) return ordered(Byte.compare(b, Byte.parseByte(text.trim())), op);
            if (property instanceof Double d) return ordered(Double.compare(d, Double.parseDouble(text.trim())), op);
            if (property instanceof Float f) return ordered(Float.compare(f, Float.parseFloat(text.trim())), op);
            if (property instanceof Character c) {
                String t = text.trim();
                if (t.length() != 1) return false;
                if (op == Op.APPROX) return Character.toLowerCase(c) == Character.toLowerCase(t.charAt(0));
                return ordered(Character.compare(c, t.charAt(0)), op);
            }
        } catch (NumberFormatException notANumber) {
            return false;
        }
        return (op == Op.EQUAL || op == Op.APPROX) && property.toString().equals(text);
    }

    private static boolean ordered(int comparison, Op op) {
        return switch (op) {
            case EQUAL, APPROX -> comparison == 0;
            case GREATER_EQ -> comparison >= 0;
            case LESS_EQ -> comparison <= 0;
        };
    }

    /** A text for {@code ~=}: without white space, in lower case. */
    private static String approximate(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isWhitespace(c)) b.append(c);
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }

    private static boolean substring(String s, List<String> parts) {
        String initial = parts.get(0);
        String last = parts.get(parts.size() - 1);
        if (!s.startsWith(initial)) return false;
        int from = initial.length();
        int end = s.length() - last.length();
        if (end < from || !s.endsWith(last)) return false;
        for (int i = 1; i < parts.size() - 1; i++) {
            int at = s.indexOf(parts.get(i), from);
            if (at < 0 || at + parts.get(i).length() > end) return false;
            from = at + parts.get(i).length();
        }
        return true;
    }

    // ---- parsing ----

    private static final class Parser {
        private final String text;
        private int pos;

        Parser(String text) { this.text = text; }

        IllegalArgumentException error(String what) {
            return new IllegalArgumentException("not a filter: " + what + " at " + pos + " of '" + text + "'");
        }

        void skipSpace() {
            while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) pos++;
        }

        void expect(char c) {
            if (pos >= text.length() || text.charAt(pos) != c) throw error("'" + c + "' expected");
            pos++;
        }

        Node filter() {
            expect('(');
            skipSpace();
            if (pos >= text.length()) throw error("a filter expected");
            Node n = switch (text.charAt(pos)) {
                case '&' -> { pos++; yield new All(list()); }
                case '|' -> { pos++; yield new Any(list()); }
                case '!' -> {
                    pos++;
                    skipSpace();
                    yield new Not(filter());
                }
                default -> operation();
            };
            skipSpace();
            expect(')');
            return n;
        }

        List<Node> list() {
            List<Node> operands = new ArrayList<>();
            skipSpace();
            while (pos < text.length() && text.charAt(pos) == '(') {
                operands.add(filter());
                skipSpace();
            }
            if (operands.isEmpty()) throw error("'(' expected");
            return List.copyOf(operands);
        }

        Node operation() {
            int start = pos;
            while (pos < text.length() && "=<>~()".indexOf(text.charAt(pos)) < 0) pos++;
            String attribute = text.substring(start, pos).strip();
            if (attribute.isEmpty()) throw error("a property name expected");
            if (pos >= text.length()) throw error("an operator expected");
            char c = text.charAt(pos);
            if (c == '=') {
                pos++;
                return equalOrSubstring(attribute);
            }
            Op op = switch (c) {
                case '~' -> Op.APPROX;
                case '>' -> Op.GREATER_EQ;
                case '<' -> Op.LESS_EQ;
                default -> throw error("an operator expected");
            };
            pos++;
            expect('=');
            return new Compare(attribute, op, value(false).get(0));
        }

        Node equalOrSubstring(String attribute) {
            List<String> parts = value(true);
            if (parts.size() == 1) return new Compare(attribute, Op.EQUAL, parts.get(0));
            if (parts.size() == 2 && parts.get(0).isEmpty() && parts.get(1).isEmpty()) return new Present(attribute);
            return new Substring(attribute, List.copyOf(parts));
        }

        /** A value up to the closing ')', unescaped; split at each unescaped '*' when {@code stars}. */
        List<String> value(boolean stars) {
            List<String> parts = new ArrayList<>();
            StringBuilder part = new StringBuilder();
            while (true) {
                if (pos >= text.length()) throw error("')' expected");
                char c = text.charAt(pos);
                if (c == ')') break;
                if (c == '(') throw error("an unescaped '(' in a value");
                pos++;
                if (c == '\\') {
                    if (pos >= text.length()) throw error("a character to escape expected");
                    part.append(text.charAt(pos++));
                } else if (c == '*' && stars) {
                    parts.add(part.toString());
                    part.setLength(0);
                } else {
                    part.append(c);
                }
            }
            parts.add(part.toString());
            return parts;
        }
    }
}
