package org.pitch.kernel;

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
 * on by name with no provider is missing. Guarded by the {@link ModelRegistry}'s lock.
 */
final class RuleProviders {
    private record Offer(String name, int order, RefereeRule rule, long seq, String origin) {}

    private final Map<String, Boolean> switches = new HashMap<>();
    private final List<Offer> offers = new ArrayList<>();
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
     */
    RefereeRule[] enabled(Map<String, String> implementations, Map<String, String> table, List<String> missing) {
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
        }
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
}
