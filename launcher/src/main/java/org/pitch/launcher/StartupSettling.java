package org.pitch.launcher;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

import org.osgi.framework.AllServiceListener;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.BundleListener;
import org.osgi.framework.ServiceEvent;

/**
 * How long start-up waits for the kernel: until it says it runs or failed, or until no service and
 * no bundle has come or gone for the quiet span. A configured model nobody provides is only called
 * missing once the framework has stopped starting things, so a busy machine that takes ten seconds
 * to activate the components is not taken for a bad configuration; activity that never ends is
 * still bounded, at {@link #LIMIT_SPANS} quiet spans.
 */
final class StartupSettling implements AllServiceListener, BundleListener {
    static final int LIMIT_SPANS = 20;

    /** Waits up to some nanoseconds for the latch; true once it is open. */
    interface LatchWait {
        boolean await(CountDownLatch latch, long nanos) throws InterruptedException;
    }

    private final LongSupplier clock;
    private final LatchWait wait;
    private final AtomicLong lastActivity;

    StartupSettling() {
        this(System::nanoTime, (latch, nanos) -> latch.await(nanos, TimeUnit.NANOSECONDS));
    }

    StartupSettling(LongSupplier clock, LatchWait wait) {
        this.clock = clock;
        this.wait = wait;
        this.lastActivity = new AtomicLong(clock.getAsLong());
    }

    @Override
    public void serviceChanged(ServiceEvent event) {
        activity();
    }

    @Override
    public void bundleChanged(BundleEvent event) {
        activity();
    }

    void activity() {
        lastActivity.set(clock.getAsLong());
    }

    /** True once {@code settled} is open; false when the framework was quiet for {@code quietMs} first. */
    boolean await(CountDownLatch settled, long quietMs) throws InterruptedException {
        return await(settled, quietMs, () -> false);
    }

    /**
     * The same, but never quiet while {@code busy} holds (the kernel has every model and opens
     * its ports and the match, which makes no service event however long it takes).
     */
    boolean await(CountDownLatch settled, long quietMs, BooleanSupplier busy) throws InterruptedException {
        long quiet = TimeUnit.MILLISECONDS.toNanos(quietMs);
        long limit = clock.getAsLong() + quiet * LIMIT_SPANS;
        while (true) {
            long now = clock.getAsLong();
            long idle = now - lastActivity.get();
            if (now >= limit) return settled.getCount() == 0;
            if (idle >= quiet) {
                if (!busy.getAsBoolean()) return settled.getCount() == 0;
                idle = 0; // busy: another span
                lastActivity.set(now);
            }
            if (wait.await(settled, Math.min(quiet - idle, limit - now))) return true;
        }
    }
}
