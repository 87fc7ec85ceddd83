package org.pitch.launcher.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.config.CommandLine;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/** A variant's digests and JSON: the bundles' digests, the configuration's, the id and the record. */
class VariantTest {
    private static final String HEX64 = "[0-9a-f]{64}";

    @TempDir Path dir;

    /** A jar whose manifest names a bundle, behind {@code before} other entries (the manifest need not come first). */
    static byte[] bundleJar(String symbolicName, String version, int before) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < before; i++) {
                zip.putNextEntry(new ZipEntry("data/" + i + ".txt"));
                zip.write(("entry " + i).getBytes(StandardCharsets.UTF_8));
            }
            if (symbolicName != null) {
                Manifest m = new Manifest();
                m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
                m.getMainAttributes().putValue("Bundle-SymbolicName", symbolicName);
                if (version != null) m.getMainAttributes().putValue("Bundle-Version", version);
                zip.putNextEntry(new ZipEntry("META-INF/MANIFEST.MF"));
                m.write(zip);
            }
        }
        return bytes.toByteArray();
    }

    static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    @Test
    void aBundleIsNamedByItsManifestAndKnownByTheDigestOfItsBytes() throws Exception {
        byte[] jar = bundleJar("org.example.quick_throw;singleton:=true", "1.2", 3);
        BundleDigest d = BundleDigest.of(jar, "quick-throw.jar");
        assertEquals(new BundleDigest("org.example.quick_throw", "1.2.0", sha256(jar), "quick-throw.jar"), d);
        assertTrue(BundleDigest.hasManifest(jar));
        byte[] none = bundleJar(null, null, 1);
        assertFalse(BundleDigest.hasManifest(none));
        assertFalse(BundleDigest.hasManifest(new byte[0]));
        assertNull(BundleDigest.of(none, "x.jar").name());
        assertEquals("0.0.0", BundleDigest.of(none, "x.jar").version());
    }

    @Test
    void versionsAreWrittenInTheFrameworksNormalForm() {
        assertEquals("0.0.0", BundleDigest.normalVersion(null));
        assertEquals("1.0.0", BundleDigest.normalVersion("1"));
        assertEquals("1.2.0", BundleDigest.normalVersion(" 1.2 "));
        assertEquals("0.1.0.SNAPSHOT", BundleDigest.normalVersion("0.1.0.SNAPSHOT"));
        assertEquals("2.0.3.v20261121-1.x", BundleDigest.normalVersion("2.0.3.v20261121-1.x"));
        assertEquals("one", BundleDigest.normalVersion("one"), "no version: kept as written");
    }

    @Test
    void theBuildStepsListReadsBackAsTheBundlesDigests() throws Exception {
        Path bundles = Files.createDirectories(dir.resolve("bundles"));
        byte[] a = bundleJar("org.pitch.kernel", "0.1.0.SNAPSHOT", 0), b = bundleJar("com.example.other", "3", 2);
        Files.write(bundles.resolve("pitch-kernel-0.1.0-SNAPSHOT.jar"), a);
        Files.write(bundles.resolve("other-3.jar"), b);
        Files.writeString(bundles.resolve("README.txt"), "not a jar");
        byte[] framework = bundleJar("org.apache.felix.framework", "7.0.5", 0);
        Path felix = Files.write(dir.resolve("org.apache.felix.framework-7.0.5.jar"), framework);
        Path out = dir.resolve("classes/" + BuiltInBundles.RESOURCE);
        BuiltInBundles.main(new String[] {out.toString(), bundles.toString(), felix.toString()});
        List<String> lines = Files.readAllLines(out);
        assertTrue(lines.get(0).startsWith("#"), lines::toString);
        assertEquals(sha256(b) + " other-3.jar com.example.other 3.0.0", lines.get(2), "in file name order");
        assertEquals(List.of(BundleDigest.of(framework, BundleDigest.BUILT_IN), BundleDigest.of(b, BundleDigest.BUILT_IN),
                BundleDigest.of(a, BundleDigest.BUILT_IN)), BuiltInBundles.parse(Files.newInputStream(out)));
    }

    LoadedConfiguration load(String... settings) throws Exception {
        return new ConfigLoader(dir, plugins -> null).load(CommandLine.parse(settings), java.util.Map.of());
    }

    @Test
    void theConfigurationDigestIgnoresWhereTheServerListensAndWritesAndTheSeed() throws Exception {
        String plain = ConfigurationDigest.of(load().renderCompact());
        assertTrue(plain.matches(HEX64), plain);
        assertEquals(plain, ConfigurationDigest.of(load().renderCompact()), "a seed drawn at start-up is left out");
        assertEquals(plain, ConfigurationDigest.of(load("server::port=7000", "server::coach_port=0", "server::olcoach_port=0",
                "server::game_log_dir=/tmp/match-01", "server::text_log_dir=/tmp/match-01", "pitch.seed=42", "pitch.plugins_dir=elsewhere",
                "pitch.web.token=secret", "pitch.bind=127.0.0.1").renderCompact()));
        // what plays the match counts, however it was given
        String shortHalves = ConfigurationDigest.of(load("server::half_time=100").renderCompact());
        assertNotEquals(plain, shortHalves);
        Path file = Files.writeString(dir.resolve("short.conf"), "server { half_time = 100 }\n");
        assertEquals(shortHalves, ConfigurationDigest.of(load("--config", file.toString()).renderCompact()));
        assertNotEquals(plain, ConfigurationDigest.of(load("pitch.rules.offside.enabled=false").renderCompact()));
        assertNotEquals(plain, ConfigurationDigest.of(load("server::synch_mode=true").renderCompact()));
    }

    @Test
    void theCanonicalFormIsALinePerSettingSorted() throws Exception {
        String canonical = ConfigurationDigest.canonical("{\"server\":{\"port\":6000,\"half_time\":300,\"name\":\"a,\\\"b}\"},"
                + "\"pitch\":{\"profiles\":[\"x\",{\"y\":[1]}],\"seed\":7,\"guard\":{}},\"CSVSaver\":{\"save\":false}}");
        assertEquals("CSVSaver.save=false\npitch.guard={}\npitch.profiles=[\"x\",{\"y\":[1]}]\nserver.half_time=300\n"
                + "server.name=\"a,\\\"b}\"\n", canonical);
        String real = ConfigurationDigest.canonical(load().renderCompact());
        assertTrue(real.contains("\nserver.half_time=300\n") && real.contains("\npitch.models.movement=\"standard\"\n"), real);
        assertFalse(real.contains("server.port=") || real.contains("pitch.seed="), real);
    }

    static Variant variant(Long seed, BundleDigest... bundles) {
        return new Variant("0.1.0", "8e1b" + "0".repeat(60), seed, List.of(bundles));
    }

    @Test
    void theVariantDigestCoversVersionsBundlesAndConfigurationNotOriginsOrTheSeed() {
        BundleDigest kernel = new BundleDigest("org.pitch.kernel", "0.1.0", "a".repeat(64), BundleDigest.BUILT_IN);
        BundleDigest rule = new BundleDigest("org.example.rule", "1.0.0", "b".repeat(64), "rule.jar");
        Variant v = variant(42L, kernel, rule);
        assertTrue(v.digest().matches(HEX64));
        assertEquals(v.digest().substring(0, 8), v.id());
        assertEquals(List.of(rule, kernel), v.bundles(), "sorted by name");
        assertEquals(v.digest(), variant(43L, rule, kernel).digest(), "another seed, another order");
        assertEquals(v.digest(), variant(null, kernel, new BundleDigest("org.example.rule", "1.0.0", "b".repeat(64), "renamed.jar")).digest());
        assertNotEquals(v.digest(), variant(42L, kernel, new BundleDigest("org.example.rule", "1.0.0", "c".repeat(64), "rule.jar")).digest());
        assertNotEquals(v.digest(), variant(42L, kernel, new BundleDigest("org.example.rule", "1.0.1", "b".repeat(64), "rule.jar")).digest());
        assertNotEquals(v.digest(), variant(42L, kernel).digest());
        assertNotEquals(v.digest(), new Variant("0.1.0", "9" + "0".repeat(63), 42L, List.of(kernel, rule)).digest());
        assertNotEquals(v.digest(), new Variant("0.1.1", v.configuration(), 42L, List.of(kernel, rule)).digest());
        assertEquals("variant " + v.id() + " (2 bundles, configuration 8e1b0000; pitch variant --help)", v.bannerLine());
    }

    @Test
    void theRecordIsJsonWithEveryBundle() {
        BundleDigest kernel = new BundleDigest("org.pitch.kernel", "0.1.0", "a".repeat(64), BundleDigest.BUILT_IN);
        BundleDigest odd = new BundleDigest(null, "0.0.0", "b".repeat(64), "a \"quoted\" name.jar");
        Variant v = variant(42L, kernel, odd);
        Config c = ConfigFactory.parseString(v.json(), ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON));
        assertEquals(v.id(), c.getString("id"));
        assertEquals(v.digest(), c.getString("digest"));
        assertEquals("0.1.0", c.getString("pitch"));
        assertEquals(v.configuration(), c.getString("configuration"));
        assertEquals(42, c.getLong("seed"));
        List<? extends Config> bundles = c.getConfigList("bundles");
        assertEquals(2, bundles.size());
        assertTrue(bundles.get(0).getIsNull("name"));
        assertEquals("a \"quoted\" name.jar", bundles.get(0).getString("origin"));
        assertEquals("org.pitch.kernel", bundles.get(1).getString("name"));
        assertEquals("a".repeat(64), bundles.get(1).getString("sha256"));
        assertEquals("built in", bundles.get(1).getString("origin"));
        assertFalse(variant(null, kernel).json().contains("\"seed\""), "no match, no seed");
        assertTrue(v.json().endsWith("\n  ]\n}\n"), v.json());
    }
}
