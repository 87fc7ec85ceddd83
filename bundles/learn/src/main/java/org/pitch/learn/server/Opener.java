package org.pitch.learn.server;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.ServerMatch;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.learn.InvalidRequest;
import org.pitch.learn.env.Environment;
import org.pitch.learn.env.RawMessages;
import org.pitch.learn.env.RewardMix;
import org.pitch.learn.observe.FeatureLayout;
import org.pitch.learn.observe.FullObserver;
import org.pitch.learn.observe.Observer;
import org.pitch.learn.observe.PerceivedObserver;
import org.pitch.learn.proto.Open;
import org.pitch.learn.scenario.Options;
import org.pitch.learn.scenario.Scenario;
import org.pitch.learn.scenario.ScenarioSetup;
import org.pitch.learn.scenario.Scenarios;
import org.pitch.learn.scenario.Seat;

/**
 * Turns an {@code Open} into an {@link Environment}: the scenario and its options, the common
 * options ({@code observation}, {@code reward}, {@code seed}, {@code raw_messages}), the
 * configuration (the scenario's profile, then what its options imply, then the client's
 * {@code server_args}), the template, the reward mix and the scripted policies.
 */
final class Opener {
    /** What an Open made: the environment and the options that concern the connection. */
    record Opened(Environment environment, String optionsUsed, Long seed) {}

    private final Services services;

    Opener(Services services) { this.services = services; }

    Opened open(Open request) throws InvalidRequest {
        Scenario scenario = Scenarios.byId(request.getScenario());
        if (scenario == null) {
            throw new InvalidRequest("scenario", "no scenario '" + request.getScenario() + "' (valid: " + String.join(", ", Scenarios.ids()) + ")");
        }
        Options options = new Options(request.getOptionsMap());
        boolean perceived = options.choice("observation", "full", "perceived").equals("perceived");
        String seedText = options.text("seed", "");
        Long seed = null;
        if (!seedText.isBlank()) {
            try {
                seed = Long.parseLong(seedText.trim());
            } catch (NumberFormatException e) {
                throw new InvalidRequest(Options.field("seed"), "seed: '" + seedText + "' is not an integer (valid: any 64-bit integer, or empty for a seed of the clock)");
            }
        }
        boolean raw = options.bool("raw_messages", false);
        String rewardSpec = options.has("reward") ? options.text("reward", "") : null;
        ScenarioSetup setup = scenario.configure(options);
        if (rewardSpec == null) rewardSpec = options.text("reward", setup.defaultReward());
        options.checkAllRead();

        ConfigurationFactory configurations = services.configurations().get();
        SimulationFactory simulations = services.simulations().get();
        if (configurations == null || simulations == null) {
            throw new InvalidRequest("scenario", "the server cannot open simulations now: no "
                    + (configurations == null ? "configuration factory (the config bundle)" : "simulation factory (the kernel bundle)") + " is running");
        }
        List<String> args = new ArrayList<>(List.of("--profile", scenario.profile()));
        args.addAll(setup.serverArgs());
        args.addAll(request.getServerArgsList());
        ServerConfiguration configuration;
        try {
            configuration = configurations.load(args);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequest("server_args", e.getMessage());
        }
        RewardMix rewards = RewardMix.parse(rewardSpec, services.catalog(), Options.field("reward"));
        ScriptedPolicy[] policies = policies(setup);
        var codec = services.catalog().playerCodec(19);
        if (raw && codec == null) throw new InvalidRequest(Options.field("raw_messages"), "raw_messages: no player codec serves protocol 19 in this server");
        RawMessages rawMessages = codec == null ? null : new ProtocolMessages(codec); // a Step may ask for them too
        MatchTemplate template;
        try {
            template = simulations.prepare(configuration);
        } catch (IllegalStateException e) {
            throw new InvalidRequest("scenario", "cannot prepare " + scenario.id() + ": " + e.getMessage());
        }
        FeatureLayout features = new FeatureLayout(setup.teammateSlots(), setup.opponentSlots(), perceived, configuration.parameters());
        IntFunction<Observer> observers = perceived ? PerceivedObserver::new : FullObserver::new;
        ServerMatch serverMatch = null;
        if (setup.joinsServerMatch()) {
            serverMatch = services.serverMatch().get();
            if (serverMatch == null) throw new InvalidRequest(Options.field("server_match"), "server_match: the server's own match is not running");
        }
        Environment env = new Environment(scenario.id(), setup, template, features, rewards, policies, observers, rawMessages, raw, serverMatch);
        return new Opened(env, options.usedAsHocon(), seed);
    }

    private ScriptedPolicy[] policies(ScenarioSetup setup) throws InvalidRequest {
        List<Seat> roster = setup.roster();
        ScriptedPolicy[] policies = new ScriptedPolicy[roster.size()];
        for (int i = 0; i < roster.size(); i++) {
            Seat s = roster.get(i);
            if (s.isControlled()) continue;
            policies[i] = services.catalog().policy(s.policy());
            if (policies[i] == null) {
                throw new InvalidRequest("scenario", s.agent() + " is played by the scripted policy '" + s.policy() + "', which no bundle provides (available: "
                        + String.join(", ", services.catalog().policyNames()) + ")");
            }
        }
        return policies;
    }
}
