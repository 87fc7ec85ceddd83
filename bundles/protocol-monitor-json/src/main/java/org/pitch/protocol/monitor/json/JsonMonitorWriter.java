package org.pitch.protocol.monitor.json;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.World;
import org.pitch.protocol.monitor.Json;
import org.pitch.protocol.monitor.LastRecords;
import org.pitch.protocol.monitor.ParameterRecords;
import org.pitch.protocol.monitor.PlayerStates;
import org.pitch.protocol.monitor.RcssPlayModes;
import org.pitch.protocol.monitor.Slots;

/**
 * rcssserver's JSON monitor protocol ({@code (dispinit version -1)}) and JSON game log
 * ({@code game_log_version -1}). Every message is one object:
 *
 * <pre>
 * {"show":{"time":0,"stime":6,"mode":"before_kick_off","team":{"l":{"name":"TestTeam","score":0},"r":{"name":null,"score":0}},
 *  "ball":{"x":0,"y":0,"vx":0,"vy":0},"players":[{"side":"l","unum":1,"type":0,"state":1,"x":-3,"y":-37,...}, ...]}}
 * </pre>
 *
 * {@code stime} (stoppage time) appears only when positive. A monitor's show carries the play mode
 * and the teams, and per player the focus point ({@code fdist}, {@code fdir}) but no command
 * counts; a game log's show leaves out mode, teams and focus point, lists the counts, and the log
 * gets {@code {"playmode":...}} and {@code {"team":...}} records when they change. Numbers are
 * quantised as in the S-expression protocol (directions to 0.001 throughout) and print with 6
 * significant digits; a team without a name is {@code null}.
 */
final class JsonMonitorWriter implements MonitorWriter, Slots.SlotWriter {
    private final boolean gameLog;
    private final Parameters parameters;
    private final LastRecords last = new LastRecords();

    JsonMonitorWriter(boolean gameLog, Parameters parameters) {
        this.gameLog = gameLog;
        this.parameters = parameters;
    }

    @Override
    public void greeting(MessageSink out, World world) {
        ParameterRecords.greeting(out, world, parameters, ParameterRecords.Notation.JSON);
    }

    @Override
    public void cycle(MessageSink out, World world) {
        if (gameLog) {
            if (last.playModeChanged(world)) {
                MessageOut m = out.next();
                time(m.text("{\"playmode\":{"), world).character(',');
                mode(m, world).text("}}");
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
        time(m.text("{\"msg\":{"), time, stoppage).text(",\"board\":").integer(board).text(",\"message\":");
        Json.string(m, text).text("}}");
        m.send();
    }

    /** rcssserver's JSON record of a tile: {@code {"team_graphic":{"side":"l","x":0,"y":0,"xpm":[...]}}}. */
    @Override
    public void teamGraphic(MessageSink out, World world, org.pitch.api.world.Side side, org.pitch.api.coach.CoachCommand.TeamGraphic graphic) {
        MessageOut m = out.next();
        m.text("{\"team_graphic\":{\"side\":\"").character(side.wire()).text("\",\"x\":").text(Long.toString(graphic.x()))
                .text(",\"y\":").text(Long.toString(graphic.y())).text(",\"xpm\":[");
        Json.string(m, graphic.tile().header());
        for (String s : graphic.tile().strings()) Json.string(m.text(","), s);
        m.text("]}}");
        m.send();
    }

    /**
     * Pitch's live timing, for a monitor that asked with {@code (disptiming on)}:
     * {@code {"timing":{"time":T,"half":H,"players":[{"side":"l","unum":1,"cycles":..,"holes":..,
     * "clashes":..,"late":..,"flood_dropped":..,"first_command_ms":{"samples":..,"p50":..,"p95":..,
     * "p99":..,"max":..},"done_ms":{...}}, ...]}}}: the keys of the timing report beside the game
     * log, the half so far ({@code half} 0 before anyone's first counted cycle).
     */
    @Override
    public void timing(MessageSink out, World world, TimingReport live) {
        MessageOut m = out.next();
        time(m.text("{\"timing\":{"), world).text(",\"half\":").integer(live.rows().isEmpty() ? 0 : live.rows().get(0).half())
                .text(",\"players\":[");
        for (int i = 0; i < live.rows().size(); i++) {
            TimingReport.Row r = live.rows().get(i);
            if (i > 0) m.character(',');
            m.text("{\"side\":\"").character(r.side().wire()).text("\",\"unum\":").integer(r.unum())
                    .text(",\"cycles\":").integer(r.cycles()).text(",\"holes\":").integer(r.holes())
                    .text(",\"clashes\":").integer(r.clashes()).text(",\"late\":").integer(r.late())
                    .text(",\"flood_dropped\":").integer(r.floodDropped());
            latency(m.text(",\"first_command_ms\":"), r.firstCommand());
            latency(m.text(",\"done_ms\":"), r.done()).character('}');
        }
        m.text("]}}");
        m.send();
    }

    private static MessageOut latency(MessageOut m, TimingReport.Latency l) {
        return m.text("{\"samples\":").integer(l.samples()).text(",\"p50\":").number(l.p50()).text(",\"p95\":").number(l.p95())
                .text(",\"p99\":").number(l.p99()).text(",\"max\":").number(l.max()).character('}');
    }

    @Override
    public void end(MessageSink out, World world) {
        if (gameLog) team(out, world);
    }

    private void team(MessageSink out, World world) {
        MessageOut m = out.next();
        time(m.text("{\"team\":{"), world).character(',');
        teams(m, world).text("}}");
        m.send();
    }

    // ------------------------------------------------------------------ the show

    void show(MessageOut m, World world) {
        time(m.text("{\"show\":{"), world);
        if (!gameLog) {
            mode(m.character(','), world).text(",\"team\":{");
            teams(m, world).character('}');
        }
        Ball b = world.ball();
        m.text(",\"ball\":{\"x\":");
        Slots.pos(m, b.x()).text(",\"y\":");
        Slots.pos(m, b.y()).text(",\"vx\":");
        Slots.pos(m, b.vx()).text(",\"vy\":");
        Slots.pos(m, b.vy()).text("},\"players\":[");
        Slots.writeEach(m, world, ",", this);
        m.text("]}}");
    }

    /** {@code "time":T} and {@code ,"stime":S} while the clock stands. */
    private static MessageOut time(MessageOut m, World world) {
        return time(m, world.time(), world.stoppageTime());
    }

    private static MessageOut time(MessageOut m, int time, int stoppage) {
        m.text("\"time\":").integer(time);
        if (stoppage > 0) m.text(",\"stime\":").integer(stoppage);
        return m;
    }

    private static MessageOut mode(MessageOut m, World world) {
        return Json.string(m.text("\"mode\":"), RcssPlayModes.name(world.playMode(), world.playModeSide()));
    }

    /** {@code "l":{...},"r":{...}}. */
    private static MessageOut teams(MessageOut m, World world) {
        team(m.text("\"l\":"), world.team(Side.LEFT));
        return team(m.text(",\"r\":"), world.team(Side.RIGHT));
    }

    private static MessageOut team(MessageOut m, Team t) {
        m.text("{\"name\":");
        if (t == null || t.name().isEmpty()) m.text("null");
        else Json.string(m, t.name());
        m.text(",\"score\":").integer(t == null ? 0 : t.score());
        if (t != null && t.penaltyTaken() > 0) {
            m.text(",\"pen_score\":").integer(t.penaltyScore()).text(",\"pen_miss\":").integer(t.penaltyMiss());
        }
        return m.character('}');
    }

    @Override
    public void player(MessageOut m, Player p, long step) {
        m.text("{\"side\":\"").character(p.side().wire()).text("\",\"unum\":").integer(p.unum())
                .text(",\"type\":").integer(p.type().id())
                .text(",\"state\":").integer(PlayerStates.of(p, step))
                .text(",\"x\":");
        Slots.pos(m, p.x()).text(",\"y\":");
        Slots.pos(m, p.y()).text(",\"vx\":");
        Slots.pos(m, p.vx()).text(",\"vy\":");
        Slots.pos(m, p.vy()).text(",\"body\":");
        Slots.facing(m, p.bodyRadians()).text(",\"neck\":");
        Slots.facing(m, p.neckRadians());
        if (Slots.pointing(p, step)) {
            m.text(",\"px\":");
            Slots.pos(m, p.armTargetX()).text(",\"py\":");
            Slots.pos(m, p.armTargetY());
        }
        m.text(",\"vq\":").text(p.viewQuality() == ViewQuality.HIGH ? "\"h\"" : "\"l\"")
                .text(",\"vw\":").number(Slots.q(Slots.viewAngle(parameters, p.viewWidth(), p.synchSee()), Slots.DPREC));
        if (!gameLog) {
            m.text(",\"fdist\":").number(Slots.q(p.focusDistance(), Slots.PREC));
            m.text(",\"fdir\":");
            Slots.facing(m, p.focusRadians());
        }
        m.text(",\"stamina\":").number(p.stamina()).text(",\"effort\":").number(p.effort())
                .text(",\"recovery\":").number(p.recovery()).text(",\"capacity\":").number(p.capacity());
        if (Slots.attending(p)) {
            m.text(",\"fside\":\"").character(p.attentionSide().wire()).text("\",\"fnum\":").integer(p.attentionUnum());
        }
        if (gameLog) {
            for (int i = 0; i < Slots.COUNTS.length; i++) {
                m.text(",\"").text(Slots.COUNT_NAMES[i]).text("\":").integer(p.counters().get(Slots.COUNTS[i]));
            }
        }
        m.character('}');
    }

    @Override
    public void empty(MessageOut m, World world, Side side, int unum) {
        m.text("{\"side\":\"").character(side.wire()).text("\",\"unum\":").integer(unum).text(",\"type\":0,\"state\":0,\"x\":");
        Slots.pos(m, world.idleX(side, unum)).text(",\"y\":");
        Slots.pos(m, world.idleY(side, unum)).text(",\"vx\":0,\"vy\":0,\"body\":");
        Slots.dir(m, world.idleBody(side, unum)).text(",\"neck\":0,\"vq\":\"h\",\"vw\":")
                .number(Slots.q(Slots.benchViewAngle(parameters), Slots.DPREC));
        if (!gameLog) m.text(",\"fdist\":0,\"fdir\":0");
        double effort = Slots.benchEffort(world);
        m.text(",\"stamina\":").number(parameters.real(ServerParam.STAMINA_MAX)).text(",\"effort\":").number(effort)
                .text(",\"recovery\":1,\"capacity\":").number(parameters.real(ServerParam.STAMINA_CAPACITY));
        if (gameLog) {
            for (int i = 0; i < Slots.COUNTS.length; i++) m.text(",\"").text(Slots.COUNT_NAMES[i]).text("\":0");
        }
        m.character('}');
    }
}
