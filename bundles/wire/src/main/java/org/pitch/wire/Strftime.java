package org.pitch.wire;

import java.time.DayOfWeek;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.util.Locale;

/**
 * C's {@code strftime} in the "C" locale, as rcssserver applies {@code server::log_date_format} and {@code keepaway_log_date_format}
 * (default {@code %Y%m%d%H%M%S-}) to the match's start time when it names a dated log. Supports
 * every POSIX conversion and glibc's {@code %k %l %P %s}, the {@code E}/{@code O} modifiers (which
 * change nothing in the C locale) and glibc's padding flags {@code -} (none), {@code _} (spaces)
 * and {@code 0} (zeros). A conversion glibc does not know is copied as written, as glibc does.
 */
public final class Strftime {
    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};

    /** The zone's abbreviation at that instant (summer time included), as {@code tm_zone}. */
    private static final DateTimeFormatter ZONE_NAME = DateTimeFormatter.ofPattern("zzz", Locale.ROOT);
    /** No padding flag: the conversion's own padding. */
    private static final char NATURAL = 0;

    private Strftime() {
    }

    /** {@code format} applied to {@code time}, in the time zone {@code time} carries. */
    public static String format(String format, ZonedDateTime time) {
        StringBuilder out = new StringBuilder(format.length() + 16);
        int i = 0;
        int n = format.length();
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%' || i + 1 >= n) {
                out.append(c);
                i++;
                continue;
            }
            int start = i;
            i++;
            char pad = NATURAL;
            char f = format.charAt(i);
            while ((f == '-' || f == '_' || f == '0' || f == '^' || f == '#') && i + 1 < n) {
                if (f != '^' && f != '#') pad = f; // case flags: the C locale's names keep their case
                f = format.charAt(++i);
            }
            if ((f == 'E' || f == 'O') && i + 1 < n) f = format.charAt(++i);
            i++;
            if (!convert(out, f, pad, time)) out.append(format, start, i);
        }
        return out.toString();
    }

    private static boolean convert(StringBuilder out, char conversion, char pad, ZonedDateTime t) {
        switch (conversion) {
            case 'a': out.append(DAYS[sundayBased(t)], 0, 3); return true;
            case 'A': out.append(DAYS[sundayBased(t)]); return true;
            case 'b': case 'h': out.append(MONTHS[t.getMonthValue() - 1], 0, 3); return true;
            case 'B': out.append(MONTHS[t.getMonthValue() - 1]); return true;
            case 'c':
                convert(out, 'a', pad, t); out.append(' ');
                convert(out, 'b', pad, t); out.append(' ');
                number(out, t.getDayOfMonth(), 2, '_', pad); out.append(' ');
                convert(out, 'T', pad, t); out.append(' ');
                number(out, t.getYear(), 1, '0', pad);
                return true;
            case 'C': number(out, Math.floorDiv(t.getYear(), 100), 2, '0', pad); return true;
            case 'd': number(out, t.getDayOfMonth(), 2, '0', pad); return true;
            case 'D': case 'x':
                number(out, t.getMonthValue(), 2, '0', pad); out.append('/');
                number(out, t.getDayOfMonth(), 2, '0', pad); out.append('/');
                number(out, Math.floorMod(t.getYear(), 100), 2, '0', pad);
                return true;
            case 'e': number(out, t.getDayOfMonth(), 2, '_', pad); return true;
            case 'F':
                number(out, t.getYear(), 1, '0', pad); out.append('-');
                number(out, t.getMonthValue(), 2, '0', NATURAL); out.append('-');
                number(out, t.getDayOfMonth(), 2, '0', NATURAL);
                return true;
            case 'g': number(out, Math.floorMod(t.get(IsoFields.WEEK_BASED_YEAR), 100), 2, '0', pad); return true;
            case 'G': number(out, t.get(IsoFields.WEEK_BASED_YEAR), 1, '0', pad); return true;
            case 'H': number(out, t.getHour(), 2, '0', pad); return true;
            case 'I': number(out, hour12(t), 2, '0', pad); return true;
            case 'j': number(out, t.getDayOfYear(), 3, '0', pad); return true;
            case 'k': number(out, t.getHour(), 2, '_', pad); return true;
            case 'l': number(out, hour12(t), 2, '_', pad); return true;
            case 'm': number(out, t.getMonthValue(), 2, '0', pad); return true;
            case 'M': number(out, t.getMinute(), 2, '0', pad); return true;
            case 'n': out.append('\n'); return true;
            case 'p': out.append(t.getHour() < 12 ? "AM" : "PM"); return true;
            case 'P': out.append(t.getHour() < 12 ? "am" : "pm"); return true;
            case 'r':
                number(out, hour12(t), 2, '0', pad); out.append(':');
                number(out, t.getMinute(), 2, '0', pad); out.append(':');
                number(out, t.getSecond(), 2, '0', pad); out.append(' ');
                convert(out, 'p', pad, t);
                return true;
            case 'R':
                number(out, t.getHour(), 2, '0', pad); out.append(':');
                number(out, t.getMinute(), 2, '0', pad);
                return true;
            case 's': out.append(t.toEpochSecond()); return true;
            case 'S': number(out, t.getSecond(), 2, '0', pad); return true;
            case 't': out.append('\t'); return true;
            case 'T': case 'X':
                number(out, t.getHour(), 2, '0', pad); out.append(':');
                number(out, t.getMinute(), 2, '0', pad); out.append(':');
                number(out, t.getSecond(), 2, '0', pad);
                return true;
            case 'u': number(out, t.getDayOfWeek().getValue(), 1, '0', pad); return true;
            case 'U': number(out, (t.getDayOfYear() - 1 - sundayBased(t) + 7) / 7, 2, '0', pad); return true;
            case 'V': number(out, t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), 2, '0', pad); return true;
            case 'w': number(out, sundayBased(t), 1, '0', pad); return true;
            case 'W': number(out, (t.getDayOfYear() - 1 - mondayBased(t) + 7) / 7, 2, '0', pad); return true;
            case 'y': number(out, Math.floorMod(t.getYear(), 100), 2, '0', pad); return true;
            case 'Y': number(out, t.getYear(), 1, '0', pad); return true;
            case 'z': {
                int seconds = t.getOffset().getTotalSeconds();
                out.append(seconds < 0 ? '-' : '+');
                int minutes = Math.abs(seconds) / 60;
                number(out, minutes / 60, 2, '0', NATURAL);
                number(out, minutes % 60, 2, '0', NATURAL);
                return true;
            }
            case 'Z': out.append(ZONE_NAME.format(t)); return true;
            case '%': out.append('%'); return true;
            default: return false;
        }
    }

    /** Day of the week counted from Sunday = 0, as {@code tm_wday}. */
    private static int sundayBased(ZonedDateTime t) {
        return t.getDayOfWeek() == DayOfWeek.SUNDAY ? 0 : t.getDayOfWeek().getValue();
    }

    /** Day of the week counted from Monday = 0. */
    private static int mondayBased(ZonedDateTime t) {
        return t.getDayOfWeek().getValue() - 1;
    }

    private static int hour12(ZonedDateTime t) {
        return t.get(ChronoField.CLOCK_HOUR_OF_AMPM);
    }

    /**
     * {@code value} at least {@code width} wide, padded as {@code natural} says unless the flag
     * {@code pad} asks otherwise: {@code _} spaces, {@code 0} zeros, {@code -} no padding.
     */
    private static void number(StringBuilder out, long value, int width, char natural, char pad) {
        char flag = pad == NATURAL ? natural : pad;
        char fill = flag == '_' ? ' ' : flag == '0' ? '0' : 0;
        String digits = Long.toString(Math.abs(value));
        if (value < 0) out.append('-');
        if (fill != 0) {
            for (int k = digits.length() + (value < 0 ? 1 : 0); k < width; k++) out.append(fill);
        }
        out.append(digits);
    }
}
