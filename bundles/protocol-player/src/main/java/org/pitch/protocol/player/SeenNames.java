package org.pitch.protocol.player;

/**
 * How a protocol version names the objects of a see message; a codec holds one as a constant.
 * {@code flag}, {@code goal}, {@code line}, {@code player}: the opening of a named object, e.g.
 * {@code "(f"}; {@code ball}: the whole name of the ball; the {@code anonymous...} names: the whole
 * name of an object seen but not told apart; {@code quotedTeam}: a player's team name is in double
 * quotes; {@code goalieWord}: a goalie's name ends in {@code goalie}.
 */
public record SeenNames(String flag, String goal, String line, String ball, String player,
                        String anonymousFlag, String anonymousGoal, String anonymousBall,
                        String anonymousPlayer, String anonymousLine,
                        boolean quotedTeam, boolean goalieWord) {
}
