package org.pitch.learn.observe;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;

/**
 * The observation vector of one agent, HFO-style, in the agent's own frame (it attacks towards
 * +x; a right-side agent's field is turned by 180°). Positions in metres, velocities in metres per
 * cycle, directions in degrees; a direction named {@code _dir} is relative to the agent's body.
 * Groups, in order:
 * <ul>
 * <li>self: {@code self_x, self_y, self_vx, self_vy, self_body} (own frame), {@code self_neck}
 *     (relative to the body), {@code self_stamina} (stamina / stamina_max), {@code self_kickable}
 *     (1 if the ball is within its kickable area), {@code self_goalie}</li>
 * <li>ball: {@code ball_valid, ball_x, ball_y, ball_vx, ball_vy, ball_dist, ball_dir}</li>
 * <li>goal geometry: {@code goal_dist, goal_dir} (the opponent goal's centre),
 *     {@code goal_post_l_dist, goal_post_l_dir} (its post at -y), {@code goal_post_r_dist,
 *     goal_post_r_dir} (+y), {@code own_goal_dist}</li>
 * <li>{@code mate<i>_valid, _x, _y, _dist, _dir} for teammate slots 1..N, nearest first</li>
 * <li>{@code opp<i>_valid, _x, _y, _dist, _dir, _goalie} for opponent slots 1..M, nearest first</li>
 * <li>play mode: {@code mode_play_on, mode_our_set_piece, mode_their_set_piece}</li>
 * <li>{@code episode_fraction}: steps taken / max_steps</li>
 * <li>perceived only: {@code see_age}, cycles since the agent's last see (0 = this cycle)</li>
 * </ul>
 * A slot with nobody in it (or, perceived, not seen in the last see) has valid = 0 and zeros. Every
 * value is clipped to its bounds ({@link #low}, {@link #high}), so it always lies in the Box.
 */
public final class FeatureLayout {
    /** How far objects may be from the centre: the pitch and its margin. */
    static final double X_LIMIT = FieldGeometry.HALF_LENGTH + FieldGeometry.PITCH_MARGIN;
    static final double Y_LIMIT = FieldGeometry.HALF_WIDTH + FieldGeometry.PITCH_MARGIN;
    static final double DIST_LIMIT = Math.hypot(2 * X_LIMIT, 2 * Y_LIMIT);
    static final int SEE_AGE_LIMIT = 100;

    public static final int SELF_X = 0, SELF_Y = 1, SELF_VX = 2, SELF_VY = 3, SELF_BODY = 4, SELF_NECK = 5, SELF_STAMINA = 6,
            SELF_KICKABLE = 7, SELF_GOALIE = 8;
    public static final int BALL_VALID = 9, BALL_X = 10, BALL_Y = 11, BALL_VX = 12, BALL_VY = 13, BALL_DIST = 14, BALL_DIR = 15;
    public static final int GOAL_DIST = 16, GOAL_DIR = 17, POST_L_DIST = 18, POST_L_DIR = 19, POST_R_DIST = 20, POST_R_DIR = 21,
            OWN_GOAL_DIST = 22;
    public static final int MATES = 23;
    static final int MATE_SIZE = 5, OPP_SIZE = 6;

    private final int teammates, opponents;
    private final boolean perceived;
    private final int opps, mode, episodeFraction, seeAge, size;
    private final List<String> names = new ArrayList<>();
    private final float[] low, high;

    public FeatureLayout(int teammates, int opponents, boolean perceived, Parameters parameters) {
        this.teammates = teammates;
        this.opponents = opponents;
        this.perceived = perceived;
        opps = MATES + teammates * MATE_SIZE;
        mode = opps + opponents * OPP_SIZE;
        episodeFraction = mode + 3;
        seeAge = perceived ? episodeFraction + 1 : -1;
        size = episodeFraction + 1 + (perceived ? 1 : 0);
        low = new float[size];
        high = new float[size];
        double speed = parameters.real(ServerParam.BALL_SPEED_MAX);
        double neckLow = parameters.real(ServerParam.MINNECKANG), neckHigh = parameters.real(ServerParam.MAXNECKANG);
        add("self_x", -X_LIMIT, X_LIMIT); add("self_y", -Y_LIMIT, Y_LIMIT);
        add("self_vx", -speed, speed); add("self_vy", -speed, speed);
        add("self_body", -180, 180); add("self_neck", neckLow, neckHigh);
        add("self_stamina", 0, 2); // hetero types may carry extra stamina above stamina_max
        add("self_kickable", 0, 1); add("self_goalie", 0, 1);
        add("ball_valid", 0, 1); add("ball_x", -X_LIMIT, X_LIMIT); add("ball_y", -Y_LIMIT, Y_LIMIT);
        add("ball_vx", -speed, speed); add("ball_vy", -speed, speed); add("ball_dist", 0, DIST_LIMIT); add("ball_dir", -180, 180);
        add("goal_dist", 0, DIST_LIMIT); add("goal_dir", -180, 180);
        add("goal_post_l_dist", 0, DIST_LIMIT); add("goal_post_l_dir", -180, 180);
        add("goal_post_r_dist", 0, DIST_LIMIT); add("goal_post_r_dir", -180, 180);
        add("own_goal_dist", 0, DIST_LIMIT);
        for (int i = 1; i <= teammates; i++) {
            add("mate" + i + "_valid", 0, 1); add("mate" + i + "_x", -X_LIMIT, X_LIMIT); add("mate" + i + "_y", -Y_LIMIT, Y_LIMIT);
            add("mate" + i + "_dist", 0, DIST_LIMIT); add("mate" + i + "_dir", -180, 180);
        }
        for (int i = 1; i <= opponents; i++) {
            add("opp" + i + "_valid", 0, 1); add("opp" + i + "_x", -X_LIMIT, X_LIMIT); add("opp" + i + "_y", -Y_LIMIT, Y_LIMIT);
            add("opp" + i + "_dist", 0, DIST_LIMIT); add("opp" + i + "_dir", -180, 180); add("opp" + i + "_goalie", 0, 1);
        }
        add("mode_play_on", 0, 1); add("mode_our_set_piece", 0, 1); add("mode_their_set_piece", 0, 1);
        add("episode_fraction", 0, 1);
        if (perceived) add("see_age", 0, SEE_AGE_LIMIT);
    }

    private void add(String name, double lo, double hi) {
        low[names.size()] = (float) lo;
        high[names.size()] = (float) hi;
        names.add(name);
    }

    public int size() { return size; }
    public List<String> names() { return List.copyOf(names); }
    public float low(int i) { return low[i]; }
    public float high(int i) { return high[i]; }
    public int teammates() { return teammates; }
    public int opponents() { return opponents; }
    public boolean perceived() { return perceived; }
    public int mate(int slot) { return MATES + slot * MATE_SIZE; }
    public int opp(int slot) { return opps + slot * OPP_SIZE; }
    public int mode() { return mode; }
    public int episodeFraction() { return episodeFraction; }
    public int seeAge() { return seeAge; }
}
