package org.pitch.learn.rewards;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Environments find a reward by its name: each function's component descriptor (bnd's, from @Component) names it. */
class RewardNamesTest {
    @ParameterizedTest
    @CsvSource({"GoalReward, goal", "BallProgressReward, ball_progress", "BallProximityReward, ball_proximity",
            "KeepawayTimeReward, keepaway_time"})
    void eachFunctionIsARewardFunctionServiceUnderItsName(String component, String name) throws IOException {
        String descriptor = "OSGI-INF/org.pitch.learn.rewards." + component + ".xml";
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(descriptor)) {
            assertNotNull(in, descriptor);
            String xml = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(xml.contains("<property name=\"pitch.reward.name\" type=\"String\" value=\"" + name + "\"/>"), xml);
            assertTrue(xml.contains("<provide interface=\"org.pitch.api.learn.RewardFunction\"/>"), xml);
        }
    }
}
