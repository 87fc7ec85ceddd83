package org.pitch.bench.diff;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * rcssserver's random choice of what a listener hears, recognised in a first difference: of a
 * cycle's says a player of protocol 8 or later has capacity for fewer than were said, rcssserver
 * picks at random ({@code AudioSenderPlayerv8::Unfocused::getMsg}, {@code irand}) from a generator
 * no option seeds, where Pitch draws from the match seed. Explained: both servers told the same
 * listener, at the same time, a different player's message from the same team ({@code our} or
 * {@code opp}), both of them said in the script; or the same words from another direction (or
 * another number), where the script has two players of that team say those words (seed 16322:
 * two left players' "hi0" before the kick-off, one heard by a right listener).
 */
final class RandomHearing {
    private static final Pattern HEAR = Pattern.compile("^\\(hear (\\d+) -?\\d+ (our|opp)(?: \\d+)? \"?([^\"]*)\"?\\)");

    private static final Pattern SEND = Pattern.compile("^send \\d+ (\\S+) \\(say \"?([^\")]*)\"?\\)$");
    private static final Pattern PLAYER = Pattern.compile("[LR]\\d+");

    private RandomHearing() {}

    static boolean explains(Difference d, String script) {
        if (d.expected() == null || d.actual() == null) return false;
        Matcher e = HEAR.matcher(d.expected()), a = HEAR.matcher(d.actual());
        if (!e.find() || !a.find()) return false;
        if (!e.group(1).equals(a.group(1)) || !e.group(2).equals(a.group(2))) return false;
        if (e.group(3).equals(a.group(3))) return speakers(script, e.group(3), d.client(), e.group(2)) >= 2;
        return said(script, e.group(3)) && said(script, a.group(3));
    }

    /** How many players other than the listener (a client named L1, R2 ...) of its {@code our} or {@code opp} team say {@code message} in the script. */
    private static long speakers(String script, String message, String listener, String team) {
        if (!PLAYER.matcher(listener).matches()) return 0;
        char own = listener.charAt(0), side = team.equals("our") ? own : (own == 'L' ? 'R' : 'L');
        return script.lines().map(SEND::matcher).filter(Matcher::matches)
                .filter(m -> m.group(1).charAt(0) == side && PLAYER.matcher(m.group(1)).matches() && !m.group(1).equals(listener))
                .filter(m -> m.group(2).equals(message)).map(m -> m.group(1)).distinct().count();
    }

    private static boolean said(String script, String message) {
        return script.contains("(say " + message + ")") || script.contains("(say \"" + message + "\")");
    }
}
