import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Makes a folder that maven-dependency-plugin laid out as a local repository serve as a remote one
 * ({@code file:///...} in a plugin's pom). Run by the build as a single-file program:
 * {@code java RemoteRepository.java FOLDER}. Three changes:
 * <ul>
 * <li>each SNAPSHOT under a timestamped name with its {@code maven-metadata.xml}, as a deploy writes
 *     it: a plugin's build then takes the jars of a newer copy of the folder (with {@code -U}, or
 *     once a day), where a SNAPSHOT without metadata stays as first cached, whatever the folder
 *     holds later;</li>
 * <li>a SHA-1 beside every file, so that Maven checks what it takes instead of warning that it
 *     cannot;</li>
 * <li>the local repository's own records ({@code _remote.repositories},
 *     {@code maven-metadata-local.xml}) removed.</li>
 * </ul>
 */
public final class RemoteRepository {
    private static final Set<String> LOCAL_RECORDS = Set.of("_remote.repositories", "maven-metadata-local.xml",
            "resolver-status.properties");

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java RemoteRepository.java REPOSITORY_FOLDER");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        ZonedDateTime now = ZonedDateTime.now(ZoneOffset.UTC);
        String timestamp = now.format(DateTimeFormatter.ofPattern("yyyyMMdd.HHmmss"));
        String updated = now.format(DateTimeFormatter.ofPattern("yyyyMMddHHmmss"));

        for (Path file : files(root)) {
            if (LOCAL_RECORDS.contains(file.getFileName().toString())) Files.delete(file);
        }
        List<Path> snapshots;
        try (Stream<Path> all = Files.walk(root)) {
            snapshots = all.filter(p -> Files.isDirectory(p) && p.getFileName().toString().endsWith("-SNAPSHOT")).sorted().toList();
        }
        for (Path version : snapshots) timestamp(root, version, timestamp, updated);
        int artifacts = 0;
        for (Path file : files(root)) {
            if (file.getFileName().toString().endsWith(".sha1")) continue;
            Files.writeString(file.resolveSibling(file.getFileName() + ".sha1"), sha1(file));
            artifacts++;
        }
        if (artifacts == 0) throw new IllegalStateException("no artifacts in " + root);
    }

    /** Renames the files of one SNAPSHOT version folder to VERSION-TIMESTAMP-1 and writes its metadata. */
    private static void timestamp(Path root, Path folder, String timestamp, String updated) throws IOException {
        String version = folder.getFileName().toString();
        String artifactId = folder.getParent().getFileName().toString();
        String groupId = root.relativize(folder.getParent().getParent()).toString()
                .replace(folder.getFileSystem().getSeparator(), ".");
        String unique = version.substring(0, version.length() - "SNAPSHOT".length()) + timestamp + "-1";
        String prefix = artifactId + "-" + version;
        StringBuilder entries = new StringBuilder();
        for (Path file : files(folder)) {
            String name = file.getFileName().toString();
            if (!name.startsWith(prefix)) throw new IllegalStateException("not a file of " + prefix + ": " + file);
            String rest = name.substring(prefix.length()); // ".jar", ".pom" or "-CLASSIFIER.jar"
            int dot = rest.indexOf('.');
            String classifier = rest.startsWith("-") ? rest.substring(1, dot) : "";
            Files.move(file, folder.resolve(artifactId + "-" + unique + rest));
            entries.append("      <snapshotVersion>\n");
            if (!classifier.isEmpty()) entries.append("        <classifier>").append(classifier).append("</classifier>\n");
            entries.append("        <extension>").append(rest.substring(dot + 1)).append("</extension>\n")
                    .append("        <value>").append(unique).append("</value>\n")
                    .append("        <updated>").append(updated).append("</updated>\n")
                    .append("      </snapshotVersion>\n");
        }
        Files.writeString(folder.resolve("maven-metadata.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <metadata modelVersion="1.1.0">
                  <groupId>%s</groupId>
                  <artifactId>%s</artifactId>
                  <version>%s</version>
                  <versioning>
                    <snapshot>
                      <timestamp>%s</timestamp>
                      <buildNumber>1</buildNumber>
                    </snapshot>
                    <lastUpdated>%s</lastUpdated>
                    <snapshotVersions>
                %s    </snapshotVersions>
                  </versioning>
                </metadata>
                """.formatted(groupId, artifactId, version, timestamp, updated, entries));
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            return all.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static String sha1(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
