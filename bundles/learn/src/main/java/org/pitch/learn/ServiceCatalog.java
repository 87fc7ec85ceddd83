package org.pitch.learn;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.pitch.api.learn.RewardFunction;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.protocol.PlayerCodec;

/** A {@link Catalog} that services join and leave (the framework's references, or a test adding its own). */
public final class ServiceCatalog implements Catalog {
    private final Map<String, RewardFunction> rewards = new ConcurrentHashMap<>();
    private final Map<String, ScriptedPolicy> policies = new ConcurrentHashMap<>();
    private final List<PlayerCodec> codecs = new CopyOnWriteArrayList<>();

    public void addReward(String name, RewardFunction f) { rewards.put(name, f); }

    public void removeReward(String name, RewardFunction f) { rewards.remove(name, f); }

    public void addPolicy(String name, ScriptedPolicy p) { policies.put(name, p); }

    public void removePolicy(String name, ScriptedPolicy p) { policies.remove(name, p); }

    public void addCodec(PlayerCodec c) { codecs.add(c); }

    public void removeCodec(PlayerCodec c) { codecs.remove(c); }

    @Override public RewardFunction reward(String name) { return rewards.get(name); }

    @Override public Collection<String> rewardNames() { return new TreeSet<>(rewards.keySet()); }

    @Override public ScriptedPolicy policy(String name) { return policies.get(name); }

    @Override public Collection<String> policyNames() { return new TreeSet<>(policies.keySet()); }

    @Override
    public PlayerCodec playerCodec(int version) {
        for (PlayerCodec c : codecs) if (c.versions().contains(version)) return c;
        return null;
    }
}
