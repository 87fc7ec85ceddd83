package org.pitch.api.param;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Half lengths and boundaries in cycles, as rcssserver's time referee counts them. */
class MatchTimeTest {

    @Test
    void halfLengthsInCyclesAsRcssserverRoundsThem() {
        assertEquals(3000, MatchTime.cycles(300, 100));
        assertEquals(10000, MatchTime.cycles(300, 30));
        assertEquals(17, MatchTime.cycles(1, 60), "16.67 cycles round to 17");
        assertEquals(-9, MatchTime.cycles(-1, 100), "-9.5 truncates toward zero");
        assertEquals(0, MatchTime.cycles(300, 0));
    }

    @Test
    void normalAndExtraTime() {
        // halves of 100 cycles, extra halves of 50: 2 of each
        Parameters p = match(10, 5, 2, 2);
        assertEquals(100, MatchTime.half(p));
        assertEquals(50, MatchTime.extraHalf(p));
        assertEquals(200, MatchTime.normalTime(p));
        assertEquals(300, MatchTime.fullTime(p));
    }

    @Test
    void theEndOfEachHalfIsTheStartOfTheNext() {
        Parameters p = match(10, 5, 2, 2);
        assertEquals(0, MatchTime.endOfHalf(p, 0));
        assertEquals(100, MatchTime.endOfHalf(p, 1));
        assertEquals(200, MatchTime.endOfHalf(p, 2), "normal time's end is the first extra half's start");
        assertEquals(250, MatchTime.endOfHalf(p, 3));
        assertEquals(300, MatchTime.endOfHalf(p, 4));
        assertEquals(50, MatchTime.endOfHalf(match(10, 5, 0, 3), 1), "only extra halves");
    }

    @Test
    void halfTimeCallsMadeByAClockReading() {
        Parameters p = match(10, 5, 2, 2);
        assertEquals(0, MatchTime.halfTimeCalls(p, 0, true));
        assertEquals(0, MatchTime.halfTimeCalls(p, 100, false), "the clock just reached the boundary: half time is due");
        assertEquals(1, MatchTime.halfTimeCalls(p, 100, true), "after the call, waiting for the 2nd half's kick-off");
        assertEquals(1, MatchTime.halfTimeCalls(p, 150, false));
        assertEquals(2, MatchTime.halfTimeCalls(p, 201, false));
        assertEquals(3, MatchTime.halfTimeCalls(p, 299, false));
        assertEquals(3, MatchTime.halfTimeCalls(p, 5000, true), "the end of extra time is no half time");
    }

    @Test
    void noExtraTimeNoCallAtTheEndOfNormalTime() {
        assertEquals(1, MatchTime.halfTimeCalls(match(10, 5, 2, 0), 9000, true));
        assertEquals(1, MatchTime.halfTimeCalls(match(10, 0, 2, 2), 9000, true));
        assertEquals(2, MatchTime.halfTimeCalls(match(10, 5, 0, 3), 100, true), "only extra halves: at 50 and 100");
    }

    @Test
    void withoutHalfTimeNoCallsAtAll() {
        assertEquals(0, MatchTime.halfTimeCalls(match(0, 5, 2, 2), 50_000, true));
        assertEquals(0, MatchTime.halfTimeCalls(match(-1, 5, 2, 2), 50_000, true));
    }

    @Test
    void aMatchWithoutHalvesIsAShootOutOnly() {
        assertTrue(MatchTime.withoutHalves(match(10, 5, 0, 0)));
        assertFalse(MatchTime.withoutHalves(match(10, 5, 0, 1)));
        assertFalse(MatchTime.withoutHalves(match(10, 5, 1, 0)));
    }

    /** Half lengths in seconds at 100 ms a cycle; every other parameter 0 or empty. */
    private static Parameters match(int halfTime, int extraHalfTime, int normalHalves, int extraHalves) {
        ParamValues<ServerParam> server = zeros(ServerParam.class)
                .number(ServerParam.SIMULATOR_STEP, 100)
                .number(ServerParam.HALF_TIME, halfTime)
                .number(ServerParam.EXTRA_HALF_TIME, extraHalfTime)
                .number(ServerParam.NR_NORMAL_HALFS, normalHalves)
                .number(ServerParam.NR_EXTRA_HALFS, extraHalves)
                .build();
        return new Parameters(server, zeros(PlayerParam.class).build(), zeros(CsvSaverParam.class).build());
    }

    private static <K extends Enum<K> & ParamKey> ParamValues.Builder<K> zeros(Class<K> keys) {
        ParamValues.Builder<K> b = ParamValues.builder(keys);
        for (K k : keys.getEnumConstants()) {
            if (k.type() == ParamType.STRING) b.string(k, ""); else b.number(k, 0);
        }
        return b;
    }
}
