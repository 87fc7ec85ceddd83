package org.pitch.launcher.starter;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.pitch.api.model.ModelSlot;
import org.pitch.api.rule.RuleOrder;

/**
 * {@code pitch new model|rule NAME [DIR]}: writes a plugin project of one's own, outside Pitch's
 * tree, that builds an OSGi bundle with Maven against {@code pitch-bom}: a component with one
 * setting declared with OSGi Metatype, a unit test on Pitch's test kit and a README with the
 * commands to build, test and run it. The project is meant to be changed; the template is a small
 * plugin that works as it is.
 */
public final class NewCommand {
    public static final String NAME = "new";
    public static final String SUMMARY =
            "  new model|rule NAME [DIR]                      a plugin project of one's own, built with Maven (new --help)\n";

    static final int EXIT_WRITTEN = 0;
    static final int EXIT_FAILED = 1;
    static final int EXIT_BAD = 2;

    /** The generated project's own version (its jar is {@code target/ARTIFACT-VERSION.jar}). */
    static final String PROJECT_VERSION = "0.1.0-SNAPSHOT";
    static final String DEFAULT_GROUP = "org.example";
    /** The rule template disallows goals: it judges before the touch rule gives them. */
    static final int DEFAULT_ORDER = RuleOrder.TOUCH - 5;

    private static final Pattern SNAKE = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");
    private static final Pattern GROUP = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");
    private static final int MAX_NAME = 40;
    /** Words a package name may not be (Java's keywords and literals). */
    private static final Set<String> RESERVED = Set.of("abstract", "assert", "boolean", "break", "byte", "case", "catch", "char",
            "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for",
            "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
            "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw",
            "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null");

    private NewCommand() {}

    /** The plugins a project can be started for. */
    enum Kind {
        MODEL("model"), RULE("rule");

        final String word;

        Kind(String word) { this.word = word; }

        static Kind of(String word) {
            for (Kind k : values()) if (k.word.equals(word)) return k;
            return null;
        }

        static String words() {
            List<String> out = new ArrayList<>();
            for (Kind k : values()) out.add(k.word);
            return String.join(", ", out);
        }
    }

    /** A command line that cannot be carried out: one line saying why. */
    static final class Refusal extends Exception {
        private static final long serialVersionUID = 1L;

        Refusal(String message) { super(message, null, false, false); }
    }

    /**
     * What to write.
     *
     * @param model the model's template (models only)
     * @param order the rule's order (rules only)
     */
    record Request(Kind kind, String name, ModelTemplate model, int order, String group, Path dir) {
        String packageName() { return group + "." + name; }

        String artifact() { return name.replace('_', '-'); }
    }

    public static String usage() {
        return "Usage: java -jar pitch.jar new model NAME --slot SLOT [--group GROUP] [DIR]\n"
                + "       java -jar pitch.jar new rule NAME [--order N] [--group GROUP] [DIR]\n"
                + "\n"
                + "Writes a plugin project of your own into DIR (default ./NAME; it must not exist or be\n"
                + "empty): a Maven project with no parent that imports org.pitch:pitch-bom:" + Versions.all().get("pitch.version") + "\n"
                + "and builds an OSGi bundle; a component named NAME with one setting of its own (OSGi\n"
                + "Metatype), a unit test on Pitch's test kit, and a README.md with the commands to build,\n"
                + "test and run it. In DIR, mvn verify builds and tests target/NAME-" + PROJECT_VERSION + ".jar (NAME\n"
                + "with dashes); a server with it in its plugins/ folder serves the plugin. Pitch's own\n"
                + "artifacts come from the local Maven repository (in Pitch's checkout: mvn -B install\n"
                + "-DskipTests -pl distribution/sdk -am; docs/plugins.md).\n"
                + "\n"
                + "  NAME           lower_snake_case, e.g. windy or long_shot: the component's name\n"
                + "                 (pitch.models.SLOT = NAME and pitch.models.NAME.*, or pitch.rules.NAME.*),\n"
                + "                 the package GROUP.NAME\n"
                + "  --slot SLOT    the model's slot, one of:\n"
                + slotLines()
                + "  --order N      the rule's place among the rules each cycle, 1 to " + (RuleOrder.TOUCH - 1) + " (default "
                + DEFAULT_ORDER + ", RuleOrder.TOUCH - 5):\n"
                + "                 the template's rule disallows long shots' goals, so it judges before the\n"
                + "                 touch rule gives them\n"
                + "  --group GROUP  the Maven groupId and the package's prefix (default " + DEFAULT_GROUP + ")\n"
                + "\n"
                + "The exit status is 0 when the project is written, 2 for a bad command line (nothing\n"
                + "written), 1 when it cannot be written.\n";
    }

    private static String slotLines() {
        StringBuilder out = new StringBuilder();
        for (ModelTemplate t : ModelTemplate.values()) {
            out.append(String.format(Locale.ROOT, "                   %-9s %s%n", t.slot(), lowerFirst(t.description())));
        }
        return out.toString();
    }

    /**
     * @param args the arguments after {@code new}
     * @return the exit status
     */
    public static int run(String[] args, Path workDir, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(usage());
            return EXIT_BAD;
        }
        if (isHelp(args)) {
            out.print(usage());
            return EXIT_WRITTEN;
        }
        Request request;
        try {
            request = parse(args, workDir);
        } catch (Refusal r) {
            err.println("pitch: new: " + r.getMessage());
            return EXIT_BAD;
        }
        List<Path> written;
        try {
            written = write(request);
        } catch (IOException e) {
            err.println("pitch: new: cannot write " + request.dir() + ": " + e);
            return EXIT_FAILED;
        }
        out.print(report(request, written));
        return EXIT_WRITTEN;
    }

    private static boolean isHelp(String[] args) {
        for (String a : args) if (a.equals("--help") || a.equals("-h") || a.equals("help")) return true;
        return false;
    }

    /** The command line after {@code new}, checked; nothing is written yet. */
    static Request parse(String[] args, Path workDir) throws Refusal {
        Kind kind = Kind.of(args[0]);
        if (kind == null) {
            throw new Refusal("'" + args[0] + "' is not a kind of plugin the starter writes; kinds: " + Kind.words() + " (new --help)");
        }
        String slot = null, order = null, group = DEFAULT_GROUP;
        List<String> positional = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            String option = a.startsWith("--") && a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            String inline = option.equals(a) ? null : a.substring(a.indexOf('=') + 1);
            switch (option) {
                case "--slot", "--order", "--group" -> {
                    if (option.equals("--slot") && kind != Kind.MODEL) throw new Refusal("--slot is for a model; a " + kind.word + " has none");
                    if (option.equals("--order") && kind != Kind.RULE) throw new Refusal("--order is for a rule; a " + kind.word + " has none");
                    String value = inline;
                    if (value == null) {
                        if (i + 1 >= args.length) throw new Refusal(option + " needs a value (new --help)");
                        value = args[++i];
                    }
                    if (option.equals("--slot")) slot = value;
                    else if (option.equals("--order")) order = value;
                    else group = value;
                }
                default -> {
                    if (a.startsWith("-")) throw new Refusal("unknown option '" + a + "' (new --help)");
                    positional.add(a);
                }
            }
        }
        if (positional.isEmpty()) throw new Refusal("new " + kind.word + " needs a NAME, e.g. " + example(kind) + " (new --help)");
        if (positional.size() > 2) {
            throw new Refusal("'" + positional.get(2) + "': new " + kind.word + " takes a NAME and a folder, nothing more (new --help)");
        }
        String name = checkName(positional.get(0), kind);
        checkGroup(group);
        ModelTemplate model = kind == Kind.MODEL ? template(slot) : null;
        int rank = kind == Kind.RULE ? order(order) : 0;
        Path dir = folder(positional.size() > 1 ? positional.get(1) : name, workDir);
        return new Request(kind, name, model, rank, group, dir);
    }

    private static String example(Kind kind) {
        return kind == Kind.MODEL ? "new model windy --slot movement" : "new rule long_shot";
    }

    private static String checkName(String name, Kind kind) throws Refusal {
        if (!SNAKE.matcher(name).matches() || name.length() > MAX_NAME) {
            throw new Refusal("'" + name + "' is not a lower_snake_case name (a-z, 0-9 and single _ between words, starting with a letter, at most "
                    + MAX_NAME + " characters), e.g. " + (kind == Kind.MODEL ? "windy" : "long_shot"));
        }
        if (RESERVED.contains(name)) throw new Refusal("'" + name + "' is a Java keyword and cannot name the plugin's package; choose another name");
        if (kind == Kind.MODEL && name.equals("standard")) {
            throw new Refusal("'standard' names Pitch's own models, which this one builds on; choose another name");
        }
        // the embedded defaults switch every shipped rule on or off by name
        if (kind == Kind.RULE && org.pitch.config.ConfigLoader.embeddedDefaults().hasPath("pitch.rules." + name)) {
            throw new Refusal("'" + name + "' is the name of a rule Pitch ships (pitch plugins lists them); choose another name");
        }
        return name;
    }

    private static void checkGroup(String group) throws Refusal {
        if (!GROUP.matcher(group).matches()) {
            throw new Refusal("--group '" + group + "' is not a lower-case Java package name, e.g. " + DEFAULT_GROUP + " or edu.example.lab");
        }
        if (group.equals("java") || group.startsWith("java.") || group.equals("javax") || group.startsWith("javax.")) {
            throw new Refusal("--group '" + group + "': the java and javax packages are the JDK's own; choose another group");
        }
        for (String part : group.split("\\.")) {
            if (RESERVED.contains(part)) throw new Refusal("--group '" + group + "': '" + part + "' is a Java keyword and cannot be part of a package name");
        }
    }

    private static ModelTemplate template(String slot) throws Refusal {
        String supported = String.join(", ", ModelTemplate.slots());
        if (slot == null) throw new Refusal("new model needs --slot SLOT, the slot the model fills; slots with a template: " + supported);
        ModelTemplate t = ModelTemplate.of(slot);
        if (t != null) return t;
        if (ModelSlot.forKey(slot) != null) {
            throw new Refusal("no template for the slot '" + slot + "' yet; slots with a template: " + supported);
        }
        List<String> keys = new ArrayList<>();
        for (ModelSlot s : ModelSlot.values()) keys.add(s.key());
        throw new Refusal("'" + slot + "' is not a model slot; did you mean " + nearest(slot, keys) + "? Slots with a template: " + supported);
    }

    private static int order(String text) throws Refusal {
        if (text == null) return DEFAULT_ORDER;
        int n;
        try {
            n = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new Refusal("--order '" + text + "' is not a whole number; give 1 to " + (RuleOrder.TOUCH - 1));
        }
        if (n < 1 || n >= RuleOrder.TOUCH) {
            throw new Refusal("--order " + n + ": the template's rule disallows goals, so it must judge before the touch rule gives them (RuleOrder.TOUCH = "
                    + RuleOrder.TOUCH + "); give 1 to " + (RuleOrder.TOUCH - 1));
        }
        return n;
    }

    private static Path folder(String text, Path workDir) throws Refusal {
        Path dir;
        try {
            dir = workDir.resolve(text).normalize();
        } catch (InvalidPathException e) {
            throw new Refusal("'" + text + "' is not a folder name: " + e.getReason());
        }
        if (Files.exists(dir)) {
            if (!Files.isDirectory(dir)) throw new Refusal(dir + " exists and is not a folder; name a new or empty folder");
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) throw new Refusal(dir + " exists and is not empty; name a new or empty folder");
            } catch (IOException e) {
                throw new Refusal(dir + " cannot be read: " + e.getMessage());
            }
        }
        return dir;
    }

    /** The candidate with the fewest single-character edits from {@code wrong}. */
    static String nearest(String wrong, List<String> candidates) {
        String best = candidates.get(0);
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = edits(wrong, c);
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best;
    }

    private static int edits(String a, String b) {
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) row[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int above = row[j];
                row[j] = Math.min(Math.min(row[j - 1], above) + 1, diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
                diagonal = above;
            }
        }
        return row[b.length()];
    }

    /** A rule order as the generated code writes it: the nearest {@link RuleOrder} constant and the difference. */
    static String orderExpression(int order) {
        String best = null;
        int bestValue = 0;
        for (Field f : RuleOrder.class.getFields()) {
            if (f.getType() != int.class || !Modifier.isStatic(f.getModifiers()) || f.getName().equals("UNDECLARED")) continue;
            int v;
            try {
                v = f.getInt(null);
            } catch (IllegalAccessException e) {
                continue;
            }
            if (best == null || Math.abs(order - v) < Math.abs(order - bestValue) || Math.abs(order - v) == Math.abs(order - bestValue) && v > bestValue) {
                best = f.getName();
                bestValue = v;
            }
        }
        if (best == null) return Integer.toString(order);
        int d = order - bestValue;
        return "RuleOrder." + best + (d == 0 ? "" : d > 0 ? " + " + d : " - " + (-d));
    }

    /** The files of the project, each with the template it comes from. */
    static Map<String, String> files(Request r) {
        String src = "src/main/java/" + r.packageName().replace('.', '/') + "/";
        String test = "src/test/java/" + r.packageName().replace('.', '/') + "/";
        String camel = camel(r.name());
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", "pom.xml");
        files.put(".gitignore", "gitignore");
        if (r.kind() == Kind.MODEL) {
            String folder = "model/" + r.model().folder() + "/";
            String type = camel + r.model().classSuffix();
            files.put("README.md", "model/README.md");
            files.put(src + type + ".java", folder + "Model.java");
            files.put(src + camel + "Settings.java", folder + "Settings.java");
            files.put(test + type + "Test.java", folder + "ModelTest.java");
        } else {
            files.put("README.md", "rule/README.md");
            files.put(src + camel + "Rule.java", "rule/Rule.java");
            files.put(src + camel + "Settings.java", "rule/Settings.java");
            files.put(test + camel + "RuleTest.java", "rule/RuleTest.java");
        }
        return files;
    }

    /** What each placeholder of the templates stands for in this project. */
    static Map<String, String> values(Request r) {
        Map<String, String> v = new LinkedHashMap<>(Versions.all());
        String camel = camel(r.name());
        v.put("name", r.name());
        v.put("Name", camel);
        v.put("group", r.group());
        v.put("package", r.packageName());
        v.put("artifact", r.artifact());
        v.put("version", PROJECT_VERSION);
        if (r.kind() == Kind.MODEL) {
            ModelTemplate t = r.model();
            v.put("Class", camel + t.classSuffix());
            v.put("slot", t.slot());
            v.put("description", t.description());
            v.put("setting", t.setting());
            v.put("setting.example", t.example());
            v.put("setting.meaning", t.meaning());
            if (t.command() != null) {
                v.put("Command", t.command());
                v.put("command", t.command().toLowerCase(Locale.ROOT));
                v.put("COMMAND", t.command().toUpperCase(Locale.ROOT));
            }
            v.put("dependencies", "");
            v.put("test.dependencies", """
                        <!-- ModelFixture: a hand-built world and simulation context for a model alone -->
                        <dependency><groupId>org.pitch</groupId><artifactId>pitch-testkit</artifactId><scope>test</scope></dependency>
                        <!-- the standard models this one builds on, as the server's (they come with the rules' test kit) -->
                        <dependency><groupId>org.pitch</groupId><artifactId>pitch-rules-testkit</artifactId><scope>test</scope></dependency>
                    """);
        } else {
            v.put("Class", camel + "Rule");
            v.put("description", "A referee rule: a goal scored from too far out does not count");
            v.put("order", orderExpression(r.order()));
            v.put("order.value", Integer.toString(r.order()));
            v.put("dependencies", """
                        <!-- set plays as the shipped rules award them (a library bundle the server installs) -->
                        <dependency><groupId>org.pitch</groupId><artifactId>pitch-rules-kit</artifactId><scope>provided</scope></dependency>
                    """);
            v.put("test.dependencies", """
                        <!-- MatchFixture: a real kernel simulation with the standard models, for scenes of a rule -->
                        <dependency><groupId>org.pitch</groupId><artifactId>pitch-rules-testkit</artifactId><scope>test</scope></dependency>
                    """);
        }
        return v;
    }

    /** Writes the project; returns the files written, in order. */
    static List<Path> write(Request r) throws IOException {
        Map<String, String> values = values(r);
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, String> f : files(r).entrySet()) {
            Path target = r.dir().resolve(f.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, Templates.render(f.getValue(), values), StandardCharsets.UTF_8);
            written.add(target);
        }
        return written;
    }

    private static String report(Request r, List<Path> written) {
        StringBuilder out = new StringBuilder();
        out.append("Wrote the ").append(r.kind().word).append(" plugin '").append(r.name()).append("'");
        if (r.kind() == Kind.MODEL) out.append(" (pitch.models.").append(r.model().slot()).append(" = ").append(r.name()).append(")");
        else out.append(" (order ").append(r.order()).append(")");
        out.append(" into ").append(r.dir()).append(":\n");
        for (Path p : written) out.append("  ").append(r.dir().relativize(p).toString().replace('\\', '/')).append('\n');
        out.append("Next: cd ").append(r.dir()).append(" && mvn verify; then see README.md to run it in a server.\n");
        return out.toString();
    }

    /** {@code long_shot} → {@code LongShot}. */
    static String camel(String snake) {
        StringBuilder out = new StringBuilder();
        for (String word : snake.split("_")) out.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
        return out.toString();
    }

    private static String lowerFirst(String s) {
        return Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
