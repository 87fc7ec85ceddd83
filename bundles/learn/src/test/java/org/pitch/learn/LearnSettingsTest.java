package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The pitch.learn keys: off by default; on, one endpoint, else a refusal naming the keys. */
class LearnSettingsTest {
    private static LearnSettings load(String... args) {
        var configurations = TestServers.services().configurations().get();
        return LearnSettings.of(configurations.load(List.of(args)));
    }

    @Test
    void offByDefault() {
        LearnSettings s = load();
        assertEquals(new LearnSettings(false, "", -1), s);
        assertNull(s.problem());
    }

    @Test
    void onWithoutSocketOrPortIsRefusedNamingBoth() {
        String problem = load("pitch.learn.enabled=true").problem();
        assertTrue(problem.contains("pitch.learn.socket") && problem.contains("pitch.learn.port"), problem);
    }

    @Test
    void oneEndpointServes() {
        assertNull(load("pitch.learn.enabled=true", "pitch.learn.socket=/tmp/x.sock").problem());
        assertNull(load("pitch.learn.enabled=true", "pitch.learn.port=0").problem());
        assertTrue(load("pitch.learn.enabled=true", "pitch.learn.port=0", "pitch.learn.socket=/tmp/x.sock").problem().contains("both"));
    }
}
