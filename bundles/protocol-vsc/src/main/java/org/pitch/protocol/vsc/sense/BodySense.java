package org.pitch.protocol.vsc.sense;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a 2D {@code sense_body} tells the robot's sensors: the view width (degrees), stamina, the
 * speed (amount, direction relative to the head, clockwise degrees as the 2D protocol gives
 * them), the head angle relative to the body, the kick and turn counts and whether the player
 * collided this cycle. Read leniently: a field missing from an older protocol keeps its default.
 */
public record BodySense(int time, double viewWidth, double stamina, double speed, double speedDirection,
                        double headAngle, int kicks, int turns, boolean collision) {
    private static final Pattern TIME = Pattern.compile("^\\(sense_body (\\d+)");
    private static final Pattern VIEW = Pattern.compile("\\(view_mode \\w+ (\\w+)\\)");
    private static final Pattern STAMINA = Pattern.compile("\\(stamina ([-\\d.e]+)");
    private static final Pattern SPEED = Pattern.compile("\\(speed ([-\\d.e]+) ([-\\d.e]+)\\)");
    private static final Pattern HEAD = Pattern.compile("\\(head_angle ([-\\d.e]+)\\)");
    private static final Pattern KICK = Pattern.compile("\\(kick (\\d+)\\)");
    private static final Pattern TURN = Pattern.compile("\\(turn (\\d+)\\)");
    private static final Pattern COLLISION = Pattern.compile("\\(collision (none|\\()");

    /** The sense, or null if the text is not a {@code sense_body}. */
    public static BodySense parse(String text) {
        Matcher t = TIME.matcher(text);
        if (!t.find()) return null;
        Matcher view = VIEW.matcher(text), stamina = STAMINA.matcher(text), speed = SPEED.matcher(text),
                head = HEAD.matcher(text), kick = KICK.matcher(text), turn = TURN.matcher(text), collision = COLLISION.matcher(text);
        return new BodySense(Integer.parseInt(t.group(1)),
                view.find() ? width(view.group(1)) : 120,
                stamina.find() ? Double.parseDouble(stamina.group(1)) : 0,
                speed.find() ? Double.parseDouble(speed.group(1)) : 0,
                speed.find(0) ? Double.parseDouble(speed.group(2)) : 0,
                head.find() ? Double.parseDouble(head.group(1)) : 0,
                kick.find() ? Integer.parseInt(kick.group(1)) : 0,
                turn.find() ? Integer.parseInt(turn.group(1)) : 0,
                collision.find() && collision.group(1).equals("("));
    }

    /** The full view width of a 2D view mode, in degrees. */
    static double width(String mode) {
        switch (mode) {
            case "narrow": return 60;
            case "wide": return 180;
            default: return 120;
        }
    }
}
