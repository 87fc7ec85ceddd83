package org.pitch.protocol.monitor;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;

/**
 * rcssserver's binary monitor protocol (versions 1 and 2) and binary game logs (1 to 3), message
 * by message, each a C struct ({@link BinaryShows}, {@link BinaryParameters}) in network byte
 * order without a trailing NUL.
 *
 * <ul>
 *   <li>Monitor 1: no greeting; every cycle a {@code dispinfo_t} holding the show, 2052 bytes;
 *       board messages as {@code dispinfo_t} holding {@code msginfo_t} (board, then the text cut
 *       to 2047 characters and NUL-filled).</li>
 *   <li>Monitor 2: the greeting is {@code server_params_t}, {@code player_params_t} and one
 *       {@code player_type_t} per type, each in a {@code dispinfo_t2} of 2056 bytes; then shows
 *       and messages as {@code dispinfo_t2}.</li>
 *   <li>Log 1: the monitor 1 datagrams, back to back (a message may hold 2048 characters).</li>
 *   <li>Log 2: each record a mode ({@code short}) and what it holds: a show as {@code showinfo_t}
 *       (316 bytes); a message as board, length and that many bytes, without NUL.</li>
 *   <li>Log 3: the parameter structs as greeting, each behind its mode; every cycle the play
 *       mode ({@code char}) and the teams ({@code team_t[2]}) when they changed, then the show
 *       as {@code short_showinfo_t2}; messages as in log 2.</li>
 * </ul>
 *
 * None of them carries a final record: rcssserver ends a binary log with the result message.
 * Stateful (what a log 3 recorded last), used on the simulation thread; writing
 * allocates nothing.
 */
final class BinaryMonitorWriter implements MonitorWriter {
    /** What is written: a monitor's datagrams or a game log's records, of one version. */
    enum Layout { MONITOR_V1, MONITOR_V2, LOG_V1, LOG_V2, LOG_V3 }

    /** rcssserver copies at most this many characters of a message for a monitor. */
    static final int MONITOR_MESSAGE_LIMIT = RcssStructs.MESSAGE_SIZE - 1;

    private final Layout layout;
    private final Parameters parameters;
    private final StructOut s = new StructOut();
    private final LastRecords last = new LastRecords();

    BinaryMonitorWriter(Layout layout, Parameters parameters) {
        this.layout = layout;
        this.parameters = parameters;
    }

    Layout layout() { return layout; }

    @Override
    public void greeting(MessageSink out, World world) {
        if (layout == Layout.MONITOR_V2) {
            MessageOut m = dispinfo2(out.next(), RcssStructs.PARAM_MODE);
            BinaryParameters.serverParams(s, parameters);
            endDispinfo2(m);
            m = dispinfo2(out.next(), RcssStructs.PPARAM_MODE);
            BinaryParameters.playerParams(s, parameters);
            endDispinfo2(m);
            for (PlayerType t : world.playerTypes()) {
                m = dispinfo2(out.next(), RcssStructs.PT_MODE);
                BinaryParameters.playerType(s, t);
                endDispinfo2(m);
            }
        } else if (layout == Layout.LOG_V3) {
            MessageOut m = record(out.next(), RcssStructs.PARAM_MODE);
            BinaryParameters.serverParams(s, parameters);
            m.sendBinary();
            m = record(out.next(), RcssStructs.PPARAM_MODE);
            BinaryParameters.playerParams(s, parameters);
            m.sendBinary();
            for (PlayerType t : world.playerTypes()) {
                m = record(out.next(), RcssStructs.PT_MODE);
                BinaryParameters.playerType(s, t);
                m.sendBinary();
            }
        }
    }

    @Override
    public void cycle(MessageSink out, World world) {
        switch (layout) {
            case MONITOR_V1, LOG_V1 -> {
                MessageOut m = out.next();
                s.start(m).int16(RcssStructs.SHOW_MODE);
                BinaryShows.showV1(s, world);
                s.endMessage(RcssStructs.DISPINFO_SIZE);
                m.sendBinary();
            }
            case MONITOR_V2 -> {
                MessageOut m = dispinfo2(out.next(), RcssStructs.SHOW_MODE);
                BinaryShows.showV2(s, world, parameters);
                endDispinfo2(m);
            }
            case LOG_V2 -> {
                MessageOut m = record(out.next(), RcssStructs.SHOW_MODE);
                BinaryShows.showV1(s, world);
                m.sendBinary();
            }
            case LOG_V3 -> {
                if (last.playModeChanged(world)) {
                    MessageOut m = record(out.next(), RcssStructs.PM_MODE);
                    s.int8(RcssPlayModes.id(world.playMode(), world.playModeSide()));
                    m.sendBinary();
                }
                if (last.teamsChanged(world)) {
                    MessageOut m = record(out.next(), RcssStructs.TEAM_MODE);
                    BinaryShows.teams(s, world);
                    m.sendBinary();
                }
                MessageOut m = record(out.next(), RcssStructs.SHOW_MODE);
                BinaryShows.shortShowV2(s, world, parameters);
                m.sendBinary();
            }
            default -> throw new AssertionError(layout);
        }
    }

    @Override
    public void message(MessageSink out, World world, int board, String text) {
        switch (layout) {
            case MONITOR_V1, LOG_V1 -> {
                MessageOut m = out.next();
                s.start(m).int16(RcssStructs.MSG_MODE).int16(board)
                        .chars(text, layout == Layout.LOG_V1 ? RcssStructs.MESSAGE_SIZE : MONITOR_MESSAGE_LIMIT, RcssStructs.MESSAGE_SIZE)
                        .endMessage(RcssStructs.DISPINFO_SIZE);
                m.sendBinary();
            }
            case MONITOR_V2 -> {
                MessageOut m = dispinfo2(out.next(), RcssStructs.MSG_MODE);
                s.int16(board).chars(text, MONITOR_MESSAGE_LIMIT, RcssStructs.MESSAGE_SIZE);
                endDispinfo2(m);
            }
            case LOG_V2, LOG_V3 -> {
                // the text's length, then the text without its NUL; an empty text is its NUL alone
                MessageOut m = record(out.next(), RcssStructs.MSG_MODE);
                int n = s.latin1(text, RcssStructs.MESSAGE_SIZE);
                s.int16(board).int16(Math.max(n, 1));
                if (n == 0) s.int8(0);
                else s.converted(n);
                m.sendBinary();
            }
            default -> throw new AssertionError(layout);
        }
    }

    // ------------------------------------------------------------------ framing

    /** A {@code dispinfo_t2} begins: the mode, then the union at the next multiple of four. */
    private MessageOut dispinfo2(MessageOut m, int mode) {
        s.start(m).int16(mode).align(4);
        return m;
    }

    /** The rest of the {@code dispinfo_t2}'s 2056 bytes, and off it goes. */
    private void endDispinfo2(MessageOut m) {
        s.endMessage(RcssStructs.DISPINFO2_SIZE);
        m.sendBinary();
    }

    /** A log record begins: the mode, and the struct right behind it (no padding between). */
    private MessageOut record(MessageOut m, int mode) {
        s.start(m).int16(mode).beginStruct();
        return m;
    }
}
