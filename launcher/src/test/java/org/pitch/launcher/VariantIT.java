package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.testkit.clients.UdpClient;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/** The variant a server runs: its start line, {@code pitch variant}, and the record beside the game log when a plugin is swapped. */
class VariantIT extends PitchJarFixture {
    static final Pattern BANNER = Pattern.compile("(?m)^variant ([0-9a-f]{8}) \\((\\d+) bundles, configuration ([0-9a-f]{8}); pitch variant --help\\)$");
    /** The plugins folder is looked at every 2 s; a start under load takes seconds. */
    static final long SWAP_WAIT_MS = 120_000;

    static Config json(String text) {
        return ConfigFactory.parseString(text, ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON));
    }

    /** A bundle with nothing in it but its manifest. */
    static byte[] bundle(String symbolicName, String version) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        m.getMainAttributes().putValue("Bundle-SymbolicName", symbolicName);
        m.getMainAttributes().putValue("Bundle-Version", version);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JarOutputStream jar = new JarOutputStream(bytes, m)) {
            // the manifest only
        }
        return bytes.toByteArray();
    }

    @Test
    void theStartLineNamesTheVariantThatPitchVariantPrints() throws Exception {
        Result check = run(args("--check", "server::half_time=100"));
        assertEquals(0, check.exit(), check::describe);
        Matcher m = BANNER.matcher(check.out());
        assertTrue(m.find(), check::describe);
        assertTrue(check.out().indexOf("ready in") < m.start(), () -> "after the ready line\n" + check.describe());

        // the same settings but for the ports: the same variant, without a seed
        Result variant = run("variant", "server::half_time=100");
        assertEquals(0, variant.exit(), variant::describe);
        Config v = json(variant.out());
        assertEquals(m.group(1), v.getString("id"), variant::describe);
        assertTrue(v.getString("digest").matches("[0-9a-f]{64}") && v.getString("digest").startsWith(m.group(1)), variant::describe);
        assertTrue(v.getString("configuration").startsWith(m.group(3)), variant::describe);
        assertTrue(!v.hasPath("seed"), variant::describe);
        List<? extends Config> bundles = v.getConfigList("bundles");
        assertEquals(Integer.parseInt(m.group(2)), bundles.size());
        assertTrue(bundles.stream().anyMatch(b -> b.getString("name").equals("org.pitch.kernel") && b.getString("sha256").matches("[0-9a-f]{64}")
                && b.getString("origin").equals("built in")), variant::describe);
        assertTrue(bundles.stream().anyMatch(b -> b.getString("name").equals("org.apache.felix.framework")), variant::describe);

        Result other = run("variant", "server::half_time=150");
        assertNotEquals(v.getString("id"), json(other.out()).getString("id"), "another configuration, another variant");
        Result help = run("variant", "--help");
        assertEquals(0, help.exit(), help::describe);
        assertTrue(help.out().startsWith("Usage: pitch variant"), help::describe);
    }

    /** A match that waits for its kick-off until the trainer (coach mode, the referee on) ends it. */
    static final String[] MATCH = {"server::auto_mode=true", "server::connect_wait=100000", "server::game_over_wait=5", "server::coach_w_referee=true"};

    static String[] variant(String... settings) {
        String[] all = new String[settings.length + 1];
        all[0] = "variant";
        System.arraycopy(settings, 0, all, 1, settings.length);
        return all;
    }

    /**
     * A plugin jar updated while a match runs: the server tells the new variant, and the record
     * beside the game log is the variant the match started with, the swap listed with the new one.
     * The match waits for its kick-off (auto mode, a long {@code connect_wait}) until the trainer
     * ends it after the swap; then auto mode ends the server, the files written.
     */
    @Test
    void aPluginSwappedDuringTheMatchIsOnRecord() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        Path jar = plugins.resolve("extra.jar");
        Files.write(jar, bundle("org.example.extra", "1.0.0"));
        // the game log in the working folder, as rcssserver's
        Process p = start(args(MATCH));
        Output output = Output.of(p);
        String line = output.out().await(l -> l.startsWith("variant "), READY_TIMEOUT_MS);
        assertNotNull(line, () -> output.out().text() + output.err().text());
        Matcher before = BANNER.matcher(line);
        assertTrue(before.find(), line);
        Matcher ports = LISTENING.matcher(output.out().text());
        assertTrue(ports.find(), output.out()::text);
        Result listed = run(variant(MATCH));
        assertEquals(before.group(1), json(listed.out()).getString("id"), listed::describe);

        Files.write(jar, bundle("org.example.extra", "1.0.1"));
        String now = output.err().await(l -> l.startsWith("pitch: variant now "), SWAP_WAIT_MS);
        assertNotNull(now, () -> output.out().text() + output.err().text());
        String after = now.substring("pitch: variant now ".length()).trim();
        assertNotEquals(before.group(1), after);
        try (UdpClient trainer = UdpClient.connect(Integer.parseInt(ports.group(3)), "(init (version 19))")) {
            trainer.send("(change_mode time_over)");
            trainer.receiveUntil(m -> m.startsWith("(ok change_mode)"));
        }
        assertTrue(p.waitFor(READY_TIMEOUT_MS, TimeUnit.MILLISECONDS), "auto mode ends the server after time over");
        assertEquals(0, p.exitValue());

        Path file;
        try (var files = Files.list(dir)) {
            file = files.filter(f -> f.getFileName().toString().endsWith("-null-vs-null.variant.json")).findFirst().orElse(null);
        }
        assertNotNull(file, () -> "no variant beside the game log in " + dir + ": " + java.util.Arrays.toString(dir.toFile().list()));
        Config record = json(Files.readString(file));
        assertEquals(before.group(1), record.getString("id"), "the variant the match started with");
        assertTrue(record.getConfigList("bundles").stream().anyMatch(b -> b.getString("name").equals("org.example.extra")
                && b.getString("version").equals("1.0.0") && b.getString("origin").equals("extra.jar")), record::toString);
        List<? extends Config> swaps = record.getConfigList("swaps");
        assertEquals(1, swaps.size(), record::toString);
        assertTrue(swaps.get(0).getInt("cycle") >= 0);
        assertEquals(after, swaps.get(0).getString("variant.id"));
        assertTrue(swaps.get(0).getConfigList("variant.bundles").stream().anyMatch(b -> b.getString("name").equals("org.example.extra")
                && b.getString("version").equals("1.0.1")), record::toString);
        assertEquals(after, json(run(variant(MATCH)).out()).getString("id"), "pitch variant sees the folder as it is now");
    }
}
