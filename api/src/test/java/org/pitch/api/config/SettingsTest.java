package org.pitch.api.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/** A plugin's block read through a section and through its settings annotation. */
class SettingsTest {
    enum Direction { EAST, WEST }

    @interface WindySettings {
        double strength() default 0.05;

        int gusts() default 3;

        boolean calm() default false;

        String name() default "windy";

        Direction direction() default Direction.EAST;

        long seed();
    }

    @interface Broken {
        int[] many();
    }

    /** Settings over a flat map of paths. */
    private static Settings of(Map<String, Object> values) {
        return new Settings() {
            @Override public Optional<String> string(String path) { return Optional.ofNullable(values.get(path)).map(String::valueOf); }

            @Override public Optional<Double> number(String path) {
                return Optional.ofNullable(values.get(path)).filter(Number.class::isInstance).map(v -> ((Number) v).doubleValue());
            }

            @Override public Optional<Boolean> bool(String path) { return Optional.ofNullable(values.get(path)).filter(Boolean.class::isInstance).map(Boolean.class::cast); }

            @Override public Set<String> children(String path) {
                Set<String> out = new TreeSet<>();
                for (String k : values.keySet()) if (k.startsWith(path + ".")) out.add(k.substring(path.length() + 1).split("\\.")[0]);
                return out;
            }
        };
    }

    @Test
    void aSectionReadsBelowItsPath() {
        Settings all = of(Map.of("models.windy.strength", 0.2, "models.windy.gusts", 5, "models.movement", "windy"));
        Settings windy = all.section("models.windy");
        assertEquals(0.2, windy.number("strength", 0));
        assertEquals(Set.of("gusts", "strength"), windy.children(""));
        assertEquals(Set.of("movement", "windy"), all.section("models").children(""));
        assertEquals(5.0, all.section("models").section("windy").number("gusts", 0));
    }

    @Test
    void theAnnotationReadsEachKeyByItsMethodAndFallsBackToItsDefault() {
        WindySettings set = of(Map.of("strength", 0.2, "gusts", 7, "calm", true, "name", "gale", "direction", "WEST", "seed", 42))
                .as(WindySettings.class);
        assertEquals(0.2, set.strength());
        assertEquals(7, set.gusts());
        assertEquals(true, set.calm());
        assertEquals("gale", set.name());
        assertEquals(Direction.WEST, set.direction());
        assertEquals(42L, set.seed());
        WindySettings defaults = of(Map.of()).as(WindySettings.class);
        assertEquals(0.05, defaults.strength());
        assertEquals(3, defaults.gusts());
        assertEquals(Direction.EAST, defaults.direction());
        assertEquals(0L, defaults.seed());
        assertEquals(WindySettings.class, defaults.annotationType());
    }

    @Test
    void anAnnotationWithAnotherReturnTypeIsRefusedNamingTheMethod() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> of(Map.of()).as(Broken.class));
        assertEquals(true, e.getMessage().contains("Broken.many returns int[]"), e.getMessage());
    }
}
