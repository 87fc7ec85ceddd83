package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * The landmark and line part of see messages captured from rcssserver 19.0.0
 * ({@code /work/shared/reference}), reproduced number for number as printed. Only the presence of
 * the "0 0" changes of landmarks between 20 and 40 m is random there; it is checked for consistency.
 */
class ReferenceSeeTest {
    private static final Pattern OBJECT = Pattern.compile("\\(\\(([^()]*)\\)([^()]*)\\)");
    private static final Pattern TIME = Pattern.compile("^\\(see (\\d+) ");

    record Obj(String name, List<String> values) {
        boolean landmarkOrLine() {
            return name.startsWith("f ") || name.startsWith("g ") || name.equals("F") || name.equals("G")
                    || name.startsWith("l ");
        }
    }

    static List<Obj> parse(String see) {
        List<Obj> out = new ArrayList<>();
        Matcher m = OBJECT.matcher(see);
        while (m.find()) {
            String values = m.group(2).trim();
            out.add(new Obj(m.group(1), values.isEmpty() ? List.of() : List.of(values.split(" "))));
        }
        return out;
    }

    static List<String> lines(String resource) throws IOException {
        try (InputStream in = ReferenceSeeTest.class.getResourceAsStream(resource)) {
            if (in == null) throw new IOException("missing " + resource);
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1)).lines().toList();
        }
    }

    /** Compares the objects that need no random draw but the presence of landmark changes. */
    static void assertSameLandmarks(String expectedLine, String actualLine) {
        List<Obj> expected = parse(expectedLine).stream().filter(Obj::landmarkOrLine).toList();
        List<Obj> actual = parse(actualLine).stream().filter(Obj::landmarkOrLine).toList();
        assertEquals(expected.stream().map(Obj::name).toList(), actual.stream().map(Obj::name).toList(),
                "objects and their order\nexpected " + expectedLine + "\nactual   " + actualLine);
        for (int i = 0; i < expected.size(); i++) {
            Obj e = expected.get(i), a = actual.get(i);
            assertEquals(e.values().subList(0, 2), a.values().subList(0, 2), e.name() + " distance and direction");
            if (e.values().size() == 4 && a.values().size() == 4) assertEquals(e.values(), a.values(), e.name());
            double distance = Double.parseDouble(e.values().get(0));
            if (!e.name().startsWith("l ") && !e.name().equals("F") && !e.name().equals("G")) {
                // the change is always there at 20 m or less, never at 40 m or more
                if (distance <= 20) {
                    assertEquals(4, e.values().size(), e.name());
                    assertEquals(4, a.values().size(), e.name());
                }
                if (distance >= 40) {
                    assertEquals(2, e.values().size(), e.name());
                    assertEquals(2, a.values().size(), e.name());
                }
            } else {
                assertEquals(2, a.values().size(), e.name());
            }
        }
    }

    private static void replay(String resource, boolean synch, boolean goalie, double x, double y,
                               boolean onlyLandmarks) throws IOException {
        VisionFixture f = new VisionFixture();
        Player viewer = f.world.player(Side.LEFT, 1, 0, 0, 0);
        viewer.goalie(goalie);
        viewer.position(x, y);
        viewer.synchSee(synch);
        viewer.view(ViewWidth.NORMAL, ViewQuality.HIGH);
        f.world.ball.position(0, 0);
        List<String> reference = lines(resource);
        assertFalse(reference.isEmpty());
        for (String line : reference) {
            Matcher t = TIME.matcher(line);
            assertTrue(t.find(), line);
            f.world.time(Integer.parseInt(t.group(1)));
            String ours = VisionFixture.print(f.see(viewer));
            assertTrue(ours.startsWith("(see " + f.world.time() + " "), ours);
            assertSameLandmarks(line, ours);
            if (!onlyLandmarks) {
                assertEquals(parse(line).size(), parse(ours).size(), "nothing but landmarks\n" + line + "\n" + ours);
            }
        }
    }

    @Test
    void v19PlayerAtItsInitialPlaceSeesWhatRcssserverSent() throws IOException {
        // unmoved left player 1 at (-3, -37), body 0, synch see (v18+): 120° cone, only landmarks;
        // the ball at (0, 0) is 37.1 m away at -85.4°, outside the cone and beyond visible_distance
        replay("player_v19_see.txt", true, false, -3, -37, false);
    }

    @Test
    void v19GoalieAtItsInitialPlaceSeesTheSame() throws IOException {
        replay("player_v19_goalie_see.txt", true, true, -3, -37, false);
    }

    @Test
    void v18PlayerSeesTheSameAsV19() throws IOException {
        replay("player_v18_see.txt", true, false, -3, -37, false);
    }

    @Test
    void v13PlayerWithoutSynchSeeHasANinetyDegreeCone() throws IOException {
        replay("player_v13_see.txt", false, false, -3, -37, false);
    }

    @Test
    void v15PlayerWithoutSynchSeeHasANinetyDegreeCone() throws IOException {
        replay("player_v15_see.txt", false, false, -3, -37, false);
    }

    @Test
    void goalieOfTheSynchMatchSeesTheSameLandmarksAndLinesEveryCycle() throws IOException {
        // the goalie moved to (-50, 0) and only turned by 0: (G) is its own goal 2.5 m behind it,
        // (l r) the only line (a viewer inside the field reports one line)
        replay("match_synch_player_A1_see.txt", true, true, -50, 0, true);
    }

    @Test
    void landmarkChangesAppearWithTheProbabilityOfTheirDistance() {
        // (f t r 20) is reported at 23.1 m: no change with probability (23.1 - 20) / (40 - 20) = 0.155
        VisionFixture f = new VisionFixture();
        Player viewer = f.add(Side.LEFT, 1, -3, -37, 0);
        int without = 0, n = 20_000;
        for (int i = 0; i < n; i++) {
            String line = VisionFixture.print(f.see(viewer));
            if (line.contains("((f t r 20) 23.1 -5)")) without++;
            else assertTrue(line.contains("((f t r 20) 23.1 -5 0 0)"), line);
        }
        double p = (23.1 - 20) / 20;
        double sd = Math.sqrt(p * (1 - p) / n);
        assertEquals(p, without / (double) n, 5 * sd);
    }

    @Test
    void ballAndPlayersOfTheSynchMatchHaveTheirRcssserverForm() throws IOException {
        // the goalie's focus point is its own position: distances of moving objects lie on the
        // logarithmic grid of quantize_step 0.1; changes of the ball are multiples of 0.02 of the distance
        java.util.Set<String> grid = new java.util.HashSet<>();
        for (int k = -30; k < 60; k++) grid.add(VisionFixture.num(DistanceNoise.quantize(Math.exp(k * 0.1), 0.1)));
        int players = 0, balls = 0, flagged = 0;
        for (String line : lines("match_synch_player_A1_see.txt")) {
            for (Obj o : parse(line)) {
                if (o.landmarkOrLine()) continue;
                if (o.name().equals("b")) {
                    balls++;
                    assertTrue(grid.contains(o.values().get(0)), line);
                    assertTrue(o.values().size() == 2 || o.values().size() == 4, line);
                    if (o.values().size() == 4) {
                        double d = Double.parseDouble(o.values().get(0)), chg = Double.parseDouble(o.values().get(2));
                        double ratio = chg / d / 0.02;
                        assertEquals(Math.rint(ratio), ratio, 1e-3, line);
                    }
                } else if (o.name().startsWith("p")) {
                    players++;
                    assertTrue(grid.contains(o.values().get(0)), line);
                    boolean numbered = o.name().matches("p \"Team[AB]\" \\d+( goalie)?");
                    assertTrue(numbered || o.name().matches("p \"Team[AB]\""), o.name());
                    List<String> values = o.values();
                    String last = values.get(values.size() - 1);
                    if (last.equals("k") || last.equals("t")) {
                        flagged++;                      // a kicking or tackling player, even unnamed
                        values = values.subList(0, values.size() - 1);
                    }
                    assertEquals(numbered ? 6 : 2, values.size(), line);
                    if (!numbered) assertTrue(Double.parseDouble(o.values().get(0)) > 20, line);
                }
            }
        }
        assertTrue(balls > 100 && players > 400 && flagged > 0, balls + " " + players + " " + flagged);
    }
}
