package org.pitch.protocol.monitor.v5;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Player;
import org.pitch.protocol.monitor.Slots;
import org.pitch.protocol.monitor.v4.TextMonitorWriterV4;

/**
 * Version 5 (log 6): after the view, the focus point {@code (fp DIST DIR)} (the direction
 * quantised to 0.0001, not 0.001), and the command counts end with {@code change_focus}.
 */
public class TextMonitorWriterV5 extends TextMonitorWriterV4 {
    public TextMonitorWriterV5(boolean gameLog, Parameters parameters) { super(gameLog, parameters); }

    @Override
    protected void focusPoint(MessageOut m, Player p) {
        m.text(" (fp ").number(Slots.q(p.focusDistance(), Slots.PREC)).character(' ')
                .number(Slots.q(Math.toDegrees(p.focusRadians()), Slots.PREC)).character(')');
    }

    @Override
    protected void emptyFocusPoint(MessageOut m) { m.text(" (fp 0 0)"); }

    @Override
    protected int countsShown() { return Slots.COUNTS.length; }
}
