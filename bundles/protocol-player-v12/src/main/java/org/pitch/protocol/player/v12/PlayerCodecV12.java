package org.pitch.protocol.player.v12;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.BodyObservation;
import org.pitch.protocol.player.v8.PlayerCodecV8;

/**
 * The player protocol, version 12: a tackle's argument is an angle, no longer a power, and
 * sense_body tells collisions: {@code (collision none)} or {@code (collision (ball) (player) (post))}.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV12 extends PlayerCodecV8 {
    public PlayerCodecV12() {
        this(12, 12);
    }

    protected PlayerCodecV12(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected boolean tacklePowerForm() { return false; }

    @Override
    protected void senseBodyStates(MessageOut out, BodyObservation b) {
        super.senseBodyStates(out, b);
        collision(out, b.collision());
    }

    /**
     * {@code collision} is null, empty or {@code none}, or space-separated words out of
     * {@code ball player post}, each printed as {@code (word)}.
     */
    private static void collision(MessageOut out, String collision) {
        out.text(" (collision");
        boolean any = false;
        if (collision != null && !collision.equals("none")) {
            int n = collision.length();
            int i = 0;
            while (i < n) {
                while (i < n && collision.charAt(i) == ' ') i++;
                if (i >= n) break;
                out.text(" (");
                any = true;
                while (i < n && collision.charAt(i) != ' ') out.character(collision.charAt(i++));
                out.character(')');
            }
        }
        if (!any) out.text(" none");
        out.character(')');
    }
}
