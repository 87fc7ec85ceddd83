package org.pitch.bench.diff;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * rcssserver's random choice of what a listener hears, recognised in a first difference: of a
 * cycle's says a player of protocol 8 or later has capacity for fewer than were said, rcssserver
 * picks at random ({@code AudioSenderPlayerv8::Unfocused::getMsg}, {@code irand}) from a generator
 * no option seeds, where Pitch draws from the match seed. Explained: both servers told the same
 * listener, at the same time, a different player's message from the same team ({@code our} or
 * {@code opp}), both of them said in the script.
 */
final class RandomHearing {
    private static final Pattern HEAR = Pattern.compile("^\\(hear (\\d+) -?\\d+ (our|opp)(?: \\d+)? \"?([^\"]*)\"?\\)");

    private RandomHearing() {}

    static boolean explains(Difference d, String script) {
        if (d.expected() == null || d.actual() == null) return false;
        Matcher e = HEAR.matcher(d.expected()), a = HEAR.matcher(d.actual());
        if (!e.find() || !a.find()) return false;
        if (!e.group(1).equals(a.group(1)) || !e.group(2).equals(a.group(2)) || e.group(3).equals(a.group(3))) return false;
        return said(script, e.group(3)) && said(script, a.group(3));
    }

    private static boolean said(String script, String message) {
        return script.contains("(say " + message + ")") || script.contains("(say \"" + message + "\")");
    }
}
