package org.pitch.testkit.clients;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/** The zlib streams of rcssserver's {@code (compression N)}, one per datagram. */
final class Zlib {
    private Zlib() { }

    static byte[] deflate(byte[] data) {
        Deflater def = new Deflater();
        def.setInput(data);
        def.finish();
        byte[] out = new byte[data.length + 64];
        int n = def.deflate(out);
        def.end();
        return Arrays.copyOf(out, n);
    }

    static byte[] inflate(byte[] data) {
        Inflater inf = new Inflater();
        inf.setInput(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try {
            int n;
            while ((n = inf.inflate(chunk)) > 0) out.write(chunk, 0, n);
        } catch (DataFormatException e) {
            throw new AssertionError("not a zlib stream", e);
        } finally {
            inf.end();
        }
        return out.toByteArray();
    }
}
