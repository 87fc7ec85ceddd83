package org.pitch.model.tackle;

import org.pitch.api.random.RandomPurpose;
import org.pitch.testkit.ModelFixture;

/** The shared test world, with what the tackle tests add. */
final class Fixture extends ModelFixture {
    Fixture(String hocon) { super(hocon); }

    Fixture(String hocon, long seed) { super(hocon, seed); }

    /** Noise-free: tackle_rand_factor 0 and kick_rand 0. */
    static Fixture noiseFree() { return new Fixture("server { tackle_rand_factor = 0, kick_rand = 0 }"); }

    /** Makes every draw of that purpose return 0 (a Bernoulli draw then succeeds whenever p > 0). */
    Fixture alwaysZero(RandomPurpose purpose) {
        streams.put(purpose, () -> 0L);
        return this;
    }
}
