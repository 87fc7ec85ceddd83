package org.pitch.assembly;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Components of any service type are built with their properties, for services the kernel does not take. */
class AssemblyProvideTest {
    @TempDir Path dir;

    /** A component of a service type no registry knows. */
    public static final class Named implements Supplier<String> {
        public Named() {}

        @Override public String get() { return "built"; }
    }

    @Test
    void everyProviderOfTheTypeIsBuiltWithItsProperties() throws Exception {
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF"));
        Files.createDirectories(classes.resolve("OSGI-INF"));
        Files.writeString(classes.resolve("META-INF/MANIFEST.MF"), "Manifest-Version: 1.0\n");
        Files.writeString(classes.resolve("OSGI-INF/" + Named.class.getName() + ".xml"), """
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.3.0" name="%1$s">
                  <property name="example.name" type="String" value="first"/>
                  <service><provide interface="java.util.function.Supplier"/></service>
                  <implementation class="%1$s"/>
                </scr:component>""".formatted(Named.class.getName()));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            @SuppressWarnings("rawtypes")
            List<Assembly.Provided<Supplier>> found = Assembly.onClassPath(loader).provide(Supplier.class, null);
            assertEquals(1, found.size());
            assertEquals("built", found.get(0).service().get());
            assertEquals("first", found.get(0).properties().get("example.name"));
        }
    }
}
