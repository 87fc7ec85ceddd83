package org.pitch.api.sense;

import java.util.List;

import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/** Decides which of this cycle's messages a player hears (capacity, distance, attention). */
@org.osgi.annotation.versioning.ConsumerType
public interface AuralSensor {
    List<Heard> hear(SimulationContext context, Player listener, List<Spoken> spokenThisCycle);

    /**
     * What {@code listener} hears of a message the moment it is said, for a client whose protocol
     * is told at once ({@link org.pitch.api.protocol.PlayerCodec#hearsAtOnce}: rcssserver's
     * versions 1-7): its own say, the trainer's or an online coach's plain say, another player's
     * say in range while the hear capacity lasts (spending it). Such a listener gets only the
     * referee's messages from {@link #hear} after the cycle. Null when it hears nothing of it; a
     * sensor that models no such listener returns null always.
     */
    default Heard hearAtOnce(SimulationContext context, Player listener, Spoken spoken) { return null; }

    /**
     * The players within hearing of a say {@code speaker} makes now ({@link Spoken#hearers}, a
     * {@link Spoken#bit} each): rcssserver decides the distance of a say to listeners of protocol 8
     * and later when it is said and delivers it after the cycle, wherever they stand by then.
     * {@link Spoken#AT_DELIVERY} leaves the distance to {@link #hear}.
     */
    default long hearersNow(SimulationContext context, Player speaker) { return Spoken.AT_DELIVERY; }

    /**
     * A recovery of {@code listener} (rcssserver's {@code recoverAll}: a trainer's {@code
     * (recover)}, the kick-offs of the normal halves, a substitution): its hear capacity is full
     * again, so a say right after it is heard even if the cycle's capacity was spent. A sensor
     * without capacities ignores it.
     */
    default void recovered(SimulationContext context, Player listener) { }
}
