package org.pitch.launcher.variant;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, the form every digest of a variant is written in. */
public final class Sha256 {
    private Sha256() {}

    public static String of(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Of a text's UTF-8 bytes. */
    public static String of(String text) { return of(text.getBytes(StandardCharsets.UTF_8)); }
}
