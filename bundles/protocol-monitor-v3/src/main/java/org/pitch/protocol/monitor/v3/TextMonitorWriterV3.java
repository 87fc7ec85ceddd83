package org.pitch.protocol.monitor.v3;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.World;
import org.pitch.protocol.monitor.LastRecords;
import org.pitch.protocol.monitor.ParameterRecords;
import org.pitch.protocol.monitor.PlayerStates;
import org.pitch.protocol.monitor.RcssPlayModes;
import org.pitch.protocol.monitor.Slots;

/**
 * rcssserver's S-expression monitor protocol 3, and game log 4, which rcssserver writes with the
 * same serializer. The base of versions 4 and 5, each in its own bundle, which override the
 * hooks {@link #capacity}, {@link #focusPoint}, {@link #emptyFocusPoint} and
 * {@link #countsShown}. A show lists the ball and all 22 player slots:
 *
 * <pre>
 * (show 0 (pm 1) (tm TestTeam null 0 0) ((b) 0 0 0 0) ((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 120) (s 8000 1 1) (c 0 0 0 0 0 0 0 0 0 0 0)) ...)
 * </pre>
 *
 * Per player: type, state bits in hex, position, velocity, body and neck direction, the arm's
 * target while pointing, view quality and angle, stamina, effort and recovery, the player
 * attended to, and the command counts. Positions and velocities are quantised to 0.0001,
 * directions to 0.001, and everything prints with 6 significant digits.
 *
 * <p>A monitor's show carries the play mode number and the teams ({@code (pm N) (tm L R sl sr
 * [pen_l miss_l pen_r miss_r])}); a game log instead writes {@code (playmode T mode)} and
 * {@code (team T L R sl sr ...)} records when they change and leaves them out of the show. Board
 * messages are {@code (msg T B "text")}: for a monitor cut to rcssserver's 8191-byte buffer, for a
 * log on one line.
 */
public class TextMonitorWriterV3 implements MonitorWriter, Slots.SlotWriter {
    /** rcssserver's message buffer (MaxMesg) less its NUL. */
    public static final int MAX_MESSAGE = 8191;

    private final boolean gameLog;
    /** The parameters the server runs with (the stamina of an empty slot, view angles). */
    protected final Parameters parameters;
    private final LastRecords last = new LastRecords();

    /** @param gameLog whether this writes a game log (records) rather than a monitor's datagrams */
    public TextMonitorWriterV3(boolean gameLog, Parameters parameters) {
        this.gameLog = gameLog;
        this.parameters = parameters;
    }

    // ------------------------------------------------------------------ hooks

    /** After stamina, effort and recovery: the stamina capacity, from version 4. */
    protected void capacity(MessageOut m, double capacity) { }

    /** After the view: the focus point {@code (fp DIST DIR)}, from version 5. */
    protected void focusPoint(MessageOut m, Player p) { }

    /** The focus point of a slot nobody plays, from version 5. */
    protected void emptyFocusPoint(MessageOut m) { }

    /** How many command counts a player shows ({@link Slots#COUNTS} in order): 11, without {@code change_focus}. */
    protected int countsShown() { return Slots.COUNTS.length - 1; }

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
        message(out, world, world.time(), world.stoppageTime(), board, text);
    }

    @Override
    public void message(MessageSink out, World world, int time, int stoppage, int board, String text) {
        MessageOut m = out.next();
        if (gameLog) {
            // rcssserver keeps a log record on one line
            m.text("(msg ").integer(time).character(' ').integer(board).text(" \"")
                    .text(text.replace('\n', ' ')).text("\")");
        } else {
            StringBuilder sb = new StringBuilder(text.length() + 24);
            sb.append("(msg ").append(time).append(' ').append(board).append(" \"").append(text).append("\")");
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

    final void show(MessageOut m, World world) {
        m.text("(show ").integer(world.time());
        if (!gameLog) {
            m.text(" (pm ").integer(RcssPlayModes.id(world.playMode(), world.playModeSide())).text(") (tm");
            teams(m, world);
            m.character(')');
        }
        Ball b = world.ball();
        m.text(" ((b) ");
        Slots.pos(m, b.x()).character(' ');
        Slots.pos(m, b.y()).character(' ');
        Slots.pos(m, b.vx()).character(' ');
        Slots.pos(m, b.vy()).character(')');
        Slots.writeEach(m, world, "", this);
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

    @Override
    public final void player(MessageOut m, Player p, long step) {
        m.text(" ((").character(p.side().wire()).character(' ').integer(p.unum()).text(") ").integer(p.type().id())
                .character(' ');
        hex(m, PlayerStates.of(p, step)).character(' ');
        Slots.pos(m, p.x()).character(' ');
        Slots.pos(m, p.y()).character(' ');
        Slots.pos(m, p.vx()).character(' ');
        Slots.pos(m, p.vy()).character(' ');
        Slots.facing(m, p.bodyRadians()).character(' ');
        Slots.facing(m, p.neckRadians());
        if (Slots.pointing(p, step)) {
            m.character(' ');
            Slots.pos(m, p.armTargetX()).character(' ');
            Slots.pos(m, p.armTargetY());
        }
        m.text(" (v ").text(p.viewQuality() == ViewQuality.HIGH ? "h " : "l ")
                .number(Slots.q(Slots.viewAngle(parameters, p.viewWidth(), p.synchSee()), Slots.DPREC)).character(')');
        focusPoint(m, p);
        m.text(" (s ").number(p.stamina()).character(' ').number(p.effort()).character(' ').number(p.recovery());
        capacity(m, p.capacity());
        m.character(')');
        if (Slots.attending(p)) {
            m.text(" (f ").character(p.attentionSide().wire()).character(' ').integer(p.attentionUnum()).character(')');
        }
        m.text(" (c");
        int counts = countsShown();
        for (int i = 0; i < counts; i++) m.character(' ').integer(p.counters().get(Slots.COUNTS[i]));
        m.text("))");
    }

    @Override
    public final void empty(MessageOut m, World world, Side side, int unum) {
        m.text(" ((").character(side.wire()).character(' ').integer(unum).text(") 0 0 ");
        Slots.pos(m, world.idleX(side, unum)).character(' ');
        Slots.pos(m, world.idleY(side, unum)).text(" 0 0 ");
        Slots.dir(m, world.idleBody(side, unum)).text(" 0 (v h ").number(Slots.q(Slots.benchViewAngle(parameters), Slots.DPREC)).character(')');
        emptyFocusPoint(m);
        double effort = Slots.benchEffort(world);
        m.text(" (s ").number(parameters.real(ServerParam.STAMINA_MAX)).character(' ').number(effort).text(" 1");
        capacity(m, parameters.real(ServerParam.STAMINA_CAPACITY));
        m.text(") (c");
        for (int i = countsShown(); i > 0; i--) m.text(" 0");
        m.text("))");
    }

    /** C++'s {@code std::hex << std::showbase}: {@code 0x9}, and plain {@code 0} for zero. */
    public static MessageOut hex(MessageOut m, int v) {
        if (v == 0) return m.character('0');
        m.text("0x");
        int shift = 28;
        while (shift > 0 && (v >>> shift) == 0) shift -= 4;
        for (; shift >= 0; shift -= 4) m.character(Character.forDigit((v >>> shift) & 0xF, 16));
        return m;
    }
}
