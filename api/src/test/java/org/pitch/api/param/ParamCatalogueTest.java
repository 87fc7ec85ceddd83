package org.pitch.api.param;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Checks the parameter enums against rcssserver 19's own {@code --help} output and the default configuration
 * files it writes (copied verbatim into {@code src/test/resources/reference/}).
 */
class ParamCatalogueTest {

    /** One rcssserver namespace: its reference files, enum constants and lookup. */
    private record Namespace(String name, String helpFile, String confFile, List<? extends ParamKey> constants,
                             Function<String, Optional<? extends ParamKey>> byRcssName) {
    }

    private static final List<Namespace> NAMESPACES = List.of(
            new Namespace("server", "help_server.txt", "default_server.conf",
                    List.of(ServerParam.values()), ServerParam::byRcssName),
            new Namespace("player", "help_player.txt", "default_player.conf",
                    List.of(PlayerParam.values()), PlayerParam::byRcssName),
            new Namespace("CSVSaver", "help_csvsaver.txt", "default_CSVSaver.conf",
                    List.of(CsvSaverParam.values()), CsvSaverParam::byRcssName));

    /** {@code <TAB>server::half_time=<INTEGER>}; the {@code namespace::help} lines have no {@code =}. */
    private static final Pattern HELP_OPTION = Pattern.compile("^\t(\\w+)::(\\w+)=(.*)$");
    /** {@code server::half_time = 300}. */
    private static final Pattern CONF_ENTRY = Pattern.compile("^(\\w+)::(\\w+) = (.*)$");
    private static final Set<String> NOT_PARAMETERS = Set.of("help", "version");

    @Test
    void everyHelpOptionHasExactlyOneConstantOfTheSameTypeInTheSameOrder() throws IOException {
        for (Namespace ns : NAMESPACES) {
            Map<String, ParamType> help = helpOptions(ns);
            assertFalse(help.isEmpty(), ns.helpFile() + " lists no options");

            List<String> constantNames = ns.constants().stream().map(ParamKey::rcssName).toList();
            assertEquals(List.copyOf(help.keySet()), constantNames, ns.name() + ": constants vs. " + ns.helpFile());

            for (ParamKey key : ns.constants()) {
                assertEquals(help.get(key.rcssName()), key.type(), key.rcssKey() + " type");
                assertEquals(ns.name(), key.namespace(), key + " namespace");
                assertEquals(key.rcssName().toUpperCase(Locale.ROOT), ((Enum<?>) key).name(), key.rcssKey());
            }
        }
    }

    @Test
    void everyDefaultValueLiesInsideItsRange() throws IOException {
        for (Namespace ns : NAMESPACES) {
            List<String> seen = new ArrayList<>();
            for (String line : lines(ns.confFile())) {
                Matcher m = CONF_ENTRY.matcher(line);
                if (!m.matches() || NOT_PARAMETERS.contains(m.group(2))) {
                    continue;
                }
                assertEquals(ns.name(), m.group(1), line);
                ParamKey key = ns.byRcssName().apply(m.group(2))
                        .orElseThrow(() -> new AssertionError("no constant for " + line));
                String value = m.group(3);
                switch (key.type()) {
                    case INTEGER -> assertTrue(key.inRange(Long.parseLong(value)), line + " outside " + range(key));
                    case REAL -> assertTrue(key.inRange(Double.parseDouble(value)), line + " outside " + range(key));
                    case BOOLEAN -> assertTrue(value.equals("true") || value.equals("false"), line);
                    case STRING -> assertTrue(value.length() >= 2 && value.startsWith("'") && value.endsWith("'"),
                            line);
                }
                seen.add(key.rcssName());
            }
            assertEquals(ns.constants().stream().map(ParamKey::rcssName).toList(), seen,
                    ns.confFile() + " must give every parameter exactly one default");
        }
    }

    @Test
    void byRcssNameFindsEveryConstant() {
        for (Namespace ns : NAMESPACES) {
            for (ParamKey key : ns.constants()) {
                assertEquals(Optional.of(key), ns.byRcssName().apply(key.rcssName()), key.rcssKey());
                assertEquals(ns.name() + "::" + key.rcssName(), key.rcssKey());
                assertEquals(ns.name() + "." + key.rcssName(), key.path());
            }
            for (String absent : List.of("help", "version", "no_such_parameter", "")) {
                assertEquals(Optional.empty(), ns.byRcssName().apply(absent), ns.name() + "::" + absent);
            }
        }
    }

    @Test
    void rangesAreWellFormed() {
        for (Namespace ns : NAMESPACES) {
            for (ParamKey key : ns.constants()) {
                assertTrue(key.min() <= key.max(), key.rcssKey() + " " + range(key));
                switch (key.type()) {
                    case INTEGER -> assertTrue(wholeOrInfinite(key.min()) && wholeOrInfinite(key.max()),
                            key.rcssKey() + " " + range(key));
                    case REAL -> { }
                    case BOOLEAN, STRING -> assertTrue(key.min() == Double.NEGATIVE_INFINITY
                            && key.max() == Double.POSITIVE_INFINITY, key.rcssKey() + " cannot have a range");
                }
            }
        }
    }

    /** The options of one namespace in help-file order, with the type their label names. */
    private static Map<String, ParamType> helpOptions(Namespace ns) throws IOException {
        Map<String, ParamType> options = new LinkedHashMap<>();
        for (String line : lines(ns.helpFile())) {
            Matcher m = HELP_OPTION.matcher(line);
            if (!m.matches() || NOT_PARAMETERS.contains(m.group(2))) {
                continue;
            }
            assertEquals(ns.name(), m.group(1), line);
            ParamType type = typeOfLabel(m.group(3));
            assertNotNull(type, "unknown type label in " + line);
            assertNull(options.put(m.group(2), type), "listed twice: " + line);
        }
        return options;
    }

    private static ParamType typeOfLabel(String label) {
        for (ParamType type : ParamType.values()) {
            if (type.rcssLabel().equals(label)) {
                return type;
            }
        }
        return null;
    }

    private static List<String> lines(String file) throws IOException {
        try (InputStream in = ParamCatalogueTest.class.getResourceAsStream("/reference/" + file)) {
            assertNotNull(in, "missing test resource reference/" + file);
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList();
        }
    }

    private static boolean wholeOrInfinite(double v) {
        return Double.isInfinite(v) || v == Math.rint(v);
    }

    private static String range(ParamKey key) {
        return "[" + key.min() + ", " + key.max() + "]";
    }
}
