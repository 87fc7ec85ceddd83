package org.pitch.config;

import java.util.Locale;

import org.pitch.api.param.ParamType;

/**
 * Converts a value written as text (rcssserver-style arguments and files, environment variables)
 * to the type its key expects, the way rcssserver reads it.
 */
final class ValueText {
    private ValueText() {}

    /** @throws IllegalArgumentException with the expectation, when the text does not fit */
    static Object convert(ParamType type, String text) {
        String t = text.trim();
        switch (type) {
            case INTEGER:
                try {
                    return Long.parseLong(t);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(expected(type) + ", got '" + text + "'");
                }
            case REAL:
                try {
                    double d = Double.parseDouble(t);
                    if (!Double.isFinite(d) || t.chars().anyMatch(Character::isLetter) && !t.matches("[-+0-9.]+[eE][-+]?[0-9]+")) {
                        throw new NumberFormatException();
                    }
                    return d;
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(expected(type) + ", got '" + text + "'");
                }
            case BOOLEAN:
                Boolean b = bool(t);
                if (b == null) throw new IllegalArgumentException(expected(type) + ", got '" + text + "'");
                return b;
            default:
                return unquote(t);
        }
    }

    /** rcssserver's booleans: on/off, true/false, 1/0 (and HOCON's yes/no). */
    static Boolean bool(String t) {
        switch (t.toLowerCase(Locale.ROOT)) {
            case "on": case "true": case "1": case "yes": return Boolean.TRUE;
            case "off": case "false": case "0": case "no": return Boolean.FALSE;
            default: return null;
        }
    }

    /** Strips rcssserver's quotes, '...' or "...", turning an escaped quote (\' or \") into the quote. */
    static String unquote(String t) {
        if (t.length() >= 2 && (t.charAt(0) == '\'' || t.charAt(0) == '"') && t.charAt(t.length() - 1) == t.charAt(0)) {
            char q = t.charAt(0);
            return t.substring(1, t.length() - 1).replace("\\" + q, String.valueOf(q));
        }
        return t;
    }

    /** Best-effort typing of a value for a key with no declared type (a rule's own settings). */
    static Object guess(String text) {
        String t = text.trim();
        Boolean b = t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false") ? Boolean.valueOf(t) : null;
        if (b != null) return b;
        try { return Long.parseLong(t); } catch (NumberFormatException e) { /* not an integer */ }
        try {
            double d = Double.parseDouble(t);
            if (Double.isFinite(d)) return d;
        } catch (NumberFormatException e) { /* not a number */ }
        return unquote(t);
    }

    static String expected(ParamType type) {
        switch (type) {
            case INTEGER: return "expected an integer";
            case REAL: return "expected a finite real number";
            case BOOLEAN: return "expected a boolean (on|off|true|false|1|0)";
            default: return "expected a string";
        }
    }
}
