package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** {@code pitch.jar client}, the sample client, driven through a pipe against a running server. */
class SampleClientIT extends PitchJarFixture {
    /**
     * {@code pitch.jar client} through a pipe against a running Pitch, as a script drives it: the
     * greeting's answer and the parameters (a v19 player starts in synchronous see, and is told
     * so), its sense_body, a move, a command the server does not know answered with rcssserver's
     * error, the score, then (bye); every line sent is echoed, as rcssclient prints it.
     */
    @Test
    void theSampleClientDrivesAPlayerThroughAPipe() throws Exception {
        Running s = startServer(args("server::simulator_step=20"));
        try {
            String input = "(init Piper (version 19))\n(move -10 10)\n(dance)\n(score)\n(bye)\n";
            // the first sense_body comes at the server's next sense_body step: (bye) waits for it (and
            // for the other answers), as a script reading the client's output would, however slow the machine
            Result r = new PipedClient("client", "--host", "127.0.0.1", "--port", Integer.toString(s.playerPort()), "--linger", "0.5")
                    .send("(init Piper (version 19))", "(move -10 10)", "(dance)", "(score)")
                    .awaitLine(l -> l.startsWith("(sense_body 0 "))
                    .awaitLine("(error illegal_command_form)"::equals)
                    .awaitLine("(score 0 0 0)"::equals)
                    .send("(bye)")
                    .end();
            assertEquals(0, r.exit(), r::describe);
            List<String> lines = List.of(r.out().split("\n"));
            assertEquals("(init Piper (version 19))", lines.get(0), r::describe);
            // the echoes of the later commands may come between the server's messages: those in their order
            List<String> received = received(lines, input);
            assertEquals("(init l 1 before_kick_off)", received.get(0), r::describe);
            assertTrue(received.get(1).startsWith("(server_param "), r::describe);
            assertTrue(received.get(2).startsWith("(player_param "), r::describe);
            assertEquals(18, lines.stream().filter(l -> l.startsWith("(player_type (id ")).count(), r::describe);
            assertTrue(lines.contains("(ok synch_see)"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(sense_body 0 (view_mode high normal)")), r::describe);
            int dance = lines.indexOf("(dance)");
            assertTrue(dance > 0 && lines.subList(dance, lines.size()).contains("(error illegal_command_form)"), r::describe);
            assertTrue(lines.contains("(score 0 0 0)"), r::describe);
            assertTrue(lines.contains("(bye)"), r::describe);
        } finally {
            stop(s);
        }
        assertTrue((s.out().text() + s.err().text()).contains("A player disconnected : (Piper 1)"), s::describe);
    }

    /**
     * The soccer client chapter (seed 004 §6.1, §6.2.1) seen through {@code pitch client}: a v7
     * player's handshake as the chapter shows it (init, then server_param, player_param and the
     * player types as bare numbers), its sensors (sense_body with the chapter's counters, see,
     * hear of its own say), score, and the refusals. Where rcssserver 19 words them otherwise
     * than the chapter, the test holds rcssserver's words (checked with this client against a
     * rcssserver 19 built from its public source): the chapter's {@code
     * (error no_more_team_or_player_or_goalie)} is {@code (error no_more_team)} for a third team and
     * {@code (error no_more_player_or_goalie_or_illegal_client_version)} for a second goalie, and a
     * say is not answered {@code (ok say)}.
     */
    @Test
    void theClientChapterAsTheClientSeesIt() throws Exception {
        Running s = startServer(args());
        String port = Integer.toString(s.playerPort());
        try {
            String input = "(init foo (version 7) (goalie))\n(sense_body)\n(score)\n(say hello)\n";
            // the input ends once the sensors of the next cycle came (the linger time then bounds nothing checked)
            Result r = new PipedClient("client", "--host", "127.0.0.1", "--port", port, "--linger", "0.6")
                    .send("(init foo (version 7) (goalie))", "(sense_body)", "(score)", "(say hello)")
                    .awaitLine(l -> l.startsWith("(sense_body 0 "))
                    .awaitLine(l -> l.startsWith("(see 0 "))
                    .awaitLine("(score 0 0 0)"::equals)
                    .awaitLine("(hear 0 self \"hello\")"::equals)
                    .end();
            List<String> lines = List.of(r.out().split("\n"));
            List<String> received = received(lines, input);
            assertEquals("(init l 1 before_kick_off)", received.get(0), r::describe);
            assertTrue(received.get(1).startsWith("(server_param 14.02 5 0.3 0.4 0.1 60 1.05 1 8000 45 "), r::describe);
            assertEquals("(player_param 18 3 1 0 0 0 -0.1 0.1 25 0 0 -100 -0.1 0.1 1 0 50 -0.004 -0.004)", received.get(2), r::describe);
            assertEquals(18, lines.stream().filter(l -> l.matches("\\(player_type \\d+( -?[0-9.e-]+){11}\\)")).count(), r::describe);
            assertTrue(lines.contains("(sense_body 0 (view_mode high normal) (stamina 8000 1) (speed 0 0) (head_angle 0) (kick 0) (dash 0)"
                    + " (turn 0) (say 0) (turn_neck 0) (catch 0) (move 0) (change_view 0))"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(see 0 ")), r::describe);
            assertTrue(lines.contains("(score 0 0 0)"), r::describe);
            assertTrue(lines.contains("(hear 0 self \"hello\")"), r::describe);
            assertTrue(lines.stream().noneMatch(l -> l.startsWith("(ok say")), r::describe);

            // each greeting's answer is awaited before the input ends
            r = greetThroughTheClient(port, "(init foo (version 19) (goalie))", "(error no_more_player_or_goalie_or_illegal_client_version)");
            assertTrue(r.out().contains("(error no_more_player_or_goalie_or_illegal_client_version)"), r::describe);
            r = greetThroughTheClient(port, "(init bar (version 19))", "(init r 1 before_kick_off)");
            assertTrue(r.out().contains("(init r 1 before_kick_off)"), r::describe);
            r = greetThroughTheClient(port, "(init baz (version 19))", "(error no_more_team)");
            assertTrue(r.out().contains("(error no_more_team)"), r::describe);
        } finally {
            stop(s);
        }
    }

    /** {@code pitch client} sends one greeting, its input ending once the client printed {@code answer}. */
    private Result greetThroughTheClient(String port, String greeting, String answer) throws Exception {
        return new PipedClient("client", "--host", "127.0.0.1", "--port", port, "--linger", "0.3")
                .send(greeting).awaitLine(answer::equals).end();
    }

    /** {@code --trainer}: the trainer's port, its greeting and commands; {@code --compression} deflates both ways. */
    @Test
    void theSampleClientTalksToTheTrainerPortWithCompression() throws Exception {
        Running s = startServer(args("server::coach=true"));
        try {
            Result r = new PipedClient("client", "--trainer", "--host", "127.0.0.1", "--port", Integer.toString(s.trainerPort()),
                    "--compression", "6", "--linger", "0.5")
                    .send("(init (version 19))", "(change_mode play_on)", "(look)")
                    .awaitLine("(ok change_mode)"::equals)
                    .awaitLine(l -> l.startsWith("(ok look "))
                    .end();
            assertEquals(0, r.exit(), r::describe);
            List<String> lines = List.of(r.out().split("\n"));
            assertEquals("(init (version 19))", lines.get(0), r::describe);
            assertEquals("(init ok)", received(lines, "(init (version 19))\n(change_mode play_on)\n(look)\n(compression 6)\n").get(0), r::describe);
            assertTrue(lines.contains("(compression 6)") && lines.contains("(ok compression 6)"), r::describe);
            // sent deflated and answered deflated: the client shows the inflated text
            assertTrue(lines.contains("(ok change_mode)"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(ok look ")), r::describe);
        } finally {
            stop(s);
        }
    }

    @Test
    void theSampleClientNamesABadOption() throws Exception {
        Result r = run("client", "--port", "x");
        assertEquals(2, r.exit(), r::describe);
        assertTrue(r.err().contains("pitch: client: --port wants a whole number from 1 to 65535, not 'x'"), r::describe);
        assertTrue(r.err().contains("Usage: java -jar pitch.jar client"), r::describe);
    }

    /** What the client printed that it did not send: the server's messages, in their order. */
    private static List<String> received(List<String> printed, String input) {
        List<String> sent = List.of(input.split("\n"));
        return printed.stream().filter(l -> !sent.contains(l)).toList();
    }

    /**
     * {@code pitch.jar ARGS} fed line by line through its standard input, as a script that reads
     * the output before it writes on: a line can wait for one the process printed first.
     */
    private final class PipedClient {
        private final Process process;
        private final Output output;
        private final java.io.Writer stdin;
        private final String command;

        PipedClient(String... args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
            cmd.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
            pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_"));
            process = pb.start();
            processes.add(process);
            output = Output.of(process);
            stdin = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.ISO_8859_1);
            command = "pitch.jar " + String.join(" ", args);
        }

        PipedClient send(String... lines) throws IOException {
            for (String l : lines) stdin.write(l + "\n");
            stdin.flush();
            return this;
        }

        /** Until the process printed a matching line (so far or from now on); RUN_TIMEOUT_MS only bounds a hang. */
        PipedClient awaitLine(java.util.function.Predicate<String> match) throws Exception {
            if (output.out().awaitAny(match, RUN_TIMEOUT_MS) == null) {
                process.destroyForcibly();
                fail(command + " printed no awaited line within " + RUN_TIMEOUT_MS + " ms\n" + output.finish(process).describe());
            }
            return this;
        }

        /** Ends the input and waits for the process to exit. */
        Result end() throws Exception {
            stdin.close();
            if (!process.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                fail(command + " did not exit within " + RUN_TIMEOUT_MS + " ms\n" + output.finish(process).describe());
            }
            return output.finish(process);
        }
    }
}
