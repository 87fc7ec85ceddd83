package org.pitch.protocol.clang.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Spec 5.5: rcssserver's setVer and isSupported. */
class VersionRangeTest {

    private static final long UNSIGNED_MAX = 4294967295L;

    @Test
    void startsUnset() {
        assertEquals(new VersionRange(UNSIGNED_MAX, 0), VersionRange.UNSET);
    }

    @Test
    void oneVersionOnAnUnsetRangeIsThatVersion() {
        assertEquals(new VersionRange(7, 7), VersionRange.UNSET.restrict(7));
        assertEquals(new VersionRange(8, 8), VersionRange.UNSET.restrict(8));
    }

    @Test
    void oneVersionBelowTheMaximumLowersTheMinimum() {
        assertEquals(new VersionRange(7, 8), new VersionRange(8, 8).restrict(7));
        // a version below max sets min even when that raises it
        assertEquals(new VersionRange(7, 9), new VersionRange(5, 9).restrict(7));
    }

    @Test
    void oneVersionAboveTheMinimumRaisesTheMaximum() {
        assertEquals(new VersionRange(7, 8), new VersionRange(7, 7).restrict(8));
    }

    @Test
    void oneVersionAtBothBoundsChangesNothing() {
        assertEquals(new VersionRange(7, 7), new VersionRange(7, 7).restrict(7));
        assertEquals(new VersionRange(7, 8), new VersionRange(7, 8).restrict(8));
    }

    @Test
    void anInvertedPairOnAnUnsetRangeIsThatPair() {
        assertEquals(new VersionRange(8, 7), VersionRange.UNSET.restrict(8, 7));
    }

    @Test
    void anInvertedPairDoesNotChangeANormalRange() {
        assertEquals(new VersionRange(7, 7), new VersionRange(7, 7).restrict(8, 7));
        assertEquals(new VersionRange(7, 8), new VersionRange(7, 8).restrict(8, 7));
        assertEquals(new VersionRange(8, 8), new VersionRange(8, 8).restrict(8, 7));
    }

    @Test
    void aPairWidens() {
        assertEquals(new VersionRange(5, 9), new VersionRange(7, 8).restrict(5, 9));
        assertEquals(new VersionRange(7, 9), new VersionRange(7, 8).restrict(8, 9));
    }

    @Test
    void anInvertedPairReplacesARangeInvertedFurther() {
        assertEquals(new VersionRange(8, 7), new VersionRange(9, 6).restrict(8, 7));
    }

    /** The order of the calls matters: a quad (7) before the define (8,7) gives (7,7); alone, (8,7). */
    @Test
    void theOrderOfTheCallsMatters() {
        assertEquals(new VersionRange(7, 7), VersionRange.UNSET.restrict(7).restrict(8, 7));
        assertEquals(new VersionRange(8, 7), VersionRange.UNSET.restrict(8, 7));
        assertEquals(new VersionRange(8, 8), VersionRange.UNSET.restrict(8).restrict(8, 7));
        assertEquals(new VersionRange(7, 8), VersionRange.UNSET.restrict(8).restrict(7));
    }

    @Test
    void supportedBy() {
        VersionRange freeform = new VersionRange(8, 7);
        assertFalse(freeform.supportedBy(0, 0));
        assertTrue(freeform.supportedBy(7, 7));
        assertTrue(freeform.supportedBy(8, 8));
        assertFalse(freeform.supportedBy(9, 9));

        VersionRange both = new VersionRange(7, 8);
        assertTrue(both.supportedBy(7, 8));
        assertTrue(both.supportedBy(0, 19));
        assertFalse(both.supportedBy(7, 7));
        assertFalse(both.supportedBy(8, 8));

        assertTrue(new VersionRange(7, 7).supportedBy(7, 7));
        assertFalse(new VersionRange(7, 7).supportedBy(8, 8));
        assertTrue(new VersionRange(8, 8).supportedBy(8, 8));
        assertFalse(new VersionRange(8, 8).supportedBy(0, 0));
    }

    @Test
    void aPlayersNegativeBoundIsReadUnsigned() {
        // -1 is 4294967295: as a minimum it is above everything, as a maximum it covers everything
        assertFalse(new VersionRange(7, 7).supportedBy(-1, -1));
        assertTrue(new VersionRange(7, 7).supportedBy(0, -1));
        assertTrue(VersionRange.UNSET.supportedBy(-1, -1));
    }

    @Test
    void boundsAreUnsigned32Bit() {
        assertThrows(IllegalArgumentException.class, () -> new VersionRange(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> new VersionRange(0, UNSIGNED_MAX + 1));
    }
}
