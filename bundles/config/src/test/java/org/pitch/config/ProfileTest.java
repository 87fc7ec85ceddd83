package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pitch.config.Fixture.assertProblem;
import static org.pitch.config.Fixture.failure;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.value;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --profile NAME}: ./conf/profiles/NAME.conf, a path ending in .conf, or a built-in profile. */
class ProfileTest {
    @TempDir Path dir;

    @Test
    void fromTheWorkingDirectoryConfProfiles() throws Exception {
        write(dir, "conf/profiles/fast.conf", "server { half_time = 60 }\npitch.models.movement = quick\n");
        LoadedConfiguration c = load(dir, "--profile", "fast");
        assertEquals(60, value(c, "server.half_time"));
        assertEquals("quick", c.settings().string("models.movement").orElseThrow());
        assertEquals(List.of("fast"), c.profiles());
    }

    @Test
    void equalsSpelling() throws Exception {
        write(dir, "conf/profiles/fast.conf", "server.half_time = 60\n");
        assertEquals(60, value(load(dir, "--profile=fast"), "server.half_time"));
    }

    @Test
    void fromAPathEndingInConf() throws Exception {
        write(dir, "mine/training.conf", "server.half_time = 61\n");
        LoadedConfiguration c = load(dir, "--profile", "mine/training.conf");
        assertEquals(61, value(c, "server.half_time"));
        assertEquals(List.of("mine/training.conf"), c.profiles());
        Path abs = write(dir, "abs/p.conf", "server.half_time = 62\n").toAbsolutePath();
        assertEquals(62, value(load(dir, "--profile", abs.toString()), "server.half_time"));
    }

    @Test
    void profilesRenderedAndShown() throws Exception {
        write(dir, "conf/profiles/a.conf", "server.half_time = 60\n");
        write(dir, "conf/profiles/b.conf", "server.port = 7000\n");
        LoadedConfiguration c = load(dir, "--profile", "a", "--profile", "b");
        assertEquals(List.of("a", "b"), c.profiles());
        assertEquals(60, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
    }

    @Test
    void problemsInAProfileNameTheFile() {
        write(dir, "conf/profiles/bad.conf", "server {\n  half_time = soon\n}\n");
        ConfigurationException e = failure(dir, "--profile", "bad");
        String line = assertProblem(e, "server.half_time", "bad.conf", "expected an integer");
        Fixture.assertFileLine(line, "bad.conf", 2);
    }

    @Test
    void noSuchProfileListsTheEmbeddedOnes() {
        ConfigurationException e = failure(dir, "--profile", "nosuch");
        String line = assertProblem(e, "nosuch", "--profile", "no such profile", "embedded profiles are");
        for (String name : ConfigLoader.embeddedProfiles()) {
            assertEquals(true, line.contains(name), name + " not listed: " + line);
        }
    }

    @Test
    void missingProfileFileEndingInConf() {
        ConfigurationException e = failure(dir, "--profile", "gone.conf");
        assertProblem(e, "gone.conf", "--profile", "no such profile");
    }
}
