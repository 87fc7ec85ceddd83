package org.pitch.launcher.variant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.pitch.launcher.match.ResultsJson;

/**
 * What a server runs, for the record: Pitch's version, every bundle (the framework, the bundles
 * built into the launcher, the plugins folder's jars) by name, version, content digest and origin,
 * the digest of the effective configuration ({@link ConfigurationDigest}) and the seed. Its digest
 * is SHA-256 of {@link #canonical()}, which holds everything but the origins (a jar decides by its
 * bytes, not by where it lay) and the seed (one per match): the matches of one build with one
 * configuration share it, and its first 8 hex digits are the variant id a league quotes.
 */
public final class Variant {
    /** Names the definition of {@link #canonical()}, so that a later one cannot give an equal digest. */
    static final String FORMAT = "pitch variant 1";
    /** How many hex digits of the digest the id has. */
    public static final int ID_LENGTH = 8;
    private static final Comparator<BundleDigest> ORDER = Comparator
            .comparing(BundleDigest::name, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
            .thenComparing(BundleDigest::version).thenComparing(BundleDigest::sha256).thenComparing(BundleDigest::origin);

    private final String pitch;
    private final String configuration;
    private final Long seed;
    private final List<BundleDigest> bundles;
    private final String digest;

    /**
     * @param pitch Pitch's version
     * @param configuration the configuration's digest ({@link ConfigurationDigest})
     * @param seed the match's seed, or {@code null} when there is no match ({@code pitch variant})
     * @param bundles in any order
     */
    public Variant(String pitch, String configuration, Long seed, List<BundleDigest> bundles) {
        this.pitch = Objects.requireNonNull(pitch);
        this.configuration = Objects.requireNonNull(configuration);
        this.seed = seed;
        List<BundleDigest> sorted = new ArrayList<>(bundles);
        sorted.sort(ORDER);
        this.bundles = List.copyOf(sorted);
        this.digest = Sha256.of(canonical());
    }

    public String pitch() { return pitch; }

    public String configuration() { return configuration; }

    public Long seed() { return seed; }

    /** Sorted by name, version, digest and origin. */
    public List<BundleDigest> bundles() { return bundles; }

    /** The text the digest is taken of: the format, Pitch's version, the configuration's digest, a line per bundle. */
    public String canonical() {
        StringBuilder sb = new StringBuilder(FORMAT).append('\n');
        sb.append("pitch ").append(pitch).append('\n');
        sb.append("configuration ").append(configuration).append('\n');
        for (BundleDigest b : bundles) {
            sb.append("bundle ").append(b.name() == null ? "-" : b.name()).append(' ').append(b.version()).append(' ').append(b.sha256()).append('\n');
        }
        return sb.toString();
    }

    /** SHA-256 of {@link #canonical()}, 64 hex digits. */
    public String digest() { return digest; }

    /** The short variant id: the digest's first {@value #ID_LENGTH} hex digits. */
    public String id() { return digest().substring(0, ID_LENGTH); }

    /** The line the server prints when it is ready. */
    public String bannerLine() {
        return "variant " + id() + " (" + bundles.size() + " bundles, configuration " + configuration.substring(0, ID_LENGTH)
                + "; pitch variant --help)";
    }

    /** As written beside a game log and into results.json: a member per line, a bundle per line. */
    public String json() {
        StringBuilder sb = new StringBuilder("{\n");
        sb.append("  \"id\": ").append(ResultsJson.string(digest.substring(0, ID_LENGTH))).append(",\n");
        sb.append("  \"digest\": ").append(ResultsJson.string(digest)).append(",\n");
        sb.append("  \"pitch\": ").append(ResultsJson.string(pitch)).append(",\n");
        sb.append("  \"configuration\": ").append(ResultsJson.string(configuration)).append(",\n");
        if (seed != null) sb.append("  \"seed\": ").append(seed).append(",\n");
        sb.append("  \"bundles\": [");
        for (int i = 0; i < bundles.size(); i++) {
            BundleDigest b = bundles.get(i);
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"name\": ").append(b.name() == null ? "null" : ResultsJson.string(b.name()))
                    .append(", \"version\": ").append(ResultsJson.string(b.version()))
                    .append(", \"sha256\": ").append(ResultsJson.string(b.sha256()))
                    .append(", \"origin\": ").append(ResultsJson.string(b.origin())).append('}');
        }
        return sb.append("\n  ]\n}\n").toString();
    }
}
