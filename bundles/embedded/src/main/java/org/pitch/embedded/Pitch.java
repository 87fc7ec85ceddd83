package org.pitch.embedded;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.pitch.api.model.ActionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.transport.Transport;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.Kernel;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;
import org.pitch.model.body.StandardChangeFocus;
import org.pitch.model.catchball.StandardCatch;
import org.pitch.model.body.StandardChangeView;
import org.pitch.model.body.StandardMove;
import org.pitch.model.body.StandardPointTo;
import org.pitch.model.body.StandardTurn;
import org.pitch.model.body.StandardTurnNeck;
import org.pitch.model.dash.StandardDash;
import org.pitch.model.dash.bipedal.BipedalDash;
import org.pitch.model.dash.StandardStamina;
import org.pitch.model.kick.StandardCollision;
import org.pitch.model.kick.StandardKick;
import org.pitch.model.movement.StandardMovement;
import org.pitch.model.tackle.StandardTackle;
import org.pitch.model.types.StandardPlayerTypes;
import org.pitch.protocol.player.v1.PlayerCodecV1;
import org.pitch.protocol.player.v12.PlayerCodecV12;
import org.pitch.protocol.player.v13.PlayerCodecV13;
import org.pitch.protocol.player.v14.PlayerCodecV14;
import org.pitch.protocol.player.v16.PlayerCodecV16;
import org.pitch.protocol.player.v18.PlayerCodecV18;
import org.pitch.protocol.player.v3.PlayerCodecV3;
import org.pitch.protocol.player.v4.PlayerCodecV4;
import org.pitch.protocol.player.v5.PlayerCodecV5;
import org.pitch.protocol.player.v6.PlayerCodecV6;
import org.pitch.protocol.player.v7.PlayerCodecV7;
import org.pitch.protocol.player.v8.PlayerCodecV8;
import org.pitch.protocol.player.PlayerGreetingParser;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.protocol.clang.StandardClangParser;
import org.pitch.protocol.coach.OnlineCoachCodecV13;
import org.pitch.protocol.coach.OnlineCoachCodecV14;
import org.pitch.protocol.coach.OnlineCoachCodecV5;
import org.pitch.protocol.coach.OnlineCoachCodecV6;
import org.pitch.protocol.coach.OnlineCoachCodecV7;
import org.pitch.protocol.coach.OnlineCoachCodecV8;
import org.pitch.protocol.coach.OnlineCoachGreetingParser;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.TrainerCodecV1;
import org.pitch.protocol.trainer.TrainerCodecV13;
import org.pitch.protocol.trainer.TrainerCodecV14;
import org.pitch.protocol.trainer.TrainerCodecV7;
import org.pitch.protocol.trainer.TrainerCodecV8;
import org.pitch.protocol.trainer.TrainerGreetingParser;
import org.pitch.sense.aural.StandardAttentionTo;
import org.pitch.sense.aural.StandardAuralSensor;
import org.pitch.sense.body.StandardBodySensor;
import org.pitch.sense.vision.StandardVisionSensor;
import org.pitch.rules.time.TimeRule;
import org.pitch.rules.touch.TouchRule;
import org.pitch.rules.catchball.CatchRule;
import org.pitch.rules.foul.FoulRule;
import org.pitch.rules.illegaldefense.IllegalDefenseRule;
import org.pitch.rules.automode.AutoModeRule;
import org.pitch.rules.keepaway.KeepawayRule;
import org.pitch.rules.penalty.PenaltyRule;
import org.pitch.rules.mercy.MercyRule;
import org.pitch.rules.anonymous.AnonymousTeamsRule;
import org.pitch.rules.ballstuck.BallStuckRule;
import org.pitch.rules.offside.OffsideRule;
import org.pitch.rules.freekick.FreeKickRule;
import org.pitch.protocol.monitor.BinaryMonitorCodec;
import org.pitch.protocol.monitor.JsonMonitorCodec;
import org.pitch.protocol.monitor.MonitorGreetingParser;
import org.pitch.protocol.monitor.TextMonitorCodec;
import org.pitch.record.gamelog.GameLogRecorder;
import org.pitch.record.results.ResultsRecorder;
import org.pitch.record.textlog.TextLogRecorder;
import org.pitch.transport.udp.NettyUdpTransport;

/**
 * Pitch without an OSGi framework: the same kernel, models and rules, assembled by hand on the
 * class path or module path. For tests, benchmarks and researchers embedding the simulator.
 *
 * <pre>{@code
 * Pitch pitch = Pitch.builder().args("server::synch_mode=true", "pitch.seed=7").build();
 * Simulation sim = pitch.simulation();       // step it yourself, no threads, no network
 * Kernel server = pitch.start();             // or serve clients over UDP like the real server
 * }</pre>
 */
public final class Pitch {
    private final LoadedConfiguration configuration;
    private final ModelRegistry registry;

    private Pitch(LoadedConfiguration configuration, ModelRegistry registry) {
        this.configuration = configuration;
        this.registry = registry;
    }

    public static Builder builder() { return new Builder(); }

    public LoadedConfiguration configuration() { return configuration; }

    /** The registry, to add, remove or select implementations while the simulation runs. */
    public ModelRegistry registry() { return registry; }

    /** Slot or rule → implementation, as the server's start-up banner shows it. */
    public Map<String, String> implementations() { return registry.implementations(); }

    /** A new match, driven by the caller one {@link Simulation#step()} at a time. */
    public Simulation simulation() { return new Simulation(configuration, registry); }

    /** Serves clients over UDP on the configured ports, paced like the real server. */
    public Kernel start() { return start(new NettyUdpTransport()); }

    public Kernel start(Transport transport) {
        Kernel k = new Kernel(configuration, transport, registry, kernel -> {});
        k.start();
        return k;
    }

    /** Collects configuration and implementations, then checks the combination is complete. */
    public static final class Builder {
        private final List<String> args = new ArrayList<>();
        private final List<Consumer<ModelRegistry>> additions = new ArrayList<>();
        private boolean defaults = true;
        private Path workDir = Path.of("");

        private Builder() {}

        /** Command-line style settings: {@code server::half_time=20}, {@code pitch.seed=1}, {@code --profile training}. */
        public Builder args(String... more) { args.addAll(List.of(more)); return this; }

        /** Where relative paths in the arguments are resolved. */
        public Builder workDir(Path dir) { workDir = dir; return this; }

        /** Leave out the implementations the server ships with; only what is added here serves. */
        public Builder withoutDefaultModels() { defaults = false; return this; }

        public Builder model(ModelSlot slot, String name, Object implementation) {
            if (!slot.service().isInstance(implementation)) {
                throw new IllegalArgumentException(implementation.getClass().getName() + " is not a " + slot.service().getSimpleName());
            }
            additions.add(r -> r.addModel(slot, name, implementation));
            return this;
        }

        public Builder action(String name, ActionModel<?> model) { additions.add(r -> r.addAction(model, name)); return this; }

        public Builder rule(String name, int order, RefereeRule rule) { additions.add(r -> r.addRule(name, order, rule)); return this; }

        public Builder recorder(String name, Recorder recorder) { additions.add(r -> r.addRecorder(recorder, name)); return this; }

        /**
         * @throws ConfigurationException if the settings are invalid, as the server would refuse them
         * @throws IllegalStateException if a configured model or rule has no implementation
         */
        public Pitch build() throws ConfigurationException {
            LoadedConfiguration config = new ConfigLoader(workDir).load(CommandLine.parse(args.toArray(new String[0])), Map.of());
            ModelRegistry registry = new ModelRegistry(config.settings());
            if (defaults) addDefaults(registry, config);
            for (Consumer<ModelRegistry> a : additions) a.accept(registry);
            if (!registry.missing().isEmpty()) {
                throw new IllegalStateException("no implementation for " + String.join(", ", registry.missing()));
            }
            return new Pitch(config, registry);
        }

        /** What the server's default bundles provide, as their components would register it. */
        private static void addDefaults(ModelRegistry registry, LoadedConfiguration config) {
            registry.addModel(ModelSlot.MOVEMENT, "standard", new StandardMovement());
            registry.addModel(ModelSlot.PLAYER_TYPES, "standard", new StandardPlayerTypes());
            registry.addModel(ModelSlot.STAMINA, "standard", new StandardStamina());
            registry.addModel(ModelSlot.COLLISION, "standard", new StandardCollision());
            for (ActionModel<?> a : List.of(new StandardDash(), new StandardKick(), new StandardCatch(), new StandardTackle(), new StandardTurn(), new StandardTurnNeck(), new StandardChangeView(),
                    new StandardChangeFocus(), new StandardMove(), new StandardPointTo(), new BipedalDash())) {
                registry.addAction(a, "standard");
            }
            registry.addModel(ModelSlot.BODY_SENSOR, "standard", new StandardBodySensor());
            registry.addModel(ModelSlot.AURAL_SENSOR, "standard", new StandardAuralSensor());
            registry.addModel(ModelSlot.VISION_SENSOR, "standard", new StandardVisionSensor());
            registry.addAction(new StandardAttentionTo(), "standard");
            registry.addGreetingParser(new PlayerGreetingParser());
            registry.addGreetingParser(new MonitorGreetingParser());
            registry.addGreetingParser(new TrainerGreetingParser());
            registry.addGreetingParser(new OnlineCoachGreetingParser());
            CoachLimits limits = CoachLimits.of(config.parameters());
            ClangParser clang = new StandardClangParser();
            for (CoachCodec c : List.of(new TrainerCodecV1(limits), new TrainerCodecV7(limits), new TrainerCodecV8(limits),
                    new TrainerCodecV13(limits), new TrainerCodecV14(limits), new OnlineCoachCodecV5(limits), new OnlineCoachCodecV6(limits),
                    new OnlineCoachCodecV7(clang, limits), new OnlineCoachCodecV8(clang, limits), new OnlineCoachCodecV13(clang, limits),
                    new OnlineCoachCodecV14(clang, limits))) {
                registry.addCoachCodec(c);
            }
            TextMonitorCodec textMonitor = new TextMonitorCodec();
            JsonMonitorCodec jsonMonitor = new JsonMonitorCodec();
            BinaryMonitorCodec binaryMonitor = new BinaryMonitorCodec();
            registry.addMonitorCodec(textMonitor);
            registry.addMonitorCodec(jsonMonitor);
            registry.addMonitorCodec(binaryMonitor);
            GameLogRecorder gameLog = new GameLogRecorder();
            gameLog.addCodec(textMonitor);
            gameLog.addCodec(jsonMonitor);
            gameLog.addCodec(binaryMonitor);
            registry.addRecorder(gameLog, GameLogRecorder.NAME);
            registry.addRecorder(new TextLogRecorder(), TextLogRecorder.NAME);
            registry.addRecorder(new ResultsRecorder(), ResultsRecorder.NAME);
            for (PlayerCodec c : List.of(new PlayerCodecV1(), new PlayerCodecV3(), new PlayerCodecV4(),
                    new PlayerCodecV5(), new PlayerCodecV6(), new PlayerCodecV7(), new PlayerCodecV8(),
                    new PlayerCodecV12(), new PlayerCodecV13(), new PlayerCodecV14(), new PlayerCodecV16(),
                    new PlayerCodecV18())) {
                registry.addPlayerCodec(c);
            }
            registry.addRule("free_kick", 40, new FreeKickRule());
            registry.addRule("offside", 30, new OffsideRule());
            registry.addRule("ball_stuck", 20, new BallStuckRule());
            registry.addRule("anonymous_teams", 5, new AnonymousTeamsRule());
            registry.addRule("mercy", 150, new MercyRule());
            registry.addRule("penalty", 100, new PenaltyRule());
            registry.addRule("keepaway", 90, new KeepawayRule());
            registry.addRule("auto_mode", 200, new AutoModeRule());
            registry.addRule("illegal_defense", 80, new IllegalDefenseRule());
            registry.addRule("foul", 70, new FoulRule());
            registry.addRule("catch", 60, new CatchRule());
            registry.addRule("touch", 50, new TouchRule());
            registry.addRule("time", 10, new TimeRule());
        }
    }
}
