package org.pitch.protocol.trainer;

import java.util.HashMap;
import java.util.Map;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * The 51 play-mode names {@code (change_mode MODE)} accepts: rcssserver's PLAYMODE_STRINGS
 * without its empty first entry, matched exactly and case-sensitively.
 */
final class PlayModeNames {
    /** In rcssserver's order (its PlayMode enum). */
    static final String[] NAMES = {
        "before_kick_off", "time_over", "play_on", "kick_off_l", "kick_off_r", "kick_in_l", "kick_in_r",
        "free_kick_l", "free_kick_r", "corner_kick_l", "corner_kick_r", "goal_kick_l", "goal_kick_r",
        "goal_l", "goal_r", "drop_ball", "offside_l", "offside_r", "penalty_kick_l", "penalty_kick_r",
        "first_half_over", "pause", "human_judge", "foul_charge_l", "foul_charge_r", "foul_push_l", "foul_push_r",
        "foul_multiple_attack_l", "foul_multiple_attack_r", "foul_ballout_l", "foul_ballout_r",
        "back_pass_l", "back_pass_r", "free_kick_fault_l", "free_kick_fault_r", "catch_fault_l", "catch_fault_r",
        "indirect_free_kick_l", "indirect_free_kick_r", "penalty_setup_l", "penalty_setup_r",
        "penalty_ready_l", "penalty_ready_r", "penalty_taken_l", "penalty_taken_r", "penalty_miss_l",
        "penalty_miss_r", "penalty_score_l", "penalty_score_r", "illegal_defense_l", "illegal_defense_r",
    };

    private static final Map<String, CoachCommand.ChangeMode> BY_NAME = new HashMap<>();

    static {
        for (String name : NAMES) BY_NAME.put(name, find(name));
    }

    private PlayModeNames() {}

    /** The command for a name, or null when rcssserver does not know it ({@code illegal_mode}). */
    static CoachCommand.ChangeMode changeMode(String name) {
        return BY_NAME.get(name);
    }

    private static CoachCommand.ChangeMode find(String name) {
        for (PlayMode mode : PlayMode.values()) {
            if (mode == PlayMode.NULL) continue;
            if (mode.sided()) {
                if (mode.wireName(Side.LEFT).equals(name)) return new CoachCommand.ChangeMode(mode, Side.LEFT);
                if (mode.wireName(Side.RIGHT).equals(name)) return new CoachCommand.ChangeMode(mode, Side.RIGHT);
            } else if (mode.wireName().equals(name)) {
                return new CoachCommand.ChangeMode(mode, Side.NEUTRAL);
            }
        }
        throw new IllegalStateException("no play mode is called " + name);
    }
}
