package org.pitch.launcher.tournament;

import java.util.List;
import java.util.stream.Collectors;

/** Words for {@code sh}: single-quoted unless plainly safe. */
final class Shell {
    private Shell() {}

    static String quote(String word) {
        if (word.matches("[A-Za-z0-9_./:=@%+,-]+")) return word;
        return "'" + word.replace("'", "'\\''") + "'";
    }

    static String join(List<String> words) {
        return words.stream().map(Shell::quote).collect(Collectors.joining(" "));
    }
}
