package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.LegDash;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.rule.RefereeRule;

class ModelRegistryTest {
    /** A registry over exactly these settings (pairs of path and value), not the server's defaults. */
    private static ModelRegistry registry(String... pathsAndValues) {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (int i = 0; i < pathsAndValues.length; i += 2) m.put(pathsAndValues[i], pathsAndValues[i + 1]);
        return new ModelRegistry(new MapSettings(m));
    }

    /** A new movement model each call (a lambda without captures would be one instance). */
    private static MovementModel movement() {
        return new MovementModel() {
            @Override public void step(org.pitch.api.model.SimulationContext c) {}
        };
    }

    /** The server's embedded defaults as far as these tests need them: every model is {@code standard}. */
    private static final MapSettings DEFAULTS = new MapSettings(Map.of("models.movement", "standard", "models.leg_dash", "standard"));

    /** A registry over these settings that falls back to {@link #DEFAULTS}, counting how often it read them. */
    private static ModelRegistry withDefaults(AtomicInteger reads, String... pathsAndValues) {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        for (int i = 0; i < pathsAndValues.length; i += 2) m.put(pathsAndValues[i], pathsAndValues[i + 1]);
        return new ModelRegistry(new MapSettings(m), () -> {
            reads.incrementAndGet();
            return DEFAULTS;
        });
    }

    private static Map<String, Object> from(String name, String origin) {
        return Map.of(ModelSlot.NAME_PROPERTY, name, ModelRegistry.ORIGIN_PROPERTY, origin);
    }

    /** The kernel's log lines ({@code WARNING model movement: ...}) while it is open. */
    private static final class KernelLog extends Handler implements AutoCloseable {
        private final Logger logger = Logger.getLogger("org.pitch.kernel");
        final List<String> lines = Collections.synchronizedList(new ArrayList<>());

        KernelLog() { logger.addHandler(this); }

        /** The lines logged since the last call. */
        List<String> taken() {
            synchronized (lines) {
                List<String> out = List.copyOf(lines);
                lines.clear();
                return out;
            }
        }

        @Override public void publish(LogRecord r) { lines.add(r.getLevel() + " " + r.getMessage()); }
        @Override public void flush() {}
        @Override public void close() { logger.removeHandler(this); }
    }

    @Test
    void aConfiguredSlotWithoutProviderIsMissingUntilOneComes() {
        ModelRegistry r = registry("models.movement", "fancy");
        assertEquals(List.of("movement=fancy"), r.missing());
        r.addModel(ModelSlot.MOVEMENT, "plain", movement());
        assertEquals(List.of("movement=fancy"), r.missing(), "a provider of another name does not count");
        MovementModel fancy = movement();
        r.addModel(ModelSlot.MOVEMENT, "fancy", fancy);
        assertTrue(r.missing().isEmpty());
        assertSame(fancy, r.current().movement);
        assertEquals("fancy", r.implementations().get("movement"));
    }

    @Test
    void whenTheProviderGoesTheLastGoodInstanceKeepsServing() {
        ModelRegistry r = registry("models.movement", "standard");
        MovementModel first = movement();
        r.addModel(ModelSlot.MOVEMENT, "standard", first);
        r.removeModel(first);
        assertSame(first, r.current().movement);
        assertTrue(r.missing().isEmpty(), "a running server never becomes half-configured");
        assertTrue(r.implementations().get("movement").contains("last instance kept"));
        MovementModel second = movement();
        r.addModel(ModelSlot.MOVEMENT, "standard", second);
        assertSame(second, r.current().movement);
    }

    /** A leg dash model that executes nothing; only its identity matters here. */
    private static ActionModel<LegDash> legs() {
        return new ActionModel<>() {
            @Override public CommandKind kind() { return CommandKind.LEG_DASH; }
            @Override public boolean apply(org.pitch.api.model.SimulationContext c, org.pitch.api.world.Player p, LegDash d) { return false; }
        };
    }

    @Test
    void anOptionalFeatureIsWaitedForAtStartAndOffWhenItsProviderLeaves() {
        ModelRegistry r = registry("models.leg_dash", "standard");
        assertEquals(List.of("leg_dash=standard"), r.missing(), "configured: the server starts with it, as with any model");
        assertNull(r.current().actions[CommandKind.LEG_DASH.ordinal()]);

        ActionModel<LegDash> legs = legs();
        r.addAction(legs, "standard");
        assertSame(legs, r.current().actions[CommandKind.LEG_DASH.ordinal()]);
        assertEquals("standard", r.implementations().get("leg_dash"));

        // unlike a required model, a departed provider's last instance is not kept: leg dashes are refused again
        r.removeModel(legs);
        assertNull(r.current().actions[CommandKind.LEG_DASH.ordinal()]);
        assertTrue(r.missing().isEmpty());
        assertEquals("standard (no provider: off)", r.implementations().get("leg_dash"));
    }

    @Test
    void theNewestProviderOfTheConfiguredNameServes() {
        ModelRegistry r = registry("models.movement", "standard");
        MovementModel a = movement(), b = movement();
        r.addModel(ModelSlot.MOVEMENT, "standard", a);
        r.addModel(ModelSlot.MOVEMENT, "standard", b);
        assertSame(b, r.current().movement);
        r.removeModel(b);
        assertSame(a, r.current().movement, "the older one of the same name takes over");
    }

    @Test
    void selectSwitchesAtOnceButNeverToNothing() {
        ModelRegistry r = registry("models.movement", "standard");
        MovementModel standard = movement(), other = movement();
        r.addModel(ModelSlot.MOVEMENT, "standard", standard);
        r.addModel(ModelSlot.MOVEMENT, "other", other);
        ModelSet before = r.current();
        r.select(ModelSlot.MOVEMENT, "other");
        assertSame(other, r.current().movement);
        assertSame(standard, before.movement, "a published set is never changed: a running cycle keeps its models");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> r.select(ModelSlot.MOVEMENT, "ghost"));
        assertTrue(e.getMessage().contains("ghost") && e.getMessage().contains("other"), e.getMessage());
        assertSame(other, r.current().movement);
    }

    @Test
    void unconfiguredSlotsStayEmpty() {
        ModelRegistry r = registry();
        r.addModel(ModelSlot.COLLISION, "standard", (org.pitch.api.model.CollisionModel) c -> {});
        assertNull(r.current().collision, "only what the configuration names is used");
    }

    @Test
    void rulesAreOnUnlessSwitchedOffAndRunInOrder() {
        ModelRegistry r = registry("models.movement", "standard", "rules.offside.enabled", "false", "rules.mercy.enabled", "true");
        r.addModel(ModelSlot.MOVEMENT, "standard", movement()); // configured in the defaults
        RefereeRule offside = new RefereeRule() {}, touch = new RefereeRule() {}, time = new RefereeRule() {};
        r.addRule("offside", 5, offside);
        r.addRule("touch", 20, touch);
        r.addRule("time", 10, time);
        assertEquals(List.of(time, touch), List.of(r.current().rules));
        assertEquals(List.of("rule mercy"), r.missing(), "a rule switched on by name must have a provider");
        assertEquals("off", r.implementations().get("rule offside"));
        r.removeRule(time);
        assertEquals(List.of(touch), List.of(r.current().rules), "a stopped rule simply stops judging");
    }

    @Test
    void theBannerNamesTheBundleAndVersionOfEachImplementation() {
        ModelRegistry r = registry("models.movement", "standard");
        r.addService(MovementModel.class, movement(),
                Map.of(ModelSlot.NAME_PROPERTY, "standard", ModelRegistry.ORIGIN_PROPERTY, "org.pitch.model.movement 0.1.0"));
        r.addService(RefereeRule.class, new RefereeRule() {},
                Map.of(RefereeRule.NAME_PROPERTY, "offside", ModelRegistry.ORIGIN_PROPERTY, "org.pitch.rule.offside 0.1.0"));
        assertEquals("standard (org.pitch.model.movement 0.1.0)", r.table().get("movement"));
        assertEquals("on (org.pitch.rule.offside 0.1.0)", r.table().get("rule offside"));
        assertTrue(Kernel.describe(r.table()).contains("  movement               standard (org.pitch.model.movement 0.1.0)"),
                Kernel.describe(r.table()));
        assertEquals("standard", r.implementations().get("movement"), "the implementations name the implementation alone");

        // a provider handed over without an origin (the embedded server's): where its class was loaded from
        r.addRule("touch", 20, new RefereeRule() {});
        assertTrue(r.table().get("rule touch").matches("on \\(/.*/target/test-classes\\)"), r.table().get("rule touch"));
    }

    @Test
    void aModelWhoseProviderGoesFallsBackToTheDefaultFromTheNextSetAndSwitchesBackWhenItReturns() {
        AtomicInteger reads = new AtomicInteger();
        ModelRegistry r = withDefaults(reads, "models.movement", "windy");
        MovementModel standard = movement(), windy = movement();
        r.addService(MovementModel.class, standard, from("standard", "org.pitch.model.movement 0.1.0"));
        r.addService(MovementModel.class, windy, from("windy", "org.example.windy 1.0.0"));
        assertSame(windy, r.current().movement);
        assertEquals("windy (org.example.windy 1.0.0)", r.table().get("movement"));
        assertEquals(0, reads.get(), "the defaults are read only when a slot needs its default");

        try (KernelLog log = new KernelLog()) {
            ModelSet running = r.current();
            r.removeModel(windy);
            assertSame(windy, running.movement, "a published set is never changed: the running cycle ends with its model");
            assertSame(standard, r.current().movement, "the next cycle's set has the default");
            assertTrue(r.missing().isEmpty());
            assertEquals("standard (default while 'windy' is gone)", r.implementations().get("movement"));
            assertEquals("standard (org.pitch.model.movement 0.1.0; default while 'windy' is gone)", r.table().get("movement"));
            r.addRule("offside", 5, new RefereeRule() {}); // another change: no second warning
            assertEquals(List.of("WARNING model movement: 'windy' (org.example.windy 1.0.0) went away; falling back to the default"
                    + " 'standard' (org.pitch.model.movement 0.1.0) until it returns"), log.taken());

            MovementModel windyAgain = movement();
            r.addService(MovementModel.class, windyAgain, from("windy", "org.example.windy 1.0.1"));
            assertSame(windyAgain, r.current().movement);
            assertEquals("windy", r.implementations().get("movement"));
            assertEquals(List.of("INFO model movement: 'windy' (org.example.windy 1.0.1) returned and serves again,"
                    + " instead of the default 'standard' (org.pitch.model.movement 0.1.0)"), log.taken());

            r.removeModel(windyAgain);
            assertSame(standard, r.current().movement, "it falls back again");
            assertEquals(1, reads.get(), "the defaults are read once");
        }
    }

    @Test
    void withoutAProviderOfTheDefaultTheLastInstanceIsKeptAndSaidOnce() {
        ModelRegistry r = withDefaults(new AtomicInteger(), "models.movement", "windy");
        MovementModel windy = movement();
        r.addService(MovementModel.class, windy, from("windy", "org.example.windy 1.0.0"));
        r.addService(MovementModel.class, movement(), from("calm", "org.example.calm 1.0.0")); // neither chosen nor the default
        try (KernelLog log = new KernelLog()) {
            r.removeModel(windy);
            r.addRule("offside", 5, new RefereeRule() {});
            assertSame(windy, r.current().movement, "nothing else can serve: a running match never loses its physics");
            assertEquals("windy (provider gone, last instance kept)", r.implementations().get("movement"));
            assertEquals(List.of("SEVERE model movement: 'windy' (org.example.windy 1.0.0) went away and the default 'standard'"
                    + " has no provider either; keeping its last instance until it returns"), log.taken());

            // the default arrives: it serves instead of the departed provider's instance
            MovementModel standard = movement();
            r.addService(MovementModel.class, standard, from("standard", "org.pitch.model.movement 0.1.0"));
            assertSame(standard, r.current().movement);
            assertEquals("standard (default while 'windy' is gone)", r.implementations().get("movement"));
            assertEquals(1, log.taken().size());

            // and if the default goes too, its last instance is kept
            r.removeModel(standard);
            assertSame(standard, r.current().movement);
            assertEquals(List.of("SEVERE model movement: the default 'standard' (org.pitch.model.movement 0.1.0) went away too;"
                    + " keeping its last instance until 'windy' or 'standard' returns"), log.taken());
        }
    }

    @Test
    void theDefaultItselfGoneKeepsItsLastInstance() {
        AtomicInteger reads = new AtomicInteger();
        ModelRegistry r = withDefaults(reads, "models.movement", "standard");
        MovementModel standard = movement();
        r.addService(MovementModel.class, standard, from("standard", "org.pitch.model.movement 0.1.0"));
        try (KernelLog log = new KernelLog()) {
            r.removeModel(standard);
            assertSame(standard, r.current().movement);
            assertEquals(List.of("SEVERE model movement: 'standard' (org.pitch.model.movement 0.1.0) went away and no other provider"
                    + " serves the slot; keeping its last instance until it returns"), log.taken());
            assertEquals(0, reads.get(), "with no other provider in the slot the defaults cannot help: they are not read");

            r.addService(MovementModel.class, standard, from("standard", "org.pitch.model.movement 0.1.0"));
            r.addService(MovementModel.class, movement(), from("windy", "org.example.windy 1.0.0"));
            log.taken();
            r.removeModel(standard);
            assertSame(standard, r.current().movement, "'windy' is not the default: it does not serve");
            assertEquals(List.of("SEVERE model movement: 'standard' (org.pitch.model.movement 0.1.0) went away and it is the default;"
                    + " keeping its last instance until it returns"), log.taken());
        }
    }

    @Test
    void defaultsThatCannotBeReadAreTriedAgainWhenNeeded() {
        AtomicInteger reads = new AtomicInteger();
        ModelRegistry r = new ModelRegistry(new MapSettings(Map.of("models.movement", "windy")), () -> {
            if (reads.incrementAndGet() == 1) throw new IllegalStateException("the configuration bundle is stopping");
            return DEFAULTS;
        });
        MovementModel standard = movement(), windy = movement();
        r.addService(MovementModel.class, standard, from("standard", "org.pitch.model.movement 0.1.0"));
        r.addService(MovementModel.class, windy, from("windy", "org.example.windy 1.0.0"));
        try (KernelLog log = new KernelLog()) {
            r.removeModel(windy);
            assertSame(windy, r.current().movement, "no default known: the last instance is kept");
            assertEquals(List.of("WARNING the default models cannot be read (the configuration bundle is stopping); model movement keeps"
                    + " its last instance", "SEVERE model movement: 'windy' (org.example.windy 1.0.0) went away and no default is known;"
                    + " keeping its last instance until it returns"), log.taken());
            r.addService(MovementModel.class, windy, from("windy", "org.example.windy 1.0.0"));
            r.removeModel(windy);
            assertSame(standard, r.current().movement, "read the second time");
            assertEquals(2, reads.get());
        }
    }

    @Test
    void anOptionalFeatureIsOffRatherThanServedByTheDefault() {
        ModelRegistry r = withDefaults(new AtomicInteger(), "models.leg_dash", "fancy");
        ActionModel<LegDash> standard = legs(), fancy = legs();
        r.addService(ActionModel.class, standard, from("standard", "org.pitch.model.dash.bipedal 0.1.0"));
        r.addService(ActionModel.class, fancy, from("fancy", "org.example.legs 2.0.0"));
        assertSame(fancy, r.current().actions[CommandKind.LEG_DASH.ordinal()]);
        try (KernelLog log = new KernelLog()) {
            r.removeModel(fancy);
            assertNull(r.current().actions[CommandKind.LEG_DASH.ordinal()], "leg dashes are refused, not run by the default");
            assertEquals("fancy (no provider: off)", r.implementations().get("leg_dash"));
            assertEquals(List.of("WARNING model leg_dash: 'fancy' (org.example.legs 2.0.0) went away; the feature is off until it returns"),
                    log.taken());
            r.addService(ActionModel.class, fancy, from("fancy", "org.example.legs 2.0.0"));
            assertSame(fancy, r.current().actions[CommandKind.LEG_DASH.ordinal()]);
            assertEquals(List.of("INFO model leg_dash: 'fancy' (org.example.legs 2.0.0) returned and serves again; the feature is on again"),
                    log.taken());
        }
    }

    @Test
    void aRuleWhoseProviderGoesIsOffUntilItReturns() {
        ModelRegistry r = registry();
        RefereeRule offside = new RefereeRule() {}, touch = new RefereeRule() {};
        r.addService(RefereeRule.class, offside, Map.of(RefereeRule.NAME_PROPERTY, "offside", RefereeRule.ORDER_PROPERTY, 5,
                ModelRegistry.ORIGIN_PROPERTY, "org.pitch.rule.offside 0.1.0"));
        r.addRule("touch", 20, touch);
        try (KernelLog log = new KernelLog()) {
            r.removeRule(offside);
            assertEquals(List.of(touch), List.of(r.current().rules));
            assertNull(r.implementations().get("rule offside"));
            r.removeRule(offside);
            assertEquals(List.of("WARNING rule offside: its provider org.pitch.rule.offside 0.1.0 went away; the rule is off until it returns"),
                    log.taken(), "said once");

            RefereeRule newer = new RefereeRule() {};
            r.addService(RefereeRule.class, newer, Map.of(RefereeRule.NAME_PROPERTY, "offside", RefereeRule.ORDER_PROPERTY, 5,
                    ModelRegistry.ORIGIN_PROPERTY, "org.pitch.rule.offside 0.1.1"));
            assertEquals(List.of(newer, touch), List.of(r.current().rules));
            assertEquals(List.of("INFO rule offside: provided again, by org.pitch.rule.offside 0.1.1; it judges again"), log.taken());

            // a rule that arrives is logged once the registry announces arrivals (a running kernel's)
            r.addRule("quiet", 30, new RefereeRule() {});
            assertEquals(List.of(), log.taken());
            r.announceArrivals();
            r.addService(RefereeRule.class, new RefereeRule() {}, Map.of(RefereeRule.NAME_PROPERTY, "quick_throw",
                    ModelRegistry.ORIGIN_PROPERTY, "org.example.quick 1.0.0"));
            assertEquals(List.of("INFO rule quick_throw: provided by org.example.quick 1.0.0; it judges from the next cycle"), log.taken());
        }
    }
}
