package org.pitch.protocol.vsc.team;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.pitch.wire.Json;

/**
 * A team's configuration file in seed 001's schema: {@code name} (at most 12 characters) and
 * {@code players}, keyed by robot id 1…n, each with {@code proto}, optional {@code dockerTag}
 * (default {@code latest}) and {@code dockerCmd}, and the poses {@code halfTimeStartingPose},
 * {@code reentryStartingPose}, {@code shootoutStartingPose} ({@code translation} [x, y, z],
 * {@code rotation} [rx, ry, rz, angle] about the z axis). Every problem names the file and the
 * key.
 */
public record TeamFile(Path file, String name, List<Robot> robots) {
    /** The seed's limit for the team tag. */
    public static final int MAX_NAME = 12;
    /** A 2D team plays at most this many players. */
    public static final int MAX_ROBOTS = 11;
    /** The characters a 2D server takes in a team name. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_\\-]+");
    private static final String[] POSES = {"halfTimeStartingPose", "reentryStartingPose", "shootoutStartingPose"};

    /** A team file that cannot be used; the message names the file and the key. */
    public static final class Invalid extends Exception {
        Invalid(String message) { super(message); }
    }

    public static TeamFile read(Path file) throws Invalid {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new Invalid(file + ": cannot read the team file (" + e.getMessage() + ")");
        }
        Object root;
        try {
            root = Json.read(text, Json.Dialect.STRICT);
        } catch (Json.SyntaxError e) {
            throw new Invalid(file + ": not JSON: " + Json.lineAndColumn(text, e.offset()) + ": " + e.getMessage());
        }
        return parse(file, root);
    }

    static TeamFile parse(Path file, Object root) throws Invalid {
        Map<String, Object> top = object(file, "the file", root);
        Object nameValue = top.get("name");
        if (!(nameValue instanceof String name)) throw new Invalid(file + ": name: a string expected (the team tag, at most " + MAX_NAME + " characters)");
        if (name.isEmpty() || name.length() > MAX_NAME) {
            throw new Invalid(file + ": name: \"" + name + "\" has " + name.length() + " characters; 1 to " + MAX_NAME + " expected");
        }
        if (!NAME.matcher(name).matches()) throw new Invalid(file + ": name: \"" + name + "\": letters, digits, '-' and '_' only (a 2D team name)");
        Map<String, Object> players = object(file, "players", top.get("players"));
        if (players.isEmpty()) throw new Invalid(file + ": players: at least robot \"1\" expected");
        if (players.size() > MAX_ROBOTS) throw new Invalid(file + ": players: " + players.size() + " robots; a 2D team plays at most " + MAX_ROBOTS);
        List<Robot> robots = new ArrayList<>();
        for (int id = 1; id <= players.size(); id++) {
            String key = Integer.toString(id);
            if (!players.containsKey(key)) {
                throw new Invalid(file + ": players: robots are numbered 1 to n without gaps; \"" + key + "\" is missing (keys: " + players.keySet() + ")");
            }
            robots.add(robot(file, id, object(file, "players." + key, players.get(key))));
        }
        return new TeamFile(file, name, List.copyOf(robots));
    }

    private static Robot robot(Path file, int id, Map<String, Object> p) throws Invalid {
        String where = "players." + id;
        String proto = string(file, where + ".proto", p.get("proto"), null);
        if (proto == null) throw new Invalid(file + ": " + where + ".proto: the robot model's name (a string) is required");
        String tag = string(file, where + ".dockerTag", p.get("dockerTag"), "latest");
        String cmd = string(file, where + ".dockerCmd", p.get("dockerCmd"), "");
        Pose[] poses = new Pose[POSES.length];
        for (int i = 0; i < POSES.length; i++) {
            Object v = p.get(POSES[i]);
            if (v == null) throw new Invalid(file + ": " + where + "." + POSES[i] + ": required (translation [x, y, z], rotation [0, 0, 1, angle])");
            poses[i] = pose(file, where + "." + POSES[i], v);
        }
        return new Robot(id, proto, tag, cmd, poses[0], poses[1], poses[2]);
    }

    private static Pose pose(Path file, String where, Object v) throws Invalid {
        Map<String, Object> m = object(file, where, v);
        double[] t = numbers(file, where + ".translation", m.get("translation"), 3);
        double[] r = numbers(file, where + ".rotation", m.get("rotation"), 4);
        double norm = Math.sqrt(r[0] * r[0] + r[1] * r[1] + r[2] * r[2]);
        boolean aboutZ = Math.abs(r[0]) < 1e-6 && Math.abs(r[1]) < 1e-6 && Math.abs(Math.abs(r[2]) - 1) < 1e-6;
        if (norm < 1e-9 ? Math.abs(r[3]) > 1e-9 : !aboutZ) {
            throw new Invalid(file + ": " + where + ".rotation: only rotations about the z axis are supported, [0, 0, 1, angle] (got "
                    + java.util.Arrays.toString(r) + ")");
        }
        double yaw = norm < 1e-9 ? 0 : Math.signum(r[2]) * r[3];
        return new Pose(t[0], t[1], t[2], yaw);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Path file, String where, Object v) throws Invalid {
        if (v instanceof Map) return (Map<String, Object>) v;
        throw new Invalid(file + ": " + where + ": an object expected" + (v == null ? " (missing)" : ""));
    }

    private static String string(Path file, String where, Object v, String fallback) throws Invalid {
        if (v == null) return fallback;
        if (v instanceof String s) return s;
        throw new Invalid(file + ": " + where + ": a string expected");
    }

    private static double[] numbers(Path file, String where, Object v, int n) throws Invalid {
        if (!(v instanceof List<?> l) || l.size() != n) throw new Invalid(file + ": " + where + ": an array of " + n + " numbers expected");
        double[] d = new double[n];
        for (int i = 0; i < n; i++) {
            if (!(l.get(i) instanceof Double x) || !Double.isFinite(x)) throw new Invalid(file + ": " + where + "[" + i + "]: a number expected");
            d[i] = x;
        }
        return d;
    }
}
