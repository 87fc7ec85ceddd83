package org.pitch.protocol.monitor.v4;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.protocol.monitor.v3.TextMonitorWriterV3;

/** Version 4 (log 5): a player's {@code (s ...)} adds the stamina capacity, {@code (s 8000 1 1 130600)}. */
public class TextMonitorWriterV4 extends TextMonitorWriterV3 {
    public TextMonitorWriterV4(boolean gameLog, Parameters parameters) { super(gameLog, parameters); }

    @Override
    protected void capacity(MessageOut m, double capacity) {
        m.character(' ').number(capacity);
    }
}
