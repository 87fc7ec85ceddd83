package org.pitch.protocol.trainer.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.transport.Port;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.RecordingSink;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.protocol.trainer.TrainerGreetingParser;
import org.pitch.protocol.trainer.Transcript;
import org.pitch.testkit.TestWorld;

/**
 * Every line of {@code trainer_v19.txt} that is the codec's business, byte for byte: the greetings,
 * {@code (init ok)} and the parameters, each command's decoding and the replies and errors after
 * it, every {@code see_global} and {@code look}, {@code team_names} with its newline,
 * {@code check_ball} and the {@code hear} lines.
 */
class TrainerTranscriptTest {
    private static final Transcript TRANSCRIPT = Transcript.load("trainer_v19.txt");
    /** The capture's configuration, second run: coach mode on. */
    private static final Parameters PARAMETERS = CodecTable.parameters(
            "server { port = 16000, coach_port = 16001, olcoach_port = 16002, coach = true }, player { random_seed = 42 }");
    private final CoachCodec codec = TrainerCodecV14.withLimits(CoachLimits.of(PARAMETERS));
    private final TrainerGreetingParser greetings = new TrainerGreetingParser();

    /** What the trainer sent after its greeting, and what the codec makes of it. */
    private static final Map<String, Object> DECODED = new LinkedHashMap<>();

    static {
        DECODED.put("(look)", new CoachCommand.Look());
        DECODED.put("(team_names)", new CoachCommand.TeamNames());
        DECODED.put("(move (ball) 0 0)", new CoachCommand.MoveBall(0, 0, 0, 0));
        DECODED.put("(change_mode play_on)", new CoachCommand.ChangeMode(PlayMode.PLAY_ON, Side.NEUTRAL));
        DECODED.put("(eye on)", new CoachCommand.Eye(true));
        DECODED.put("(ear on)", new CoachCommand.Ear(true));
        DECODED.put("(recover)", new CoachCommand.Recover());
        DECODED.put("(check_ball)", new CoachCommand.CheckBall());
        DECODED.put("(start)", new CoachCommand.Start());
        DECODED.put("(move (player TestTeam 1) -5 5 90 0 0)", new CoachCommand.MovePlayer("TestTeam", 1, -5, 5, true, 90, true, 0, 0));
        DECODED.put("(move (player TestTeam 1) -5 5)", new CoachCommand.MovePlayer("TestTeam", 1, -5, 5, false, 0, false, 0, 0));
        DECODED.put("(move (ball) 10 10 0 1 1)", new CoachCommand.MoveBall(10, 10, 1, 1));
        DECODED.put("(change_mode bogus_mode)", "E:illegal_mode");
        DECODED.put("(change_mode kick_off_l)", new CoachCommand.ChangeMode(PlayMode.KICK_OFF, Side.LEFT));
        DECODED.put("(say hello)", new CoachCommand.Say("hello"));
        DECODED.put("(say \"hello\")", "E:illegal_command_form");
        DECODED.put("(change_player_type TestTeam 1 3)", new CoachCommand.ChangePlayerType("TestTeam", 1, 3));
        DECODED.put("(eye off)", new CoachCommand.Eye(false));
        DECODED.put("(ear off)", new CoachCommand.Ear(false));
        DECODED.put("(foo)", "E:unknown_command");
        DECODED.put("((((", "E:illegal_command_form");
        DECODED.put("", "E:illegal_command_form");
        DECODED.put("(done)", new CoachCommand.Done());
        DECODED.put("(bye)", "E:unknown_command");
    }

    @Test
    void greetings() {
        List<Transcript.Line> sent = TRANSCRIPT.lines().stream().filter(Transcript.Line::sent).toList();
        assertEquals("(init (version 19))", sent.get(0).text());
        for (Transcript.Line l : sent) {
            if (l.text().startsWith("(init")) {
                assertEquals(new Greeting.TrainerInit(19), greetings.parse(Port.TRAINER, l.datagram(), l.datagram().length), l.text());
            }
        }
        // the (look) sent before coach mode was on is no greeting; the server refused it for the mode
        assertEquals("(look)", sent.get(1).text());
        assertEquals(Greeting.UNANSWERED, greetings.parse(Port.TRAINER, sent.get(1).datagram(), sent.get(1).datagram().length));
    }

    @Test
    void initAndParameters() {
        int at = indexOf("(init ok)");
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        assertEquals("(init ok)", TextOut.of(out -> codec.writeInit(out, 19, Side.NEUTRAL)));
        List<String> welcome = TextOut.sent(out -> codec.welcome(out, 19, Side.NEUTRAL, PARAMETERS, new TestWorld()));
        assertEquals(List.of(lines.get(at + 1).text(), lines.get(at + 2).text()), welcome.subList(0, 2));
        assertEquals(lines.get(at + 1).text(), TextOut.of(out -> codec.writeServerParam(out, 19, PARAMETERS)));
        assertTrue(lines.get(at + 1).text().contains("(coach 1)"));
        assertEquals(lines.get(at + 2).text(), TextOut.of(out -> codec.writePlayerParam(out, 19, PARAMETERS)));
        for (int id = 0; id < 18; id++) {
            String line = lines.get(at + 3 + id).text();
            PlayerType type = id == 0 ? PlayerType.defaultType(PARAMETERS) : Transcript.playerType(line);
            assertEquals(line, TextOut.of(out -> codec.writePlayerType(out, 19, type)), "type " + id);
        }
        assertTrue(lines.get(at + 21).sent(), "nothing else after the player types");
    }

    @Test
    void everyCommandAndWhatCameBack() {
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        int checked = 0;
        String lastSaid = null;
        for (int i = indexOf("(init ok)") + 21; i < lines.size(); i++) {
            Transcript.Line sent = lines.get(i);
            if (!sent.sent()) continue;
            if (sent.text().equals("(init (version 19))")) {
                // a second trainer: refused by the server (already_have_offline_coach) before any parsing
                assertEquals("(error already_have_offline_coach)", reply(lines.get(i + 1).text()));
                i++;
                continue;
            }
            assertTrue(DECODED.containsKey(sent.text()), "no expectation for " + sent.text());
            List<Object> events = RecordingSink.decode(codec, 19, sent.datagram());
            assertEquals(List.of(DECODED.get(sent.text())), events, sent.text());
            if (events.get(0) instanceof CoachCommand.Say say) lastSaid = say.text();
            List<String> errors = new ArrayList<>();
            for (int k = i + 1; k < lines.size() && !lines.get(k).sent(); k++) {
                String got = lines.get(k).text();
                if (got.startsWith("(see_global")) continue; // the periodic view: everyVisualLine
                if (got.startsWith("(error")) errors.add("E:" + got.substring(7, got.length() - 1));
                assertEquals(got, reproduce(got, lastSaid), "line " + lines.get(k).number());
                checked++;
            }
            if (events.get(0) instanceof String error) assertEquals(List.of(error), errors, sent.text());
            else assertEquals(List.of(), errors, sent.text());
        }
        assertEquals(26, checked);
    }

    /** Writes a reply line the way the server does it with this codec. */
    private String reproduce(String line, String lastSaid) {
        if (line.startsWith("(ok look")) return view(line, true);
        if (line.startsWith("(ok team_names")) {
            TestWorld w = new TestWorld().team(Side.LEFT, "TestTeam");
            return TextOut.of(out -> codec.writeTeamNames(out, 19, w, Side.NEUTRAL));
        }
        if (line.startsWith("(ok check_ball ")) {
            int time = Integer.parseInt(line.split(" ")[2]);
            BallPlace place = BallPlace.of(0, 0, PARAMETERS.real(ServerParam.GOAL_WIDTH), PARAMETERS.real(ServerParam.BALL_SIZE));
            return TextOut.of(out -> codec.writeCheckBall(out, 19, time, place));
        }
        if (line.startsWith("(hear referee ")) {
            String[] w = line.substring(1, line.length() - 1).split(" ");
            CoachHeard h = new CoachHeard(Integer.parseInt(w[2]), CoachHeard.Source.REFEREE, null, 0, false, w[3]);
            return TextOut.of(out -> codec.writeHear(out, 19, h));
        }
        if (line.startsWith("(hear ")) {
            CoachHeard h = new CoachHeard(Integer.parseInt(line.split(" ")[1]), CoachHeard.Source.TRAINER, null, 0, false, lastSaid);
            return TextOut.of(out -> codec.writeHear(out, 19, h));
        }
        return reply(line);
    }

    private String reply(String line) {
        String stripped = line.strip();
        String inner = stripped.substring(1, stripped.length() - 1);
        int space = inner.indexOf(' ');
        return TextOut.of(out -> codec.writeReply(out, 19, ReplyKind.of(inner.substring(0, space)), inner.substring(space + 1)));
    }

    @Test
    void everyVisualLine() {
        int n = 0;
        for (Transcript.Line l : TRANSCRIPT.lines()) {
            if (l.sent() || !(l.text().startsWith("(see_global") || l.text().startsWith("(ok look"))) continue;
            assertEquals(l.text(), view(l.text(), l.text().startsWith("(ok look")), "line " + l.number());
            n++;
        }
        assertEquals(47, n);
    }

    private String view(String line, boolean look) {
        TestWorld w = Transcript.worldOf(line);
        return TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.NEUTRAL, look));
    }

    @Test
    void handBuiltWorldsGiveTheTranscriptsLines() {
        TestWorld w = new TestWorld().team(Side.LEFT, "TestTeam");
        w.ball.position(0, 0);
        w.player(Side.LEFT, 1, -3, -37, 0);
        assertEquals(TRANSCRIPT.received("(ok look 0").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.NEUTRAL, true)));
        w.time(4);
        w.step(4);
        assertEquals(TRANSCRIPT.received("(see_global 4 ").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.NEUTRAL, false)));
        // after (move (player TestTeam 1) -5 5 90 0 0)
        w.time(25);
        w.players().get(0).position(-5, 5);
        w.players().get(0).bodyDirection(90);
        assertEquals(TRANSCRIPT.received("(see_global 25 ").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.NEUTRAL, false)));
        w.time(65);
        w.ball.position(22.7981, 25.5136);
        w.ball.velocity(0.0796518, 0.11041);
        assertEquals(TRANSCRIPT.received("(ok look 65").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.NEUTRAL, true)));
    }

    private static int indexOf(String text) {
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        for (int i = 0; i < lines.size(); i++) if (!lines.get(i).sent() && lines.get(i).text().equals(text)) return i;
        throw new AssertionError("no " + text);
    }
}
