package org.pitch.learn.env;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.ServerMatch;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.learn.observe.FeatureLayout;
import org.pitch.learn.observe.Observer;
import org.pitch.learn.scenario.ScenarioSetup;
import org.pitch.learn.scenario.Seat;

/**
 * What one {@code Open} made: the scenario's setup, the match template its simulations open their
 * matches from, the observation and action layouts, the reward mix and the scripted policies, all
 * resolved once. The template is closed when the last of its simulations closes.
 */
public final class Environment {
    private final String scenario;
    private final ScenarioSetup setup;
    private final MatchTemplate template;
    private final ServerMatch serverMatch;
    private final FeatureLayout features;
    private final ActionLayout actions;
    private final RewardMix rewards;
    private final ScriptedPolicy[] policies;
    private final int[] agents;
    private final List<String> agentNames;
    private final IntFunction<Observer> observers;
    private final RawMessages raw;
    private final boolean rawEveryStep;
    private int open;

    /**
     * @param policies  by roster index: the scripted player's policy, null for an agent
     * @param observers a new observer for a simulation, given the roster's size
     * @param raw       writes protocol-19 messages, or null if no codec serves version 19
     * @param rawEveryStep every step's info carries the raw messages (the {@code raw_messages} option)
     */
    public Environment(String scenario, ScenarioSetup setup, MatchTemplate template, FeatureLayout features, RewardMix rewards,
                       ScriptedPolicy[] policies, IntFunction<Observer> observers, RawMessages raw, boolean rawEveryStep,
                       ServerMatch serverMatch) {
        this.serverMatch = serverMatch;
        this.scenario = scenario;
        this.setup = setup;
        this.template = template;
        this.features = features;
        this.actions = new ActionLayout(template.configuration().parameters());
        this.rewards = rewards;
        this.policies = policies.clone();
        this.observers = observers;
        this.raw = raw;
        this.rawEveryStep = rawEveryStep;
        List<Integer> a = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < setup.roster().size(); i++) {
            Seat s = setup.roster().get(i);
            if (!s.isControlled()) continue;
            a.add(i);
            names.add(s.agent());
        }
        agents = a.stream().mapToInt(Integer::intValue).toArray();
        agentNames = List.copyOf(names);
    }

    public String scenario() { return scenario; }

    /** The server's own match the controlled players join, or null: matches of their own from the template. */
    public ServerMatch serverMatch() { return serverMatch; }
    public ScenarioSetup setup() { return setup; }
    public MatchTemplate template() { return template; }
    public FeatureLayout features() { return features; }
    public ActionLayout actions() { return actions; }
    public RewardMix rewards() { return rewards; }
    ScriptedPolicy policy(int seat) { return policies[seat]; }
    /** Roster indices of the controlled players, in the order of the agents. */
    public int agent(int i) { return agents[i]; }
    public int agents() { return agents.length; }
    public List<String> agentNames() { return agentNames; }
    Observer newObserver() { return observers.apply(setup.roster().size()); }
    public RawMessages raw() { return raw; }
    public boolean rawEveryStep() { return rawEveryStep; }

    /** One more simulation uses this environment. */
    void opened() { open++; }

    /** Whether every simulation of it was closed. */
    public boolean closedAll() { return open == 0; }

    /** One simulation closed; the last closes the template. */
    void closed() {
        if (--open == 0) template.close();
    }
}
