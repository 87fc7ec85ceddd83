package org.pitch.record.gamelog;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.logfile.LogFile;

class RecordSinkTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    String write(GameLogFormat format) throws IOException {
        LogFile f = LogFile.open(dir, "x.rcg", 0, "game log", 1, problems::add);
        RecordSink sink = new RecordSink(f, format);
        sink.next().text("(a ").integer(-3).character(' ').number(2.0 / 3).character(')'); // no send(): ends at the next record
        sink.next().text("(b)").send();
        sink.next().send(); // empty: no record
        sink.text("(outside a record)").send(); // ignored
        sink.next().text("(c half");
        sink.abort(); // its writer failed
        sink.next().text("(d)").send();
        return Files.readString(f.close(null));
    }

    @Test
    void textRecordsEndWithANewline() throws IOException {
        assertEquals("(a -3 0.666667)\n(b)\n(d)\n", write(new TextLogFormat(6)));
        assertEquals(List.of(), problems);
    }

    @Test
    void jsonRecordsArePrecededByACommaAndANewline() throws IOException {
        assertEquals(",\n(a -3 0.666667),\n(b),\n(d)", write(new JsonLogFormat()));
    }
}
