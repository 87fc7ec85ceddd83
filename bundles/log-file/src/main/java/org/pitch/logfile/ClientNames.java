package org.pitch.logfile;

import java.util.HashMap;
import java.util.Map;

import org.pitch.api.record.Sender;

/**
 * How rcssserver's logs name the sender of a datagram ({@code Recv NAME: ...}): a player
 * {@code TEAM_UNUM}, the trainer {@code Coach}, an online coach {@code TEAM_Coach}. Each name is
 * made once per sender; one instance per log, used on the thread that writes it.
 */
public final class ClientNames {
    private final Map<Sender, String> names = new HashMap<>();

    public String of(Sender sender) {
        return names.computeIfAbsent(sender, ClientNames::name);
    }

    static String name(Sender sender) {
        if (sender instanceof Sender.Player p) return p.team() + "_" + p.unum();
        if (sender instanceof Sender.OnlineCoach c) return c.team() + "_Coach";
        return "Coach";
    }
}
