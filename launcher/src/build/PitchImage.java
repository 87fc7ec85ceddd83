import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;

/**
 * Builds Pitch's container image without a registry or a daemon: a Java runtime made by jlink
 * from the JDK that runs the build (only the modules the bundles need), the shared libraries it
 * and the start script's shell load (found with ldd, copied from this machine), pitch.jar and
 * launcher/pitch, on an empty base. Writes it as a docker-archive tar that {@code podman load}
 * and {@code docker load} read. The server runs as the image's entry through launcher/pitch (the
 * same JVM options as outside), which execs java: the JVM is the container's process 1 and stops
 * cleanly on SIGTERM. Logs and results go to the working folder, /data (mount a volume there).
 *
 * <pre>java PitchImage.java JAR SCRIPT MODULES TAG WORK_DIR OUT_TAR</pre>
 */
public final class PitchImage {
    private static final String HOME = "/opt/pitch";
    /** The C library's compatibility stubs: the native code Netty and JNA unpack at run time may ask for them. */
    private static final List<String> GLIBC_STUBS = List.of("libdl.so.2", "libpthread.so.0", "librt.so.1");
    private static final Pattern LDD_PATH = Pattern.compile("(?:=>\\s*)?(/\\S+)\\s+\\(0x");

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            System.err.println("usage: java PitchImage.java JAR SCRIPT MODULES TAG WORK_DIR OUT_TAR");
            System.exit(2);
        }
        Path jar = Path.of(args[0]), script = Path.of(args[1]), work = Path.of(args[4]), out = Path.of(args[5]);
        String modules = args[2], tag = args[3];
        deleteTree(work);
        Path root = work.resolve("root");
        Path runtime = root.resolve(HOME.substring(1)).resolve("runtime");
        Files.createDirectories(runtime.getParent());

        run("jlink", "--add-modules", modules, "--strip-debug", "--no-header-files", "--no-man-pages", "--compress=2",
                "--output", runtime.toString());
        Files.copy(jar, runtime.getParent().resolve("pitch.jar"));
        Path start = runtime.getParent().resolve("pitch");
        Files.copy(script, start);
        Path shell = Path.of("/bin/sh").toRealPath(); // dash on Debian: what launcher/pitch is written for
        Path sh = root.resolve("bin/sh");
        Files.createDirectories(sh.getParent());
        Files.copy(shell, sh);

        TreeSet<String> libraries = new TreeSet<>();
        List<Path> binaries = new ArrayList<>(List.of(shell, runtime.resolve("bin/java")));
        try (Stream<Path> files = Files.walk(runtime.resolve("lib"))) {
            files.filter(p -> p.getFileName().toString().endsWith(".so")).forEach(binaries::add);
        }
        for (Path b : binaries) libraries.addAll(sharedLibraries(b, runtime));
        String libc = libraries.stream().filter(l -> l.endsWith("/libc.so.6")).findFirst()
                .orElseThrow(() -> new IOException("ldd named no libc.so.6"));
        Path libDir = Path.of(libc).getParent();
        for (String stub : GLIBC_STUBS) {
            if (Files.exists(libDir.resolve(stub))) libraries.add(libDir.resolve(stub).toString());
        }
        for (String l : libraries) {
            Path target = root.resolve(l.substring(1));
            Files.createDirectories(target.getParent());
            Files.copy(Path.of(l), target, StandardCopyOption.REPLACE_EXISTING); // the file a link names, under the name asked for
        }

        Files.createDirectories(root.resolve("tmp"));
        run(work, "chmod", "1777", root.resolve("tmp").toString()); // sticky, as /tmp is everywhere (Java cannot set that bit)
        Files.createDirectories(root.resolve("data"));
        Files.setPosixFilePermissions(root.resolve("data"), PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.createDirectories(root.resolve("etc"));
        Files.writeString(root.resolve("etc/passwd"), "root:x:0:0:root:/data:/bin/sh\nnobody:x:65534:65534:nobody:/data:/bin/sh\n");
        Files.writeString(root.resolve("etc/group"), "root:x:0:\nnogroup:x:65534:\n");

        Path layer = work.resolve("layer.tar");
        // reproducible: names sorted, owners root, every time the epoch
        run(work, "tar", "--sort=name", "--owner=0", "--group=0", "--numeric-owner", "--mtime=@0", "--format=gnu",
                "-C", root.toString(), "-cf", layer.toString(), ".");
        String diffId = "sha256:" + sha256(layer);

        Files.writeString(work.resolve("config.json"), config(diffId));
        Files.writeString(work.resolve("manifest.json"),
                "[{\"Config\":\"config.json\",\"RepoTags\":[" + quote(tag) + "],\"Layers\":[\"layer.tar\"]}]\n");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.deleteIfExists(out);
        run(work, "tar", "--owner=0", "--group=0", "--numeric-owner", "--mtime=@0", "--format=gnu",
                "-cf", out.toAbsolutePath().toString(), "manifest.json", "config.json", "layer.tar");
        System.out.printf("%s: %s, %.1f MB (runtime: %s; %d shared libraries)%n", out, tag, Files.size(out) / 1e6, modules, libraries.size());
    }

    /** The image's configuration: its entry, environment, working folder and ports. */
    private static String config(String diffId) {
        Map<String, String> env = new TreeMap<>(Map.of(
                "JAVA", HOME + "/runtime/bin/java",
                "PITCH_JAR", HOME + "/pitch.jar",
                "PATH", HOME + "/runtime/bin:/bin"));
        StringBuilder e = new StringBuilder();
        env.forEach((k, v) -> e.append(e.length() == 0 ? "" : ",").append(quote(k + "=" + v)));
        return "{\"architecture\":\"amd64\",\"os\":\"linux\",\"config\":{"
                + "\"Entrypoint\":[\"/bin/sh\"," + quote(HOME + "/pitch") + "],"
                + "\"Env\":[" + e + "],"
                + "\"WorkingDir\":\"/data\","
                + "\"ExposedPorts\":{\"6000/udp\":{},\"6001/udp\":{},\"6002/udp\":{}},"
                + "\"Volumes\":{\"/data\":{}}},"
                + "\"rootfs\":{\"type\":\"layers\",\"diff_ids\":[" + quote(diffId) + "]},"
                + "\"history\":[{\"created_by\":\"launcher/src/build/PitchImage.java\"}]}\n";
    }

    /** The libraries {@code ldd} says a binary loads (the dynamic loader included), outside the runtime itself. */
    private static List<String> sharedLibraries(Path binary, Path runtime) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("ldd", binary.toString()).redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        List<String> found = new ArrayList<>();
        Matcher m = LDD_PATH.matcher(text);
        while (m.find()) {
            String lib = m.group(1);
            if (!lib.startsWith(runtime.toString()) && !lib.contains("/../lib/")) found.add(lib);
        }
        return found;
    }

    private static void run(String tool, String... args) {
        ToolProvider t = ToolProvider.findFirst(tool).orElseThrow(() -> new IllegalStateException(tool + " is not in this JDK"));
        int status = t.run(System.out, System.err, args);
        if (status != 0) throw new IllegalStateException(tool + " failed with status " + status);
    }

    private static void run(Path dir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).inheritIO().start();
        if (p.waitFor() != 0) throw new IOException(String.join(" ", command) + " failed with status " + p.exitValue());
    }

    private static String sha256(Path file) throws Exception {
        MessageDigest d = MessageDigest.getInstance("SHA-256");
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buf = new byte[1 << 16];
            for (int n; (n = in.read(buf)) > 0; ) d.update(buf, 0, n);
        }
        return HexFormat.of().formatHex(d.digest());
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
