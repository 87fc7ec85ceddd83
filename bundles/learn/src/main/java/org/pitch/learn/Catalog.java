package org.pitch.learn;

import java.util.Collection;

import org.pitch.api.learn.RewardFunction;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.protocol.PlayerCodec;

/**
 * The services an environment picks by name when it is opened (never while stepping): reward
 * functions, scripted policies, and the player codec that writes raw protocol-19 messages.
 */
public interface Catalog {
    /** The reward function named {@code name} ({@link RewardFunction#NAME}), or null. */
    RewardFunction reward(String name);

    Collection<String> rewardNames();

    /** The scripted policy named {@code name} ({@link ScriptedPolicy#NAME}), or null. */
    ScriptedPolicy policy(String name);

    Collection<String> policyNames();

    /** A player codec serving protocol {@code version}, or null. */
    PlayerCodec playerCodec(int version);
}
