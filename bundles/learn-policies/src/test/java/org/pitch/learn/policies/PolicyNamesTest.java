package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Scenarios name the policy of each scripted player: each policy's component descriptor (bnd's, from @Component) names it. */
class PolicyNamesTest {
    @ParameterizedTest
    @CsvSource({"GoaliePolicy, goalie", "ChaserPolicy, chaser", "TakerPolicy, taker", "StrikerPolicy, striker"})
    void eachPolicyIsAScriptedPolicyServiceUnderItsName(String component, String name) throws IOException {
        String descriptor = "OSGI-INF/org.pitch.learn.policies." + component + ".xml";
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(descriptor)) {
            assertNotNull(in, descriptor);
            String xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(xml.contains("<property name=\"pitch.policy.name\" type=\"String\" value=\"" + name + "\"/>"), xml);
            assertTrue(xml.contains("<provide interface=\"org.pitch.api.learn.ScriptedPolicy\"/>"), xml);
        }
    }
}
