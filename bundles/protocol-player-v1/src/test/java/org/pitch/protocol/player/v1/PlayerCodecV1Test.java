package org.pitch.protocol.player.v1;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.pitch.testkit.CodecSamples.sent;
import static org.pitch.testkit.CodecSamples.text;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Clang;
import org.pitch.api.command.Compression;
import org.pitch.api.command.GaussianSee;
import org.pitch.api.command.SynchSee;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.PlayerRefusal;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.SightRules;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.CodecSamples;
import org.pitch.testkit.ModelFixture;

/** What versions 1-2 change, the root of the chain; expected forms from the cross-version tests and transcripts. */
class PlayerCodecV1Test {
    private final PlayerCodec codec = new PlayerCodecV1();

    @Test
    void servesItsRange() {
        assertEquals(new VersionRange(1, 2), codec.versions());
    }

    @Test
    void answersTheOldestFacts() {
        assertEquals(new SightRules(false, false, false), codec.sightRules(1));
    }

    /** No parameters, types, synch see, full state or goalie change; the well-known port takes a new greeting. */
    @Test
    void theOldestClientsAreToldNothingMore() {
        ModelFixture world = new ModelFixture("");
        Player typed = world.rested(world.staminaType(0.006, 45, 0, 1, 0.6));
        assertEquals(List.of(), sent(out -> assertFalse(codec.welcome(out, 1, world.parameters, world, Side.LEFT))));
        assertEquals(List.of(), sent(out -> assertFalse(codec.answerOnWellKnownPort(out, 1))));
        assertEquals(List.of(), sent(out -> codec.sendFullState(out, 1, world, typed, CodecSamples.body())));
        assertEquals(List.of(), sent(out -> codec.tellPlayerType(out, 1, 1, 1)));
        assertEquals(List.of(), sent(out -> codec.tellGoalieChange(out, 1, Side.LEFT, 1)));
    }

    @Test
    void acknowledgementsAndRefusalsAreWordedAsRcssserverWordsThem() {
        assertEquals("(ok compression 6)", text(out -> codec.writeDone(out, 1, new Compression(6))));
        assertEquals("(ok synch_see)", text(out -> codec.writeDone(out, 1, new SynchSee())));
        assertEquals("(ok gaussian_see)", text(out -> codec.writeDone(out, 1, new GaussianSee())));
        assertEquals("(ok clang (ver 7 8))", text(out -> codec.writeDone(out, 1, new Clang(7, 8))));
        assertEquals("(error illegal_command_form)", text(out -> codec.writeRefusal(out, 1, PlayerRefusal.ILLEGAL_COMMAND_FORM)));
        assertEquals("(error only_init_allowed_on_init_port)",
                text(out -> codec.writeRefusal(out, 1, PlayerRefusal.ONLY_INIT_ALLOWED_ON_INIT_PORT)));
    }

    @Test
    void senseBodyHasStaminaSpeedAndFourCounters() {
        assertEquals("(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35)"
                + " (kick 1) (dash 22) (turn 3) (say 4))", text(out -> codec.writeSenseBody(out, 1, CodecSamples.body())));
    }

    @Test
    void seeHasLongNamesAndTruncatedDirections() {
        assertEquals("(see 12 ((flag c t 10) 20.1 -44) ((goal r) 66.7 34 0 0) ((ball) 3.1 10 -0.5 1.2))",
                text(out -> codec.writeSee(out, 1, CodecSamples.seeField())));
        assertEquals("(see 12 ((player A 2) 5 -5 0.2 -0.4))",
                text(out -> codec.writeSee(out, 1, CodecSamples.seePlayer(true, true))));
    }

    @Test
    void hearIsUnquotedAndTheTrainerIsTheReferee() {
        assertEquals("(hear 17 -45 pass)", text(out -> codec.writeHear(out, 1, CodecSamples.teammateSays("pass"))));
        assertEquals("(hear 17 referee go)", text(out -> codec.writeHear(out, 1, CodecSamples.trainerSays("go"))));
        assertEquals("(hear 17 self hi there)", text(out -> codec.writeHear(out, 1, CodecSamples.selfSays("hi there"))));
    }

    @Test
    void noParameters() {
        assertEquals("", text(out -> codec.writeServerParam(out, 1, null)));
    }
}
