package org.pitch.api;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileVisitResult;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The project's text describes the software, not the way it was made: no code, comment, test,
 * resource, script, pom or document of the checkout refers to a numbered development session or
 * a ticket number, which mean nothing to a reader. Every tracked text file is read (the checkout
 * found upwards from the module for its {@code .git} beside a {@code pom.xml}; the files named by
 * {@code git ls-files}, or, without git, every file below it outside {@code target/} and
 * {@code .git/}); a file holding a NUL byte counts as binary and is skipped. The change log
 * (CHANGELOG.md, a record of the past by nature) and this source are left out.
 */
class ProjectTextTest {
    /** What the text must not hold, case-insensitively: a session or issue with its number. */
    static final Pattern DIARY = Pattern.compile("session [0-9]|issue [0-9]+", Pattern.CASE_INSENSITIVE);

    /** This file, as a path below the checkout ends. */
    private static final String SELF = "src/test/java/" + ProjectTextTest.class.getName().replace('.', '/') + ".java";

    @Test
    void noLineNamesASessionOrAnIssueNumber() throws IOException, InterruptedException {
        Path root = checkout(Path.of("").toAbsolutePath());
        assumeTrue(root != null, "not inside a checkout of Pitch");
        List<String> found = new ArrayList<>();
        int read = 0;
        for (String name : files(root)) {
            if (name.equals("CHANGELOG.md") || name.endsWith(SELF)) continue;
            Path file = root.resolve(name);
            if (!Files.isRegularFile(file)) continue; // deleted in the work tree, or a submodule
            byte[] bytes = Files.readAllBytes(file);
            if (binary(bytes)) continue;
            read++;
            String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (DIARY.matcher(lines[i]).find()) {
                    found.add(name + ":" + (i + 1) + ": " + lines[i].strip());
                }
            }
        }
        assertTrue(read > 0, "no text file read below " + root);
        assertTrue(found.isEmpty(), () -> found.size() + " line(s) name a development session or an issue number ("
                + DIARY.pattern() + "); say what the code does and why instead:\n  " + String.join("\n  ", found));
    }

    /** The samples that must match are put together at run time, so that this source holds none. */
    @Test
    void thePatternFindsWhatItIsFor() {
        assertTrue(DIARY.matcher("as measured (docs/performance.md, Session " + 18 + ")").find());
        assertTrue(DIARY.matcher("a known difference of issue " + 37).find());
        assertFalse(DIARY.matcher("bundles/sessions, the tester's seed 5390, round 1").find());
    }

    /** The nearest folder upwards with both {@code .git} and {@code pom.xml}; else the topmost with a {@code pom.xml}; else null. */
    static Path checkout(Path from) {
        Path topmostPom = null;
        for (Path p = from; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(".git")) && Files.isRegularFile(p.resolve("pom.xml"))) return p;
            if (Files.isRegularFile(p.resolve("pom.xml"))) topmostPom = p;
        }
        return topmostPom;
    }

    /** The checkout's files relative to it, with '/' between names: git's tracked files, or a walk when git cannot tell. */
    static List<String> files(Path root) throws IOException, InterruptedException {
        if (Files.exists(root.resolve(".git"))) {
            try {
                Process git = new ProcessBuilder("git", "-C", root.toString(), "ls-files", "-z")
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                byte[] out = git.getInputStream().readAllBytes();
                if (git.waitFor() == 0) {
                    List<String> names = new ArrayList<>();
                    for (String n : new String(out, StandardCharsets.UTF_8).split("\0")) if (!n.isEmpty()) names.add(n);
                    return names;
                }
            } catch (IOException noGit) {
                // no git on the PATH: walk the tree below
            }
        }
        List<String> names = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String n = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return !dir.equals(root) && (n.equals(".git") || n.equals("target")) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile()) names.add(root.relativize(file).toString().replace('\\', '/'));
                return FileVisitResult.CONTINUE;
            }

            @Override public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
        names.sort(null);
        return names;
    }

    private static boolean binary(byte[] bytes) {
        for (int i = 0, n = Math.min(bytes.length, 8192); i < n; i++) if (bytes[i] == 0) return true;
        return false;
    }
}
