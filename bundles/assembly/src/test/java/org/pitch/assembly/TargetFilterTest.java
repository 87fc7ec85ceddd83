package org.pitch.assembly;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Reference targets as the framework reads them: the OSGi filter forms over service properties. */
class TargetFilterTest {
    private static final Map<String, Object> STANDARD_DASH = Map.of("pitch.model.name", "standard", "pitch.model.slot", "dash",
            "pitch.rule.order", 70, "pitch.enabled", Boolean.TRUE, "objectClass", List.of("org.pitch.api.model.ActionModel"));

    private static boolean matches(String filter, Map<String, ?> properties) {
        return TargetFilter.parse(filter).matches(properties);
    }

    @Test
    void equalityAndAllOf() {
        assertTrue(matches("(pitch.model.name=standard)", STANDARD_DASH));
        assertFalse(matches("(pitch.model.name=windy)", STANDARD_DASH));
        assertTrue(matches("(&(pitch.model.name=standard)(pitch.model.slot=dash))", STANDARD_DASH));
        assertFalse(matches("(&(pitch.model.name=standard)(pitch.model.slot=kick))", STANDARD_DASH));
        assertFalse(matches("(pitch.model.name=Standard)", STANDARD_DASH), "values are compared as they are");
        assertTrue(matches("(PITCH.MODEL.NAME=standard)", STANDARD_DASH), "property names regardless of case");
        assertTrue(matches(" ( & (pitch.model.name=standard) (pitch.model.slot=dash) ) ", STANDARD_DASH), "space between the parts");
    }

    @Test
    void anyOfAndNot() {
        assertTrue(matches("(|(pitch.model.slot=kick)(pitch.model.slot=dash))", STANDARD_DASH));
        assertFalse(matches("(|(pitch.model.slot=kick)(pitch.model.slot=turn))", STANDARD_DASH));
        assertTrue(matches("(!(pitch.model.name=windy))", STANDARD_DASH));
        assertFalse(matches("(!(pitch.model.name=standard))", STANDARD_DASH));
        assertTrue(matches("(&(pitch.model.slot=dash)(!(|(pitch.model.name=windy)(pitch.model.name=gusty))))", STANDARD_DASH));
    }

    @Test
    void presenceAndSubstrings() {
        assertTrue(matches("(pitch.model.slot=*)", STANDARD_DASH));
        assertFalse(matches("(pitch.rule.name=*)", STANDARD_DASH));
        assertTrue(matches("(pitch.model.name=stan*)", STANDARD_DASH));
        assertTrue(matches("(pitch.model.name=*ard)", STANDARD_DASH));
        assertTrue(matches("(pitch.model.name=st*n*rd)", STANDARD_DASH));
        assertTrue(matches("(pitch.model.name=*and*)", STANDARD_DASH));
        assertFalse(matches("(pitch.model.name=*dra*)", STANDARD_DASH));
        assertFalse(matches("(pitch.model.name=standard*d)", STANDARD_DASH), "the initial and final parts do not overlap");
        assertFalse(matches("(pitch.rule.order=7*)", STANDARD_DASH), "a number has no substrings");
        assertTrue(matches("(a=x\\*y)", Map.of("a", "x*y")), "an escaped star is a star");
        assertFalse(matches("(a=x\\*y)", Map.of("a", "xzy")));
        assertTrue(matches("(a=\\(1\\))", Map.of("a", "(1)")));
    }

    @Test
    void valuesAreComparedInTheirPropertysType() {
        assertTrue(matches("(pitch.rule.order=70)", STANDARD_DASH));
        assertTrue(matches("(pitch.rule.order= 70 )", STANDARD_DASH), "a number's text may have space around it");
        assertTrue(matches("(pitch.rule.order>=9)", STANDARD_DASH), "as numbers: 70 >= 9");
        assertFalse(matches("(pitch.rule.order<=9)", STANDARD_DASH));
        assertFalse(matches("(pitch.rule.order=seventy)", STANDARD_DASH));
        assertTrue(matches("(pitch.enabled=true)", STANDARD_DASH));
        assertFalse(matches("(pitch.enabled=false)", STANDARD_DASH));
        assertTrue(matches("(x>=1.5)", Map.of("x", 2.0)));
        assertTrue(matches("(n<=10)", Map.of("n", 10L)));
        assertTrue(matches("(name>=b)", Map.of("name", "c")), "strings in their order");
        assertTrue(matches("(name~=Stan Dard)", Map.of("name", "standard")), "approximately: case and space aside");
    }

    @Test
    void aListMatchesThroughAnyElement() {
        assertTrue(matches("(objectClass=org.pitch.api.model.ActionModel)", STANDARD_DASH));
        assertTrue(matches("(tags=b)", Map.of("tags", new String[] {"a", "b"})));
        assertFalse(matches("(tags=c)", Map.of("tags", List.of("a", "b"))));
    }

    @Test
    void aMalformedFilterIsRefusedSayingWhere() {
        for (String bad : new String[] {"", "pitch.model.name=standard", "(pitch.model.name=standard", "(=standard)", "(&)",
                "(pitch.model.name)", "(a=b)(c=d)", "(a=b(c)", "(a>b)", "(a=b\\"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TargetFilter.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("not a filter: "), e.getMessage());
        }
    }
}
