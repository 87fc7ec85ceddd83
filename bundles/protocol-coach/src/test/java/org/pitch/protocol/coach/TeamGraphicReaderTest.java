package org.pitch.protocol.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.world.Side;

/** Spec 2.3.5: the XPM tile of {@code team_graphic}. "binary": the answer of rcssserver 19.0.0 tells valid from invalid. */
class TeamGraphicReaderTest {
    private static final String ROWS = String.join(" ", Collections.nCopies(8, "\"aaaaaaaa\""));
    static final String TILE = "(team_graphic (0 0 \"8 8 1 1\" \"a c #000000\" " + ROWS + "))";

    private static CoachCommand.TeamGraphic read(String text) {
        return TeamGraphicReader.read(text);
    }

    @Test
    void aValidTile() {
        CoachCommand.TeamGraphic g = read(TILE);
        assertEquals(new CoachCommand.XpmTile(8, 8, "8 8 1 1",
                List.of("a c #000000", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa", "aaaaaaaa")), g.tile());
        assertEquals("(team_graphic_l (0 0 \"8 8 1 1\" \"a c #000000\" " + ROWS + "))", g.boardText(Side.LEFT));
    }

    @Test
    void theHeaderIsNormalisedAndTheStringsKeptAsWritten() {
        CoachCommand.XpmTile t = read("(team_graphic (4 0 \" 8  8 1 1 \"\"a c  #000000\"\"aaaaaaaa\" " + ROWS.substring(11) + " junk").tile();  // binary
        assertNotNull(t);
        assertEquals("8 8 1 1", t.header());
        assertEquals("a c  #000000", t.strings().get(0));
    }

    @Test
    void anUnterminatedLastStringStillCounts() {
        String rows7 = String.join(" ", Collections.nCopies(7, "\"aaaaaaaa\""));
        assertNotNull(read("(team_graphic (1 0 \"8 8 1 1\" \"a c #000000\" " + rows7 + " \"aaaaaaaa").tile());   // binary
        CoachCommand.XpmTile t = read("(team_graphic (1 1 \"8 8 1 1\" \"a c #000000\" " + rows7 + " \"aaaaaa))").tile();  // binary
        assertNotNull(t);
        assertEquals("aaaaaa))", t.strings().get(8));
        // without its quote the reading does not advance: the same string is read again for every row left
        t = read("(team_graphic (1 1 \"8 2 1 1\" \"a c #000000\" \"aaaaaaaa").tile();
        assertEquals(List.of("a c #000000", "aaaaaaaa", "aaaaaaaa"), t.strings());
    }

    @Test
    void countsBelowOneReadNothing() {
        CoachCommand.XpmTile t = read("(team_graphic (3 0 \"8 8 -1 1\" " + ROWS + "))").tile();  // binary
        assertNotNull(t);
        assertEquals("8 8 -1 1", t.header());
        assertEquals(8, t.strings().size());
        t = read("(team_graphic (3 0 \"8 0 0 1\"))").tile();
        assertEquals(List.of(), t.strings());
        assertEquals(0, t.height());
    }

    @Test
    void otherSizesAreValidDataForTheServerToRefuse() {
        CoachCommand.XpmTile t = read("(team_graphic (7 7 \"4 2 1 2\" \"a c #000000\" \"aaaaaaaa\" \"aaaaaaaa\"))").tile();  // binary: invalid_tile_size
        assertEquals(4, t.width());
        assertEquals(2, t.height());
    }

    @Test
    void theXpmStartsAtTheFirstQuoteAnywhere() {
        assertNotNull(read("(team_graphic (7 7 8 8 \"8 8 1 1\" \"a c #000000\" " + ROWS + "))").tile());  // binary
    }

    @Test
    void invalidData() {
        for (String text : new String[] {
            "(team_graphic (0 0 \"8 8 1 1\"))",                                             // VERIFIED
            "(team_graphic (2 0 \"8 8 1 1\" \"\" " + ROWS + "))",                            // binary: an empty string
            "(team_graphic (5 0 \"8 8 1 1 x\" \"a c #000000\" " + ROWS + "))",               // binary: more in the header
            "(team_graphic (0 0 \"8 8 1\" \"a c #000000\" " + ROWS + "))",
            "(team_graphic (0 0 \"8 8 1 1 \"a c #000000\" " + ROWS + "))",
            "(team_graphic (0 0 \"8 8 1 1\" \"a c #000000\" \"aaaaaaa\" " + ROWS + "))",       // a short row
            "(team_graphic (0 0 \"8 8 1 2\" \"a c #000000\" " + ROWS + "))",                 // rows of 16 expected
            "(team_graphic (0 0 \"-8 8 1 1\" \"a c #000000\" " + ROWS + "))",             // a negative row length
            "(team_graphic (1 1))",                                                          // no quote: rcssserver crashes
        }) {
            CoachCommand.TeamGraphic g = read(text);
            assertNotNull(g, text);
            assertNull(g.tile(), text);
        }
    }

    @Test
    void locations() {
        assertEquals(4294967295L, read("(team_graphic (-1 0 \"x\"))").x());  // binary
        assertEquals(31, read("(team_graphic (31 7 \"x\"))").x());
        assertEquals(1, read("(team_graphic ( 4294967297 1 \"x\"))").x());
        assertNull(read("(team_graphic 1 1)"));
        assertNull(read("(team_graphic (1 y \"x\"))"));
    }
}
