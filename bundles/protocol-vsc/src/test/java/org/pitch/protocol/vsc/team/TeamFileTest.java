package org.pitch.protocol.vsc.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Team files in seed 001's schema: what is read, and the message for each kind of mistake. */
class TeamFileTest {
    @TempDir
    Path dir;

    static String player(String extra, String rotation) {
        return "{\"proto\": \"robotA\"" + extra + ",\n"
                + " \"halfTimeStartingPose\": {\"translation\": [-3.5, -3.06, 0.24], \"rotation\": " + rotation + "},\n"
                + " \"reentryStartingPose\": {\"translation\": [-3, -3.11, 0.24], \"rotation\": [0.0, 0, 1, 1.57]},\n"
                + " \"shootoutStartingPose\": {\"translation\": [2.6, 0, 0.24], \"rotation\": [0, 0, 1, 0]}}";
    }

    private Path file(String text) throws IOException {
        Path f = dir.resolve("team.json");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void theSeedsExampleIsRead() throws Exception {
        Path f = file("{\"name\": \"teamA\", \"players\": {\"1\": " + player(", \"dockerTag\": \"robotA\", \"dockerCmd\": \"launchRobot.sh --goalkeeper\"", "[0, 0, 1, 1.57]")
                + ", \"2\": " + player("", "[0, 0, 1, -1.57]") + "}}");
        TeamFile t = TeamFile.read(f);
        assertEquals("teamA", t.name());
        assertEquals(2, t.robots().size());
        Robot r1 = t.robots().get(0);
        assertEquals(1, r1.id());
        assertEquals("robotA", r1.dockerTag());
        assertEquals("launchRobot.sh --goalkeeper", r1.dockerCmd());
        assertEquals(new Pose(-3.5, -3.06, 0.24, 1.57), r1.halfTimeStartingPose());
        assertEquals(-1.57, t.robots().get(1).halfTimeStartingPose().yaw(), 1e-12);
        assertEquals("latest", t.robots().get(1).dockerTag(), "dockerTag defaults to latest");
        assertEquals(new Pose(2.6, 0, 0.24, 0), r1.shootoutStartingPose());
    }

    @Test
    void aRotationAboutMinusZTurnsTheOtherWay() throws Exception {
        TeamFile t = TeamFile.read(file("{\"name\": \"A\", \"players\": {\"1\": " + player("", "[0, 0, -1, 0.5]") + "}}"));
        assertEquals(-0.5, t.robots().get(0).halfTimeStartingPose().yaw(), 1e-12);
    }

    private String problem(String text) throws IOException {
        Path f = file(text);
        String m = assertThrows(TeamFile.Invalid.class, () -> TeamFile.read(f)).getMessage();
        assertTrue(m.startsWith(f + ": "), m);
        return m.substring(f.toString().length() + 2);
    }

    @Test
    void mistakesAreNamedByKey() throws Exception {
        String p = player("", "[0, 0, 1, 0]");
        assertEquals("name: \"ThirteenChars\" has 13 characters; 1 to 12 expected",
                problem("{\"name\": \"ThirteenChars\", \"players\": {\"1\": " + p + "}}"));
        assertEquals("name: \"a b\": letters, digits, '-' and '_' only (a 2D team name)",
                problem("{\"name\": \"a b\", \"players\": {\"1\": " + p + "}}"));
        assertEquals("players: robots are numbered 1 to n without gaps; \"2\" is missing (keys: [1, 3])",
                problem("{\"name\": \"A\", \"players\": {\"1\": " + p + ", \"3\": " + p + "}}"));
        assertEquals("players.1.halfTimeStartingPose.rotation: only rotations about the z axis are supported, [0, 0, 1, angle] (got [1.0, 0.0, 0.0, 0.5])",
                problem("{\"name\": \"A\", \"players\": {\"1\": " + player("", "[1, 0, 0, 0.5]") + "}}"));
        assertEquals("players.1.proto: the robot model's name (a string) is required",
                problem("{\"name\": \"A\", \"players\": {\"1\": " + p.replace("\"proto\": \"robotA\"", "\"protox\": 1") + "}}"));
        assertEquals("players.1.reentryStartingPose.translation: an array of 3 numbers expected",
                problem("{\"name\": \"A\", \"players\": {\"1\": " + p.replace("[-3, -3.11, 0.24]", "[-3, -3.11]") + "}}"));
        assertEquals("players.1.shootoutStartingPose: required (translation [x, y, z], rotation [0, 0, 1, angle])",
                problem("{\"name\": \"A\", \"players\": {\"1\": " + p.replace("shootoutStartingPose", "shootoutPose") + "}}"));
        assertEquals("players: at least robot \"1\" expected", problem("{\"name\": \"A\", \"players\": {}}"));
        assertEquals("not JSON: line 2, column 16: ',' or '}' expected, found '\"'", problem("{\"name\": \"A\",\n \"players\" \"x\"}".replace("\"players\" \"x\"", "\"players\": {} \"x\"")));
    }
}
