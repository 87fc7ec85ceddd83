package org.pitch.replay;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

/**
 * The world as the last applied show recorded it, for the monitor writers to serialise. One
 * instance is updated in place show after show (the writers only read it); the players persist
 * from show to show so that their command counts only grow, which is how a writer sees that a
 * goalie tried a catch.
 *
 * <p>Each show's player state bits are turned back into what a {@link Player} records (enabled,
 * goalie, kick, tackle, collisions, charged foul, card), and the view angle back into width and
 * synchronous see, so that the writers print the very bits and angle again. The clocks the
 * writers compare with the simulation step (the arm, a charged foul) are set to run out one step
 * after the show.
 */
final class ReplayWorld implements World {
    /** rcssserver's player state bits, as the shows carry them. */
    static final int STAND = 0x1, KICK = 0x2, KICK_FAULT = 0x4, GOALIE = 0x8, CATCH = 0x10, CATCH_FAULT = 0x20,
            BALL_COLLIDE = 0x400, PLAYER_COLLIDE = 0x800, TACKLE = 0x1000, TACKLE_FAULT = 0x2000, POST_COLLIDE = 0x10000,
            BACK_PASS = 0x4000, FREE_KICK_FAULT = 0x8000, FOUL_CHARGED = 0x20000, YELLOW_CARD = 0x40000, RED_CARD = 0x80000,
            ILLEGAL_DEFENSE = 0x100000;

    /** The command counts of a show, in its order (see {@link SlotRecord#counts()}). */
    static final CommandKind[] COUNTED = {
        CommandKind.KICK, CommandKind.DASH, CommandKind.TURN, CommandKind.CATCH, CommandKind.MOVE,
        CommandKind.TURN_NECK, CommandKind.CHANGE_VIEW, CommandKind.SAY, CommandKind.TACKLE,
        CommandKind.POINT_TO, CommandKind.ATTENTION_TO, CommandKind.CHANGE_FOCUS,
    };

    /** The show precision of directions: angles are compared after quantising to it. */
    private static final double ANGLE_PRECISION = 0.001;

    private final Parameters parameters;
    private final List<PlayerType> types;
    private final Ball ball;
    /** The view angles of {@link #WIDTHS} in asynchronous and in synchronous see, as shows print them. */
    private final double[] asynchAngles = new double[3], synchAngles = new double[3];
    private static final ViewWidth[] WIDTHS = {ViewWidth.NARROW, ViewWidth.NORMAL, ViewWidth.WIDE};

    /** Every slot's player, kept while the slot is empty so its counts go on. */
    private final Player[] known = new Player[LogEvent.SLOTS];
    private final Player[] present = new Player[LogEvent.SLOTS];
    private final List<Player> players = new ArrayList<>(LogEvent.SLOTS);
    private final List<Player> playersView = Collections.unmodifiableList(players);
    private final Team[] teams = new Team[2];
    private PlayMode mode = PlayMode.BEFORE_KICK_OFF;
    private Side modeSide = Side.NEUTRAL;
    private int time, stoppage;
    private long step;
    private boolean shown;

    ReplayWorld(Parameters parameters, List<PlayerType> types) {
        this.parameters = parameters;
        this.types = List.copyOf(types);
        this.ball = new Ball(parameters.real(ServerParam.BALL_SIZE), parameters.real(ServerParam.BALL_DECAY));
        double base = Math.toRadians(parameters.real(ServerParam.VISIBLE_ANGLE));
        for (int i = 0; i < 3; i++) {
            // the writers' arithmetic: radians, scaled, back to degrees, quantised
            asynchAngles[i] = quantise(Math.toDegrees(base * WIDTHS[i].angleFactor()));
            synchAngles[i] = quantise(Math.toDegrees(base * (2.0 * (i + 1) / 3.0)));
        }
    }

    /** Forgets everything: the state before the log's first record. */
    void reset() {
        Arrays.fill(known, null);
        Arrays.fill(present, null);
        players.clear();
        teams[0] = teams[1] = null;
        mode = PlayMode.BEFORE_KICK_OFF;
        modeSide = Side.NEUTRAL;
        time = stoppage = 0;
        step = 0;
        shown = false;
        ball.position(0, 0);
        ball.velocity(0, 0);
    }

    /** Whether a show was applied since the start (or the last {@link #reset()}). */
    boolean shown() { return shown; }

    // ------------------------------------------------------------------ applying records

    void playMode(LogEvent.PlayModeChange m) {
        mode = m.mode();
        modeSide = m.mode().sided() ? m.side() : Side.NEUTRAL;
    }

    void teams(LogEvent.TeamsChange t) {
        team(Side.LEFT, t.left());
        team(Side.RIGHT, t.right());
    }

    private void team(Side side, LogEvent.TeamRecord r) {
        int i = side.ordinal();
        if (r == null) {
            teams[i] = null;
            return;
        }
        if (teams[i] == null || !teams[i].name().equals(r.name())) teams[i] = new Team(side, r.name());
        teams[i].score(r.score());
        teams[i].penaltyScore(r.penaltyScore());
        teams[i].penaltyMiss(r.penaltyMiss());
    }

    /** The clock a message was recorded at, so that it is written with it. */
    void clock(int time, int stoppage) {
        this.time = time;
        this.stoppage = stoppage;
    }

    void show(LogEvent.Show s) {
        time = s.time();
        stoppage = s.stoppage();
        step++;
        shown = true;
        ball.position(s.ballX(), s.ballY());
        ball.velocity(s.ballVx(), s.ballVy());
        boolean changed = false;
        SlotRecord[] slots = s.slots();
        for (int i = 0; i < LogEvent.SLOTS; i++) {
            SlotRecord r = slots[i];
            Player before = present[i];
            present[i] = r == null ? null : player(i, r);
            changed |= present[i] != before;
        }
        if (changed) {
            players.clear();
            for (Player p : present) if (p != null) players.add(p);
        }
    }

    /** The slot's player set to the record. */
    private Player player(int slot, SlotRecord r) {
        Side side = slot < 11 ? Side.LEFT : Side.RIGHT;
        int unum = slot % 11 + 1;
        Player p = known[slot];
        if (p == null || countsWentDown(p, r.counts())) {
            // a new player, or the log starts over: counts begin at 0 again
            p = new Player(side, unum, false, types.get(r.type()));
            known[slot] = p;
        }
        int state = r.state();
        p.type(types.get(r.type()));
        p.newCycle();
        p.enabled((state & STAND) != 0);
        p.goalie((state & GOALIE) != 0);
        p.kicked((state & KICK) != 0);
        p.kickFault((state & KICK_FAULT) != 0);
        if ((state & CATCH) != 0) p.catchAttempted((state & CATCH_FAULT) != 0);
        p.holdingBall((state & CATCH) != 0 && (state & CATCH_FAULT) == 0);
        // the writers show the last tackle's outcome while the tackler lies
        p.tackled(false);
        p.tackleUntil((state & (TACKLE | TACKLE_FAULT)) != 0 ? step : 0);
        p.lastTackle((state & TACKLE_FAULT) == 0 ? TackleResult.SUCCEEDED
                : (state & TACKLE) != 0 ? TackleResult.FAILED : TackleResult.OUT_OF_REACH);
        if ((state & BALL_COLLIDE) != 0) p.collided(Player.COLLIDED_BALL);
        if ((state & PLAYER_COLLIDE) != 0) p.collided(Player.COLLIDED_PLAYER);
        if ((state & POST_COLLIDE) != 0) p.collided(Player.COLLIDED_POST);
        p.foulChargedUntil((state & FOUL_CHARGED) != 0 ? step + 1 : 0);
        p.card((state & RED_CARD) != 0 ? Card.RED : (state & YELLOW_CARD) != 0 ? Card.YELLOW : Card.NONE);
        if ((state & BACK_PASS) != 0) p.mark(Player.MARK_BACK_PASS);
        if ((state & FREE_KICK_FAULT) != 0) p.mark(Player.MARK_FREE_KICK_FAULT);
        if ((state & ILLEGAL_DEFENSE) != 0) p.mark(Player.MARK_ILLEGAL_DEFENSE);
        p.position(r.x(), r.y());
        p.velocity(r.vx(), r.vy());
        p.bodyDirection(r.body());
        p.neckDirection(r.neck());
        if (r.pointing()) p.pointAt(r.armX(), r.armY(), 0, step + 1);
        else p.stopPointing();
        view(p, r.highQuality(), r.viewAngle());
        p.focus(r.focusDistance(), r.focusDirection());
        p.stamina(r.stamina());
        p.effort(r.effort());
        p.recovery(r.recovery());
        p.capacity(Double.isNaN(r.capacity()) ? parameters.real(ServerParam.STAMINA_CAPACITY) : r.capacity());
        p.attention(r.attentionSide(), r.attentionUnum());
        int[] counts = r.counts();
        for (int i = 0; i < COUNTED.length; i++) {
            CommandKind k = COUNTED[i];
            for (int n = p.counters().get(k); n < counts[i]; n++) p.counters().increment(k);
        }
        return p;
    }

    private static boolean countsWentDown(Player p, int[] counts) {
        for (int i = 0; i < COUNTED.length; i++) if (counts[i] < p.counters().get(COUNTED[i])) return true;
        return false;
    }

    /**
     * The width and see mode whose angle the show printed. The wide angle is the same in both see
     * modes (with the default 90°); then the player keeps the mode it had, which prints the same.
     */
    private void view(Player p, boolean high, double angle) {
        ViewQuality q = high ? ViewQuality.HIGH : ViewQuality.LOW;
        double a = quantise(angle);
        int best = -1;
        boolean bestSynch = p.synchSee();
        double bestError = Double.MAX_VALUE;
        for (int pass = 0; pass < 2; pass++) {
            // the player's current see mode first: a tie keeps it
            boolean synch = pass == 0 ? p.synchSee() : !p.synchSee();
            double[] angles = synch ? synchAngles : asynchAngles;
            for (int i = 0; i < 3; i++) {
                double error = Math.abs(angles[i] - a);
                if (error < bestError - 1e-9) {
                    bestError = error;
                    best = i;
                    bestSynch = synch;
                }
            }
        }
        p.synchSee(bestSynch);
        p.view(WIDTHS[best], q);
    }

    private static double quantise(double degrees) { return Math.rint(degrees / ANGLE_PRECISION) * ANGLE_PRECISION; }

    // ------------------------------------------------------------------ World

    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return playersView; }

    @Override
    public Player player(Side side, int unum) {
        if (side == Side.NEUTRAL || unum < 1 || unum > 11) return null;
        return present[(side == Side.LEFT ? 0 : 11) + unum - 1];
    }

    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return mode; }
    @Override public Side playModeSide() { return modeSide; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppage; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }
}
