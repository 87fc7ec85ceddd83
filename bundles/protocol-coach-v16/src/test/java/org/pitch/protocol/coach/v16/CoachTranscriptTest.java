package org.pitch.protocol.coach.v16;

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
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.transport.Port;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.OnlineCoachGreetingParser;
import org.pitch.protocol.coach.StubClangParser;
import org.pitch.protocol.coach.v14.OnlineCoachCodecV14;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CodecTable;
import org.pitch.protocol.trainer.RecordingSink;
import org.pitch.protocol.trainer.TextOut;
import org.pitch.protocol.trainer.Transcript;
import org.pitch.testkit.TestWorld;

/**
 * Every line of {@code coach_v19.txt} that is the codec's business, byte for byte: the greetings,
 * {@code (init l ok)} and the parameters, each command's decoding and the replies after it, every
 * {@code see_global} and {@code look}, {@code team_names} with its newline, {@code check_ball} and
 * the substitution broadcast.
 */
class CoachTranscriptTest {
    private static final Transcript TRANSCRIPT = Transcript.load("coach_v19.txt");
    /** The capture's configuration: defaults (coach mode off). */
    private static final Parameters PARAMETERS = CodecTable.parameters(
            "server { port = 16000, coach_port = 16001, olcoach_port = 16002 }, player { random_seed = 42 }");
    private final CoachCodec codec = new OnlineCoachCodecV14(new StubClangParser(), CoachLimits.of(PARAMETERS)) {};
    private final OnlineCoachGreetingParser greetings = new OnlineCoachGreetingParser();

    private static final Map<String, Object> DECODED = new LinkedHashMap<>();

    static {
        DECODED.put("(look)", new CoachCommand.Look());
        DECODED.put("(team_names)", new CoachCommand.TeamNames());
        DECODED.put("(check_ball)", new CoachCommand.CheckBall());
        DECODED.put("(eye on)", new CoachCommand.Eye(true));
        DECODED.put("(eye off)", new CoachCommand.Eye(false));
        DECODED.put("(say (freeform \"hello\"))", new CoachCommand.SayClang(new StubClangParser.Freeform("hello")));
        DECODED.put("(change_player_type 1 3)", new CoachCommand.ChangePlayerType(null, 1, 3));
        DECODED.put("(change_player_types (1 3) (2 4))", "E:unknown_command");
        DECODED.put("(ear on)", "E:unknown_command");
        DECODED.put("(score)", "E:unknown_command");
        DECODED.put("(team_graphic (0 0 \"8 8 1 1\"))", new CoachCommand.TeamGraphic(0, 0, null));
        DECODED.put("(foo)", "E:unknown_command");
        DECODED.put("((((", "E:illegal_command_form");
        DECODED.put("", "E:illegal_command_form");
        DECODED.put("(done)", new CoachCommand.Done());
        DECODED.put("(bye)", new CoachCommand.Bye());
    }

    @Test
    void greetingsAndTheServersRefusals() {
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        int greetingsSeen = 0;
        for (int i = 0; i < lines.size(); i++) {
            Transcript.Line l = lines.get(i);
            if (!l.sent() || !l.text().startsWith("(init")) continue;
            assertEquals(new Greeting.OnlineCoachInit("TestTeam", "", 19), greetings.parse(Port.ONLINE_COACH, l.datagram(), l.datagram().length));
            String answer = lines.get(i + 1).text();
            // no_such_team and already_have_coach are the server's; the codec writes them as any reply
            if (answer.startsWith("(error")) assertEquals(answer, reply(answer));
            else assertEquals(answer, TextOut.of(out -> codec.writeInit(out, 19, Side.LEFT)));
            greetingsSeen++;
        }
        assertEquals(3, greetingsSeen);
    }

    @Test
    void parameters() {
        int at = indexOf("(init l ok)");
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        List<String> welcome = TextOut.sent(out -> codec.welcome(out, 19, Side.LEFT, PARAMETERS, new TestWorld()));
        assertEquals(List.of(lines.get(at + 1).text(), lines.get(at + 2).text()), welcome.subList(0, 2));
        assertEquals(lines.get(at + 1).text(), TextOut.of(out -> codec.writeServerParam(out, 19, PARAMETERS)));
        assertTrue(lines.get(at + 1).text().contains("(coach 0)"));
        assertEquals(lines.get(at + 2).text(), TextOut.of(out -> codec.writePlayerParam(out, 19, PARAMETERS)));
        for (int id = 0; id < 18; id++) {
            String line = lines.get(at + 3 + id).text();
            PlayerType type = id == 0 ? PlayerType.defaultType(PARAMETERS) : Transcript.playerType(line);
            assertEquals(line, TextOut.of(out -> codec.writePlayerType(out, 19, type)), "type " + id);
        }
        assertTrue(lines.get(at + 21).sent(), "no changed-player list, no clang versions, no external message");
    }

    @Test
    void everyCommandAndWhatCameBack() {
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        int checked = 0;
        for (int i = indexOf("(init l ok)") + 21; i < lines.size(); i++) {
            Transcript.Line sent = lines.get(i);
            if (!sent.sent() || sent.text().startsWith("(init")) continue;
            assertTrue(DECODED.containsKey(sent.text()), "no expectation for " + sent.text());
            List<Object> events = RecordingSink.decode(codec, 19, sent.datagram());
            assertEquals(List.of(DECODED.get(sent.text())), events, sent.text());
            List<String> errors = new ArrayList<>();
            for (int k = i + 1; k < lines.size() && !lines.get(k).sent(); k++) {
                String got = lines.get(k).text();
                if (got.startsWith("(see_global")) continue; // the periodic view: everyVisualLine
                if (got.startsWith("(error")) errors.add("E:" + got.substring(7, got.length() - 1));
                assertEquals(got, reproduce(got), "line " + lines.get(k).number());
                checked++;
            }
            Object decoded = events.get(0);
            if (decoded instanceof String error) assertEquals(List.of(error), errors, sent.text());
            else if (decoded instanceof CoachCommand.TeamGraphic g && g.tile() == null) assertEquals(List.of("E:invalid_xpm_data"), errors);
            else assertEquals(List.of(), errors, sent.text());
        }
        assertEquals(16, checked);
    }

    private String reproduce(String line) {
        if (line.startsWith("(ok look")) return view(line, true);
        if (line.startsWith("(ok team_names")) {
            TestWorld w = new TestWorld().team(Side.LEFT, "TestTeam");
            return TextOut.of(out -> codec.writeTeamNames(out, 19, w, Side.LEFT));
        }
        if (line.startsWith("(ok check_ball ")) {
            BallPlace place = BallPlace.of(0, 0, PARAMETERS.real(ServerParam.GOAL_WIDTH), PARAMETERS.real(ServerParam.BALL_SIZE));
            return TextOut.of(out -> codec.writeCheckBall(out, 19, 0, place));
        }
        if (line.startsWith("(change_player_type ")) {
            String[] w = line.substring(1, line.length() - 1).split(" ");
            return String.join("", TextOut.sent(out -> codec.tellPlayerType(out, 19, Integer.parseInt(w[1]), Integer.parseInt(w[2]))));
        }
        return reply(line);
    }

    private String reply(String line) {
        String inner = line.substring(1, line.length() - 1);
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
        assertEquals(15, n);
    }

    @Test
    void aHandBuiltWorldGivesTheTranscriptsLook() {
        TestWorld w = new TestWorld().team(Side.LEFT, "TestTeam");
        w.player(Side.LEFT, 1, -3, -37, 0);
        w.ball.position(0, 0);
        assertEquals(TRANSCRIPT.received("(ok look").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.LEFT, true)));
        assertEquals(TRANSCRIPT.received("(see_global").get(0).text(), TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.LEFT, false)));
    }

    private String view(String line, boolean look) {
        TestWorld w = Transcript.worldOf(line);
        return TextOut.of(out -> codec.writeGlobalView(out, 19, w, Side.LEFT, look));
    }

    private static int indexOf(String text) {
        List<Transcript.Line> lines = TRANSCRIPT.lines();
        for (int i = 0; i < lines.size(); i++) if (!lines.get(i).sent() && lines.get(i).text().equals(text)) return i;
        throw new AssertionError("no " + text);
    }
}
