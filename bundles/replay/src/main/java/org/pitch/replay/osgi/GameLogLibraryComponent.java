package org.pitch.replay.osgi;

import java.io.IOException;
import java.nio.file.Path;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.param.Parameters;
import org.pitch.api.record.GameLogLibrary;
import org.pitch.api.record.Recording;
import org.pitch.replay.GameLogReader;
import org.pitch.replay.LogFormatException;
import org.pitch.replay.RecordedFrames;

/** The log player's reader as a service: any game log as frames, for playbacks inside the framework. */
@Component(service = GameLogLibrary.class)
public final class GameLogLibraryComponent implements GameLogLibrary {
    @Override
    public Recording read(Path file, Parameters fallback) throws IOException {
        if (!java.nio.file.Files.isReadable(file)) throw new IOException(file + ": cannot be read");
        try {
            return new RecordedFrames(GameLogReader.read(file, fallback));
        } catch (LogFormatException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
