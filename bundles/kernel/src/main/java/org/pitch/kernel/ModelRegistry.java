package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.URL;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Supplier;

import org.pitch.api.command.CommandKind;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.CollisionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.model.StaminaModel;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.sense.AuralSensor;
import org.pitch.api.sense.BodySensor;
import org.pitch.api.sense.VisionSensor;

/**
 * Collects the providers that come and go (bundles started, stopped, updated) and publishes, after
 * every change, an immutable {@link ModelSet} built from the configured choices
 * ({@code pitch.models.<slot>}, {@code pitch.rules.<rule>.enabled}). Changes arrive on framework
 * threads; the simulation thread only reads {@link #current()}.
 *
 * <p>When the configured provider of a slot goes away, the slot falls back to its default, the
 * implementation the embedded defaults name ({@code standard}), from the next published set until a
 * provider of the configured name returns; code that was removed does not run on. Where the default
 * has no provider either (or is the provider that went away, or the defaults are not known), the
 * last instance stays in service: a running match never loses its physics. An optional slot's
 * feature is off instead ({@link ModelSlot#optional()}), and a rule whose provider goes away stops
 * judging. Each change is logged once, naming the implementation, its bundle and version. A slot
 * that never had a provider is reported in {@link ModelSet#missing}.
 */
public final class ModelRegistry {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");

    /**
     * Property of the map handed to {@link #addService}: where the provider comes from, as the log
     * and the start-up banner name it. The framework's kernel gives the bundle's symbolic name and
     * version ({@code org.pitch.model.movement 0.1.0}); without it the registry names the jar or
     * folder of classes the provider's class was loaded from.
     */
    public static final String ORIGIN_PROPERTY = "pitch.origin";

    private record Provider(String name, Object service, long order, String origin) {
        /** As the log names it: {@code 'standard' (org.pitch.model.movement 0.1.0)}. */
        String who() { return "'" + name + "' (" + origin + ")"; }
    }

    /** How a slot that has had a provider is served now. */
    private enum Mode {
        /** By the newest provider of the configured name. */
        CONFIGURED,
        /** By the newest provider of the default name, while the configured one is gone. */
        DEFAULT,
        /** By the last instance of a provider that went away: nothing else is there. */
        KEPT,
        /** Not at all: an optional feature whose provider went away. */
        OFF
    }

    /**
     * A slot's state after the last publication: {@code provider} serves it (null when off);
     * {@code gone} names the configured provider that went away, in every mode but
     * {@link Mode#CONFIGURED}.
     */
    private record Serving(Mode mode, Provider provider, String gone) {}

    private final Map<ModelSlot, String> chosen = new EnumMap<>(ModelSlot.class);
    private final Map<ModelSlot, List<Provider>> providers = new EnumMap<>(ModelSlot.class);
    private final RuleProviders rules;
    private final Map<Object, String> recorders = new LinkedHashMap<>();
    private final List<PlayerCodec> playerCodecs = new ArrayList<>();
    private final List<GreetingParser> greetingParsers = new ArrayList<>();
    private final List<MonitorCodec> monitorCodecs = new ArrayList<>();
    private final List<CoachCodec> coachCodecs = new ArrayList<>();
    /** Where each recorder, codec and greeting parser comes from (models and rules carry theirs). */
    private final Map<Object, String> origins = new IdentityHashMap<>();
    /** The slots that have had a provider; from then on an absence is a fallback, a kept instance or "off". */
    private final Map<ModelSlot, Serving> serving = new EnumMap<>(ModelSlot.class);
    /** Reads the embedded defaults the first time a slot needs its default; null when unknown or read. */
    private Supplier<Settings> defaultsSource;
    private Settings defaults;
    /** From {@link #announceArrivals()} on, a new model or rule is logged too, not only changes. */
    private boolean announcing;
    private Runnable listener = () -> {};
    /** Inside {@link #batch}: publishing waits for its end. */
    private boolean batching;
    private long seq;
    private boolean closed;
    private volatile ModelSet current = ModelSet.EMPTY;
    private final Settings settings;

    /**
     * A registry that knows no defaults: a slot whose provider goes away keeps its last instance
     * (for registries filled once, as the embedded server's and a learning match's are).
     */
    public ModelRegistry(Settings settings) { this(settings, null); }

    /**
     * A registry whose slots fall back to the defaults' implementations ({@code models.<slot>} of
     * {@code defaults}, the embedded defaults' {@code pitch} settings) while their configured
     * provider is gone. {@code defaults} is asked the first time a slot needs its default (a
     * provider goes away while another one of the slot is there), until it answers.
     */
    public ModelRegistry(Settings settings, Supplier<Settings> defaults) {
        this.settings = settings;
        this.defaultsSource = defaults;
        for (String slot : settings.children("models")) {
            ModelSlot s = ModelSlot.forKey(slot);
            String name = settings.string("models." + slot, "");
            if (s != null && !name.isEmpty()) chosen.put(s, name); // null or "" leaves the slot unused
        }
        rules = new RuleProviders(settings);
        publish();
    }

    /** The set the next cycle will use. */
    public ModelSet current() { return current; }

    /** Slot or rule → the implementation serving it now and its state, for display: {@code standard (default while 'windy' is gone)}. */
    public Map<String, String> implementations() { return current.implementations; }

    /**
     * Slot, rule, recorder or protocol → what serves it with the bundle and version it comes from
     * ({@code standard (org.pitch.model.movement 0.1.0)}), for the start-up banner.
     */
    public Map<String, String> table() { return current.table; }

    /** Configured slots and rules with no provider. */
    public List<String> missing() { return current.missing; }

    /** Called after every change of providers or choices (for logging and the service's state). */
    public synchronized void onChange(Runnable l) { listener = Objects.requireNonNull(l); l.run(); }

    /** The service interfaces whose providers the registry takes (see {@link #addService}). */
    public static final List<Class<?>> SERVICES = List.of(MovementModel.class, CollisionModel.class, StaminaModel.class,
            PlayerTypeGenerator.class, BodySensor.class, AuralSensor.class, VisionSensor.class, ActionModel.class,
            RefereeRule.class, Recorder.class, PlayerCodec.class, MonitorCodec.class, CoachCodec.class, GreetingParser.class);

    /**
     * Takes a provider as the framework hands it over: registered under {@code service} (one of
     * {@link #SERVICES}) with its service properties, which name a model
     * ({@value ModelSlot#NAME_PROPERTY}), a rule ({@value RefereeRule#NAME_PROPERTY},
     * {@value RefereeRule#ORDER_PROPERTY}) or a recorder ({@value Recorder#NAME_PROPERTY}), and
     * may say where it comes from ({@value #ORIGIN_PROPERTY}).
     *
     * @throws IllegalArgumentException for another service interface
     */
    public void addService(Class<?> service, Object provider, Map<String, ?> properties) {
        Object given = properties.get(ORIGIN_PROPERTY);
        String origin = given == null ? origin(provider) : given.toString();
        if (service == ActionModel.class) {
            ActionModel<?> action = (ActionModel<?>) provider;
            addModel(ModelSlot.forCommand(action.kind()), name(properties, ModelSlot.NAME_PROPERTY), action, origin);
        } else if (service == RefereeRule.class) {
            Object order = properties.get(RefereeRule.ORDER_PROPERTY);
            addRule(name(properties, RefereeRule.NAME_PROPERTY), order instanceof Number n ? n.intValue() : org.pitch.api.rule.RuleOrder.UNDECLARED, (RefereeRule) provider, origin);
        } else if (service == Recorder.class) {
            addRecorder((Recorder) provider, name(properties, Recorder.NAME_PROPERTY), origin);
        } else if (service == PlayerCodec.class) {
            addOther(provider, origin, () -> playerCodecs.add(0, (PlayerCodec) provider));
        } else if (service == MonitorCodec.class) {
            addOther(provider, origin, () -> monitorCodecs.add(0, (MonitorCodec) provider));
        } else if (service == CoachCodec.class) {
            addOther(provider, origin, () -> coachCodecs.add(0, (CoachCodec) provider));
        } else if (service == GreetingParser.class) {
            addOther(provider, origin, () -> greetingParsers.add(0, (GreetingParser) provider));
        } else {
            for (ModelSlot slot : ModelSlot.values()) {
                if (slot.command() == null && slot.service() == service) {
                    addModel(slot, name(properties, ModelSlot.NAME_PROPERTY), provider, origin);
                    return;
                }
            }
            throw new IllegalArgumentException(service.getName() + " is no service the kernel takes");
        }
    }

    /**
     * Where a provider's class was loaded from, for a provider handed over without an
     * {@value #ORIGIN_PROPERTY}: the jar's file name ({@code pitch-model-movement-0.1.0.jar}) or the
     * folder of classes; its class name where neither is known.
     */
    static String origin(Object provider) {
        Class<?> type = provider.getClass();
        try {
            CodeSource source = type.getProtectionDomain().getCodeSource();
            URL location = source == null ? null : source.getLocation();
            if (location == null || location.getPath().isEmpty()) return type.getName();
            String path = location.getPath();
            if (path.endsWith("/")) path = path.substring(0, path.length() - 1);
            return path.endsWith(".jar") ? path.substring(path.lastIndexOf('/') + 1) : path;
        } catch (SecurityException e) {
            return type.getName();
        }
    }

    private synchronized void addOther(Object provider, String origin, Runnable add) {
        origins.put(provider, origin);
        add.run();
        publish();
    }

    /** A plugin with settings of its own gets its block of this registry's configuration before it serves. */
    private boolean configure(Object provider, String block) {
        if (!(provider instanceof Configurable c)) return true;
        try {
            c.configure(settings.section(block));
            return true;
        } catch (RuntimeException | LinkageError e) {
            LOG.log(Level.ERROR, "pitch." + block + ": " + provider.getClass().getName() + " refused its settings; not used", e);
            return false;
        }
    }

    /** Withdraws a provider added under {@code service}. */
    public void removeService(Class<?> service, Object provider) {
        if (service == RefereeRule.class) removeRule((RefereeRule) provider);
        else if (service == Recorder.class) removeRecorder((Recorder) provider);
        else if (service == PlayerCodec.class) removePlayerCodec((PlayerCodec) provider);
        else if (service == MonitorCodec.class) removeMonitorCodec((MonitorCodec) provider);
        else if (service == CoachCodec.class) removeCoachCodec((CoachCodec) provider);
        else if (service == GreetingParser.class) removeGreetingParser((GreetingParser) provider);
        else removeModel(provider);
    }

    private static String name(Map<String, ?> properties, String key) {
        Object v = properties.get(key);
        return v == null ? "unnamed" : v.toString();
    }

    public void addModel(ModelSlot slot, String name, Object service) { addModel(slot, name, service, origin(service)); }

    /** A model from {@code origin} (a bundle and its version), as the log and the banner name it. */
    public synchronized void addModel(ModelSlot slot, String name, Object service, String origin) {
        if (!configure(service, "models." + name)) return;
        providers.computeIfAbsent(slot, k -> new ArrayList<>()).add(new Provider(name, service, seq++, origin));
        publish();
    }

    public synchronized void removeModel(Object service) {
        for (List<Provider> list : providers.values()) list.removeIf(p -> p.service == service);
        publish();
    }

    /** Adds an action model under the slot of the command it executes. */
    public void addAction(ActionModel<?> model, String name) {
        addModel(ModelSlot.forCommand(model.kind()), name, model);
    }

    public void addRule(String name, int order, RefereeRule rule) { addRule(name, order, rule, origin(rule)); }

    /** A rule from {@code origin} (a bundle and its version), as the log and the banner name it. */
    public synchronized void addRule(String name, int order, RefereeRule rule, String origin) {
        if (!configure(rule, "rules." + name)) return;
        rules.add(name, order, rule, origin);
        publish();
    }

    public synchronized void removeRule(RefereeRule rule) {
        rules.remove(rule);
        publish();
    }

    public void addRecorder(Recorder r, String name) { addRecorder(r, name, origin(r)); }

    private synchronized void addRecorder(Recorder r, String name, String origin) {
        origins.put(r, origin);
        recorders.put(r, name);
        publish();
    }

    /** A player protocol codec; the newest one serving a version wins. */
    public void addPlayerCodec(PlayerCodec c) { addOther(c, origin(c), () -> playerCodecs.add(0, c)); }

    public synchronized void removePlayerCodec(PlayerCodec c) { playerCodecs.remove(c); forget(c); publish(); }

    /** The codec a client of that player protocol version would be served by now, or null. */
    public PlayerCodec playerCodec(double version) { return current.playerCodec(version); }

    /** A monitor protocol codec; the newest one serving a version wins. */
    public void addMonitorCodec(MonitorCodec c) { addOther(c, origin(c), () -> monitorCodecs.add(0, c)); }

    public synchronized void removeMonitorCodec(MonitorCodec c) { monitorCodecs.remove(c); forget(c); publish(); }

    public void addCoachCodec(CoachCodec c) { addOther(c, origin(c), () -> coachCodecs.add(0, c)); }

    public synchronized void removeCoachCodec(CoachCodec c) { coachCodecs.remove(c); forget(c); publish(); }

    public void addGreetingParser(GreetingParser g) { addOther(g, origin(g), () -> greetingParsers.add(0, g)); }

    public synchronized void removeGreetingParser(GreetingParser g) { greetingParsers.remove(g); forget(g); publish(); }

    public synchronized void removeRecorder(Recorder r) { recorders.remove(r); forget(r); publish(); }

    /** Drops the origin of a provider that serves in none of the roles it is kept for: nothing of a departed bundle stays. */
    private void forget(Object provider) {
        if (recorders.containsKey(provider) || contains(playerCodecs, provider) || contains(monitorCodecs, provider)
                || contains(coachCodecs, provider) || contains(greetingParsers, provider)) return;
        origins.remove(provider);
    }

    private static boolean contains(List<?> list, Object provider) {
        for (Object o : list) if (o == provider) return true;
        return false;
    }

    /** The origin of a recorder, codec or greeting parser. */
    private String originOf(Object provider) {
        String o = origins.get(provider);
        return o == null ? origin(provider) : o;
    }

    /**
     * Chooses another implementation for a slot while running; effective from the next cycle.
     *
     * @throws IllegalArgumentException if no provider of that name is present: the server never
     *         switches to nothing
     */
    public synchronized void select(ModelSlot slot, String name) {
        if (newest(slot, name) == null) {
            throw new IllegalArgumentException("no provider '" + name + "' for model " + slot.key()
                    + "; present: " + providers.getOrDefault(slot, List.of()).stream().map(Provider::name).distinct().toList());
        }
        chosen.put(slot, name);
        publish();
    }

    /**
     * From now on a model or rule that arrives is logged as well as every change: the kernel calls
     * this as it starts, so that the hundred providers it starts with are not a line each.
     */
    public synchronized void announceArrivals() { announcing = true; }

    /** The server is stopping: providers leaving now are no longer worth an error. */
    public synchronized void close() { closed = true; }

    /**
     * Runs {@code adds} (calls that add or remove providers) and publishes the resulting set once,
     * not after each call: filling a new registry with a hundred providers (a learning match's)
     * costs one set instead of a hundred.
     */
    public synchronized void batch(Runnable adds) {
        beginBatch();
        try {
            adds.run();
        } finally {
            endBatch();
        }
    }

    /**
     * From now until {@link #endBatch()} changes are gathered and published once at its end: for
     * providers that arrive by calls this registry's owner does not make itself (the framework's
     * binds before a component's activation).
     */
    public synchronized void beginBatch() { batching = true; }

    /** Publishes what changed since {@link #beginBatch()}. */
    public synchronized void endBatch() {
        batching = false;
        publish();
    }

    private void publish() {
        if (batching) return;
        Map<String, String> impl = new TreeMap<>();
        Map<String, String> table = new TreeMap<>();
        List<String> missing = new ArrayList<>();
        Map<ModelSlot, Object> selected = new EnumMap<>(ModelSlot.class);
        for (Map.Entry<ModelSlot, String> e : chosen.entrySet()) {
            ModelSlot slot = e.getKey();
            String name = e.getValue();
            Serving before = serving.get(slot);
            Serving now = serve(slot, name, before);
            if (now == null) {
                missing.add(slot.key() + "=" + name);
                impl.put(slot.key(), name + " (NO PROVIDER)");
                table.put(slot.key(), name + " (NO PROVIDER)");
                continue;
            }
            serving.put(slot, now);
            Provider p = now.provider;
            if (p != null) selected.put(slot, p.service);
            String note = switch (now.mode) {
                case CONFIGURED -> null;
                case DEFAULT -> "default while '" + name + "' is gone";
                case KEPT -> p.name.equals(name) ? "provider gone, last instance kept"
                        : "default while '" + name + "' is gone; provider gone, last instance kept";
                case OFF -> "no provider: off";
            };
            if (p == null) {
                impl.put(slot.key(), name + " (" + note + ")");
                table.put(slot.key(), name + " (" + note + ")");
            } else {
                impl.put(slot.key(), note == null ? p.name : p.name + " (" + note + ")");
                table.put(slot.key(), p.name + " (" + p.origin + (note == null ? ")" : "; " + note + ")"));
            }
        }
        ActionModel<?>[] actions = new ActionModel<?>[CommandKind.values().length];
        for (Map.Entry<ModelSlot, Object> e : selected.entrySet()) {
            if (e.getKey().command() != null) actions[e.getKey().command().ordinal()] = (ActionModel<?>) e.getValue();
        }
        RefereeRule[] ruleArray = rules.enabled(impl, table, missing, announcing, closed);
        for (Map.Entry<Object, String> rec : recorders.entrySet()) {
            impl.put("recorder " + rec.getValue(), "on");
            table.put("recorder " + rec.getValue(), "on (" + originOf(rec.getKey()) + ")");
        }
        ProtocolTable.describe(impl, table, this::originOf, playerCodecs, monitorCodecs, coachCodecs);
        current = new ModelSet(
                (MovementModel) selected.get(ModelSlot.MOVEMENT),
                (CollisionModel) selected.get(ModelSlot.COLLISION),
                (StaminaModel) selected.get(ModelSlot.STAMINA),
                (PlayerTypeGenerator) selected.get(ModelSlot.PLAYER_TYPES),
                actions, ruleArray, recorders.keySet().toArray(new Recorder[0]),
                playerCodecs.toArray(new PlayerCodec[0]), greetingParsers.toArray(new GreetingParser[0]),
                (BodySensor) selected.get(ModelSlot.BODY_SENSOR),
                (AuralSensor) selected.get(ModelSlot.AURAL_SENSOR),
                (VisionSensor) selected.get(ModelSlot.VISION_SENSOR),
                Map.copyOf(impl), Map.copyOf(table), List.copyOf(missing), monitorCodecs.toArray(new MonitorCodec[0]), coachCodecs.toArray(new CoachCodec[0]));
        listener.run();
    }

    /**
     * What serves {@code slot}, configured as {@code name}, after {@code before}; logs the change.
     * Null for a slot that has never had a provider.
     */
    private Serving serve(ModelSlot slot, String name, Serving before) {
        Provider configured = newest(slot, name);
        if (configured != null) {
            if (before == null) {
                if (announcing) log(Level.INFO, slot, configured.who() + " serves");
            } else if (before.mode == Mode.CONFIGURED) {
                if (before.provider.service != configured.service) log(Level.INFO, slot, configured.who() + " replaces " + before.provider.who());
            } else {
                log(Level.INFO, slot, configured.who() + " returned and serves again" + switch (before.mode) {
                    case DEFAULT -> ", instead of the default " + before.provider.who();
                    case KEPT -> ", instead of the last instance of " + before.provider.who();
                    default -> "; the feature is on again";
                });
            }
            return new Serving(Mode.CONFIGURED, configured, null);
        }
        if (before == null) return null;
        String gone = before.mode == Mode.CONFIGURED ? before.provider.who() : before.gone;
        if (slot.optional()) {
            // a feature whose provider left is off, not broken: nothing to keep serving
            if (before.mode != Mode.OFF) log(Level.WARNING, slot, gone + " went away; the feature is off until it returns");
            return new Serving(Mode.OFF, null, gone);
        }
        // the defaults are read only where another provider could serve, and not while the server
        // stops (its providers leave one by one then)
        boolean others = hasOther(slot, name);
        String fallback = closed || !others ? null : defaultName(slot);
        Provider standard = fallback == null || fallback.equals(name) ? null : newest(slot, fallback);
        if (standard != null) {
            if (before.mode == Mode.CONFIGURED) {
                log(Level.WARNING, slot, gone + " went away; falling back to the default " + standard.who() + " until it returns");
            } else if (before.mode == Mode.KEPT) {
                log(Level.INFO, slot, "the default " + standard.who() + " serves instead of the last instance of "
                        + before.provider.who() + " until '" + name + "' returns");
            } else if (before.provider.service != standard.service) {
                log(Level.INFO, slot, standard.who() + " replaces " + before.provider.who() + " until '" + name + "' returns");
            }
            return new Serving(Mode.DEFAULT, standard, gone);
        }
        if (before.mode == Mode.CONFIGURED) {
            log(Level.ERROR, slot, gone + " went away and " + (!others ? "no other provider serves the slot"
                    : fallback == null ? "no default is known"
                    : fallback.equals(name) ? "it is the default" : "the default '" + fallback + "' has no provider either")
                    + "; keeping its last instance until it returns");
        } else if (before.mode == Mode.DEFAULT) {
            log(Level.ERROR, slot, "the default " + before.provider.who() + " went away too; keeping its last instance until '"
                    + name + "' or '" + before.provider.name + "' returns");
        }
        return before.mode == Mode.KEPT ? before : new Serving(Mode.KEPT, before.provider, gone);
    }

    private void log(Level level, ModelSlot slot, String message) {
        if (!closed) LOG.log(level, "model " + slot.key() + ": " + message);
    }

    /** Whether {@code slot} has a provider of another name than {@code name}. */
    private boolean hasOther(ModelSlot slot, String name) {
        for (Provider p : providers.getOrDefault(slot, List.of())) if (!p.name.equals(name)) return true;
        return false;
    }

    /**
     * The implementation the defaults name for {@code slot}, or null where none is known. The
     * defaults are read once; a failed read is tried again the next time a slot needs them.
     */
    private String defaultName(ModelSlot slot) {
        if (defaults == null && defaultsSource != null) {
            try {
                defaults = defaultsSource.get();
                defaultsSource = null;
            } catch (RuntimeException | LinkageError e) {
                LOG.log(Level.WARNING, "the default models cannot be read (" + (e.getMessage() == null ? e : e.getMessage()) + "); model " + slot.key()
                        + " keeps its last instance");
            }
        }
        String name = defaults == null ? "" : defaults.string("models." + slot.key(), "");
        return name.isEmpty() ? null : name;
    }

    private Provider newest(ModelSlot slot, String name) {
        Provider best = null;
        for (Provider p : providers.getOrDefault(slot, List.of())) {
            if (p.name.equals(name) && (best == null || p.order > best.order)) best = p;
        }
        return best;
    }
}
