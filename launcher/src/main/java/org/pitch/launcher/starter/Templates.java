package org.pitch.launcher.starter;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The generated projects' files, kept as resources of the launcher under {@code templates/}, with
 * {@code {{key}}} where a value of the project goes (its name, package, Pitch's version, ...).
 */
final class Templates {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([A-Za-z.]+)}}");

    private Templates() {}

    /** The template's text with every placeholder replaced. */
    static String render(String resource, Map<String, String> values) {
        String text = read(resource);
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder(text.length() + 256);
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) throw new IllegalStateException("template " + resource + " has {{" + m.group(1) + "}}, which has no value");
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String read(String resource) {
        try (InputStream in = Templates.class.getResourceAsStream("templates/" + resource)) {
            if (in == null) throw new IllegalStateException("template " + resource + " is missing from the launcher's build");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
