package org.pitch.api.record;

import java.io.IOException;
import java.nio.file.Path;

import org.pitch.api.param.Parameters;

/**
 * Game logs read back as frames, for clients inside the framework that play them themselves (the
 * web monitor gives every browser its own playback). Offered by the log player's bundle.
 */
@org.osgi.annotation.versioning.ProviderType
public interface GameLogLibrary {
    /**
     * Reads a whole game log: binary versions 1-3, text versions 4-6 or JSON, gzip or not.
     *
     * @param fallback the parameters for what the log does not record (logs 1 and 2 record none)
     * @throws IOException              the file cannot be read
     * @throws IllegalArgumentException the file is no valid game log; the message names the file,
     *                                  the line (or byte offset) and the problem
     */
    Recording read(Path file, Parameters fallback) throws IOException;
}
