package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

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

    private static MovementModel movement() { return c -> {}; }

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
}
