package org.pitch.launcher.tournament;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.pitch.launcher.match.MatchCommand;

/**
 * A match task for the coordinator's tests, a process of its own run by the job script as
 * {@code pitch tournament play ...} would be: it goes through the real {@code tournament play}
 * (plan, index, folder, match command) but, instead of a server, scores each team its strength
 * (the digit its name ends with). A file {@code OUT/fail-once-R-I} makes task I of round R fail
 * once (removed as it fails); {@code OUT/fail-always-R-I} every time.
 */
public final class FakePlay {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[args.length - 3]);
        TournamentCommand.MatchPlayer player = new TournamentCommand.MatchPlayer() {
            @Override
            public int play(MatchCommand c) throws java.io.IOException {
                Path dir = c.out();
                String round = dir.getParent().getFileName().toString().substring("round-".length());
                String index = Integer.toString(Integer.parseInt(dir.getFileName().toString().substring("match-".length())));
                if (Files.deleteIfExists(out.resolve("fail-once-" + round + "-" + index))
                        || Files.exists(out.resolve("fail-always-" + round + "-" + index))) {
                    Files.createDirectories(dir);
                    Files.writeString(dir.resolve("server.log"), "the server crashed\n");
                    return 1;
                }
                String left = c.teams().get(0).name(), right = c.teams().get(1).name();
                int lg = strength(left), rg = strength(right);
                Files.createDirectories(dir);
                Files.writeString(dir.resolve("results.json"), "{\"matches\": [{\"match\": 1, \"left\": \"" + left + "\", \"right\": \"" + right
                        + "\", \"left_goals\": " + lg + ", \"right_goals\": " + rg + ", \"left_penalties\": 0, \"right_penalties\": 0,"
                        + " \"result\": \"ok\", \"seed\": " + c.seed() + "}]}\n");
                Files.writeString(dir.resolve("settings.txt"), String.join("\n", c.settings()) + "\n");
                return 0;
            }

            @Override
            public boolean refuses(MatchCommand command) { return false; }
        };
        System.exit(TournamentCommand.run(java.util.Arrays.copyOfRange(args, 1, args.length), Path.of("").toAbsolutePath(), List.of(), player,
                System.getenv(), System.out, System.err));
    }

    private static int strength(String team) {
        return team.charAt(team.length() - 1) - '0';
    }
}
