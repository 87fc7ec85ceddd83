package org.pitch.sense.aural;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.sense.AuralSensor;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Speaker;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The aural sensor of rcssserver 19 (manual §4.3.1,
 * "Capacity of the Aural Sensor", "Focus", "Range of Communication"; rcssserver's player audio
 * sender and the player's hear capacity).
 *
 * <h2>What a player hears</h2>
 * <ul>
 * <li>its own {@code say}, always, as {@code self};</li>
 * <li>the referee, always;</li>
 * <li>the trainer ({@code coach}), always, and an online coach's plain (pre-CLANG) message,
 *     always: both teams hear these;</li>
 * <li>an online coach's CLANG message (a message starting with {@code '('}), only if the listener
 *     plays for that coach's side: rcssserver sends coach-language messages to the coach's own
 *     team only;</li>
 * <li>another player's {@code say} only if the speaker was within {@code server::audio_cut_dist}
 *     when it spoke ({@link #hearersNow}: rcssserver decides the distance then; squared distances
 *     compared, as rcssserver does), and only while the listener's hear
 *     capacity for the speaker's team allows: each team (teammates, opponents) has its own
 *     capacity, which starts at {@code hear_max}, grows by {@code hear_inc} every simulated
 *     cycle up to {@code hear_max}, and must be at least {@code hear_decay} for a message to be
 *     heard, which then costs {@code hear_decay}.</li>
 * </ul>
 *
 * <h2>Which players' messages, when more arrive than can be heard</h2>
 * The candidates (other players' messages within range, in the order said) are drawn one at a
 * time without replacement until none is left or no capacity remains: if the listener attends to
 * a player ({@code attentionto}) who said something this cycle, one of that player's messages
 * (chosen at random if there are several); otherwise one message chosen at random among all
 * remaining candidates of both teams. Each drawn message is heard if the capacity for its
 * speaker's team allows, and is otherwise lost. Draws use the match's
 * {@link RandomPurpose#HEARING} stream; no number is drawn when there is one choice only.
 * With the default parameters (1, 1, 1) a player hears at most one message per team per cycle:
 * the attended player's if he spoke, else a random one.
 *
 * <h2>Order and content</h2>
 * rcssserver sends referee announcements and CLANG messages the moment they are made, and the
 * cached coach, own and other players' messages after {@code sense_body}; the list is in that
 * order: referee and CLANG messages (in the order given), then trainer and plain online coach
 * messages, then the listener's own messages, then the heard player messages in draw order.
 * A player message's direction is the direction from the listener to the speaker relative to
 * the listener's body, in degrees, normalised to [-180, 180] (computed through radians as
 * rcssserver does; the codec truncates it). Teammates are reported as {@code our} with their
 * uniform number, opponents as {@code opp} with unum 0, as the version 8+ protocol tells them.
 *
 * <h2>State</h2>
 * Hear capacities are kept here, per world and per listening {@link Player} object; the cycles
 * between two calls are counted with {@link World#step()}, so the sensor need not be called in
 * cycles without messages. Players no longer in their world are forgotten once per cycle.
 * Clients of protocol version 7 and older hear at once instead ({@link #hearAtOnce}), from the
 * same capacities. Not modelled (no state for them in the api): the trainer's {@code recover},
 * which refills the hear capacities.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = "pitch.model.name=standard")
public final class StandardAuralSensor implements AuralSensor {
    /** How a player hears its own say. */
    static final String SELF = "self";


    /** The hear capacities of one listener. */
    private static final class Ear {
        long teammates, opponents;
        long step;

        /** A message from a teammate ({@code ours}) or an opponent is heard if its team's capacity allows: it then costs {@code decay}. */
        boolean spend(boolean ours, long decay) {
            if ((ours ? teammates : opponents) < decay) return false;
            if (ours) teammates -= decay;
            else opponents -= decay;
            return true;
        }
    }

    /** The listeners of one world. */
    private static final class Listeners {
        final Map<Player, Ear> ears = new IdentityHashMap<>();
        long purgedAt = Long.MIN_VALUE;
    }

    private final Map<World, Listeners> worlds = new WeakHashMap<>();
    /** Indices of the candidate messages still to draw; reused from call to call. */
    private int[] pool = new int[32];

    /** Synchronised only so that matches run on different threads may share this component. */
    @Override
    public synchronized List<Heard> hear(SimulationContext context, Player listener, List<Spoken> spoken) {
        World world = context.world();
        Ear ear = ear(context, world, listener);
        int n = spoken.size();
        if (n == 0) return Collections.emptyList();

        List<Heard> heard = new ArrayList<>(Math.min(n, 8));
        int candidates = 0;
        double cut2 = cutSquared(context.parameters());
        if (pool.length < n) pool = new int[Math.max(n, pool.length * 2)];

        // referee announcements and CLANG messages: sent at once by rcssserver
        for (int i = 0; i < n; i++) {
            Spoken s = spoken.get(i);
            if (s.speaker() != null) {
                Side from = s.speaker().side();
                boolean audible = listener.hearsFull(from) || listener.hearsPartial(from); // (ear ...)
                if (s.speaker() != listener && audible && reached(s, listener, cut2)) pool[candidates++] = i;
                continue;
            }
            Speaker source = s.source();
            if (source == Speaker.REFEREE) {
                heard.add(new Heard(s.time(), Speaker.REFEREE.heardAs(), 0, false, 0, s.message()));
            } else if (source.onlineCoach() && isClang(s.message()) && listener.side() == source.side()) {
                heard.add(new Heard(s.time(), source.heardAs(), 0, false, 0, s.message()));
            }
        }
        // the trainer's and plain online coach messages, cached until after sense_body
        for (int i = 0; i < n; i++) {
            Spoken s = spoken.get(i);
            if (s.speaker() != null) continue;
            Speaker source = s.source();
            if (source == Speaker.TRAINER || source.onlineCoach() && !isClang(s.message())) {
                heard.add(new Heard(s.time(), source.heardAs(), 0, false, 0, s.message()));
            }
        }
        // the listener's own messages
        for (int i = 0; i < n; i++) {
            Spoken s = spoken.get(i);
            if (s.speaker() == listener) heard.add(new Heard(s.time(), SELF, 0, false, 0, s.message()));
        }
        if (candidates > 0) drawPlayers(context, listener, ear, spoken, candidates, heard);
        return heard;
    }

    /**
     * A listener of protocol 7 or older, the moment something is said (rcssserver's audio sender
     * of those versions): its own say; the trainer's or an online coach's plain say; another
     * player's say within {@code audio_cut_dist} while the capacity for the speaker's team is at
     * least {@code hear_decay}, which it then spends: every such message in the order said, no
     * draw, no attention. A listener sent off hears nothing.
     */
    @Override
    public synchronized Heard hearAtOnce(SimulationContext context, Player listener, Spoken spoken) {
        if (!listener.enabled()) return null;
        Player speaker = spoken.speaker();
        Speaker source = spoken.source();
        if (speaker == null) {
            boolean plain = source == Speaker.TRAINER || source.onlineCoach() && !isClang(spoken.message());
            return plain ? new Heard(spoken.time(), source.heardAs(), 0, false, 0, spoken.message()) : null;
        }
        if (speaker == listener) return new Heard(spoken.time(), SELF, 0, false, 0, spoken.message());
        Ear ear = ear(context, context.world(), listener);
        double cut2 = cutSquared(context.parameters());
        long decay = context.parameters().integer(ServerParam.HEAR_DECAY);
        boolean ours = speaker.side() == listener.side();
        if (!inRange(listener, speaker, cut2) || !ear.spend(ours, decay)) return null;
        return new Heard(spoken.time(), Speaker.PLAYER.heardAs(), direction(listener, speaker), ours, ours ? speaker.unum() : 0,
                spoken.message());
    }

    /** rcssserver's {@code recoverAll}: both of the listener's capacities back at {@code hear_max}. */
    @Override
    public synchronized void recovered(SimulationContext context, Player listener) {
        Ear ear = ear(context, context.world(), listener);
        long max = context.parameters().integer(ServerParam.HEAR_MAX);
        ear.teammates = max;
        ear.opponents = max;
    }

    /** Draws the other players' messages as rcssserver's focused/unfocused selection does. */
    private void drawPlayers(SimulationContext context, Player listener, Ear ear, List<Spoken> spoken,
                             int candidates, List<Heard> heard) {
        Parameters params = context.parameters();
        long decay = params.integer(ServerParam.HEAR_DECAY);
        Side attendedSide = listener.attentionSide();
        int attendedUnum = listener.attentionUnum();
        boolean focused = attendedSide != Side.NEUTRAL;
        RandomGenerator random = null;
        int[] pool = this.pool;
        int remaining = candidates;

        while (remaining > 0 && (ear.teammates >= decay || ear.opponents >= decay)) {
            int pick = -1;
            if (focused) {
                int count = 0, first = -1;
                for (int k = 0; k < remaining; k++) {
                    if (isAttended(spoken.get(pool[k]).speaker(), attendedSide, attendedUnum)) {
                        if (count++ == 0) first = k;
                    }
                }
                if (count == 1) {
                    pick = first;
                } else if (count > 1) {
                    if (random == null) random = context.random(RandomPurpose.HEARING);
                    int nth = random.nextInt(count);
                    for (int k = first; k < remaining; k++) {
                        if (isAttended(spoken.get(pool[k]).speaker(), attendedSide, attendedUnum) && nth-- == 0) {
                            pick = k;
                            break;
                        }
                    }
                }
            }
            if (pick < 0) {
                if (remaining == 1) {
                    pick = 0;
                } else {
                    if (random == null) random = context.random(RandomPurpose.HEARING);
                    pick = random.nextInt(remaining);
                }
            }
            Spoken s = spoken.get(pool[pick]);
            System.arraycopy(pool, pick + 1, pool, pick, remaining - pick - 1);
            remaining--;

            Player speaker = s.speaker();
            boolean ours = speaker.side() == listener.side();
            if (!ear.spend(ours, decay)) continue;
            // heard in full, or (ear on partial) only who spoke: the codec prints (hear T D our U)
            String text = listener.hearsFull(speaker.side()) ? s.message() : null;
            heard.add(new Heard(s.time(), Speaker.PLAYER.heardAs(), direction(listener, speaker), ours, ours ? speaker.unum() : 0, text));
        }
    }

    /**
     * The listener's capacities brought up to this cycle: {@code hear_max} for a new listener,
     * otherwise {@code hear_inc} more per cycle simulated since the last call, at most
     * {@code hear_max}. Forgets, once per cycle, the listeners no longer in the world.
     */
    private Ear ear(SimulationContext context, World world, Player listener) {
        Listeners listeners = worlds.computeIfAbsent(world, w -> new Listeners());
        long step = world.step();
        if (listeners.purgedAt != step) {
            listeners.purgedAt = step;
            for (Iterator<Player> it = listeners.ears.keySet().iterator(); it.hasNext(); ) {
                Player p = it.next();
                if (world.player(p.side(), p.unum()) != p) it.remove();
            }
        }
        Parameters params = context.parameters();
        long max = params.integer(ServerParam.HEAR_MAX);
        Ear ear = listeners.ears.get(listener);
        if (ear == null) {
            ear = new Ear();
            ear.teammates = max;
            ear.opponents = max;
            ear.step = step;
            listeners.ears.put(listener, ear);
        } else if (step > ear.step) {
            long cycles = step - ear.step;
            long inc = params.integer(ServerParam.HEAR_INC);
            ear.teammates = refill(ear.teammates, inc, cycles, max);
            ear.opponents = refill(ear.opponents, inc, cycles, max);
            ear.step = step;
        }
        return ear;
    }

    /** How many listeners of that world this sensor keeps capacities for (for tests). */
    int listeners(World world) {
        Listeners l = worlds.get(world);
        return l == null ? 0 : l.ears.size();
    }

    /** {@code capacity + inc} per cycle, each time capped at {@code max}, without overflow. */
    static long refill(long capacity, long inc, long cycles, long max) {
        if (inc <= 0 || cycles <= 0) return Math.min(capacity, max);
        long room = max - capacity;
        if (room <= 0) return max;
        return cycles >= (room + inc - 1) / inc ? max : capacity + inc * cycles;
    }

    @Override
    public long hearersNow(SimulationContext context, Player speaker) {
        double cut2 = cutSquared(context.parameters());
        long hearers = 0;
        List<Player> players = context.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (p != speaker && inRange(p, speaker, cut2)) hearers |= Spoken.bit(p);
        }
        return hearers;
    }

    /** Whether a player's say reaches the listener: within hearing when it was said, or now if that was not recorded. */
    private static boolean reached(Spoken s, Player listener, double cut2) {
        return s.hearers() == Spoken.AT_DELIVERY ? inRange(listener, s.speaker(), cut2) : s.reached(listener);
    }

    private static boolean inRange(Player listener, Player speaker, double cut2) {
        double dx = speaker.x() - listener.x();
        double dy = speaker.y() - listener.y();
        return dx * dx + dy * dy <= cut2;
    }

    private static boolean isAttended(Player speaker, Side side, int unum) {
        return speaker.side() == side && speaker.unum() == unum;
    }

    /** A coach-language message, printed as the term it is (as the player codec tells them apart). */
    private static boolean isClang(String message) {
        return message != null && !message.isEmpty() && message.charAt(0) == '(';
    }

    /** {@code audio_cut_dist} squared: rcssserver's {@code pow(audio_cut_dist, 2)}, which gcc computes as the product. */
    private static double cutSquared(Parameters p) {
        double cut = p.real(ServerParam.AUDIO_CUT_DIST);
        return cut * cut;
    }

    /**
     * Degrees from the listener's body to the speaker: the direction of the vector from listener
     * to speaker minus the body angle, normalised in radians as rcssserver's {@code angleFromBody}.
     */
    static double direction(Player listener, Player speaker) {
        double dx = speaker.x() - listener.x();
        double dy = speaker.y() - listener.y();
        double th = dx == 0.0 && dy == 0.0 ? 0.0 : Libm.atan2(dy, dx);
        return Math.toDegrees(normalize(th - listener.bodyRadians()));
    }

    /** rcssserver's {@code normalize_angle}, in radians. */
    static double normalize(double a) { return org.pitch.api.geom.Angles.normalizeRadians(a); }
}
