package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Hashtable;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * Models are swapped under a running kernel: stopping, replacing and updating the movement
 * bundle never stops the clock, never throws into the simulation, and takes effect at a cycle
 * boundary.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class HotSwapTest {
    @InjectBundleContext
    BundleContext context;

    /** A movement model that only counts the cycles it served. */
    static final class CountingMovement implements MovementModel {
        final AtomicLong cycles = new AtomicLong();

        @Override
        public void step(SimulationContext c) { cycles.incrementAndGet(); }
    }

    @Test
    void movementBundleIsSwappedWhileTheKernelRuns(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        // before kick-off nothing moves: a rule, plugged in as a service, starts play
        Hashtable<String, Object> ruleProps = new Hashtable<>();
        ruleProps.put(RefereeRule.NAME_PROPERTY, "test-kick-off");
        ServiceRegistration<RefereeRule> kickOff = context.registerService(RefereeRule.class, new RefereeRule() {
            @Override public void afterStep(RefereeContext c) {
                if (c.world().playMode() == PlayMode.BEFORE_KICK_OFF) c.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            }
        }, ruleProps);
        Wait.until(() -> simulator.implementations().containsKey("rule test-kick-off"), Wait.HANG_MS, "the rule to be picked up");
        Bundle movement = bundle("org.pitch.model.movement");
        long faults = simulator.faults();

        // 1. the configured provider goes away; it is the default, so nothing else can serve: its
        //    last instance keeps serving, said once (a provider that is not the default falls back
        //    to it: DefaultFallbackTest)
        movement.stop();
        long afterStop = simulator.steps();
        Wait.until(() -> simulator.steps() > afterStop + 20, Wait.HANG_MS, "cycles after the movement bundle stopped");
        assertTrue(simulator.implementations().get("movement").contains("last instance kept"),
                simulator.implementations().toString());

        // 2. a new provider with the configured name appears: it serves from the next cycle
        CountingMovement counting = new CountingMovement();
        Hashtable<String, Object> props = new Hashtable<>();
        props.put(ModelSlot.NAME_PROPERTY, "standard");
        ServiceRegistration<MovementModel> reg = context.registerService(MovementModel.class, counting, props);
        Wait.until(() -> counting.cycles.get() >= 20, Wait.HANG_MS, "the new provider to serve 20 cycles");
        assertEquals("standard", simulator.implementations().get("movement"));

        // 3. the bundle comes back (it is newer): it takes over, the counting model is idle
        movement.start();
        Wait.until(() -> simulator.steps() > 0, 10, "");
        long servedBefore = counting.cycles.get();
        long steps = simulator.steps();
        Wait.until(() -> simulator.steps() > steps + 20, Wait.HANG_MS, "cycles after the bundle restarted");
        long servedAfter = counting.cycles.get();
        assertTrue(servedAfter - servedBefore <= 2, "counting model still served " + (servedAfter - servedBefore) + " cycles");
        reg.unregister();

        // 4. the bundle is updated in place (as a new jar in plugins/ would be): the clock goes on
        long beforeUpdate = simulator.steps();
        movement.update();
        Wait.until(() -> movement.getState() == Bundle.ACTIVE, Wait.HANG_MS, "updated bundle active");
        Wait.until(() -> simulator.steps() > beforeUpdate + 20, Wait.HANG_MS, "cycles after the update");
        assertEquals("standard", simulator.implementations().get("movement"));
        assertTrue(simulator.running());
        assertEquals(faults, simulator.faults(), "a swap made a model call fail");
        kickOff.unregister();
    }

    private Bundle bundle(String bsn) {
        for (Bundle b : context.getBundles()) if (bsn.equals(b.getSymbolicName())) return b;
        throw new AssertionError("no bundle " + bsn);
    }
}
