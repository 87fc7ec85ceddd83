package org.pitch.sense.vision;

import static java.lang.Double.NaN;

import java.util.List;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SightRules;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.sense.VisionSensor;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

/**
 * The visual sensor of rcssserver 19 for v18+ players (manual §4.3.2).
 *
 * <p>Objects come in rcssserver's order: the 55 landmarks ({@link Landmarks}), the ball, the other
 * players in the world's order, then the field lines ({@link FieldLines}). An object is seen when its
 * direction from the head is strictly inside the view cone ({@link Viewpoint}) and it is nearer than
 * the viewer type's {@code *_max_observation_length}; otherwise, within {@code visible_distance}, it
 * is sensed anonymously ({@code (F)}, {@code (G)}, {@code (B)}, {@code (P)}) with distance and
 * direction only.
 *
 * <p>Directions are rounded to whole degrees. Distances go through the noise model: quantisation
 * with the focus point ({@link Quantisation}) or, after {@code (gaussian_see)}, Gaussian noise
 * ({@link GaussianNoise}). A landmark, the ball or a player seen with its number also carries the
 * distance and direction change (from the velocities relative to the viewer's), except with a
 * probability rising linearly from 0 at the type's far length to 1 at its too-far length, judged on
 * the reported distance: {@code flag_chg_*} for landmarks, {@code ball_vel_*} for the ball,
 * {@code unum_*} for players. Players lose their team name likewise between {@code team_far_length}
 * and {@code team_too_far_length}, then their number between {@code unum_far_length} and
 * {@code unum_too_far_length}; the goalie mark goes with the number. Players seen with their number
 * also show body and head directions; a pointing player the direction of its arm with Gaussian
 * noise growing with the fourth power of the distance; a tackling player {@code t}, else one that
 * kicked {@code k}. In low quality (only without synchronous see) no distances, changes or
 * directions of bodies are sent, only names and directions.
 *
 * <p>Every random draw comes from {@link RandomPurpose#VISION}.
 */
@Component(property = "pitch.model.name=standard")
public final class StandardVisionSensor implements VisionSensor {
    /** rcssserver's direction-change quantisation step (0.1° times a view-width term that is 1 in v19). */
    private static final double DIRECTION_CHANGE_STEP = 0.1;
    /** rcssserver's team name distances for clients before v18 (later ones use the player type's). */
    private static final double OLD_TEAM_FAR_LENGTH = 40.0, OLD_TEAM_TOO_FAR_LENGTH = 60.0;

    /** The narrowest standard deviation of a seen arm's direction: half of 2.5°. */
    private static final double MIN_POINT_SIGMA = Math.toRadians(2.5) * 0.5;

    /**
     * rcssserver 19's see interval (player.cpp, visualsenderplayer.cpp): synchronous see every
     * 1, 2, 3 cycles for a narrow, normal, wide view; asynchronous see every 2, 4, 8 ticks, halved
     * (rounding down) for low quality, i.e. 75, 150, 300 ms or 37.5, 75, 150 ms by default.
     */
    @Override
    public int ticksBetweenSees(Player viewer, boolean synchSee) {
        ViewWidth w = viewer.viewWidth();
        if (synchSee) return w == ViewWidth.NARROW ? 1 : w == ViewWidth.NORMAL ? 2 : 3;
        int ticks = w == ViewWidth.NARROW ? 2 : w == ViewWidth.NORMAL ? 4 : 8;
        return viewer.viewQuality() == ViewQuality.LOW ? ticks / 2 : ticks;
    }

    @Override
    public void see(SimulationContext context, Player viewer, SightRules rules, boolean gaussian, SeeObservation seen) {
        Parameters parameters = context.parameters();
        World world = context.world();
        RandomGenerator random = context.random(RandomPurpose.VISION);
        Viewpoint view = new Viewpoint(viewer, parameters);
        PlayerType type = viewer.type();
        DistanceNoise noise = gaussian
                ? new GaussianNoise(type, random)
                : new Quantisation(parameters.real(ServerParam.QUANTIZE_STEP), parameters.real(ServerParam.QUANTIZE_STEP_L));
        Sight sight = new Sight(view, viewer, type, noise, random, parameters.real(ServerParam.VISIBLE_DISTANCE),
                world.step(), rules.typeTeamLengths());

        seen.start(world.time());
        // indexed loops: no iterator per see
        for (int i = 0, n = Landmarks.ALL.size(); i < n; i++) {
            Landmark l = Landmarks.ALL.get(i);
            if (l.outer() ? rules.outerFlags() : rules.landmarks()) sight.landmark(l, seen);
        }
        sight.ball(world.ball(), seen);
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (p != viewer) sight.player(p, teamName(world, viewer, p), seen);
        }
        FieldLines.see(view, parameters.real(ServerParam.QUANTIZE_STEP_L), seen);
    }

    /**
     * The team name the viewer reads on a player's shirt: its own team's real name, the opponents'
     * public one, which the anonymous-teams rule may have set to {@code fixed_teamname_l/_r}.
     */
    private static String teamName(World world, Player viewer, Player seen) {
        Team team = world.team(seen.side());
        return team == null ? "" : team.nameSeenBy(viewer.side());
    }

    /** One see message being built: the viewer, its noise and its random stream. */
    private static final class Sight {
        private final Viewpoint view;
        private final Player viewer;
        private final PlayerType type;
        private final DistanceNoise noise;
        private final RandomGenerator random;
        private final double visibleDistance;
        private final long step;
        /** Before v18 team names were told up to fixed distances, not the type's observation lengths. */
        private final double teamFar, teamTooFar;

        Sight(Viewpoint view, Player viewer, PlayerType type, DistanceNoise noise, RandomGenerator random,
              double visibleDistance, long step, boolean typeTeamLengths) {
            this.view = view;
            this.viewer = viewer;
            this.type = type;
            this.noise = noise;
            this.random = random;
            this.visibleDistance = visibleDistance;
            this.step = step;
            this.teamFar = typeTeamLengths ? type.teamFarLength() : OLD_TEAM_FAR_LENGTH;
            this.teamTooFar = typeTeamLengths ? type.teamTooFarLength() : OLD_TEAM_TOO_FAR_LENGTH;
        }

        void landmark(Landmark l, SeeObservation out) {
            double actual = view.distance(l.x(), l.y());
            if (actual > visibleDistance && view.surelyOutside(l.x(), l.y(), actual)) return; // neither seen nor sensed
            double direction = view.direction(l.x(), l.y());
            boolean visible = view.inCone(direction) && actual < type.flagMaxObservationLength();
            if (!visible && actual > visibleDistance) return;
            double dir = Viewpoint.degrees(direction);
            if (!view.high) {
                out.add(l.kind(), l.name(), !visible, NaN, dir, NaN, NaN);
                return;
            }
            double reported = noise.landmark(actual, view.distanceFromFocus(l.x(), l.y()));
            if (visible && !decide(noChangeProbability(reported, type.flagChgFarLength(), type.flagChgTooFarLength()))) {
                changes(0, 0, l.x(), l.y(), actual, reported);
                out.add(l.kind(), l.name(), false, reported, dir, distanceChange, directionChange);
            } else {
                out.add(l.kind(), l.name(), !visible, reported, dir, NaN, NaN);
            }
        }

        void ball(Ball b, SeeObservation out) {
            double actual = view.distance(b.x(), b.y());
            if (actual > visibleDistance && view.surelyOutside(b.x(), b.y(), actual)) return; // neither seen nor sensed
            double direction = view.direction(b.x(), b.y());
            boolean visible = view.inCone(direction) && actual < type.ballMaxObservationLength();
            if (!visible && actual > visibleDistance) return;
            double dir = Viewpoint.degrees(direction);
            if (!view.high) {
                out.add(Kind.BALL, null, !visible, NaN, dir, NaN, NaN);
                return;
            }
            double reported = noise.mobile(actual, view.distanceFromFocus(b.x(), b.y()));
            if (visible && !decide(noChangeProbability(reported, type.ballVelFarLength(), type.ballVelTooFarLength()))) {
                changes(b.vx(), b.vy(), b.x(), b.y(), actual, reported);
                out.add(Kind.BALL, null, false, reported, dir, distanceChange, directionChange);
            } else {
                out.add(Kind.BALL, null, !visible, reported, dir, NaN, NaN);
            }
        }

        void player(Player p, String teamName, SeeObservation out) {
            double actual = view.distance(p.x(), p.y());
            if (actual > visibleDistance && view.surelyOutside(p.x(), p.y(), actual)) return; // neither seen nor sensed
            double direction = view.direction(p.x(), p.y());
            boolean visible = view.inCone(direction) && actual < type.playerMaxObservationLength();
            if (!visible && actual > visibleDistance) return;
            double dir = Viewpoint.degrees(direction);
            if (!visible) {
                double reported = view.high ? noise.mobile(actual, view.distanceFromFocus(p.x(), p.y())) : NaN;
                out.add(Kind.PLAYER, null, true, null, 0, false, reported, dir,
                        NaN, NaN, NaN, NaN, NaN, false, false);
                return;
            }
            double reported = noise.mobile(actual, view.distanceFromFocus(p.x(), p.y()));
            boolean team = !decide(noChangeProbability(reported, teamFar, teamTooFar));
            boolean unum = team && !decide(noChangeProbability(reported, type.unumFarLength(), type.unumTooFarLength()));
            String name = team ? teamName : null;
            int number = unum ? p.unum() : 0;
            boolean goalie = unum && p.goalie();
            if (!view.high) {
                out.add(Kind.PLAYER, null, false, name, number, goalie, NaN, dir,
                        NaN, NaN, NaN, NaN, NaN, false, false);
                return;
            }
            double point = pointDirection(p, actual);
            boolean tackling = p.tackleUntil() > step;
            boolean kicking = !tackling && p.kicking(step);
            if (!unum) {
                out.add(Kind.PLAYER, null, false, name, 0, false, reported, dir,
                        NaN, NaN, NaN, NaN, point, tackling, kicking);
                return;
            }
            changes(p.vx(), p.vy(), p.x(), p.y(), actual, reported);
            double body = Viewpoint.degrees(view.relative(p.bodyRadians()));
            double head = Viewpoint.degrees(view.relative(p.neckRadians() + p.bodyRadians()));
            out.add(Kind.PLAYER, null, false, name, number, goalie, reported, dir,
                    distanceChange, directionChange, body, head, point, tackling, kicking);
        }

        /**
         * The direction of a pointing player's arm relative to the viewer's head, whole degrees, with
         * Gaussian noise: σ from 1.25° near to 180° at {@code team_too_far_length}, growing with the
         * fourth power of the distance; NaN when the player does not point.
         */
        private double pointDirection(Player p, double distance) {
            if (!p.pointing() || step >= p.armExpiresAt()) return NaN;
            double pointerHead = p.bodyRadians() + p.neckRadians();
            double dx = p.armTargetX() - p.x(), dy = p.armTargetY() - p.y();
            double toTarget = dx == 0.0 && dy == 0.0 ? 0.0 : Libm.atan2(dy, dx);
            double relativeToPointer = Viewpoint.normalize(toTarget - pointerHead);
            double mean = relativeToPointer + pointerHead - view.body - view.neck;
            double sigma = Libm.pow(distance / type.teamTooFarLength(), 4) * (Math.PI - MIN_POINT_SIGMA) + MIN_POINT_SIGMA;
            return Viewpoint.degrees(Viewpoint.normalize(mean + sigma * random.nextGaussian()));
        }

        /** The last {@link #changes} computed: distance change and direction change. */
        private double distanceChange, directionChange;

        /** Distance and direction change of an object moving at (vx, vy) as the viewer sees it, into the two fields above. */
        private void changes(double vx, double vy, double px, double py, double actual, double reported) {
            if (actual == 0.0) {
                distanceChange = 0.0;
                directionChange = 0.0;
                return;
            }
            double rvx = vx - viewer.vx(), rvy = vy - viewer.vy();
            double ux = (px - view.x) / actual, uy = (py - view.y) / actual;
            double radial = rvx * ux + rvy * uy;
            double angular = Math.toDegrees((rvy * ux - rvx * uy) / actual);
            directionChange = angular == 0.0 ? 0.0 : DistanceNoise.quantize(angular, DIRECTION_CHANGE_STEP);
            distanceChange = noise.distanceChange(radial, actual, reported);
        }

        /** Whether something is left out, with the given probability (≤ 0: never, ≥ 1: always). */
        private boolean decide(double probability) {
            if (probability >= 1.0) return true;
            if (!(probability > 0.0)) return false;
            return random.nextDouble() < probability;
        }
    }

    /** Linear from 0 at {@code far} to 1 at {@code tooFar}; −∞ or +∞ when both lengths are equal. */
    static double noChangeProbability(double distance, double far, double tooFar) {
        return (distance - far) / (tooFar - far);
    }
}
