package org.pitch.launcher.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/** A match's variant for results.json: the file beside its game log, else the id its server printed. */
class VariantFileTest {
    @TempDir Path dir;

    static final String VARIANT = "{\n  \"id\": \"3f2a9c1d\",\n  \"bundles\": [\n    {\"name\": \"org.pitch.kernel\"}\n  ]\n}\n";

    @Test
    void theFileBesideTheGameLogElseTheServersLine() throws Exception {
        List<String> output = List.of("ready in 612 ms", "variant 0badf00d (100 bundles, configuration 8e1b0c2d; pitch variant --help)");
        assertEquals("{\"id\": \"0badf00d\"}", VariantFile.read(dir, output), "no game log: the id the server printed");
        Files.writeString(dir.resolve("20261121043010-A_1-vs-B_0.variant.json"), VARIANT);
        assertEquals(VARIANT.strip(), VariantFile.read(dir, output));
        assertNull(VariantFile.read(dir.resolve("missing"), List.of("Hit CTRL-C to exit")), "another server says nothing of it");
    }

    @Test
    void aRowCarriesTheVariantAsJson() throws Exception {
        MatchResult r = new MatchResult("A", "B", 1, 0, 0, 0, null);
        Path file = dir.resolve("results.json");
        ResultsJson.write(file, List.of(new ResultsJson.Row(1, "A", "B", r, 42, 12.5, null, VARIANT.strip()),
                new ResultsJson.Row(2, "B", "A", r, 43, 12.5, null)), Totals.of(MatchCommand.parse(new String[] {"--team", "A=a", "--team", "B=b"}, dir), List.of(r, r)));
        Config c = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON));
        List<? extends Config> matches = c.getConfigList("matches");
        assertEquals("3f2a9c1d", matches.get(0).getString("variant.id"));
        assertEquals("org.pitch.kernel", matches.get(0).getConfigList("variant.bundles").get(0).getString("name"));
        assertFalse(matches.get(1).hasPath("variant"));
    }
}
