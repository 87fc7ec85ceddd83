package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.random.RandomPurpose;

class RandomStreamsTest {
    @Test
    void theSameSeedGivesTheSameStreams() {
        RandomStreams a = new RandomStreams(42), b = new RandomStreams(42);
        for (RandomPurpose p : RandomPurpose.values()) {
            for (int i = 0; i < 100; i++) assertEquals(a.get(p).nextLong(), b.get(p).nextLong(), p.name());
        }
    }

    @Test
    void drawingForOnePurposeNeverShiftsAnother() {
        RandomStreams a = new RandomStreams(42), b = new RandomStreams(42);
        for (int i = 0; i < 1000; i++) a.get(RandomPurpose.KICK_NOISE).nextDouble();
        assertEquals(a.get(RandomPurpose.MOVEMENT_NOISE).nextLong(), b.get(RandomPurpose.MOVEMENT_NOISE).nextLong());
    }

    @Test
    void purposesAndSeedsAreIndependent() {
        RandomStreams a = new RandomStreams(42);
        assertNotEquals(a.get(RandomPurpose.KICK_NOISE).nextLong(), a.get(RandomPurpose.VISION).nextLong());
        assertNotEquals(new RandomStreams(1).get(RandomPurpose.VISION).nextLong(), new RandomStreams(2).get(RandomPurpose.VISION).nextLong());
    }
}
