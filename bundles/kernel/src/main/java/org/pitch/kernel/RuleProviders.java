package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.config.Settings;
import org.pitch.api.rule.RefereeRule;

/**
 * The referee rules offered by bundles and which of them judge: a rule the configuration does not
 * mention is on ({@code pitch.rules.<rule>.enabled = false} turns it off); of two providers of one
 * rule the newest serves; the rules judge in their declared order, then by name. A rule switched
 * on by name with no provider is missing; a rule whose provider goes away stops judging. A rule's
 * provider going, returning or being replaced is logged once with its bundle and version. Guarded
 * by the {@link ModelRegistry}'s lock.
 */
final class RuleProviders {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");

    private record Offer(String name, int order, RefereeRule rule, long seq, String origin) {}

    private final Map<String, Boolean> switches = new HashMap<>();
    private final List<Offer> offers = new ArrayList<>();
    /** The provider of each rule at the last publication. */
    private Map<String, Offer> published = Map.of();
    /** Rules whose provider went away → the bundle it came from. */
    private final Map<String, String> gone = new HashMap<>();
    private long seq;

    RuleProviders(Settings settings) {
        for (String rule : settings.children("rules")) {
            settings.bool("rules." + rule + ".enabled").ifPresent(on -> switches.put(rule, on));
        }
    }

    void add(String name, int order, RefereeRule rule, String origin) { offers.add(new Offer(name, order, rule, seq++, origin)); }

    void remove(RefereeRule rule) { offers.removeIf(r -> r.rule == rule); }

    /**
     * The rules that judge, in order; each rule's state goes into {@code implementations}, with the
     * bundle it comes from into {@code table}, a switched-on rule nobody provides into {@code missing}.
     * Logs what changed since the last call: a rule that arrives only if {@code announceArrivals},
     * nothing if {@code quiet}.
     */
    RefereeRule[] enabled(Map<String, String> implementations, Map<String, String> table, List<String> missing,
            boolean announceArrivals, boolean quiet) {
        Map<String, Offer> byName = new HashMap<>();
        for (Offer r : offers) {
            Offer prev = byName.get(r.name);
            if (prev == null || prev.seq < r.seq) byName.put(r.name, r); // the newest provider of a rule wins
        }
        List<Offer> enabled = new ArrayList<>();
        for (Offer r : byName.values()) {
            boolean on = switches.getOrDefault(r.name, Boolean.TRUE);
            if (on) enabled.add(r);
            implementations.put("rule " + r.name, on ? "on" : "off");
            table.put("rule " + r.name, (on ? "on (" : "off (") + r.origin + ")");
            Offer before = published.get(r.name);
            String left = gone.remove(r.name);
            if (quiet) continue;
            String state = on ? "" : " (off by configuration)";
            if (before != null) {
                if (before.rule != r.rule) log(Level.INFO, r.name, "now provided by " + r.origin + ", replacing " + before.origin + state);
            } else if (left != null) {
                log(Level.INFO, r.name, "provided again, by " + r.origin + (on ? "; it judges again" : state));
            } else if (announceArrivals) {
                log(Level.INFO, r.name, "provided by " + r.origin + (on ? "; it judges from the next cycle" : state));
            }
        }
        for (Offer before : published.values()) {
            if (byName.containsKey(before.name)) continue;
            gone.put(before.name, before.origin);
            if (quiet) continue;
            if (switches.getOrDefault(before.name, Boolean.TRUE)) {
                log(Level.WARNING, before.name, "its provider " + before.origin + " went away; the rule is off until it returns");
            } else {
                log(Level.INFO, before.name, "its provider " + before.origin + " went away (off by configuration)");
            }
        }
        published = byName;
        for (Map.Entry<String, Boolean> s : switches.entrySet()) {
            if (s.getValue() && !byName.containsKey(s.getKey())) {
                missing.add("rule " + s.getKey());
                implementations.put("rule " + s.getKey(), "on (NO PROVIDER)");
                table.put("rule " + s.getKey(), "on (NO PROVIDER)");
            }
        }
        enabled.sort(Comparator.comparingInt((Offer r) -> r.order).thenComparing(r -> r.name));
        return enabled.stream().map(r -> r.rule).toArray(RefereeRule[]::new);
    }

    private static void log(Level level, String rule, String message) { LOG.log(level, "rule " + rule + ": " + message); }
}
