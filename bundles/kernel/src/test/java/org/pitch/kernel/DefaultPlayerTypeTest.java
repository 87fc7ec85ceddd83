package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.PlayerType;

/** Type 0, built from the default parameters, equals what rcssserver 19 announces as type 0. */
class DefaultPlayerTypeTest {
    @Test
    void typeZeroMatchesRcssserver19() throws Exception {
        Map<String, Double> reference = new LinkedHashMap<>();
        Matcher m = Pattern.compile("\\(([a-z_]+) ([-0-9.e+]+)\\)").matcher(read("/player_type_0_v19.txt"));
        while (m.find()) reference.put(m.group(1), Double.parseDouble(m.group(2)));

        PlayerType t = PlayerType.defaultType(TestConfig.of("").parameters());
        RecordComponent[] components = PlayerType.class.getRecordComponents();
        assertEquals(reference.size(), components.length, "one record component per announced field");
        int i = 0;
        for (Map.Entry<String, Double> e : reference.entrySet()) {
            RecordComponent c = components[i++];
            assertEquals(e.getKey().replace("_", ""), c.getName().toLowerCase(), "field order as rcssserver prints it");
            double actual = ((Number) c.getAccessor().invoke(t)).doubleValue();
            // the reference prints 6 significant digits (125.096 for the field's diagonal)
            assertEquals(e.getValue(), actual, Math.abs(e.getValue()) * 1e-5, e.getKey());
        }
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = DefaultPlayerTypeTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
