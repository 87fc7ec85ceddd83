package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/**
 * A match as a {@code results.json} of match or batch tells it, for those who read the files
 * back: the standings and a tournament's knockout rounds.
 *
 * @param failure why there is no result, or {@code null}
 */
public record PlayedMatch(String left, String right, int leftGoals, int rightGoals, int leftPenalties, int rightPenalties, String failure) {
    public boolean ok() { return failure == null; }

    /** -1 the left team won, 1 the right team, 0 a draw; a shoot-out decides a level score. */
    public int winner() {
        return new MatchResult(left, right, leftGoals, rightGoals, leftPenalties, rightPenalties, failure).winner();
    }

    /** Every match of one results.json. */
    public static List<PlayedMatch> read(Path file) throws IOException {
        try {
            Config c = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON).setAllowMissing(false));
            List<PlayedMatch> matches = new ArrayList<>();
            for (Config m : c.getConfigList("matches")) {
                String l = m.getString("left"), r = m.getString("right"), result = m.getString("result");
                matches.add(result.equals("ok")
                        ? new PlayedMatch(l, r, m.getInt("left_goals"), m.getInt("right_goals"), m.getInt("left_penalties"), m.getInt("right_penalties"), null)
                        : new PlayedMatch(l, r, 0, 0, 0, 0, result));
            }
            return List.copyOf(matches);
        } catch (ConfigException e) {
            throw new IOException(file + ": not the results of match or batch: " + e.getMessage());
        }
    }
}
