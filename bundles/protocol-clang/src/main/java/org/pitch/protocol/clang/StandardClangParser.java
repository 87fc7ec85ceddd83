package org.pitch.protocol.clang;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.syntax.SayParser;
import org.pitch.protocol.clang.tree.CoachMessage;

/**
 * rcssserver 19's coach-language parser: the whole {@code (say MESSAGE)} datagram in, one {@link
 * CoachMessage} out (spec section 5). Stateless and thread-safe; usable without OSGi through the
 * public no-argument constructor.
 */
@Component(service = ClangParser.class)
public final class StandardClangParser implements ClangParser {

    public StandardClangParser() {
    }

    @Override
    public CoachMessage parseSay(String say, int freeformLimit) throws ClangSyntaxException {
        return SayParser.parse(say, freeformLimit);
    }
}
