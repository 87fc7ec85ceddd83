package org.pitch.logfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

class LogNamingTest {
    static final ZonedDateTime START = ZonedDateTime.of(LocalDateTime.parse("2026-11-21T04:30:08"), ZoneId.of("UTC"));

    @Test
    void aDatedLogIsRenamedWithTheStartTimeTeamsAndScores() {
        LogNaming n = new LogNaming("./", false, "rcssserver", true, "%Y%m%d%H%M%S-", false, ".rcg");
        assertEquals("incomplete.rcg", n.workingName());
        String title = MatchTitle.of(new Team(Side.LEFT, "TeamA"), new Team(Side.RIGHT, "TeamB"));
        assertEquals(Path.of("./20261121043008-TeamA_0-vs-TeamB_0.rcg"), n.finalPath(n.datePrefix(START), title));
    }

    @Test
    void undatedCompressedAndWithoutTrailingSlash() {
        LogNaming n = new LogNaming("/tmp/logs", false, "rcssserver", false, "%Y%m%d%H%M%S-", true, ".rcl");
        assertEquals("incomplete.rcl.gz", n.workingName());
        assertEquals(Path.of("/tmp/logs/null-vs-null.rcl.gz"), n.finalPath(n.datePrefix(START), MatchTitle.of(null, null)));
    }

    @Test
    void aFixedNameIsNeverRenamed() {
        LogNaming n = new LogNaming("", true, "match", true, "%Y-", true, ".rcg");
        assertEquals("match.rcg.gz", n.workingName());
        assertEquals(Path.of("."), n.directoryPath(), "an empty directory is the working directory");
        assertNull(n.finalPath("2026-", "A_0-vs-B_0"));
    }

    @Test
    void aDateLongerThanRcssserversBufferIsDropped() {
        LogNaming n = new LogNaming(".", false, "x", true, "%Y%m%d%H%M%S--%Y%m%d%H%M%S-", false, ".rcg");
        assertEquals("20261121043008--20261121043008-", n.datePrefix(START), "31 characters and the NUL fit");
        n = new LogNaming(".", false, "x", true, "%Y%m%d%H%M%S---%Y%m%d%H%M%S-", false, ".rcg");
        assertEquals("", n.datePrefix(START), "32 do not");
    }
}
