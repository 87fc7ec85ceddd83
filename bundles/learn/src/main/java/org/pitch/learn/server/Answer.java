package org.pitch.learn.server;

import java.io.IOException;

import com.google.protobuf.CodedOutputStream;

import org.pitch.learn.proto.Response;

/** What a connection writes back: a {@code Response}'s bytes, from a message or written directly. */
interface Answer {
    int serializedSize();

    void writeTo(CodedOutputStream out) throws IOException;

    static Answer of(Response response) {
        return new Answer() {
            @Override public int serializedSize() { return response.getSerializedSize(); }

            @Override public void writeTo(CodedOutputStream out) throws IOException { response.writeTo(out); }
        };
    }
}
