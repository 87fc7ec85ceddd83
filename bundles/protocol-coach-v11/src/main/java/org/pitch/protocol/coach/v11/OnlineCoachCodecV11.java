package org.pitch.protocol.coach.v11;

import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v8.OnlineCoachCodecV8;
import org.pitch.protocol.trainer.CoachLimits;

/**
 * The online coach's protocol, versions 11 and 12: after the greeting the coach also gets the
 * server's {@code coach_msg_file}, as {@code (include BYTES TEXT)}; the messages are version 8's.
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV11 extends OnlineCoachCodecV8 {
    private static final VersionRange VERSIONS = new VersionRange(11, 12);

    @Activate
    public OnlineCoachCodecV11(@Reference ClangParser clang,
                               @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                               ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV11(ClangParser clang, CoachLimits limits) { super(clang, limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    /** {@code (include BYTES <content>)}: the file's bytes as they are (Latin-1), counted. */
    @Override
    public void sendCoachMessageFile(MessageSink out, double version, Supplier<byte[]> file) {
        byte[] content = file.get();
        if (content == null) return;
        MessageOut m = out.next();
        m.text("(include ").integer(content.length).character(' ')
                .text(new String(content, StandardCharsets.ISO_8859_1)).character(')');
        m.send();
    }
}
