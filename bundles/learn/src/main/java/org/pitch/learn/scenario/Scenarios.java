package org.pitch.learn.scenario;

import java.util.List;

/** The scenarios the bundle serves, by id. */
public final class Scenarios {
    private static final List<Scenario> ALL = List.of(new HalfFieldOffense(), new Keepaway(), new PenaltyKick(), new FullMatch());

    private Scenarios() {}

    /** The scenario with this id, or null. */
    public static Scenario byId(String id) {
        for (Scenario s : ALL) if (s.id().equals(id)) return s;
        return null;
    }

    public static List<String> ids() { return ALL.stream().map(Scenario::id).toList(); }
}
