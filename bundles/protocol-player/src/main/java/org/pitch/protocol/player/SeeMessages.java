package org.pitch.protocol.player;

import java.util.List;

import org.pitch.api.protocol.MessageOut;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject;

/**
 * The visual sensor message {@code (see T ...)} of the player protocol, versions 1 to 19, byte for
 * byte as rcssserver 19 prints it. Writer only: the caller sends. Nothing is allocated.
 *
 * <h2>Names</h2>
 * <pre>
 *                     1-5 (long)             6+ (short)
 * flag                (flag c t 10)          (f c t 10)
 * goal                (goal r)               (g r)
 * line                (line r)               (l r)
 * ball                (ball)                 (b)
 * player, all known   (player TEAM 5)        (p "TEAM" 5) | (p "TEAM" 1 goalie)
 * player, no number   (player TEAM)          (p "TEAM")
 * player, no team     (player)               (p)
 * anonymous (close)   (Flag) (Goal) (Ball) (Player) (Line)   (F) (G) (B) (P) (L)
 * </pre>
 * The team name is printed as given ({@link SeenObject#team()} is already the name the viewer may
 * know, e.g. a fixed anonymous name); the {@code goalie} word exists only in the short form and
 * only with a uniform number.
 *
 * <h2>Values</h2>
 * After the name, each object prints, in this order, what is present ({@code NaN} = absent) and
 * what its form and the version can carry; anything else in the observation is ignored:
 * <pre>
 * low quality (distance NaN)      DIR                        - nothing else, for every kind
 * flag, goal, ball                DIST DIR [DISTCHG DIRCHG]  - no changes when anonymous
 * line                            DIST DIR
 * player, anonymous or no team    DIST DIR
 * player, no number               DIST DIR [8: POINTDIR] [8: t | 13: k]
 * player, all known               DIST DIR [DISTCHG DIRCHG [4: BODYDIR [5: HEADDIR]]] [8: POINTDIR]
 *                                 [8: t | 13: k]
 * </pre>
 * {@code t} (tackling) wins over {@code k} (kicked this cycle); versions 8 to 12 know only
 * {@code t}. Distances and direction changes are printed as they are, with 6 significant digits:
 * the vision sensor has already quantised them. Directions (DIR, BODYDIR, HEADDIR, POINTDIR) are
 * integers on the wire; the observation may hold them either as those integers or unconverted, in
 * degrees ({@code radians * (180 / PI)}), and they are converted here as rcssserver converts them:
 * truncated toward zero for versions 1 to 6, rounded half to even ({@code rint}) from version 7.
 * Which objects a viewer of a given version sees at all (objects newer than its version, lines)
 * and which values it gets is the vision sensor's decision.
 *
 * <p>Per version, the naming and the converting code of rcssserver 19: {@code visualsenderplayer}
 * (V1 long names and truncation, V4 body direction, V5 head direction, V6 short names, V7 rounding,
 * V8 pointing direction, V13 = V8, V18 = V13 apart from the focus point), {@code serializer.h}
 * ({@code serializeVisualObject}), {@code serializerplayerstdv8} ({@code t}) and
 * {@code serializerplayerstdv13} ({@code t} or {@code k}); fractional versions use the senders of
 * their integer part.
 */
final class SeeMessages {
    private SeeMessages() {
    }

    static void write(MessageOut out, double version, SeeObservation see) {
        out.text("(see ").integer(see.time());
        List<SeenObject> objects = see.objects();
        for (int i = 0, n = objects.size(); i < n; i++) {
            object(out, version, objects.get(i));
        }
        out.character(')');
    }

    private static void object(MessageOut out, double version, SeenObject o) {
        out.text(" (");
        boolean shortNames = version >= 6;
        SeenObject.Kind kind = o.kind();
        boolean player = kind == SeenObject.Kind.PLAYER;
        boolean anonymous = o.anonymous();
        boolean team = player && !anonymous && o.team() != null;
        boolean full = team && o.unum() > 0;

        name(out, shortNames, o, team, full);

        if (Double.isNaN(o.distance())) {
            out.character(' ').integer(direction(version, o.direction())).character(')');
            return;
        }
        out.character(' ').number(o.distance())
                .character(' ').integer(direction(version, o.direction()));

        boolean changes = player ? full : kind != SeenObject.Kind.LINE && !anonymous;
        if (changes && !Double.isNaN(o.distanceChange()) && !Double.isNaN(o.directionChange())) {
            out.character(' ').number(o.distanceChange())
                    .character(' ').number(o.directionChange());
            if (full && version >= 4 && !Double.isNaN(o.bodyDirection())) {
                out.character(' ').integer(direction(version, o.bodyDirection()));
                if (version >= 5 && !Double.isNaN(o.headDirection())) {
                    out.character(' ').integer(direction(version, o.headDirection()));
                }
            }
        }
        if (team && version >= 8) {
            if (!Double.isNaN(o.pointDirection())) {
                out.character(' ').integer(direction(version, o.pointDirection()));
            }
            if (o.tackling()) {
                out.text(" t");
            } else if (o.kicking() && version >= 13) {
                out.text(" k");
            }
        }
        out.character(')');
    }

    private static void name(MessageOut out, boolean shortNames, SeenObject o, boolean team, boolean full) {
        SeenObject.Kind kind = o.kind();
        if (o.anonymous()) {
            out.text(switch (kind) {
                case FLAG -> shortNames ? "(F)" : "(Flag)";
                case GOAL -> shortNames ? "(G)" : "(Goal)";
                case BALL -> shortNames ? "(B)" : "(Ball)";
                case PLAYER -> shortNames ? "(P)" : "(Player)";
                case LINE -> shortNames ? "(L)" : "(Line)";
            });
            return;
        }
        switch (kind) {
            case FLAG -> landmark(out, shortNames ? "(f" : "(flag", o.name());
            case GOAL -> landmark(out, shortNames ? "(g" : "(goal", o.name());
            case LINE -> landmark(out, shortNames ? "(l" : "(line", o.name());
            case BALL -> out.text(shortNames ? "(b)" : "(ball)");
            case PLAYER -> {
                out.text(shortNames ? "(p" : "(player");
                if (team) {
                    if (shortNames) {
                        out.text(" \"").text(o.team()).character('"');
                    } else {
                        out.character(' ').text(o.team());
                    }
                    if (full) {
                        out.character(' ').integer(o.unum());
                        if (shortNames && o.goalie()) out.text(" goalie");
                    }
                }
                out.character(')');
            }
        }
    }

    private static void landmark(MessageOut out, String kind, String name) {
        out.text(kind);
        if (name != null && !name.isEmpty()) out.character(' ').text(name);
        out.character(')');
    }

    /**
     * A direction as the integer rcssserver prints: {@code (int) deg} before version 7,
     * {@code (int) rint(deg)} from 7. Integral values pass unchanged.
     */
    private static long direction(double version, double degrees) {
        return (long) (version >= 7 ? Math.rint(degrees) : degrees);
    }
}
