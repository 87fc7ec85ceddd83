package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.pitch.api.param.CsvSaverParam;
import org.pitch.api.param.ParamKey;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;

/** Shared helpers: loading a command line in a scratch working directory, and checking problems. */
final class Fixture {
    private Fixture() {}

    static LoadedConfiguration load(Path workDir, Map<String, String> env, String... args) throws ConfigurationException {
        return new ConfigLoader(workDir).load(CommandLine.parse(args), env);
    }

    static LoadedConfiguration load(Path workDir, String... args) throws ConfigurationException {
        return load(workDir, Map.of(), args);
    }

    /** Loading must fail; returns the exception. */
    static ConfigurationException failure(Path workDir, Map<String, String> env, String... args) {
        return assertThrows(ConfigurationException.class, () -> load(workDir, env, args),
                () -> "expected a configuration error for " + Arrays.toString(args) + " env " + env);
    }

    static ConfigurationException failure(Path workDir, String... args) {
        return failure(workDir, Map.of(), args);
    }

    static Path write(Path dir, String relative, String text) {
        try {
            Path p = dir.resolve(relative);
            if (p.getParent() != null) Files.createDirectories(p.getParent());
            Files.writeString(p, text, StandardCharsets.UTF_8);
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String resource(String name) {
        try (InputStream in = Fixture.class.getResourceAsStream("/" + name)) {
            if (in == null) throw new IllegalStateException("test resource " + name + " missing");
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Asserts that one line of the exception's message (one problem) names the key, the origin and
     * every fragment of the expectation; returns that line.
     */
    static String assertProblem(ConfigurationException e, String key, String origin, String... expectation) {
        List<String> lines = Arrays.asList(e.getMessage().split("\n"));
        List<String> candidates = lines.stream()
                .filter(l -> l.contains(key) && (origin == null || l.contains(origin)))
                .collect(Collectors.toList());
        if (candidates.isEmpty()) {
            fail("no problem names key '" + key + "' with origin '" + origin + "' in:\n" + e.getMessage());
        }
        for (String line : candidates) {
            if (Arrays.stream(expectation).allMatch(line::contains)) return line;
        }
        fail("problem for '" + key + "' (" + origin + ") does not say " + Arrays.toString(expectation) + ":\n" + e.getMessage());
        return null;
    }

    /** Asserts a problem's line mentions a file and the given line number (rcss "f:3" or HOCON "f: 3"). */
    static void assertFileLine(String problemLine, String fileName, int line) {
        assertTrue(problemLine.matches(".*" + java.util.regex.Pattern.quote(fileName) + ":\\s?" + line + "\\b.*"),
                () -> "expected " + fileName + " line " + line + " in: " + problemLine);
    }

    /** A parameter's value as Integer, Double, Boolean or String. */
    static Object value(Parameters p, ParamKey k) {
        if (k instanceof ServerParam) return p.server().value((ServerParam) k);
        if (k instanceof PlayerParam) return p.player().value((PlayerParam) k);
        return p.csvSaver().value((CsvSaverParam) k);
    }

    static Object value(LoadedConfiguration c, String path) {
        ParamKey k = Catalogue.byPath(path);
        if (k == null) throw new IllegalArgumentException("no parameter " + path);
        return value(c.parameters(), k);
    }

    /** Every parameter of a equals b's; lists all differences. */
    static void assertSameParameters(Parameters a, Parameters b) {
        StringBuilder diff = new StringBuilder();
        for (ParamKey k : Catalogue.all().values()) {
            Object x = value(a, k), y = value(b, k);
            if (!x.equals(y)) diff.append(k.rcssKey()).append(": ").append(x).append(" != ").append(y).append('\n');
        }
        if (diff.length() > 0) fail("parameters differ:\n" + diff);
    }
}
