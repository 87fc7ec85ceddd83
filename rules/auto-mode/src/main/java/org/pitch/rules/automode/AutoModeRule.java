package org.pitch.rules.automode;

import java.io.PrintStream;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * What rcssserver's stadium does after each cycle without anybody asking: it starts the teams
 * and, in {@code auto_mode}, kicks off and ends the match (Stadium::startTeams and checkAutoMode).
 *
 * <ul>
 * <li><b>Team start commands</b> (whatever {@code auto_mode} says): in every cycle not in
 *     {@code play_on}, {@code team_l_start} is run once with {@code /bin/sh -c}, and
 *     {@code team_r_start} once the left team has connected (the right team must not take the
 *     left side). They run in the background and are stopped when the match is over, a new match
 *     starts, the component goes away or the JVM exits.</li>
 * <li><b>Kick-off</b>, with {@code auto_mode}, before kick-off and before the end of extra time:
 *     while fewer than 22 players are connected at the very start, {@code connect_wait} cycles
 *     are counted ({@code Waiting for players to connect} on stdout); once all 22 are there, or
 *     at any later half, {@code kick_off_wait} cycles ({@code Waiting to kick off}). The match
 *     kicks off as soon as either count is used up, which happens in the cycle that counts the
 *     last one: with {@code connect_wait = 20} in the 20th cycle after start, with
 *     {@code kick_off_wait = 10} in the 10th cycle of a half-time break counting the one that
 *     called half time. Both counts start again whenever the match is not waiting for a kick-off,
 *     not before.</li>
 * <li><b>Game over</b>, with {@code auto_mode}: after {@code time_over}, {@code game_over_wait}
 *     cycles ({@code Waiting after end of match}) counting the one that ended the match, then the
 *     teams are stopped and the server finishes with {@code Game Over. Exiting...}.</li>
 * </ul>
 * Like rcssserver, these run after the whole cycle, logs included ({@link #endOfCycle}), in
 * every play mode.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=auto_mode", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.AUTO_MODE})
public final class AutoModeRule implements RefereeRule {
    /** Both full teams: eleven players a side. */
    static final int ALL_PLAYERS = 22;
    static final String GAME_OVER = "Game Over. Exiting...";

    private final PrintStream console;
    private final TeamLauncher launcher;

    private boolean autoMode;
    private int kickOffWaitParam, connectWaitParam, gameOverWaitParam;
    private int endOfExtraTime;
    private String leftStart = "", rightStart = "";

    private int kickOffWait, connectWait, gameOverWait;
    private boolean leftStarted, rightStarted;
    private boolean finished;
    /** The simulation step last judged: rcssserver checks once per cycle, however often it is asked. */
    private long lastStep = -1;
    private long judgedCycles;

    public AutoModeRule() {
        this(System.out, null);
    }

    /** With another console and launcher (tests); {@code null} launcher: the shell one. */
    AutoModeRule(PrintStream console, TeamLauncher launcher) {
        this.console = console;
        this.launcher = launcher != null ? launcher : new ShellTeamLauncher(console);
    }

    /** The stadium's own business in rcssserver, not a referee's: it runs in coach mode too. */
    @Override
    public boolean isReferee() { return false; }

    /** The component goes away: its teams go with it. */
    @Deactivate
    void deactivate() {
        launcher.close();
    }

    @Override
    public void onMatchStart(RefereeContext ctx) {
        Parameters p = ctx.parameters();
        autoMode = p.bool(ServerParam.AUTO_MODE);
        kickOffWaitParam = p.integer(ServerParam.KICK_OFF_WAIT);
        connectWaitParam = p.integer(ServerParam.CONNECT_WAIT);
        gameOverWaitParam = p.integer(ServerParam.GAME_OVER_WAIT);
        endOfExtraTime = MatchTime.fullTime(p);
        leftStart = nullToEmpty(p.string(ServerParam.TEAM_L_START));
        rightStart = nullToEmpty(p.string(ServerParam.TEAM_R_START));
        if (leftStarted || rightStarted) launcher.stopAll(); // teams of an earlier match
        leftStarted = false;
        rightStarted = false;
        finished = false;
        lastStep = -1;
        resetKickOffCounts();
        gameOverWait = gameOverWaitParam;
    }

    /** Once per cycle, after the cycle's records, in every mode (rcssserver's checkAutoMode). */
    @Override
    public void endOfCycle(RefereeContext ctx) {
        World w = ctx.world();
        if (w.step() == lastStep || finished) return;
        lastStep = w.step();
        judgedCycles++;
        startTeams(w);
        if (autoMode) {
            judgeKickOff(ctx);
            judgeGameOver(ctx);
        }
    }

    /** How many cycles this rule has judged (tests). */
    long judgedCycles() { return judgedCycles; }

    private void startTeams(World w) {
        if (w.playMode() == PlayMode.PLAY_ON) return;
        if (!leftStarted && !leftStart.isEmpty()) {
            leftStarted = true;
            launcher.start(leftStart);
        }
        if (!rightStarted && !rightStart.isEmpty() && w.team(Side.LEFT) != null) {
            rightStarted = true;
            launcher.start(rightStart);
        }
    }

    private void judgeKickOff(RefereeContext ctx) {
        World w = ctx.world();
        if (w.playMode() != PlayMode.BEFORE_KICK_OFF || w.time() >= endOfExtraTime) {
            resetKickOffCounts();
            return;
        }
        if (ctx.connectedPlayers() == ALL_PLAYERS || w.time() > 0) {
            if (kickOffWait == kickOffWaitParam) console.println("Waiting to kick off");
            if (kickOffWait > 0) kickOffWait--;
        } else {
            if (connectWait == connectWaitParam) console.println("Waiting for players to connect");
            if (connectWait > 0) connectWait--;
        }
        if (kickOffWait <= 0 || connectWait <= 0) ctx.kickOff();
    }

    private void judgeGameOver(RefereeContext ctx) {
        if (ctx.world().playMode() != PlayMode.TIME_OVER) {
            gameOverWait = gameOverWaitParam;
            return;
        }
        if (gameOverWait == gameOverWaitParam) console.println("Waiting after end of match");
        if (gameOverWait > 0) gameOverWait--;
        if (gameOverWait <= 0) {
            finished = true;
            launcher.stopAll();
            ctx.finishMatch(GAME_OVER);
        }
    }

    private void resetKickOffCounts() {
        kickOffWait = Math.max(0, kickOffWaitParam);
        connectWait = Math.max(0, connectWaitParam);
    }

    private static String nullToEmpty(String s) { return s == null ? "" : s; }
}
