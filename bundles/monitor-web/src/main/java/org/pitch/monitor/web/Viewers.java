package org.pitch.monitor.web;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Everyone watching, and what a newcomer needs first: the parameters and player types the server
 * greeted the monitor with, the latest show, the players' latest live timing and the referee's
 * latest board messages. Messages are sorted by their first key: a show replaces the one before it,
 * the others ({@code msg}, {@code team_graphic}, {@code timing}) go to every viewer in order.
 */
final class Viewers {
    /** The referee's board messages a newcomer gets, the latest ones (players' says are many, and passing). */
    static final int RECENT_MESSAGES = 30;
    private static final String REFEREE = "\"message\":\"(referee ";

    private final Set<Viewer> viewers = ConcurrentHashMap.newKeySet();
    private final List<String> greeting = new ArrayList<>();
    private final ArrayDeque<String> recent = new ArrayDeque<>();
    private String lastShow, lastTiming;
    private long shows;

    /** One message of the monitor protocol, as the server sent it. */
    void publish(String json) {
        if (json.startsWith("{\"show\"")) {
            synchronized (this) {
                lastShow = json;
                shows++;
            }
            for (Viewer v : viewers) v.show(json);
            return;
        }
        synchronized (this) {
            if (json.startsWith("{\"server_param\"")) {
                greeting.clear(); // a new greeting: the server (or the log played) changed
                recent.clear();
                lastTiming = null;
            }
            if (json.startsWith("{\"server_param\"") || json.startsWith("{\"player_param\"") || json.startsWith("{\"player_type\"")) {
                greeting.add(json);
            } else if (json.startsWith("{\"timing\"")) {
                lastTiming = json;
            } else if (json.startsWith("{\"msg\"") && json.contains(REFEREE)) {
                if (recent.size() == RECENT_MESSAGES) recent.removeFirst();
                recent.addLast(json);
            }
        }
        for (Viewer v : viewers) v.message(json);
    }

    /** A new viewer: what it needs to draw at once, then everything from now on. */
    void add(Viewer v) {
        synchronized (this) {
            for (String g : greeting) v.message(g);
            for (String m : recent) v.message(m);
            if (lastTiming != null) v.message(lastTiming);
            if (lastShow != null) v.show(lastShow);
            viewers.add(v); // under the lock: nothing published in between is missed or sent twice
        }
    }

    void remove(Viewer v) {
        viewers.remove(v);
    }

    int count() {
        return viewers.size();
    }

    /** Shows received from the server so far. */
    synchronized long shows() {
        return shows;
    }
}
