package org.pitch.rules.penalty;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.rules.kit.FoulJudge;
import org.pitch.rules.kit.RecentMotion;
import org.pitch.rules.kit.SetPlays;

/**
 * One penalty shoot-out as rcssserver's penalty referee runs it. All kicks go at one goal, drawn
 * by lot ({@code penalty_onfield_l}/{@code _r}); the side that kicks first is drawn too, and the
 * sides then alternate. Each kick passes through four modes:
 *
 * <ol>
 * <li>{@code penalty_setup_X}: the ball lies {@code pen_dist_x} in front of the goal; players
 *     have {@code pen_setup_wait} cycles to take their places ({@link Positions}); then the
 *     referee puts whoever is wrong in place ({@code pen_coach_moves_players}) or calls a foul.</li>
 * <li>{@code penalty_ready_X}: the kicker has {@code pen_ready_wait} cycles to kick.</li>
 * <li>{@code penalty_taken_X}: {@code pen_taken_wait} cycles for the ball to cross the goal line
 *     ({@code penalty_score_X}); leaving the field, being caught by the goalie in its penalty area
 *     or the time running out is a miss ({@code penalty_miss_X}).</li>
 * <li>{@code penalty_score_X} / {@code penalty_miss_X}: the ball lies still for
 *     {@code pen_before_setup_wait} cycles, then the other side's set-up begins.</li>
 * </ol>
 *
 * A foul ({@code penalty_foul_X}: kicking during the set-up, a second kick without
 * {@code pen_allow_mult_kicks}, a second kicker, a defender other than the goalie touching the
 * ball, the goalie catching outside its area, a foul tackle, players out of place without
 * {@code pen_coach_moves_players}) is a miss for the kicking side or a goal for it, whichever
 * punishes the side that fouled.
 *
 * <p>After {@code pen_nr_kicks} kicks each, the shoot-out ends as soon as one side can no longer
 * be caught; then sudden death in pairs up to {@code pen_max_extra_kicks} more each; after that
 * the winner is drawn by lot ({@code pen_random_winner}) or it is a draw ({@code penalty_draw}).
 * rcssserver 18.1.3 made that last limit apply before the sudden-death check, so a shoot-out
 * always ends; as in rcssserver it ends once more than {@code 2 × (pen_nr_kicks +
 * pen_max_extra_kicks)} kicks were taken. The play mode then becomes {@code time_over}: in the
 * next judged cycle, except that a right side winning within the regular kicks ends it at once
 * (rcssserver's behaviour, kept).
 */
final class ShootOut {
    private static final Logger LOG = System.getLogger("org.pitch.rules.penalty");
    /** Where the defending goalie of the far goal is put at the start, so it reaches its goal in time. */
    private static final double GOALIE_START_FROM_LINE = 10.0, GOALIE_START_Y = 10.0;

    private final PenaltyParams params;
    private final Side penSide;
    private final Kickers leftKickers = new Kickers(), rightKickers = new Kickers();
    private Side taker;
    private int timer = -1;
    private int kicksTaken;
    private Player lastTaker;
    private boolean timeOver;

    private ShootOut(PenaltyParams params, Side penSide, Side firstTakerBeforeInit) {
        this.params = params;
        this.penSide = penSide;
        this.taker = firstTakerBeforeInit;
    }

    /**
     * A new shoot-out: the goal and the first kicker drawn, the ball released, the far goalie
     * brought near the goal. {@link #firstKick} then begins the first set-up (separately, so the
     * rule holding the shoot-out hears that mode change).
     */
    static ShootOut draw(RefereeContext ctx, PenaltyParams params) {
        RandomGenerator rnd = ctx.random(RandomPurpose.REFEREE);
        Side penSide = rnd.nextDouble() < 0.5 ? Side.LEFT : Side.RIGHT;
        SetPlays.releaseBall(ctx);
        ctx.announce("penalty_onfield_" + penSide.wire());
        // the set-up hands the kick to the other side, so this is the side that does not begin
        Side notFirst = rnd.nextDouble() < 0.5 ? Side.LEFT : Side.RIGHT;
        ShootOut s = new ShootOut(params, penSide, notFirst);
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (p.enabled() && p.side() == penSide.opponent() && p.goalie()) {
                p.position(-penSide.sign() * (HALF_LENGTH - GOALIE_START_FROM_LINE), GOALIE_START_Y);
            }
        }
        return s;
    }

    void firstKick(RefereeContext ctx) { nextKick(ctx); }

    PenaltyParams params() { return params; }

    /** The side whose goal all kicks go at. */
    Side penSide() { return penSide; }

    /** The side taking the current kick. */
    Side taker() { return taker; }

    Player lastTaker() { return lastTaker; }

    Kickers kickers(Side side) { return side == Side.LEFT ? leftKickers : rightKickers; }

    int kicksTaken() { return kicksTaken; }

    /** Once per cycle, after movement: positions, time limits, goal and miss. */
    void judge(RefereeContext ctx) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (!mode.isPenaltyShootOut()) return;
        if (timeOver) {
            ctx.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
            return;
        }
        boolean leftOk = Positions.correct(this, world, Side.LEFT);
        boolean rightOk = Positions.correct(this, world, Side.RIGHT);
        if (params.coachMovesPlayers() && (mode == PlayMode.PENALTY_READY || mode == PlayMode.PENALTY_TAKEN)) {
            if (!leftOk) Positions.place(this, world, Side.LEFT);
            if (!rightOk) Positions.place(this, world, Side.RIGHT);
            leftOk = rightOk = true;
        }
        if (timer == 0) timeUp(ctx, leftOk, rightOk);
        else if (timer > 0) tick(ctx, leftOk, rightOk);
    }

    /** The wait of the current mode is over. */
    private void timeUp(RefereeContext ctx, boolean leftOk, boolean rightOk) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        Side modeSide = world.playModeSide();
        if (params.coachMovesPlayers() && mode == PlayMode.PENALTY_SETUP) {
            if (!leftOk) Positions.place(this, world, Side.LEFT);
            if (!rightOk) Positions.place(this, world, Side.RIGHT);
            leftOk = rightOk = true;
        }
        if (mode == PlayMode.PENALTY_MISS || mode == PlayMode.PENALTY_SCORE) {
            nextKick(ctx);
        } else if (leftOk && rightOk) {
            if (mode == PlayMode.PENALTY_SETUP) ctx.changePlayMode(PlayMode.PENALTY_READY, modeSide);
            else if (mode == PlayMode.PENALTY_READY || mode == PlayMode.PENALTY_TAKEN) miss(ctx, modeSide); // too late
        } else {
            foul(ctx, outOfPlace(leftOk, rightOk));
        }
    }

    /** A cycle within the wait of the current mode. */
    private void tick(RefereeContext ctx, boolean leftOk, boolean rightOk) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        Side modeSide = world.playModeSide();
        Ball ball = world.ball();
        timer--;
        if (mode == PlayMode.PENALTY_MISS || mode == PlayMode.PENALTY_SCORE) {
            freezeBall(ctx);
            return;
        }
        if (leftOk && rightOk) {
            if (SetPlays.crossedGoalLine(ctx, penSide)) {
                if (mode == PlayMode.PENALTY_TAKEN) score(ctx, modeSide);
                freezeBall(ctx);
            } else if (Math.abs(ball.x()) > HALF_LENGTH + params.ballSize()
                    || Math.abs(ball.y()) > HALF_WIDTH + params.ballSize()) {
                freezeBall(ctx);
                if (mode == PlayMode.PENALTY_TAKEN) miss(ctx, modeSide);
            }
        } else if (mode == PlayMode.PENALTY_READY || mode == PlayMode.PENALTY_TAKEN) {
            if (params.coachMovesPlayers()) {
                if (!leftOk) Positions.place(this, world, Side.LEFT);
                if (!rightOk) Positions.place(this, world, Side.RIGHT);
            } else {
                foul(ctx, outOfPlace(leftOk, rightOk));
            }
        }
    }

    /** The side punished for players out of place: the kicking side if its own are, else the other. */
    private Side outOfPlace(boolean leftOk, boolean rightOk) {
        boolean takerOk = taker == Side.LEFT ? leftOk : rightOk;
        return takerOk ? taker.opponent() : taker;
    }

    /** A player kicked the ball (or tackled it without a foul). */
    void kicked(RefereeContext ctx, Player kicker) {
        PlayMode mode = ctx.world().playMode();
        if (mode == PlayMode.PENALTY_SETUP) {
            foul(ctx, kicker.side()); // the ball must not be played before the referee is ready
        } else if (!params.allowMultKicks() && mode == PlayMode.PENALTY_TAKEN && kicker.side() == taker) {
            foul(ctx, taker);
        } else if (mode == PlayMode.PENALTY_READY || mode == PlayMode.PENALTY_TAKEN) {
            if (mode == PlayMode.PENALTY_READY && kicker.side() == taker && kickers(taker).contains(kicker.unum())) {
                foul(ctx, taker); // this player already kicked in this round
            } else if (lastTaker != null && lastTaker.side() == taker && lastTaker != kicker) {
                foul(ctx, taker); // a second player of the kicking side
            } else if (kicker.side() != taker && !kicker.goalie()) {
                foul(ctx, taker.opponent()); // only the goalie may defend
            } else {
                lastTaker = kicker;
            }
        }
        mode = ctx.world().playMode();
        if (mode == PlayMode.PENALTY_READY) {
            Side side = ctx.world().playModeSide();
            kickers(side).add(kicker.unum());
            ctx.changePlayMode(PlayMode.PENALTY_TAKEN, side);
        } else if (mode != PlayMode.PENALTY_TAKEN) {
            freezeBall(ctx); // a kick that was not allowed does not move the ball
        }
    }

    /** A tackle: any foul the referee sees decides the kick (no cards in a shoot-out). */
    void tackled(RefereeContext ctx, Player tackler, boolean intentional, RecentMotion motion) {
        PlayMode mode = ctx.world().playMode();
        if (mode == PlayMode.PENALTY_MISS || mode == PlayMode.PENALTY_SCORE) return; // the kick is decided
        if (FoulJudge.judge(ctx, tackler, intentional, motion) != FoulJudge.Verdict.NONE) {
            foul(ctx, tackler.side() == taker ? taker : taker.opponent());
        } else {
            kicked(ctx, tackler);
        }
    }

    /** A goalie caught or punched the ball. */
    void caught(RefereeContext ctx, Player goalie) {
        PlayMode mode = ctx.world().playMode();
        Ball ball = ctx.world().ball();
        if (mode == PlayMode.PENALTY_TAKEN) {
            if (goalie.side() == taker) {
                foul(ctx, taker);
            } else if (!SetPlays.inPenaltyArea(penSide, ball.x(), ball.y(), params.ballSize())) {
                foul(ctx, taker.opponent());
            } else {
                miss(ctx, taker); // saved
            }
        } else if (mode == PlayMode.PENALTY_READY) {
            foul(ctx, goalie.side());
        }
        freezeBall(ctx);
    }

    /** Every mode of a kick starts its own wait. */
    void modeChanged(PlayMode mode) {
        switch (mode) {
            case PENALTY_SETUP:
                lastTaker = null;
                timer = params.setupWait();
                break;
            case PENALTY_READY:
                lastTaker = null;
                timer = params.readyWait();
                break;
            case PENALTY_TAKEN:
                timer = params.takenWait();
                break;
            case PENALTY_MISS: case PENALTY_SCORE:
                lastTaker = null;
                timer = params.beforeSetupWait();
                break;
            default:
                break;
        }
    }

    /** The other side's turn: ball on the penalty mark, set-up. */
    private void nextKick(RefereeContext ctx) {
        taker = taker == Side.LEFT ? Side.RIGHT : Side.LEFT;
        ctx.placeBall(-penSide.sign() * (HALF_LENGTH - params.distX()), 0);
        ctx.changePlayMode(PlayMode.PENALTY_SETUP, taker);
    }

    private void score(RefereeContext ctx, Side side) {
        ctx.changePlayMode(PlayMode.PENALTY_SCORE, side);
        Team team = ctx.world().team(side);
        if (team != null) team.penaltyScore(team.penaltyScore() + 1);
        kicksTaken++;
        decide(ctx);
    }

    private void miss(RefereeContext ctx, Side side) {
        ctx.changePlayMode(PlayMode.PENALTY_MISS, side);
        kicksTaken++;
        Team team = ctx.world().team(side);
        if (team != null) team.penaltyMiss(team.penaltyMiss() + 1);
        decide(ctx);
    }

    /** A foul by {@code side}: a miss if it was kicking, else a goal for the kicking side. */
    private void foul(RefereeContext ctx, Side side) {
        ctx.announce("penalty_foul_" + side.wire());
        if (side == taker) miss(ctx, taker);
        else score(ctx, side.opponent());
    }

    /** Whether the shoot-out is decided after this kick. */
    private void decide(RefereeContext ctx) {
        int left = penaltyScore(ctx, Side.LEFT), right = penaltyScore(ctx, Side.RIGHT);
        LOG.log(Level.INFO, () -> "Score: " + (taker == Side.LEFT ? "*" : " ") + left + "-" + right
                + (taker == Side.RIGHT ? "*" : " ") + " after " + kicksTaken + " penalties.");
        int regular = params.nrKicks();
        if (kicksTaken > 2 * (params.maxExtraKicks() + regular)) {
            // every kick taken and still level
            if (params.randomWinner()) {
                Side winner = ctx.random(RandomPurpose.REFEREE).nextDouble() < 0.5 ? Side.LEFT : Side.RIGHT;
                ctx.announce("penalty_winner_" + winner.wire());
                Team team = ctx.world().team(winner);
                if (team != null) team.penaltyWinner(true);
            } else {
                ctx.announce("penalty_draw");
            }
            finalScore(left, right);
            timeOver = true;
        } else if (kicksTaken > 2 * regular) {
            // sudden death: decided after each pair of kicks
            if (kicksTaken % 2 == 0 && left != right) {
                ctx.announce(left > right ? "penalty_winner_l" : "penalty_winner_r");
                finalScore(left, right);
                timeOver = true;
            }
        } else {
            // regular kicks: over as soon as one side cannot catch up with its remaining kicks
            int remaining = regular - kicksTaken / 2;
            int leftBest = left + remaining, rightBest = right + remaining;
            if (kicksTaken % 2 == 1) {
                // the side that just kicked has one kick fewer left than the pairs suggest
                if (taker == Side.LEFT) leftBest--;
                else if (taker == Side.RIGHT) rightBest--;
            }
            if (leftBest < right) {
                ctx.announce("penalty_winner_r");
                finalScore(left, right);
                ctx.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
            } else if (rightBest < left) {
                ctx.announce("penalty_winner_l");
                finalScore(left, right);
                timeOver = true;
            }
        }
    }

    private static void finalScore(int left, int right) {
        LOG.log(Level.INFO, () -> "Final score: " + left + "-" + right);
    }

    private static int penaltyScore(RefereeContext ctx, Side side) {
        Team t = ctx.world().team(side);
        return t == null ? 0 : t.penaltyScore();
    }

    /** Stops the ball where it is. */
    private static void freezeBall(RefereeContext ctx) {
        Ball ball = ctx.world().ball();
        ctx.placeBall(ball.x(), ball.y());
    }
}
