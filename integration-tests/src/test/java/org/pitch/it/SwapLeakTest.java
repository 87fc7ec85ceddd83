package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.pitch.api.kernel.Simulator;

/**
 * A hundred hot swaps in one framework leak nothing: a model bundle, a rule bundle and a codec
 * bundle are each updated and refreshed (a new revision with a new class loader, as a new jar in
 * {@code plugins/} would be) over and over while the kernel runs; afterwards the class loader of
 * each one's first revision can be collected, so nothing in the kernel still holds an old
 * provider, and the clock never stopped.
 */
@ExtendWith({BundleContextExtension.class, ServiceExtension.class})
class SwapLeakTest {
    private static final List<String> SWAPPED = List.of("org.pitch.model.movement", "org.pitch.rule.offside",
            "org.pitch.protocol.monitor.v5");
    private static final int SWAPS = 100;

    @InjectBundleContext
    BundleContext context;

    @Test
    void aHundredSwapsLeaveNoOldClassLoaderBehind(@InjectService(timeout = Wait.HANG_MS) Simulator simulator) throws Exception {
        Wait.until(simulator::running, Wait.HANG_MS, "kernel running");
        long faults = simulator.faults();
        WeakReference<?>[] first = new WeakReference<?>[SWAPPED.size()];
        for (int i = 0; i < SWAPPED.size(); i++) first[i] = new WeakReference<>(loader(bundle(SWAPPED.get(i))));
        FrameworkWiring wiring = context.getBundle(0).adapt(FrameworkWiring.class);
        for (int n = 0; n < SWAPS; n++) {
            Bundle b = bundle(SWAPPED.get(n % SWAPPED.size()));
            b.update();
            CountDownLatch refreshed = new CountDownLatch(1);
            wiring.refreshBundles(List.of(b), e -> {
                if (e.getType() == FrameworkEvent.PACKAGES_REFRESHED) refreshed.countDown();
            });
            assertTrue(refreshed.await(10, TimeUnit.SECONDS), "refresh " + n);
            Wait.until(() -> b.getState() == Bundle.ACTIVE, Wait.HANG_MS, "bundle active again after swap " + n);
        }
        long steps = simulator.steps();
        Wait.until(() -> simulator.steps() > steps + 10, Wait.HANG_MS, "cycles after the swaps");
        assertEquals("standard", simulator.implementations().get("movement"));
        assertTrue(simulator.implementations().containsKey("protocol monitor v5"), simulator.implementations().toString());
        // a refresh invalidates the class loader of the instance the kernel keeps while the bundle is
        // away: its calls may fail (NoClassDefFoundError) until the new revision registers; they
        // are counted and the clock goes on (the simulation thread once died of the first one)
        assertTrue(simulator.running(), "the kernel runs on");
        System.out.println("faults during " + SWAPS + " swaps: " + (simulator.faults() - faults));
        for (int round = 0; round < 20 && anyAlive(first); round++) {
            System.gc();
            Thread.sleep(50);
        }
        for (int i = 0; i < first.length; i++) {
            assertNull(first[i].get(), "the first class loader of " + SWAPPED.get(i) + " is still reachable after " + SWAPS + " swaps");
        }
    }

    private static boolean anyAlive(WeakReference<?>[] refs) {
        for (WeakReference<?> r : refs) if (r.get() != null) return true;
        return false;
    }

    private static ClassLoader loader(Bundle b) {
        return b.adapt(BundleWiring.class).getClassLoader();
    }

    private Bundle bundle(String bsn) {
        for (Bundle b : context.getBundles()) if (bsn.equals(b.getSymbolicName())) return b;
        throw new AssertionError("no bundle " + bsn);
    }
}
