package org.pitch.assembly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.ModelRegistry;

/**
 * References are resolved as SCR resolves them: a {@code target} filter chooses among the
 * providers of the interface, a reference of scope {@code prototype_required} or
 * {@code prototype} gets an instance of its own from a prototype-scoped provider. So a plugin
 * model that wraps the standard model of its slot is built beside it, over a standard instance of
 * its own, and only a real circle of references is refused.
 */
class AssemblyReferenceTest {
    @TempDir Path dir;

    private static final String MOVEMENT = MovementModel.class.getName();
    private static final String ACTION = ActionModel.class.getName();

    /** The standard movement: does nothing here. */
    public static final class Standard implements MovementModel {
        public Standard() {}

        @Override public void step(SimulationContext context) {}
    }

    /** Another movement on the class path, not the one a wrapper asks for. */
    public static final class Calm implements MovementModel {
        public Calm() {}

        @Override public void step(SimulationContext context) {}
    }

    /** A movement that wraps another, as a plugin model wraps the standard one. */
    public static final class Windy implements MovementModel {
        public final MovementModel inner;

        public Windy(MovementModel inner) { this.inner = inner; }

        @Override public void step(SimulationContext context) { inner.step(context); }
    }

    /** Wraps a movement too: with {@link Windy}, two components that need each other. */
    public static final class Gale implements MovementModel {
        public final MovementModel inner;

        public Gale(MovementModel inner) { this.inner = inner; }

        @Override public void step(SimulationContext context) { inner.step(context); }
    }

    /** An action model that does nothing, of the kind its subclass says. */
    public abstract static class Action implements ActionModel<PlayerCommand> {
        @Override public boolean apply(SimulationContext context, Player player, PlayerCommand command) { return false; }
    }

    public static final class StandardDash extends Action {
        public StandardDash() {}

        @Override public CommandKind kind() { return CommandKind.DASH; }
    }

    public static final class StandardKick extends Action {
        public StandardKick() {}

        @Override public CommandKind kind() { return CommandKind.KICK; }
    }

    public static final class BipedalDash extends Action {
        public BipedalDash() {}

        @Override public CommandKind kind() { return CommandKind.DASH; }
    }

    /** A dash over the standard dash. */
    public static final class GustyDash extends Action {
        public final ActionModel<?> standard;

        public GustyDash(ActionModel<?> standard) { this.standard = standard; }

        @Override public CommandKind kind() { return CommandKind.DASH; }
    }

    /** Binds every movement its reference accepts. */
    public static final class Collector implements Supplier<List<MovementModel>> {
        private final List<MovementModel> bound = new ArrayList<>();

        public Collector() {}

        void addMovement(MovementModel m) { bound.add(m); }

        @Override public List<MovementModel> get() { return bound; }
    }

    // ---- a movement wrapping the standard one ----

    @Test
    void aWrappingMovementIsBuiltBesideTheStandardOverAStandardOfItsOwn() throws Exception {
        // the wrapper's descriptor comes first, another movement next: only the filter leads to the standard one
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard)", "prototype_required"));
        component("b-calm", Calm.class, "prototype", "calm", null);
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            LoadedConfiguration config = ConfigLoader.fromText("pitch.models.movement = windy", "test");
            ModelRegistry registry = new ModelRegistry(config.settings());
            Map<String, Object> added = Assembly.onClassPath(loader).registerInto(registry, config);

            assertEquals(List.of(Windy.class.getName(), Calm.class.getName(), Standard.class.getName()), List.copyOf(added.keySet()));
            Windy windy = (Windy) added.get(Windy.class.getName());
            assertInstanceOf(Standard.class, windy.inner, "the provider the filter chose");
            assertNotSame(added.get(Standard.class.getName()), windy.inner, "a standard instance of its own, not the registry's");
            assertEquals("windy", registry.implementations().get("movement"));
        }
    }

    @Test
    void everyFreshAssemblyGivesTheWrapperANewStandardInstance() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard)", "prototype_required"));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            LoadedConfiguration config = ConfigLoader.fromText("pitch.models.movement = windy", "test");
            Assembly assembly = Assembly.onClassPath(loader);
            Windy first = (Windy) assembly.registerFreshInto(new ModelRegistry(config.settings()), config, s -> true).get(Windy.class.getName());
            Windy second = (Windy) assembly.registerFreshInto(new ModelRegistry(config.settings()), config, s -> true).get(Windy.class.getName());
            assertNotSame(first, second);
            assertNotSame(first.inner, second.inner, "each match's wrapper over a standard instance of its own");
        }
    }

    @Test
    void aSharedProviderIsSharedWhateverTheReferencesScope() throws Exception {
        // scope prototype: an instance of its own where the provider is prototype-scoped, else the shared one
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard)", "prototype"));
        component("c-standard", Standard.class, null, "standard", null);
        try (URLClassLoader loader = loader()) {
            Map<String, Object> built = byImplementation(Assembly.onClassPath(loader).provide(MovementModel.class, null));
            assertSame(built.get(Standard.class.getName()), ((Windy) built.get(Windy.class.getName())).inner);
        }
    }

    @Test
    void aReferenceOfTheDefaultScopeGetsTheSharedInstanceOfAPrototypeProvider() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard)", null));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            Map<String, Object> built = byImplementation(Assembly.onClassPath(loader).provide(MovementModel.class, null));
            assertSame(built.get(Standard.class.getName()), ((Windy) built.get(Windy.class.getName())).inner);
        }
    }

    @Test
    void prototypeRequiredIsNotSatisfiedByASharedProvider() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard)", "prototype_required"));
        component("c-standard", Standard.class, null, "standard", null);
        try (URLClassLoader loader = loader()) {
            Assembly assembly = Assembly.onClassPath(loader);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembly.provide(MovementModel.class, null));
            assertEquals("component " + Windy.class.getName() + " needs a prototype-scoped " + MOVEMENT
                    + " matching (pitch.model.name=standard) and nothing provides one", e.getMessage());
        }
    }

    @Test
    void aTargetNothingMatchesLeavesAMandatoryReferenceWithoutProvider() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=breezy)", null));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            Assembly assembly = Assembly.onClassPath(loader);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembly.provide(MovementModel.class, null));
            assertTrue(e.getMessage().endsWith("needs a " + MOVEMENT + " matching (pitch.model.name=breezy) and nothing provides one"), e.getMessage());
        }
    }

    // ---- an action model: the filter names the slot too ----

    @Test
    void anActionModelsFilterChoosesTheStandardOfItsSlot() throws Exception {
        component("a-gusty", GustyDash.class, "prototype", "gusty", "dash",
                reference(ACTION, "(&(pitch.model.name=standard)(pitch.model.slot=dash))", null));
        component("b-kick", StandardKick.class, null, "standard", "kick");
        component("c-bipedal", BipedalDash.class, null, "bipedal", "dash");
        component("d-dash", StandardDash.class, null, "standard", "dash");
        try (URLClassLoader loader = loader()) {
            @SuppressWarnings("rawtypes")
            Map<String, Object> built = byImplementation(Assembly.onClassPath(loader).provide(ActionModel.class, null));
            assertEquals(4, built.size());
            GustyDash gusty = (GustyDash) built.get(GustyDash.class.getName());
            assertSame(built.get(StandardDash.class.getName()), gusty.standard, "the standard dash, shared: it is no prototype");
        }
    }

    // ---- multiple references ----

    @Test
    void aMultipleReferenceBindsTheProvidersItsTargetAccepts() throws Exception {
        component("a-calm", Calm.class, null, "calm", null);
        component("b-standard", Standard.class, "prototype", "standard", null);
        Files.writeString(dir.resolve("classes/OSGI-INF/z-collector.xml"), """
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.4.0" name="%1$s">
                  <service><provide interface="java.util.function.Supplier"/></service>
                  <reference name="Movement" cardinality="0..n" policy="dynamic" interface="%2$s"
                             target="(|(pitch.model.name=standard)(pitch.model.name=gusty))" bind="addMovement"/>
                  <implementation class="%1$s"/>
                </scr:component>""".formatted(Collector.class.getName(), MOVEMENT));
        try (URLClassLoader loader = loader()) {
            @SuppressWarnings({"rawtypes", "unchecked"})
            List<MovementModel> bound = (List<MovementModel>) Assembly.onClassPath(loader).provide(Supplier.class, null).get(0).service().get();
            assertEquals(1, bound.size());
            assertInstanceOf(Standard.class, bound.get(0));
        }
    }

    // ---- circles ----

    @Test
    void componentsThatNeedEachOtherAreStillACircle() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=gale)", "prototype_required"));
        component("b-gale", Gale.class, "prototype", "gale", null, reference(MOVEMENT, "(pitch.model.name=windy)", "prototype_required"));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            Assembly assembly = Assembly.onClassPath(loader);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembly.provide(MovementModel.class, null));
            assertEquals("components reference each other in a circle: " + Windy.class.getName() + " -> " + Gale.class.getName()
                    + " -> " + Windy.class.getName(), e.getMessage());
        }
    }

    @Test
    void aComponentItsOwnTargetAcceptsIsACircle() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=w*)", null));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            Assembly assembly = Assembly.onClassPath(loader);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembly.provide(MovementModel.class, null));
            assertTrue(e.getMessage().startsWith("components reference each other in a circle"), e.getMessage());
        }
    }

    @Test
    void aMalformedTargetIsReportedWithItsComponent() throws Exception {
        component("a-windy", Windy.class, "prototype", "windy", null, reference(MOVEMENT, "(pitch.model.name=standard", null));
        component("c-standard", Standard.class, "prototype", "standard", null);
        try (URLClassLoader loader = loader()) {
            Assembly assembly = Assembly.onClassPath(loader);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> assembly.provide(MovementModel.class, null));
            assertTrue(e.getMessage().startsWith("component " + Windy.class.getName() + " has a reference to " + MOVEMENT
                    + " whose target is not a filter"), e.getMessage());
        }
    }

    // ---- the class path ----

    /** A constructor reference as bnd writes it (target and scope left out when null). */
    private static String reference(String service, String target, String scope) {
        return "<reference name=\"inner\" interface=\"" + service + "\""
                + (target == null ? "" : " target=\"" + target.replace("&", "&amp;") + "\"")
                + (scope == null ? "" : " scope=\"" + scope + "\"") + " parameter=\"0\"/>";
    }

    /** A model's descriptor in the class folder, named so that the folder lists it in the test's order. */
    private void component(String file, Class<?> type, String scope, String name, String slot, String... references) throws IOException {
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF"));
        Files.createDirectories(classes.resolve("OSGI-INF"));
        Files.writeString(classes.resolve("META-INF/MANIFEST.MF"), "Manifest-Version: 1.0\n");
        boolean action = ActionModel.class.isAssignableFrom(type);
        Files.writeString(classes.resolve("OSGI-INF/" + file + ".xml"), """
                <scr:component xmlns:scr="http://www.osgi.org/xmlns/scr/v1.4.0" name="%1$s"%2$s>
                  <property name="pitch.model.name" type="String" value="%3$s"/>
                  %4$s
                  <service%5$s><provide interface="%6$s"/></service>
                  %7$s
                  <implementation class="%1$s"/>
                </scr:component>""".formatted(type.getName(), references.length == 0 ? "" : " init=\"1\"", name,
                slot == null ? "" : "<property name=\"pitch.model.slot\" type=\"String\" value=\"" + slot + "\"/>",
                scope == null ? "" : " scope=\"" + scope + "\"", action ? ACTION : MOVEMENT, String.join("\n", references)));
    }

    /**
     * The class folder's components alone (the test's class path has components of its own), with
     * their classes from the test's class path.
     */
    private URLClassLoader loader() throws IOException {
        return new URLClassLoader(new URL[] {dir.resolve("classes").toUri().toURL()}, getClass().getClassLoader()) {
            @Override public Enumeration<URL> getResources(String name) throws IOException { return findResources(name); }
        };
    }

    private static <T> Map<String, Object> byImplementation(List<Assembly.Provided<T>> provided) {
        Map<String, Object> built = new java.util.LinkedHashMap<>();
        for (Assembly.Provided<T> p : provided) built.put(p.service().getClass().getName(), p.service());
        return built;
    }
}
