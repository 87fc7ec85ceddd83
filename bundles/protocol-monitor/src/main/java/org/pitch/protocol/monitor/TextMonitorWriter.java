package org.pitch.protocol.monitor;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.World;

/**
 * rcssserver's S-expression monitor protocol, versions 3 to 5, and the game logs it writes with
 * the same serializers, versions 4 to 6. A show lists the ball and all 22 player slots:
 *
 * <pre>
 * (show 0 (pm 1) (tm TestTeam null 0 0) ((b) 0 0 0 0) ((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 120) (fp 0 0) (s 8000 1 1 130600) (c 0 0 0 0 0 0 0 0 0 0 0 0)) ...)
 * </pre>
 *
 * Per player: type, state bits in hex, position, velocity, body and neck direction, the arm's
 * target while pointing, view quality and angle, the focus point (v5), stamina, effort, recovery
 * and capacity (v4+), the player attended to, and the command counts ({@code change_focus} from
 * v5). Positions and velocities are quantised to 0.0001, directions to 0.001 (the v5 focus
 * direction to 0.0001), and everything prints with 6 significant digits.
 *
 * <p>A monitor's show carries the play mode number and the teams ({@code (pm N) (tm L R sl sr
 * [pen_l miss_l pen_r miss_r])}); a game log instead writes {@code (playmode T mode)} and
 * {@code (team T L R sl sr ...)} records when they change and leaves them out of the show. Board
 * messages are {@code (msg T B "text")}: for a monitor cut to rcssserver's 8191-byte buffer, for a
 * log on one line.
 */
final class TextMonitorWriter implements MonitorWriter {
    /** rcssserver's message buffer (MaxMesg) less its NUL. */
    static final int MAX_MESSAGE = 8191;

    private final int serializer;
    private final boolean gameLog;
    private final Parameters parameters;
    private final LastRecords last = new LastRecords();

    /**
     * @param serializer rcssserver's monitor serializer version: 3, 4 or 5
     * @param gameLog    whether this writes a game log (records) rather than a monitor's datagrams
     */
    TextMonitorWriter(int serializer, boolean gameLog, Parameters parameters) {
        if (serializer < 3 || serializer > 5) throw new IllegalArgumentException("no text serializer v" + serializer);
        this.serializer = serializer;
        this.gameLog = gameLog;
        this.parameters = parameters;
    }

    @Override
    public void greeting(MessageSink out, World world) {
        ParameterRecords.greeting(out, world, parameters, ParameterRecords.Notation.TEXT);
    }

    @Override
    public void cycle(MessageSink out, World world) {
        if (gameLog) {
            if (last.playModeChanged(world)) {
                MessageOut m = out.next();
                m.text("(playmode ").integer(world.time()).character(' ')
                        .text(RcssPlayModes.name(world.playMode(), world.playModeSide())).character(')');
                m.send();
            }
            if (last.teamsChanged(world)) team(out, world);
        }
        MessageOut m = out.next();
        show(m, world);
        m.send();
    }

    @Override
    public void message(MessageSink out, World world, int board, String text) {
        MessageOut m = out.next();
        if (gameLog) {
            // rcssserver keeps a log record on one line
            m.text("(msg ").integer(world.time()).character(' ').integer(board).text(" \"")
                    .text(text.replace('\n', ' ')).text("\")");
        } else {
            StringBuilder sb = new StringBuilder(text.length() + 24);
            sb.append("(msg ").append(world.time()).append(' ').append(board).append(" \"").append(text).append("\")");
            if (sb.length() > MAX_MESSAGE) sb.setLength(MAX_MESSAGE);
            m.text(sb);
        }
        m.send();
    }

    @Override
    public void end(MessageSink out, World world) {
        if (gameLog) team(out, world);
    }

    private void team(MessageSink out, World world) {
        MessageOut m = out.next();
        m.text("(team ").integer(world.time());
        teams(m, world);
        m.character(')');
        m.send();
    }

    // ------------------------------------------------------------------ the show

    void show(MessageOut m, World world) {
        m.text("(show ").integer(world.time());
        if (!gameLog) {
            m.text(" (pm ").integer(RcssPlayModes.id(world.playMode(), world.playModeSide())).text(") (tm");
            teams(m, world);
            m.character(')');
        }
        Ball b = world.ball();
        m.text(" ((b) ");
        pos(m, b.x()).character(' ');
        pos(m, b.y()).character(' ');
        pos(m, b.vx()).character(' ');
        pos(m, b.vy()).character(')');
        long step = world.step();
        for (Side side : Slots.SIDES) {
            for (int unum = 1; unum <= Slots.UNUMS; unum++) {
                Player p = world.player(side, unum);
                if (p == null) {
                    empty(m, world, side, unum);
                } else {
                    player(m, p, step, world.playMode());
                }
            }
        }
        m.character(')');
    }

    /** {@code L R sl sr [pen_l miss_l pen_r miss_r]} after a space, as both team records print it. */
    private static void teams(MessageOut m, World world) {
        Team l = world.team(Side.LEFT), r = world.team(Side.RIGHT);
        m.character(' ').text(l == null ? "null" : l.name()).character(' ').text(r == null ? "null" : r.name())
                .character(' ').integer(l == null ? 0 : l.score()).character(' ').integer(r == null ? 0 : r.score());
        int lTaken = l == null ? 0 : l.penaltyTaken(), rTaken = r == null ? 0 : r.penaltyTaken();
        if (lTaken > 0 || rTaken > 0) {
            m.character(' ').integer(l == null ? 0 : l.penaltyScore()).character(' ').integer(l == null ? 0 : l.penaltyMiss())
                    .character(' ').integer(r == null ? 0 : r.penaltyScore()).character(' ').integer(r == null ? 0 : r.penaltyMiss());
        }
    }

    private void player(MessageOut m, Player p, long step, PlayMode mode) {
        m.text(" ((").character(p.side().wire()).character(' ').integer(p.unum()).text(") ").integer(p.type().id())
                .character(' ');
        hex(m, PlayerStates.of(p, step)).character(' ');
        pos(m, p.x()).character(' ');
        pos(m, p.y()).character(' ');
        pos(m, p.vx()).character(' ');
        pos(m, p.vy()).character(' ');
        dir(m, p.bodyDirection()).character(' ');
        dir(m, p.neckDirection());
        if (Slots.pointing(p, step)) {
            m.character(' ');
            pos(m, p.armTargetX()).character(' ');
            pos(m, p.armTargetY());
        }
        m.text(" (v ").text(p.viewQuality() == ViewQuality.HIGH ? "h " : "l ")
                .number(Slots.q(Slots.viewAngle(parameters, p.viewWidth(), p.synchSee()), Slots.DPREC)).character(')');
        if (serializer >= 5) {
            m.text(" (fp ").number(Slots.q(p.focusDistance(), Slots.PREC)).character(' ')
                    .number(Slots.q(Slots.degrees(p.focusDirection()), Slots.PREC)).character(')');
        }
        m.text(" (s ").number(p.stamina()).character(' ').number(p.effort()).character(' ').number(p.recovery());
        if (serializer >= 4) m.character(' ').number(p.capacity());
        m.character(')');
        if (Slots.attending(p)) {
            m.text(" (f ").character(p.attentionSide().wire()).character(' ').integer(p.attentionUnum()).character(')');
        }
        m.text(" (c");
        int counts = serializer >= 5 ? Slots.COUNTS.length : Slots.COUNTS.length - 1;
        for (int i = 0; i < counts; i++) m.character(' ').integer(p.counters().get(Slots.COUNTS[i]));
        m.text("))");
    }

    /** A slot nobody plays, as rcssserver's idle player object shows it. */
    private void empty(MessageOut m, World world, Side side, int unum) {
        m.text(" ((").character(side.wire()).character(' ').integer(unum).text(") 0 0 ");
        pos(m, Slots.benchX(side, unum)).character(' ');
        pos(m, Slots.BENCH_Y).text(" 0 0 0 0 (v h ").number(Slots.q(Slots.benchViewAngle(parameters), Slots.DPREC)).character(')');
        if (serializer >= 5) m.text(" (fp 0 0)");
        double effort = world.playerTypes().isEmpty() ? 1.0 : world.playerTypes().get(0).effortMax();
        m.text(" (s ").number(parameters.real(ServerParam.STAMINA_MAX)).character(' ').number(effort).text(" 1");
        if (serializer >= 4) m.character(' ').number(parameters.real(ServerParam.STAMINA_CAPACITY));
        m.text(serializer >= 5 ? ") (c 0 0 0 0 0 0 0 0 0 0 0 0))" : ") (c 0 0 0 0 0 0 0 0 0 0 0))");
    }

    private static MessageOut pos(MessageOut m, double v) { return m.number(Slots.q(v, Slots.PREC)); }

    private static MessageOut dir(MessageOut m, double degrees) { return m.number(Slots.q(Slots.degrees(degrees), Slots.DPREC)); }

    /** C++'s {@code std::hex << std::showbase}: {@code 0x9}, and plain {@code 0} for zero. */
    static MessageOut hex(MessageOut m, int v) {
        if (v == 0) return m.character('0');
        m.text("0x");
        int shift = 28;
        while (shift > 0 && (v >>> shift) == 0) shift -= 4;
        for (; shift >= 0; shift -= 4) m.character(Character.forDigit((v >>> shift) & 0xF, 16));
        return m;
    }
}
