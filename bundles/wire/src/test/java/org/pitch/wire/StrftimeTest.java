package org.pitch.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Expected values from glibc: {@code TZ=UTC date -d '<time> UTC' '+<format>'}. */
class StrftimeTest {
    static final String ALL = "%Y%m%d%H%M%S-|%a %A %b %B %h|%c|%C %d %D %e %F|%g %G %V|%H %I %j %k %l %m %M|%p %P %r %R %s %S|"
            + "%T %u %U %w %W|%x %X %y %Y %z %Z %%|%-d %_m %0e %Ey %Od|%Q";

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "2026-11-21T04:30:08; 20261121043008-|Sat Saturday Nov November Nov|Sat Nov 21 04:30:08 2026|20 21 11/21/26 21 2026-11-21|26 2026 47|04 04 325  4  4 11 30|AM am 04:30:08 AM 04:30 1795235408 08|04:30:08 6 46 6 46|11/21/26 04:30:08 26 2026 +0000 UTC %|21 11 21 26 21|%Q",
        "2027-01-01T13:05:09; 20270101130509-|Fri Friday Jan January Jan|Fri Jan  1 13:05:09 2027|20 01 01/01/27  1 2027-01-01|26 2026 53|13 01 001 13  1 01 05|PM pm 01:05:09 PM 13:05 1798808709 09|13:05:09 5 00 5 00|01/01/27 13:05:09 27 2027 +0000 UTC %|1  1 01 27 01|%Q",
        "2024-12-30T00:00:00; 20241230000000-|Mon Monday Dec December Dec|Mon Dec 30 00:00:00 2024|20 30 12/30/24 30 2024-12-30|25 2025 01|00 12 365  0 12 12 00|AM am 12:00:00 AM 00:00 1735516800 00|00:00:00 1 52 1 53|12/30/24 00:00:00 24 2024 +0000 UTC %|30 12 30 24 30|%Q",
        "2021-01-03T23:59:59; 20210103235959-|Sun Sunday Jan January Jan|Sun Jan  3 23:59:59 2021|20 03 01/03/21  3 2021-01-03|20 2020 53|23 11 003 23 11 01 59|PM pm 11:59:59 PM 23:59 1609718399 59|23:59:59 7 01 0 00|01/03/21 23:59:59 21 2021 +0000 UTC %|3  1 03 21 03|%Q",
    })
    void matchesGlibc(String time, String expected) {
        assertEquals(expected, Strftime.format(ALL, ZonedDateTime.of(LocalDateTime.parse(time), ZoneId.of("UTC"))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Europe/Berlin; 2026-07-01T14:00:00; %FT%T%z %Z; 2026-07-01T14:00:00+0200 CEST",
        "America/St_Johns; 2026-01-01T08:30:00; %z; -0330",
        "UTC; 2026-11-21T04:30:08; %Y%m%d%H%M; 202611210430",
        "UTC; 2026-11-21T04:30:08; no conversions; no conversions",
        "UTC; 2026-11-21T04:30:08; trailing %; trailing %",
    })
    void zonesAndPlainText(String zone, String time, String format, String expected) {
        assertEquals(expected, Strftime.format(format, ZonedDateTime.of(LocalDateTime.parse(time), ZoneId.of(zone))));
    }
}
