package org.pitch.launcher.starter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.model.ModelSlot;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code pitch new}: the projects it writes (files, names, versions, no placeholder left) and the
 * command lines it refuses, each with one line and status 2, writing nothing. Whether a written
 * project builds, and its plugin serves in a server, is {@code NewPluginIT}'s.
 */
class NewCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        out.reset();
        err.reset();
        return NewCommand.run(args, dir, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() { return out.toString(StandardCharsets.UTF_8); }

    private String err() { return err.toString(StandardCharsets.UTF_8); }

    private static String read(Path p) throws IOException { return Files.readString(p, StandardCharsets.UTF_8); }

    /** Every file under the folder, relative, with '/' between names. */
    private static List<String> tree(Path root) throws IOException {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
        }
    }

    @Test
    void aRuleProject() throws IOException {
        assertEquals(0, run("rule", "long_shot"), err());
        Path p = dir.resolve("long_shot");
        assertEquals(List.of(".gitignore", "README.md", "pom.xml",
                "src/main/java/org/example/long_shot/LongShotRule.java",
                "src/main/java/org/example/long_shot/LongShotSettings.java",
                "src/test/java/org/example/long_shot/LongShotRuleTest.java"), tree(p));
        assertNoPlaceholderLeft(p);
        assertEquals("", err());
        assertTrue(out().contains("Wrote the rule plugin 'long_shot' (order 45) into " + p), out());

        String pom = read(p.resolve("pom.xml"));
        assertTrue(pom.contains("<groupId>org.example</groupId>"), pom);
        assertTrue(pom.contains("<artifactId>long-shot</artifactId>"), pom);
        assertTrue(pom.contains("<artifactId>pitch-rules-kit</artifactId><scope>provided</scope>"), pom);
        assertTrue(pom.contains("<artifactId>pitch-rules-testkit</artifactId><scope>test</scope>"), pom);
        assertFalse(pom.contains("<artifactId>pitch-testkit</artifactId>"), pom);
        assertPinnedAsPitchsOwnBuild(pom);

        String rule = read(p.resolve("src/main/java/org/example/long_shot/LongShotRule.java"));
        assertTrue(rule.startsWith("package org.example.long_shot;\n"), rule);
        assertTrue(rule.contains("public final class LongShotRule implements RefereeRule, Configurable {"), rule);
        assertTrue(rule.contains("@Component(service = RefereeRule.class, scope = ServiceScope.PROTOTYPE,"), rule);
        assertTrue(rule.contains("RefereeRule.NAME_PROPERTY + \"=long_shot\", RefereeRule.ORDER_PROPERTY + \":Integer=\" + (RuleOrder.TOUCH - 5)"), rule);
        assertTrue(rule.contains("@Designate(ocd = LongShotSettings.class)"), rule);
        assertTrue(rule.contains("maxDistance = own.as(LongShotSettings.class).max_distance();"), rule);
        String settings = read(p.resolve("src/main/java/org/example/long_shot/LongShotSettings.java"));
        assertTrue(settings.contains("public @interface LongShotSettings {"), settings);
        assertTrue(settings.contains("@AttributeDefinition(min = \"0\", max = \"120\","), settings);
        assertTrue(read(p.resolve("src/test/java/org/example/long_shot/LongShotRuleTest.java")).contains("class LongShotRuleTest {"));

        String readme = read(p.resolve("README.md"));
        assertTrue(readme.contains("    mvn verify\n"), readme);
        assertTrue(readme.contains("    mvn test\n"), readme);
        assertTrue(readme.contains("    cp target/long-shot-*.jar /path/to/server/plugins/\n"), readme);
        assertTrue(readme.contains("    java -jar pitch.jar pitch.rules.long_shot.max_distance=25\n"), readme);
        assertTrue(readme.contains("`pitch.rules.long_shot.enabled = false` turns the rule off"), readme);
    }

    @Test
    void aMovementModelProject() throws IOException {
        assertEquals(0, run("model", "windy", "--slot", "movement"), err());
        Path p = dir.resolve("windy");
        assertEquals(List.of(".gitignore", "README.md", "pom.xml",
                "src/main/java/org/example/windy/WindyMovement.java",
                "src/main/java/org/example/windy/WindySettings.java",
                "src/test/java/org/example/windy/WindyMovementTest.java"), tree(p));
        assertNoPlaceholderLeft(p);
        assertTrue(out().contains("Wrote the model plugin 'windy' (pitch.models.movement = windy) into " + p), out());

        String pom = read(p.resolve("pom.xml"));
        assertTrue(pom.contains("<artifactId>pitch-testkit</artifactId><scope>test</scope>"), pom);
        assertFalse(pom.contains("pitch-rules-kit"), pom);
        assertPinnedAsPitchsOwnBuild(pom);

        String model = read(p.resolve("src/main/java/org/example/windy/WindyMovement.java"));
        assertTrue(model.contains("@Component(service = MovementModel.class, scope = ServiceScope.PROTOTYPE, property = ModelSlot.NAME_PROPERTY + \"=windy\")"), model);
        assertTrue(model.contains("public final class WindyMovement implements MovementModel, Configurable {"), model);
        // its own instance of the standard movement, which keeps a match's wind
        assertTrue(model.contains("@Reference(name = \"standard\", target = \"(\" + ModelSlot.NAME_PROPERTY + \"=standard)\", scope = ReferenceScope.PROTOTYPE_REQUIRED)"), model);
        assertTrue(model.contains("push = own.as(WindySettings.class).push();"), model);

        String readme = read(p.resolve("README.md"));
        assertTrue(readme.contains("    java -jar pitch.jar pitch.models.movement=windy pitch.models.windy.push=0.05\n"), readme);
        assertTrue(readme.contains("    cp target/windy-*.jar /path/to/server/plugins/\n"), readme);
    }

    @Test
    void anActionModelNamesItsSlotAndWrapsTheStandardOfThatSlot() throws IOException {
        assertEquals(0, run("model", "heavy_boots", "--slot", "kick", "--group", "edu.example.lab", "kicks"), err());
        Path p = dir.resolve("kicks");
        assertEquals(List.of(".gitignore", "README.md", "pom.xml",
                "src/main/java/edu/example/lab/heavy_boots/HeavyBootsKick.java",
                "src/main/java/edu/example/lab/heavy_boots/HeavyBootsSettings.java",
                "src/test/java/edu/example/lab/heavy_boots/HeavyBootsKickTest.java"), tree(p));
        assertNoPlaceholderLeft(p);
        String model = read(p.resolve("src/main/java/edu/example/lab/heavy_boots/HeavyBootsKick.java"));
        assertTrue(model.startsWith("package edu.example.lab.heavy_boots;\n"), model);
        assertTrue(model.contains("ModelSlot.NAME_PROPERTY + \"=heavy_boots\", ModelSlot.SLOT_PROPERTY + \"=kick\""), model);
        assertTrue(model.contains("public final class HeavyBootsKick implements ActionModel<Kick>, Configurable {"), model);
        assertTrue(model.contains("\"(&(\" + ModelSlot.NAME_PROPERTY + \"=standard)(\" + ModelSlot.SLOT_PROPERTY + \"=kick))\""), model);
        assertTrue(model.contains("public CommandKind kind() { return CommandKind.KICK; }"), model);
        String pom = read(p.resolve("pom.xml"));
        assertTrue(pom.contains("<groupId>edu.example.lab</groupId>"), pom);
        assertTrue(pom.contains("<artifactId>heavy-boots</artifactId>"), pom);
        assertTrue(pom.contains("Bundle-SymbolicName: edu.example.lab.heavy_boots"), pom);
    }

    @Test
    void everySlotWithATemplateWritesAProject() throws IOException {
        for (String slot : ModelTemplate.slots()) {
            assertEquals(0, run("model", "m_" + slot, "--slot", slot), slot + ": " + err());
            assertNoPlaceholderLeft(dir.resolve("m_" + slot));
            assertTrue(ModelSlot.forKey(slot) != null, slot);
        }
    }

    @Test
    void aRuleAtAnotherOrder() throws IOException {
        assertEquals(0, run("rule", "early", "--order=42"), err());
        String rule = read(dir.resolve("early/src/main/java/org/example/early/EarlyRule.java"));
        assertTrue(rule.contains("\":Integer=\" + (RuleOrder.FREE_KICK + 2)"), rule);
        assertTrue(read(dir.resolve("early/README.md")).contains("at order 42 (`RuleOrder.FREE_KICK + 2`)"));
    }

    @Test
    void ordersAreWrittenFromTheNearestRuleOrderConstant() {
        assertEquals("RuleOrder.TOUCH - 5", NewCommand.orderExpression(45));
        assertEquals("RuleOrder.FREE_KICK", NewCommand.orderExpression(40));
        assertEquals("RuleOrder.FREE_KICK + 2", NewCommand.orderExpression(42));
        assertEquals("RuleOrder.HUMAN_REFEREE", NewCommand.orderExpression(1));
        assertEquals("RuleOrder.ANONYMOUS_TEAMS - 1", NewCommand.orderExpression(4)); // as near to 3: just before the later one
    }

    @Test
    void anEmptyFolderIsTakenAndAFolderIsNamedFromTheWorkingDirectory() throws IOException {
        Files.createDirectories(dir.resolve("projects/empty"));
        assertEquals(0, run("rule", "quiet", "projects/empty"), err());
        assertTrue(Files.isRegularFile(dir.resolve("projects/empty/pom.xml")));
    }

    @Test
    void helpAndNoArguments() {
        assertEquals(0, run("--help"));
        assertTrue(out().startsWith("Usage: java -jar pitch.jar new model NAME --slot SLOT"), out());
        assertTrue(out().contains("movement  the standard movement"), out());
        assertEquals("", err());
        assertEquals(0, run("rule", "-h"));
        assertTrue(out().startsWith("Usage:"), out());
        assertEquals(2, run());
        assertTrue(err().startsWith("Usage:"), err());
        assertTrue(NewCommand.SUMMARY.startsWith("  new model|rule NAME [DIR]"), NewCommand.SUMMARY);
    }

    /** Each bad command line: status 2, one line naming the problem, nothing written. */
    @Test
    void badCommandLines() throws IOException {
        Map<List<String>, String> bad = new HashMap<>();
        bad.put(List.of("plugin", "x"), "'plugin' is not a kind of plugin the starter writes; kinds: model, rule");
        bad.put(List.of("rule"), "new rule needs a NAME, e.g. new rule long_shot");
        bad.put(List.of("model", "--slot", "dash"), "new model needs a NAME, e.g. new model windy --slot movement");
        bad.put(List.of("rule", "LongShot"), "'LongShot' is not a lower_snake_case name");
        bad.put(List.of("rule", "long-shot"), "'long-shot' is not a lower_snake_case name");
        bad.put(List.of("rule", "long__shot"), "'long__shot' is not a lower_snake_case name");
        bad.put(List.of("rule", "_shot"), "'_shot' is not a lower_snake_case name");
        bad.put(List.of("rule", "2shot"), "'2shot' is not a lower_snake_case name");
        bad.put(List.of("rule", "a".repeat(41)), "at most 40 characters");
        bad.put(List.of("rule", "class"), "'class' is a Java keyword");
        bad.put(List.of("model", "standard", "--slot", "dash"), "'standard' names Pitch's own models");
        bad.put(List.of("rule", "touch"), "'touch' is the name of a rule Pitch ships");
        bad.put(List.of("model", "windy"), "new model needs --slot SLOT, the slot the model fills; slots with a template: movement, dash, kick, stamina");
        bad.put(List.of("model", "windy", "--slot", "movment"), "'movment' is not a model slot; did you mean movement? Slots with a template: movement, dash, kick, stamina");
        bad.put(List.of("model", "windy", "--slot", "turn_nek"), "'turn_nek' is not a model slot; did you mean turn_neck?");
        bad.put(List.of("model", "windy", "--slot", "vision_sensor"), "no template for the slot 'vision_sensor' yet; slots with a template: movement, dash, kick, stamina");
        bad.put(List.of("model", "windy", "--slot"), "--slot needs a value");
        bad.put(List.of("rule", "x", "--slot", "dash"), "--slot is for a model; a rule has none");
        bad.put(List.of("model", "x", "--slot", "dash", "--order", "3"), "--order is for a rule; a model has none");
        bad.put(List.of("rule", "x", "--order", "50"), "--order 50: the template's rule disallows goals, so it must judge before the touch rule gives them (RuleOrder.TOUCH = 50); give 1 to 49");
        bad.put(List.of("rule", "x", "--order", "0"), "--order 0:");
        bad.put(List.of("rule", "x", "--order", "soon"), "--order 'soon' is not a whole number; give 1 to 49");
        bad.put(List.of("rule", "x", "--group", "Org.Example"), "--group 'Org.Example' is not a lower-case Java package name");
        bad.put(List.of("rule", "x", "--group", "org.int"), "'int' is a Java keyword");
        bad.put(List.of("rule", "x", "--group", "java.lab"), "the java and javax packages are the JDK's own");
        bad.put(List.of("rule", "x", "--frobnicate"), "unknown option '--frobnicate'");
        bad.put(List.of("rule", "x", "a", "b"), "'b': new rule takes a NAME and a folder, nothing more");
        for (Map.Entry<List<String>, String> e : bad.entrySet()) {
            String[] args = e.getKey().toArray(new String[0]);
            assertEquals(2, run(args), e.getKey() + ": " + err());
            assertTrue(err().startsWith("pitch: new: "), e.getKey() + ": " + err());
            assertTrue(err().contains(e.getValue()), e.getKey() + ": " + err());
            assertEquals(1, err().lines().count(), e.getKey() + ": " + err());
            assertEquals("", out(), e.getKey().toString());
        }
        assertEquals(List.of(), tree(dir), "nothing written");
    }

    @Test
    void refusesAFolderThatIsNotEmptyOrIsAFile() throws IOException {
        Path existing = Files.createDirectories(dir.resolve("long_shot"));
        Files.writeString(existing.resolve("notes.txt"), "mine");
        assertEquals(2, run("rule", "long_shot"));
        assertEquals("pitch: new: " + existing + " exists and is not empty; name a new or empty folder\n", err().replace("\r\n", "\n"));
        assertEquals(List.of("notes.txt"), tree(existing), "left as it was");

        Files.writeString(dir.resolve("plain"), "a file");
        assertEquals(2, run("model", "windy", "--slot", "movement", "plain"));
        assertTrue(err().contains(dir.resolve("plain") + " exists and is not a folder"), err());
    }

    /** The build plugins at the versions of the root pom's pluginManagement, Java's release as the root pom's. */
    private static void assertPinnedAsPitchsOwnBuild(String pom) throws IOException {
        Map<String, String> root = rootPluginVersions();
        for (String plugin : List.of("maven-clean-plugin", "maven-resources-plugin", "maven-compiler-plugin", "maven-surefire-plugin",
                "maven-jar-plugin", "maven-install-plugin")) {
            String version = root.get(plugin);
            assertTrue(version != null && version.matches("\\d+(\\.\\d+)+"), plugin + " in the root pom: " + version);
            assertTrue(pom.contains("<artifactId>" + plugin + "</artifactId>\n        <version>" + version + "</version>"), plugin + " " + version + "\n" + pom);
        }
        String bnd = Versions.all().get("bnd.version");
        assertTrue(pom.contains("<artifactId>bnd-maven-plugin</artifactId>\n        <version>" + bnd + "</version>"), pom);
        assertTrue(pom.contains("<goal>bnd-process</goal>"), pom);
        assertTrue(pom.contains("<release>17</release>"), pom);
        assertTrue(pom.contains("<manifestFile>${project.build.outputDirectory}/META-INF/MANIFEST.MF</manifestFile>"), pom);
        assertFalse(pom.contains("<parent>"), pom);
        assertTrue(pom.contains("<pitch.version>" + Versions.all().get("pitch.version") + "</pitch.version>"), pom);
        assertTrue(pom.contains("<artifactId>pitch-bom</artifactId>\n        <version>${pitch.version}</version>\n        <type>pom</type>\n        <scope>import</scope>"), pom);
        assertTrue(pom.contains("<artifactId>pitch-api</artifactId><scope>provided</scope>"), pom);
        assertTrue(pom.contains("<artifactId>org.osgi.service.metatype.annotations</artifactId><scope>provided</scope>"), pom);
        assertTrue(pom.contains("<artifactId>org.osgi.service.component.annotations</artifactId><scope>provided</scope>"), pom);
        assertTrue(pom.contains("<artifactId>junit-jupiter</artifactId><scope>test</scope>"), pom);
        assertFalse(pom.replace("${pitch.version}", "").replace("${project.build.outputDirectory}", "").contains("${"), pom);
    }

    /** artifactId → version of the plugins in the root pom's pluginManagement. */
    private static Map<String, String> rootPluginVersions() throws IOException {
        Path rootPom = Path.of("..", "pom.xml");
        assertTrue(Files.isRegularFile(rootPom), "the tests run in launcher/, beside the root pom: " + rootPom.toAbsolutePath());
        Document doc;
        try {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(rootPom.toFile());
        } catch (Exception e) {
            throw new IOException(e);
        }
        Element management = (Element) doc.getElementsByTagName("pluginManagement").item(0);
        Map<String, String> versions = new HashMap<>();
        NodeList plugins = management.getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element plugin = (Element) plugins.item(i);
            versions.put(plugin.getElementsByTagName("artifactId").item(0).getTextContent(), plugin.getElementsByTagName("version").item(0).getTextContent());
        }
        return versions;
    }

    private static void assertNoPlaceholderLeft(Path project) throws IOException {
        for (String f : tree(project)) {
            String text = read(project.resolve(f));
            assertFalse(text.contains("{{") || text.contains("}}"), f + " has a placeholder left:\n" + text);
        }
    }
}
