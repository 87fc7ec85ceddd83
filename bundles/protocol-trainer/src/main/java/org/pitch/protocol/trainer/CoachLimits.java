package org.pitch.protocol.trainer;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;

/**
 * The few server parameters that decide how a trainer's or an online coach's command is read:
 * where a plain say is cut, the freeform length limit of a coach-language say, and the range a
 * trainer's {@code move} direction is limited to.
 *
 * @param sayCoachMsgSize {@code say_coach_msg_size}: a plain say longer than this is cut to it;
 *        the longest freeform text of a coach-language say
 * @param minMoment {@code minmoment}, the lowest direction a {@code move} may give
 * @param maxMoment {@code maxmoment}, the highest
 */
public record CoachLimits(int sayCoachMsgSize, double minMoment, double maxMoment) {
    /** rcssserver's defaults: 128 characters, -180..180 degrees. */
    public static final CoachLimits DEFAULTS = new CoachLimits(128, -180, 180);

    /** The limits of a configuration, or {@link #DEFAULTS} without one. */
    public static CoachLimits of(ServerConfiguration configuration) {
        return configuration == null ? DEFAULTS : of(configuration.parameters());
    }

    public static CoachLimits of(Parameters parameters) {
        return new CoachLimits(parameters.integer(ServerParam.SAY_COACH_MSG_SIZE),
                parameters.real(ServerParam.MINMOMENT), parameters.real(ServerParam.MAXMOMENT));
    }

    /** rcssserver's {@code rcss::bound(minmoment, direction, maxmoment)}, C++'s max-then-min. */
    public double boundMoment(double direction) {
        double atLeast = minMoment < direction ? direction : minMoment;
        return maxMoment < atLeast ? maxMoment : atLeast;
    }
}
