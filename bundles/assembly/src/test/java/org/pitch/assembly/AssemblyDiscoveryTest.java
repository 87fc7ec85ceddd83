package org.pitch.assembly;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Descriptors are found in a shaded jar, whose merged manifest names none of them, and in class folders. */
class AssemblyDiscoveryTest {
    @TempDir Path dir;

    private static final String RULE = """
            <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.3.0" name="%1$s">
              <property name="pitch.rule.order" type="Integer" value="7"/>
              <service><provide interface="org.pitch.api.rule.RefereeRule"/></service>
              <implementation class="%1$s"/>
            </scr:component>""";

    @Test
    void aShadedJarWithoutServiceComponentHeadersStillYieldsItsComponents() throws Exception {
        Path jar = dir.resolve("shaded.jar");
        Manifest m = new Manifest();
        m.getMainAttributes().putValue("Manifest-Version", "1.0");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), m)) {
            entry(out, "OSGI-INF/org.example.A.xml", RULE.formatted("org.example.A"));
            entry(out, "OSGI-INF/org.example.B.xml", RULE.formatted("org.example.B"));
            entry(out, "OSGI-INF/metatype/org.example.A.xml", "<metatype/>"); // not a component, and not at the top
            entry(out, "OSGI-INF/permissions.xml", "<permissions/>"); // not a component
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            List<String> found = Assembly.onClassPath(loader).components().stream().map(ComponentDescriptor::implementation).sorted().toList();
            assertEquals(List.of("org.example.A", "org.example.B"), found);
        }
    }

    @Test
    void aClassFolderYieldsItsComponentsOnce() throws Exception {
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF"));
        Files.createDirectories(classes.resolve("OSGI-INF"));
        Files.writeString(classes.resolve("META-INF/MANIFEST.MF"), "Manifest-Version: 1.0\n");
        Files.writeString(classes.resolve("OSGI-INF/org.example.C.xml"), RULE.formatted("org.example.C"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL(), classes.toUri().toURL()}, null)) {
            List<ComponentDescriptor> found = Assembly.onClassPath(loader).components();
            assertEquals(1, found.size());
            assertEquals(7, found.get(0).properties().get("pitch.rule.order"));
        }
    }

    private static void entry(JarOutputStream out, String name, String text) throws Exception {
        out.putNextEntry(new JarEntry(name));
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
    }
}
