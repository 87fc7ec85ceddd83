package org.pitch.model.stamina;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.model.StaminaModel;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;

/**
 * The stamina model of manual §4.5.2 ("Stamina Model") with the v13 stamina capacity, as
 * rcssserver 19 computes it. At the end of every cycle, with the stamina left after this cycle's dash:
 * <pre>
 * if stamina &lt;= recover_dec_thr × stamina_max:  recovery = max(recover_min, recovery - recover_dec)   (only if recovery &gt; recover_min)
 * if stamina &lt;= effort_dec_thr × stamina_max:   effort = max(effort_min(type), effort - effort_dec)   (only if effort &gt; effort_min)
 * if stamina &gt;= effort_inc_thr × stamina_max:   effort = min(effort_max(type), effort + effort_inc)   (only if effort &lt; effort_max)
 * inc = min(recovery × stamina_inc_max(type), stamina_max - stamina)
 * if stamina_capacity &gt;= 0:  inc = min(inc, capacity)
 * stamina += inc;  capacity = max(0, capacity - inc)   (capacity untouched if stamina_capacity &lt; 0)
 * </pre>
 * The capacity thus shrinks by exactly what is recovered, as the manual's text says ("the same amount
 * of stamina is also consumed from one's stamina_capacity") and rcssserver does; the manual's
 * pseudo-code, read literally, would also drain the capacity by {@code recovery × stamina_inc_max}
 * every cycle at full stamina. Recovery never rises during a half.
 *
 * <p>Restoring (rcssserver 19 and NEWS 13.0.0 / 12.0.0): {@link #reset} is rcssserver's recovery of a
 * player at the kick-off of every normal half and at a substitution: stamina {@code stamina_max},
 * recovery 1.0 (rcssserver ignores {@code recover_init} there, the manual says "reset to 1.0"), effort
 * the type's {@code effort_max}, capacity {@code stamina_capacity} (negative = infinite).
 * {@link #halfTime} distinguishes the two breaks at which something is restored; see there.
 */
@Component(property = "pitch.model.name=standard")
public final class StandardStamina implements StaminaModel {

    /** The recovery every half starts with. */
    static final double RECOVERY_INIT = 1.0;

    @Override
    public void reset(Player player, Parameters parameters) {
        player.stamina(parameters.real(ServerParam.STAMINA_MAX));
        player.recovery(RECOVERY_INIT);
        player.effort(player.type().effortMax());
        player.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
    }

    @Override
    public void endOfCycle(SimulationContext context, Player player) {
        update(player, context.parameters());
    }

    /** One cycle's effort and recovery update and stamina recovery. */
    static void update(Player player, Parameters p) {
        PlayerType type = player.type();
        double staminaMax = p.real(ServerParam.STAMINA_MAX);
        double stamina = player.stamina();

        double recoverMin = p.real(ServerParam.RECOVER_MIN);
        if (stamina <= p.real(ServerParam.RECOVER_DEC_THR) * staminaMax) {
            double recovery = player.recovery();
            if (recovery > recoverMin) recovery -= p.real(ServerParam.RECOVER_DEC);
            if (recovery < recoverMin) recovery = recoverMin;
            player.recovery(recovery);
        }

        if (stamina <= p.real(ServerParam.EFFORT_DEC_THR) * staminaMax) {
            double effort = player.effort();
            if (effort > type.effortMin()) effort -= p.real(ServerParam.EFFORT_DEC);
            if (effort < type.effortMin()) effort = type.effortMin();
            player.effort(effort);
        }

        if (stamina >= p.real(ServerParam.EFFORT_INC_THR) * staminaMax && player.effort() < type.effortMax()) {
            player.effort(Math.min(player.effort() + p.real(ServerParam.EFFORT_INC), type.effortMax()));
        }

        double inc = Math.min(player.recovery() * type.staminaIncMax(), staminaMax - stamina);
        boolean limited = p.real(ServerParam.STAMINA_CAPACITY) >= 0.0;
        if (limited && inc > player.capacity()) inc = player.capacity();
        player.stamina(Math.min(stamina + inc, staminaMax));
        if (limited) player.capacity(Math.max(0.0, player.capacity() - inc));
    }

    /**
     * A break between two periods of play. {@code extraTime == false}: a normal half has ended and
     * another normal half follows; everything is restored as by {@link #reset} (rcssserver does this at
     * the following kick-off, so calling {@link #reset} at that kick-off is the exact equivalent).
     * {@code extraTime == true}: the normal halves have ended and extra time follows; only the
     * capacity is restored, stamina, effort and recovery stay as they are (NEWS 13.0.0: "reset to the
     * initial value just after normal halves"; rcssserver 19 restores nothing else then).
     *
     * <p>The kernel must not call this at the half time between extra halves nor before penalty
     * shoot-outs: rcssserver 19 restores nothing there, neither capacity (NEWS 13.0.0) nor stamina,
     * effort and recovery (NEWS 12.0.0_pre-20071217).
     */
    @Override
    public void halfTime(Player player, Parameters parameters, boolean extraTime) {
        if (extraTime) player.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
        else reset(player, parameters);
    }
}
