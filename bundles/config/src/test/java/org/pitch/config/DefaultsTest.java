package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.ParamKey;
import org.pitch.api.param.Parameters;

/**
 * The defaults a user gets without any configuration are rcssserver 19's, parameter by parameter, as
 * rcssserver writes them to ~/.rcssserver/{server,player,CSVSaver}.conf on first start.
 */
class DefaultsTest {
    private static final String[] REFERENCES = {
        "reference/default_server.conf", "reference/default_player.conf", "reference/default_CSVSaver.conf"};

    @TempDir Path dir;

    /** The reference files parsed independently of RcssFormat: path (server.half_time) to the value's text. */
    static Map<String, String> reference() {
        Map<String, String> out = new LinkedHashMap<>();
        Pattern line = Pattern.compile("^([A-Za-z]+)::([A-Za-z0-9_]+) = (.*)$");
        for (String name : REFERENCES) {
            String text = Fixture.resource(name).replaceAll("(?s)/\\*.*?\\*/", "");
            for (String l : text.split("\r?\n")) {
                if (l.isBlank() || l.startsWith("#")) continue;
                Matcher m = line.matcher(l.trim());
                if (!m.matches()) fail("unexpected line in " + name + ": " + l);
                out.put(m.group(1) + "." + m.group(2), m.group(3));
            }
        }
        return out;
    }

    @Test
    void referenceFilesParsed() {
        Map<String, String> ref = reference();
        // sanity of the test's own parser: 203 server, 30 player, 3 CSVSaver lines incl. version
        assertEquals(203 + 30 + 3, ref.size());
        assertEquals("300", ref.get("server.half_time"));
    }

    @Test
    void noReferenceParameterIsMissing() {
        StringBuilder missing = new StringBuilder();
        for (String path : reference().keySet()) {
            if (path.endsWith(".version")) continue;
            if (Catalogue.byPath(path) == null) missing.append(path).append('\n');
        }
        assertEquals("", missing.toString(), "reference parameters with no Pitch parameter");
    }

    @Test
    void noParameterBeyondTheReference() {
        Map<String, String> ref = reference();
        StringBuilder extra = new StringBuilder();
        for (String path : Catalogue.all().keySet()) {
            if (!ref.containsKey(path)) extra.append(path).append('\n');
        }
        assertEquals("", extra.toString(), "Pitch parameters rcssserver 19 does not have");
    }

    @Test
    void loadedDefaultsEqualTheReference() throws Exception {
        assertEqualsReference(Fixture.load(dir).parameters());
    }

    @Test
    void defaultsFromEmptyTextEqualTheReference() throws Exception {
        assertEqualsReference(ConfigLoader.fromText("", "test").parameters());
        assertEqualsReference(ConfigLoader.fromText(null, "test").parameters());
    }

    @Test
    void defaultsAreValidAndHaveNoProfiles() throws Exception {
        LoadedConfiguration c = Fixture.load(dir);
        assertTrue(c.profiles().isEmpty());
        assertEquals("standard", c.settings().string("models.movement").orElseThrow());
    }

    static void assertEqualsReference(Parameters p) {
        StringBuilder wrong = new StringBuilder();
        for (Map.Entry<String, String> e : reference().entrySet()) {
            String path = e.getKey();
            if (path.endsWith(".version")) continue;
            ParamKey k = Catalogue.byPath(path);
            if (k == null) { wrong.append(path).append(": missing\n"); continue; }
            String text = e.getValue();
            Object actual = Fixture.value(p, k);
            boolean ok;
            switch (k.type()) {
                case INTEGER:
                    ok = actual instanceof Number && ((Number) actual).doubleValue() == Double.parseDouble(text);
                    break;
                case REAL: // as rcssserver reads its own file: 0.3 is 0.30000000000000004 there
                    ok = actual instanceof Number && ((Number) actual).doubleValue() == RcssReal.read(text);
                    break;
                case BOOLEAN:
                    ok = actual.equals(Boolean.valueOf(text)) && (text.equals("true") || text.equals("false"));
                    break;
                default:
                    ok = text.startsWith("'") && text.endsWith("'") && actual.equals(text.substring(1, text.length() - 1));
            }
            if (!ok) wrong.append(k.rcssKey()).append(": expected ").append(text).append(", got ").append(actual).append('\n');
        }
        assertEquals("", wrong.toString(), "defaults differing from rcssserver 19");
    }
}
