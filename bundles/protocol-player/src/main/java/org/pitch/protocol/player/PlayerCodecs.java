package org.pitch.protocol.player;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;

/**
 * The codec components, one per range of versions whose wire format is alike (the ranges of
 * rcssserver's own serializers). Each is a separate service, so a bundle serving a new range, or
 * replacing one, needs no change here.
 */
public final class PlayerCodecs {
    private PlayerCodecs() {}

    /** Versions 1-6: no parameter messages, long object names. */
    @Component(service = PlayerCodec.class)
    public static final class V1 extends StandardPlayerCodec { public V1() { super(1, 6); } }

    /** Version 7: positional parameter messages, heterogeneous players. */
    @Component(service = PlayerCodec.class)
    public static final class V7 extends StandardPlayerCodec { public V7() { super(7, 7); } }

    /** Versions 8-12: named parameters. */
    @Component(service = PlayerCodec.class)
    public static final class V8 extends StandardPlayerCodec { public V8() { super(8, 12); } }

    /** Version 13: stamina capacity, kick flags. */
    @Component(service = PlayerCodec.class)
    public static final class V13 extends StandardPlayerCodec { public V13() { super(13, 13); } }

    /** Versions 14-17: fouls and cards. */
    @Component(service = PlayerCodec.class)
    public static final class V14 extends StandardPlayerCodec { public V14() { super(14, 17); } }

    /** Versions 18-19: focus point, bipedal dash, Gaussian vision. */
    @Component(service = PlayerCodec.class)
    public static final class V18 extends StandardPlayerCodec { public V18() { super(18, 19); } }
}
