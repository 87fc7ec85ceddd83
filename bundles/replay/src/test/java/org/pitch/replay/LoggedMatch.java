package org.pitch.replay;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import org.pitch.api.command.AttentionTo;
import org.pitch.api.command.Catch;
import org.pitch.api.command.ChangeFocus;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Move;
import org.pitch.api.command.PointTo;
import org.pitch.api.command.Say;
import org.pitch.api.command.Tackle;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;
import org.pitch.embedded.Pitch;
import org.pitch.kernel.Simulation;

/**
 * A short real match (the server's own models and rules, 5 against 4 with goalies, two halves of
 * 100 cycles) played by scripted players who chase the ball, kick at the goal, and now and then
 * turn the neck, change the view, point, attend, change the focus, say something or tackle; a
 * goalie catches; a player is shown a yellow and one a red card. The real game log recorder
 * writes the log; monitors of versions 3, 4, 5 and JSON "watch live" meanwhile: their writers get
 * every cycle as a live server's monitor sessions give it, and what they write is kept.
 */
final class LoggedMatch {
    /** The monitor versions watched live. */
    static final double[] MONITORS = {3, 4, 5, -1};

    final Path log;
    /** Per monitor version: the greeting, and the show of every cycle the log holds. */
    final Map<Double, List<String>> greetings = new LinkedHashMap<>();
    final Map<Double, List<String>> shows = new LinkedHashMap<>();
    int goals, catches, kicks, tackles, cards;

    private LoggedMatch(Path log) { this.log = log; }

    static LoggedMatch play(Path dir, int logVersion, long seed) throws Exception {
        Pitch pitch = Pitch.builder().args("pitch.seed=" + seed, "server::half_time=10", "server::game_log_dir=" + dir,
                "server::game_log_version=" + logVersion, "server::game_log_fixed=true", "server::game_log_fixed_name=match",
                "server::record_messages=true", "server::text_logging=false", "server::auto_mode=false",
                "server::game_log_compression=" + (logVersion == 5 ? 6 : 0)).build();
        Simulation sim = pitch.simulation();
        List<Player> left = new ArrayList<>(), right = new ArrayList<>();
        for (int u = 1; u <= 5; u++) left.add(sim.addPlayer(Side.LEFT, "Left", u, u == 1));
        for (int u = 1; u <= 4; u++) right.add(sim.addPlayer(Side.RIGHT, "Right", u == 4 ? 9 : u, u == 1));
        Map<Double, MonitorWriter> writers = new LinkedHashMap<>();
        Path file = dir.resolve("match.rcg" + (logVersion == 5 ? ".gz" : ""));
        LoggedMatch m = new LoggedMatch(file);
        for (double v : MONITORS) {
            MonitorCodec codec = MonitorCodecs.monitor(v);
            MonitorWriter w = codec.open(v, sim.parameters());
            List<String> greeting = new ArrayList<>();
            w.greeting(new TextSink(greeting), sim.world());
            writers.put(v, w);
            m.greetings.put(v, greeting);
            m.shows.put(v, new ArrayList<>());
        }
        Random random = new Random(seed);
        World world = sim.world();
        int waiting = 0;
        boolean timeOverLogged = false, shotAtGoalie = false, shotAtGoal = false;
        for (int step = 0; step < 400; step++) {
            PlayMode mode = world.playMode();
            if (mode == PlayMode.TIME_OVER) break;
            if (mode == PlayMode.BEFORE_KICK_OFF) {
                if (waiting == 0) {
                    // goalies in their goals, one player of each side at the centre spot for the kick-off
                    for (Player p : left) sim.submit(p, p.goalie() ? new Move(-50, 0) : new Move(p.unum() == 5 ? -0.5 : -5 * p.unum(), 3 * p.unum() - 9));
                    for (Player p : right) sim.submit(p, p.goalie() ? new Move(-50, 0) : new Move(p.unum() == 9 ? -0.5 : -4 * p.unum(), 8 - 2 * p.unum()));
                }
                if (waiting == 1) {
                    // a right player connects facing its own goal (as in rcssserver): it turns round
                    for (Player p : right) sim.submit(p, new Turn(180));
                }
                if (++waiting == 4) {
                    sim.refereeContext().kickOff();
                    waiting = 0;
                }
            } else {
                for (Player p : world.players()) command(sim, p, world, random, m);
            }
            if (world.time() >= 20 && mode == PlayMode.PLAY_ON && !shotAtGoalie) {
                // the ball rolls slowly towards the right goalie, who catches it
                shotAtGoalie = true;
                Player goalie = right.get(0);
                world.ball().position(goalie.x() - 3, goalie.y() + 0.2);
                world.ball().velocity(0.8, 0);
            }
            if (world.time() >= 30 && mode == PlayMode.PLAY_ON && m.cards == 0) {
                sim.humanCard(left.get(2), Card.YELLOW);
                m.cards++;
            }
            if (world.time() >= 80 && mode == PlayMode.PLAY_ON && m.cards == 1) {
                sim.humanCard(right.get(3), Card.RED);
                m.cards++;
            }
            if (world.time() >= 45 && m.goals == 0 && !shotAtGoal && mode != PlayMode.BEFORE_KICK_OFF && !mode.isStoppage() && mode != PlayMode.TIME_OVER) {
                // a shot that cannot miss, past the goalie: the goal, the clock standing, the kick-off;
                // a set play nobody takes (the scripted players only kick what is at their feet) is
                // ended first, as a trainer would: a free kick taken at once (which, unlike play_on
                // or a drop ball, also ends an indirect free kick, from which nobody can score)
                if (mode != PlayMode.PLAY_ON) {
                    sim.refereeContext().changePlayMode(PlayMode.FREE_KICK, Side.LEFT);
                    sim.refereeContext().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
                }
                for (Player p : world.players()) p.holdingBall(false);
                shotAtGoal = true;
                Ball b = world.ball();
                b.position(FieldGeometry.HALF_LENGTH - 1.5, 3); // behind the goalie, crossing the line in the next cycle
                b.velocity(2.0, 0);
            }
            int scoreBefore = score(world);
            sim.step();
            if (score(world) > scoreBefore) m.goals++;
            PlayMode now = world.playMode();
            boolean logged = now != PlayMode.BEFORE_KICK_OFF && (now != PlayMode.TIME_OVER || !timeOverLogged);
            if (now == PlayMode.TIME_OVER) timeOverLogged = true;
            for (Map.Entry<Double, MonitorWriter> e : writers.entrySet()) {
                List<String> out = new ArrayList<>();
                e.getValue().cycle(new TextSink(out), world);
                if (logged) m.shows.get(e.getKey()).addAll(out);
            }
        }
        sim.end();
        if (!Files.exists(file)) {
            try (Stream<Path> s = Files.list(dir)) {
                throw new AssertionError("no game log " + file + "; the folder has " + s.toList());
            }
        }
        return m;
    }


    private static int score(World w) {
        return (w.team(Side.LEFT) == null ? 0 : w.team(Side.LEFT).score()) + (w.team(Side.RIGHT) == null ? 0 : w.team(Side.RIGHT).score());
    }

    /** What a scripted player does this cycle. */
    private static void command(Simulation sim, Player p, World world, Random random, LoggedMatch m) {
        if (!p.enabled()) return;
        Ball b = world.ball();
        double toBall = Math.toDegrees(Math.atan2(b.y() - p.y(), b.x() - p.x()));
        double relative = normalise(toBall - p.bodyDirection());
        double distance = p.distanceTo(b);
        double goalX = p.side() == Side.LEFT ? FieldGeometry.HALF_LENGTH : -FieldGeometry.HALF_LENGTH;
        if (p.goalie()) {
            if (distance < 1.5 && world.playMode() == PlayMode.PLAY_ON) {
                sim.submit(p, new Catch(relative));
                m.catches++;
            } else if (p.holdingBall()) {
                sim.submit(p, new Kick(100, normalise(Math.toDegrees(Math.atan2(-p.y(), goalX - p.x())) - p.bodyDirection())));
            } else {
                sim.submit(p, new Turn(relative));
            }
        } else if (distance < p.type().kickableArea(sim.parameters().real(ServerParam.BALL_SIZE))) {
            double toGoal = Math.toDegrees(Math.atan2(-p.y(), goalX - p.x()));
            sim.submit(p, new Kick(60 + random.nextInt(41), normalise(toGoal - p.bodyDirection() + random.nextGaussian() * 20)));
            m.kicks++;
        } else if (distance < 2 && random.nextInt(10) == 0) {
            sim.submit(p, new Tackle(relative, random.nextInt(3) == 0));
            m.tackles++;
        } else if (Math.abs(relative) > 15) {
            sim.submit(p, new Turn(relative));
        } else {
            sim.submit(p, new Dash(40 + random.nextInt(61), 0));
        }
        switch (random.nextInt(24)) {
            case 0 -> sim.submit(p, new TurnNeck(random.nextInt(181) - 90));
            case 1 -> sim.submit(p, new ChangeView(ViewWidth.values()[random.nextInt(3)], random.nextBoolean() ? ViewQuality.HIGH : ViewQuality.LOW));
            case 2 -> sim.submit(p, new PointTo(random.nextInt(3) == 0, 5 + random.nextInt(20), random.nextInt(181) - 90));
            case 3 -> sim.submit(p, new AttentionTo(random.nextInt(3) == 0, "our", 1 + random.nextInt(3)));
            case 4 -> sim.submit(p, new ChangeFocus(random.nextInt(11) - 5, random.nextInt(41) - 20));
            case 5 -> sim.submit(p, new Say("hello " + p.unum()));
            default -> { }
        }
    }

    private static double normalise(double degrees) {
        double d = degrees % 360;
        if (d > 180) d -= 360;
        if (d < -180) d += 360;
        return d;
    }
}
