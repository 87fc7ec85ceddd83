package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * The Python package checks in the module protoc makes from {@code pitch_learn.proto} (so that
 * {@code pip install ./python} needs no protoc); it must be what this build's protoc makes of the
 * .proto now, or the two sides would speak different protocols.
 */
class PythonProtocolModuleTest {
    @Test
    void theCheckedInModuleIsTheProtosOwn() throws Exception {
        Path generated = Path.of("target/generated-python/pitch_learn_pb2.py");
        Path checkedIn = Path.of("../../python/src/pitch_learn/_proto/pitch_learn_pb2.py");
        assertEquals(Files.readString(generated), Files.readString(checkedIn),
                "python/src/pitch_learn/_proto/pitch_learn_pb2.py is stale: regenerate it as python/README.md says");
    }
}
