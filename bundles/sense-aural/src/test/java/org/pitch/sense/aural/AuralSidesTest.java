package org.pitch.sense.aural;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Speaker;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;
import org.pitch.testkit.TestWorld;

/**
 * What a left listener and a right listener hear in the mirrored scene ({@link Mirror}: x, y → −x,
 * −y, directions + 180°, teams swapped): rcssserver gives a player's message the direction from the
 * listener's body ({@code angleFromBody}), tells "our" from "opp" by the sides, and keeps the
 * capacities per team of the speaker relative to the listener; the referee's words are the same
 * for everybody (the names carry the field sides, {@code kick_off_l}, not mirrored).
 */
class AuralSidesTest {

    /** Heard by our player 1 at (-10, 5) facing 30° of the scene, as a client prints it (direction rounded). */
    private static List<String> heardBy(Side us, int cycles) {
        TestWorld world = new TestWorld().teams("Alpha", "Beta");
        SimulationContext context = world.context(RandomPurpose.HEARING, 99);
        StandardAuralSensor sensor = new StandardAuralSensor();
        Mirror scene = new Mirror(us);
        Player me = scene.player(world, 1, -10, 5, 30);
        // the others face their opponent's goal: 0° of the scene for us, 180° for them
        Player mate = scene.player(world, 2, -2, 12, 0);
        Player mate3 = scene.player(world, 3, -25, -3, 0);
        Player opp = scene.opponent(world, 4, 5, -8, 180);
        List<String> out = new ArrayList<>();
        for (int c = 0; c < cycles; c++) {
            List<Spoken> said = List.of(new Spoken(mate, Speaker.PLAYER, "pass", world.time()),
                    new Spoken(opp, Speaker.PLAYER, "mine", world.time()),
                    new Spoken(null, Speaker.REFEREE, "kick_off_l", world.time()));
            if (c == 0) said = List.of(said.get(0), said.get(1), said.get(2), new Spoken(mate3, Speaker.PLAYER, "back", world.time()));
            for (Heard h : sensor.hear(context, me, said)) {
                out.add(h.time() + " " + h.source() + " " + Math.rint(h.direction()) + " " + (h.ourTeam() ? "our" : "opp")
                        + " " + h.unum() + " " + h.message());
            }
            world.tick();
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theMirroredListenerHearsTheSame(Side us) {
        List<String> heard = heardBy(us, 3);
        assertEquals(heardBy(Side.LEFT, 3), heard);
        // the teammate at (8, 7) from the listener: atan2(7, 8) = 41.2° of the field, 11° off a body at 30°
        assertEquals("0 player 11.0 our 2 pass", heard.stream().filter(h -> h.contains("pass")).findFirst().orElseThrow());
        assertEquals("0 referee 0.0 opp 0 kick_off_l", heard.get(0));
    }
}
