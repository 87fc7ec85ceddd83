package org.pitch.rules.keepaway;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * C's {@code strftime} for the conversions a log date format uses ({@code log_date_format},
 * default {@code %Y%m%d%H%M%S-}), in the C locale. An unknown conversion is kept as written.
 */
final class Strftime {
    private static final DateTimeFormatter OFFSET = DateTimeFormatter.ofPattern("xx", Locale.ROOT);
    private static final DateTimeFormatter ZONE = DateTimeFormatter.ofPattern("zzz", Locale.ENGLISH);

    private Strftime() {}

    static String format(String pattern, ZonedDateTime t) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c != '%' || i + 1 == pattern.length()) {
                out.append(c);
                continue;
            }
            char k = pattern.charAt(++i);
            switch (k) {
                case 'Y': out.append(t.getYear()); break;
                case 'C': two(out, t.getYear() / 100); break;
                case 'y': two(out, t.getYear() % 100); break;
                case 'm': two(out, t.getMonthValue()); break;
                case 'd': two(out, t.getDayOfMonth()); break;
                case 'e': out.append(t.getDayOfMonth() < 10 ? " " : "").append(t.getDayOfMonth()); break;
                case 'H': two(out, t.getHour()); break;
                case 'k': out.append(t.getHour() < 10 ? " " : "").append(t.getHour()); break;
                case 'I': two(out, hour12(t)); break;
                case 'l': out.append(hour12(t) < 10 ? " " : "").append(hour12(t)); break;
                case 'M': two(out, t.getMinute()); break;
                case 'S': two(out, t.getSecond()); break;
                case 'p': out.append(t.getHour() < 12 ? "AM" : "PM"); break;
                case 'j': out.append(String.format("%03d", t.getDayOfYear())); break;
                case 'a': out.append(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH)); break;
                case 'A': out.append(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH)); break;
                case 'b': case 'h': out.append(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH)); break;
                case 'B': out.append(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)); break;
                case 'u': out.append(t.getDayOfWeek().getValue()); break;
                case 'w': out.append(t.getDayOfWeek().getValue() % 7); break;
                case 'F': out.append(format("%Y-%m-%d", t)); break;
                case 'T': out.append(format("%H:%M:%S", t)); break;
                case 'R': out.append(format("%H:%M", t)); break;
                case 'D': out.append(format("%m/%d/%y", t)); break;
                case 's': out.append(t.toEpochSecond()); break;
                case 'z': out.append(OFFSET.format(t)); break;
                case 'Z': out.append(ZONE.format(t)); break;
                case 'n': out.append('\n'); break;
                case 't': out.append('\t'); break;
                case '%': out.append('%'); break;
                default: out.append('%').append(k); break;
            }
        }
        return out.toString();
    }

    private static int hour12(ZonedDateTime t) {
        int h = t.getHour() % 12;
        return h == 0 ? 12 : h;
    }

    private static void two(StringBuilder out, int v) {
        if (v < 10) out.append('0');
        out.append(v);
    }
}
