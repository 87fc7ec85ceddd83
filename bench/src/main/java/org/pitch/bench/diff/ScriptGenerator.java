package org.pitch.bench.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.pitch.bench.diff.Script.Action;
import org.pitch.bench.diff.Script.Client;
import org.pitch.bench.diff.Script.Kind;

/**
 * Scripts from a seed: a trainer with its eye on (so the server waits for it from the first
 * step), players of both teams with several protocol versions, an online coach per team, a
 * monitor, then a kick-off by the trainer and steps of random commands, valid and not, with set
 * plays, goals and the half time the trainer brings about.
 *
 * <p>Only content both servers can agree on is generated; what stays random on rcssserver
 * even with the {@link #OPTIONS} is avoided: more than one say per team and step (a listener
 * hears one of them, drawn at random) and {@code (gaussian_see)} (noise drawn per object).
 * Tackles and catches are certain inside their areas ({@code tackle_exponent}, {@code
 * catch_probability}; a heterogeneous goalie's stretched catch area stays a draw) and fail for
 * certain outside; one script of two stages a foul or a catch ({@link #scene}).
 */
public final class ScriptGenerator {
    /** A half's cycles with {@code server::half_time=4} of the {@link #OPTIONS}. */
    public static final int HALF_CYCLES = 40;

    /**
     * Every option that leaves a random draw on rcssserver 19 turned off or made certain: no noise
     * on movement, kicks or wind, a tackle certain inside its area, a foul always seen and never red, the player types listed but
     * every player of type 0 (the first kick-off's random assignment off), logs off. The types
     * themselves are from {@code player::random_seed=42}, which both servers draw alike.
     */
    public static final List<String> OPTIONS = List.of(
            "server::synch_mode=true", "server::coach_w_referee=true", "server::player_rand=0", "server::ball_rand=0",
            "server::kick_rand=0", "server::wind_none=true", "server::wind_force=0", "server::wind_rand=0",
            "server::foul_detect_probability=1", "server::red_card_probability=0", "server::catch_probability=1",
            "server::half_time=4", "server::game_logging=false", "server::text_logging=false",
            "player::random_seed=42", "player::allow_mult_default_type=true", "player::kick_rand_delta_factor=0",
            // a tackle fails with chance (x / tackle_dist)^e + (y / tackle_width)^e: at e = 10^4 it
            // succeeds for certain inside that area and fails for certain outside (but on its edge)
            "server::tackle_exponent=10000", "server::foul_exponent=10000",
            // rcssserver's visual ticks every send_step / 4 keep the phase (of its 300 ms cycle with
            // the default 150) of the cycles it ran on the wall clock before the trainer's eye came
            // on, which decides whether a pre-v18 player sees a newcomer before its first cycle: at
            // 400 a tick falls right after each step, whatever that phase
            "server::send_step=400");

    private static final int[] PLAYER_VERSIONS = {7, 8, 9, 12, 13, 15, 18, 19};
    private static final int[] COACH_VERSIONS = {7, 8, 14, 19};
    private static final int[] MONITOR_VERSIONS = {3, 4, 5};
    private static final String[] TEAMS = {"Left", "Right"};
    private static final String[] MODES = {"play_on", "free_kick_l", "free_kick_r", "corner_kick_l", "kick_in_r", "goal_kick_l",
        "goal_kick_r", "drop_ball", "offside_l", "foul_charge_r", "back_pass_l", "free_kick_fault_r", "indirect_free_kick_l"};
    private static final String[] INVALID = {"(foo)", "(dash)", "(dash abc)", "((((", "(turn 30) garbage", "(kick 10)", "(move)",
        "(say)", "(change_view wide medium)", "()", "(turn_neck)"};

    private final Random random;
    private final List<Client> clients = new ArrayList<>();
    private final List<Action> actions = new ArrayList<>();

    private ScriptGenerator(long seed) {
        random = new Random(seed);
    }

    /** The script of {@code seed}: the same seed, the same script, on every machine. */
    public static Script generate(long seed) {
        ScriptGenerator g = new ScriptGenerator(seed);
        return new Script(seed, OPTIONS, g.clients(), g.actions(seed));
    }

    private List<Client> clients() {
        clients.add(new Client("trainer", Kind.TRAINER, 0, "(init (version " + pick(new int[] {8, 14, 19}) + "))"));
        int step = 1;
        for (int side = 0; side < 2; side++) {
            int players = 1 + random.nextInt(3);
            boolean goalie = random.nextBoolean();
            for (int n = 1; n <= players; n++) {
                String extra = goalie && n == 1 ? " (goalie)" : "";
                clients.add(new Client(TEAMS[side].charAt(0) + Integer.toString(n), Kind.PLAYER, step++,
                        "(init " + TEAMS[side] + " (version " + pick(PLAYER_VERSIONS) + ")" + extra + ")"));
            }
            if (random.nextInt(3) > 0) {
                clients.add(new Client(TEAMS[side].charAt(0) + "coach", Kind.COACH, step++,
                        "(init " + TEAMS[side] + " (version " + pick(COACH_VERSIONS) + "))"));
            }
        }
        if (random.nextBoolean()) clients.add(new Client("monitor", Kind.MONITOR, step, "(dispinit version " + pick(MONITOR_VERSIONS) + ")"));
        return List.copyOf(clients);
    }

    private List<Action> actions(long seed) {
        int kickOff = 0;
        for (Client c : clients) kickOff = Math.max(kickOff, c.step());
        for (int i = 0; i < clients.size(); i++) {
            Client c = clients.get(i);
            if (c.kind() == Kind.TRAINER || c.kind() == Kind.COACH) actions.add(new Action(c.step(), i, "(eye on)"));
        }
        kickOff += 1 + random.nextInt(3);
        int last = kickOff + 40 + random.nextInt(60);
        // a foul or a catch that certainly succeeds, in one script of two (its step after the kick-off)
        int sceneStep = random.nextBoolean() ? kickOff + 2 + random.nextInt(last - kickOff - 2) : -1;
        for (int step = 1; step <= last; step++) {
            boolean[] said = new boolean[2];
            boolean[] inScene = step == sceneStep ? scene(step) : new boolean[clients.size()];
            for (int i = 0; i < clients.size(); i++) {
                Client c = clients.get(i);
                if (inScene[i] || c.step() >= step || random.nextInt(100) >= 45) continue;
                String text = switch (c.kind()) {
                    case PLAYER -> player(c, step < kickOff, said);
                    case COACH -> coach(c);
                    case TRAINER -> step == kickOff ? "(start)" : trainer();
                    case MONITOR -> monitor();
                };
                if (text != null) actions.add(new Action(step, i, text));
            }
            if (step == kickOff && !hasAction(step, 0)) actions.add(new Action(step, 0, "(start)"));
        }
        return List.copyOf(actions);
    }

    /**
     * A scene whose outcome is certain: the trainer puts the ball just in front of a player with an opponent beyond it that can kick the ball, and the player tackles: an intentional foul ({@code on}/{@code true}, always seen,
     * never red: a yellow card and {@code foul_charge}) or a plain one; the opponent kicks or dashes
     * before or after the tackle in the same step, so the order of a kick and a foul tackle of one
     * cycle is tested as it is read. Or, with a goalie on the field, the ball put in front of it
     * inside its penalty area and caught ({@code catch_probability=1}). Which clients' actions the
     * step's scene takes.
     */
    private boolean[] scene(int step) {
        boolean[] taken = new boolean[clients.size()];
        actions.add(new Action(step, 0, "(change_mode play_on)"));
        int goalie = -1;
        for (int i = 0; i < clients.size(); i++) if (clients.get(i).greeting().contains("(goalie)")) goalie = i;
        if (goalie >= 0 && random.nextInt(3) == 0) {
            Client g = clients.get(goalie);
            boolean left = g.name().charAt(0) == 'L';
            double x = (left ? -1 : 1) * (40 + random.nextInt(80) / 10.0), y = -10 + random.nextInt(200) / 10.0;
            int body = left ? 0 : 180;
            actions.add(new Action(step, 0, "(move (player " + team(g) + " 1) " + fmt(x) + " " + fmt(y) + " " + body + " 0 0)"));
            actions.add(new Action(step, 0, "(move (ball) " + fmt(x + (left ? 0.6 : -0.6)) + " " + fmt(y) + ")"));
            actions.add(new Action(step, goalie, "(catch 0)"));
            taken[goalie] = taken[0] = true;
            return taken;
        }
        List<Integer> lefts = new ArrayList<>(), rights = new ArrayList<>();
        for (int i = 0; i < clients.size(); i++) {
            if (clients.get(i).kind() != Kind.PLAYER) continue;
            (clients.get(i).name().charAt(0) == 'L' ? lefts : rights).add(i);
        }
        boolean leftTackles = random.nextBoolean();
        int tackler = (leftTackles ? lefts : rights).get(random.nextInt((leftTackles ? lefts : rights).size()));
        int victim = (leftTackles ? rights : lefts).get(random.nextInt((leftTackles ? rights : lefts).size()));
        // the tackler faces along x (0 on the left, 180 on the right), the ball 0.2 m in front of it
        // (on the tackler itself, tackle_back_dist 0 would fail the tackle), the opponent 0.45 to
        // 0.95 m beyond the ball, where it can kick it and touches neither
        double x = -30 + random.nextInt(600) / 10.0, y = -20 + random.nextInt(400) / 10.0;
        int ahead = leftTackles ? 1 : -1;
        double ballX = x + ahead * 0.2, victimX = ballX + ahead * (0.45 + random.nextInt(6) / 10.0);
        // moving: a foul's free kick is placed where the tackler stands, and a ball on a player
        // outside play on is pushed off at a random angle; moving, the tackler is off that spot
        // before the step's collisions
        String velocity = fmt(-0.3 + random.nextInt(7) / 10.0) + " " + ((random.nextBoolean() ? "" : "-") + fmt(0.1 + random.nextInt(3) / 10.0));
        actions.add(new Action(step, 0, "(move (player " + team(clients.get(tackler)) + " " + unum(tackler) + ") " + fmt(x) + " " + fmt(y) + " "
                + (leftTackles ? 0 : 180) + " " + velocity + ")"));
        actions.add(new Action(step, 0, "(move (player " + team(clients.get(victim)) + " " + unum(victim) + ") " + fmt(victimX) + " " + fmt(y)
                + " " + num(-180, 180) + " 0 0)"));
        actions.add(new Action(step, 0, "(move (ball) " + fmt(ballX) + " " + fmt(y) + ")"));
        String foul = switch (random.nextInt(3)) {
            case 0 -> " on";
            case 1 -> " true";
            default -> "";
        };
        Action tackle = new Action(step, tackler, "(tackle " + num(-90, 90) + foul + ")");
        Action reply = new Action(step, victim, random.nextBoolean() ? "(kick " + num(10, 100) + " " + num(-90, 90) + ")" : "(dash " + num(20, 100) + ")");
        if (random.nextBoolean()) {
            actions.add(tackle);
            actions.add(reply);
        } else {
            actions.add(reply);
            actions.add(tackle);
        }
        taken[tackler] = taken[victim] = taken[0] = true;
        return taken;
    }

    private static String team(Client c) {
        return c.name().charAt(0) == 'L' ? TEAMS[0] : TEAMS[1];
    }

    /** A player's uniform number: its place among its team's players, who greet in turn. */
    private int unum(int client) {
        int n = 0;
        char side = clients.get(client).name().charAt(0);
        for (int i = 0; i <= client; i++) if (clients.get(i).kind() == Kind.PLAYER && clients.get(i).name().charAt(0) == side) n++;
        return n;
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private boolean hasAction(int step, int client) {
        for (Action a : actions) if (a.step() == step && a.client() == client && a.text().equals("(start)")) return true;
        return false;
    }

    private String player(Client c, boolean beforeKickOff, boolean[] said) {
        int side = c.name().charAt(0) == 'L' ? 0 : 1;
        int r = random.nextInt(20);
        if (r == 0) return INVALID[random.nextInt(INVALID.length)];
        if (beforeKickOff && r < 8) return "(move " + num(-50, -1) + " " + num(-30, 30) + ")";
        return switch (r) {
            case 1, 2, 3 -> "(dash " + num(-50, 100) + (random.nextBoolean() ? " " + num(-90, 90) : "") + ")";
            case 4, 5 -> "(turn " + num(-180, 180) + ")";
            case 6 -> "(turn_neck " + num(-90, 90) + ")";
            case 7, 8 -> "(kick " + num(0, 100) + " " + num(-90, 90) + ")";
            case 9 -> "(catch " + num(-90, 90) + ")";
            case 10 -> "(tackle " + num(-90, 90) + ")";
            case 11 -> {
                if (said[side]) yield "(sense_body)";
                said[side] = true;
                yield random.nextBoolean() ? "(say \"hello" + random.nextInt(100) + "\")" : "(say hi" + random.nextInt(10) + ")";
            }
            case 12 -> "(change_view " + (random.nextBoolean() ? "wide" : random.nextBoolean() ? "normal" : "narrow") + " "
                    + (random.nextBoolean() ? "high" : "low") + ")";
            case 13 -> "(sense_body)";
            case 14 -> "(score)";
            case 15 -> random.nextBoolean() ? "(attentionto our 1)" : "(attentionto off)";
            case 16 -> random.nextBoolean() ? "(pointto " + num(1, 30) + " " + num(-90, 90) + ")" : "(pointto off)";
            case 17 -> "(move " + num(-50, -1) + " " + num(-30, 30) + ")";
            default -> "(turn_neck " + num(-30, 30) + ")";
        };
    }

    private String coach(Client c) {
        return switch (random.nextInt(7)) {
            case 0 -> "(look)";
            case 1 -> "(team_names)";
            case 2 -> "(check_ball)";
            case 3 -> "(say (freeform \"go" + random.nextInt(10) + "\"))";
            case 4 -> "(change_player_type " + (1 + random.nextInt(3)) + " " + random.nextInt(18) + ")";
            case 5 -> INVALID[random.nextInt(INVALID.length)];
            default -> "(eye on)";
        };
    }

    private String trainer() {
        int r = random.nextInt(20);
        return switch (r) {
            case 0, 1 -> "(look)";
            case 2 -> "(check_ball)";
            case 3 -> "(team_names)";
            case 4 -> "(change_mode " + MODES[random.nextInt(MODES.length)] + ")";
            case 5 -> "(move (ball) " + num(-50, 50) + " " + num(-30, 30) + ")";
            // a shot at either goal from the penalty spot: a goal, or a ball rolling out
            case 6 -> "(move (ball) " + (random.nextBoolean() ? "40 " : "-40 ") + num(-8, 8) + " 0 " + (random.nextBoolean() ? "3" : "-3") + " 0)";
            case 7 -> "(move (player " + TEAMS[random.nextInt(2)] + " " + (1 + random.nextInt(3)) + ") " + num(-50, 50) + " "
                    + num(-30, 30) + ")";
            case 8 -> "(recover)";
            case 9 -> "(say \"trainer" + random.nextInt(10) + "\")";
            case 10 -> "(ear " + (random.nextBoolean() ? "on" : "off") + ")";
            case 11 -> INVALID[random.nextInt(INVALID.length)];
            default -> "(eye on)";
        };
    }

    private String monitor() {
        return switch (random.nextInt(8)) {
            case 0 -> "(dispfoo)";
            case 1 -> "(dispstart)";
            default -> null;
        };
    }

    private String num(int from, int to) {
        // whole numbers or one decimal: both servers parse them alike
        double v = from + random.nextInt((to - from) * 10 + 1) / 10.0;
        return v == Math.rint(v) ? Integer.toString((int) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private int pick(int[] values) {
        return values[random.nextInt(values.length)];
    }
}
