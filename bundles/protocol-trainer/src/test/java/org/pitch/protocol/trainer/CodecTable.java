package org.pitch.protocol.trainer;

import java.util.List;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.param.Parameters;
import org.pitch.config.ConfigLoader;

/** The tests' view of a chain of codecs: which one serves a version, and parameters from configuration text. */
public final class CodecTable {
    private CodecTable() {}

    /** The codec whose range holds {@code version}; fails when none does. */
    public static CoachCodec serving(List<CoachCodec> codecs, double version) {
        return codecs.stream().filter(c -> c.versions().contains(version)).findFirst().orElseThrow();
    }

    /** How many codecs serve {@code version} (exactly one, in a chain without gaps or overlaps). */
    public static long servingCount(List<CoachCodec> codecs, double version) {
        return codecs.stream().filter(c -> c.versions().contains(version)).count();
    }

    /** The server parameters of a configuration in HOCON text. */
    public static Parameters parameters(String hocon) {
        try {
            return ConfigLoader.fromText(hocon, "test").parameters();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
