package org.pitch.sense.aural;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Speaker;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/** The aural sensor on hand-built worlds; expectations from the manual §4.3.1 and rcssserver 19. */
class StandardAuralSensorTest {
    private final TestWorld world = new TestWorld().teams("Alpha", "Beta");
    private final SimulationContext context = world.context(RandomPurpose.HEARING, 1234);
    private final StandardAuralSensor sensor = new StandardAuralSensor();

    /** Said for delivery in the world's current cycle, as the session layer stamps it. */
    private Spoken say(Player p, String msg) { return new Spoken(p, Speaker.PLAYER, msg, world.time()); }
    private Spoken from(Speaker source, String msg) { return new Spoken(null, source, msg, world.time()); }

    private static List<Heard> players(List<Heard> heard) {
        List<Heard> out = new ArrayList<>();
        for (Heard h : heard) if (h.source().equals("player")) out.add(h);
        return out;
    }

    private static long count(List<Heard> heard, boolean ourTeam) {
        return players(heard).stream().filter(h -> h.ourTeam() == ourTeam).count();
    }

    /** rcssserver sends the referee's words at once: a set play announced while the clock stood keeps that time. */
    @Test
    void eachMessageIsHeardWithTheTimeItCarries() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        world.time(70);
        assertEquals(List.of(new Heard(69, "referee", 0, false, 0, "kick_off_r"), new Heard(70, "self", 0, false, 0, "hi")),
                sensor.hear(context, me, List.of(new Spoken(null, Speaker.REFEREE, "kick_off_r", 69), say(me, "hi"))));
    }

    /**
     * A listener of protocol 7 or older, as rcssserver's audio sender of those versions: each
     * message the moment it is said, in order, no draw; another player's say while the capacity
     * for its team lasts (hear_max 1, hear_decay 1: one a cycle per team), within audio_cut_dist;
     * its own and the trainer's always; a coach-language message not here (it goes at once to
     * every version); the capacity back the next cycle.
     */
    @Test
    void aListenerOfProtocolSevenHearsEachSayAtOnceWhileItsCapacityLasts() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player mate = world.player(Side.LEFT, 2, 10, 0);
        Player otherMate = world.player(Side.LEFT, 3, 0, 10);
        Player opp = world.player(Side.RIGHT, 4, -10, 0);
        Player far = world.player(Side.RIGHT, 5, 60, 0);
        world.time(12);
        assertEquals(new Heard(12, "self", 0, false, 0, "mine"), sensor.hearAtOnce(context, me, say(me, "mine")));
        assertEquals(new Heard(12, "player", 0, true, 2, "one"), sensor.hearAtOnce(context, me, say(mate, "one")));
        assertEquals(null, sensor.hearAtOnce(context, me, say(otherMate, "two")), "the teammates' capacity is spent");
        assertEquals(null, sensor.hearAtOnce(context, me, say(far, "far")), "beyond audio_cut_dist 50");
        assertEquals(new Heard(12, "player", 180, false, 0, "opp"), sensor.hearAtOnce(context, me, say(opp, "opp")));
        assertEquals(new Heard(12, "coach", 0, false, 0, "trainer"), sensor.hearAtOnce(context, me, from(Speaker.TRAINER, "trainer")));
        assertEquals(null, sensor.hearAtOnce(context, me, from(Speaker.onlineCoach(Side.LEFT), "(info (0 (true) (do our {1} (pos (pt 0 0)))))")));
        assertEquals(null, sensor.hearAtOnce(context, me, from(Speaker.REFEREE, "play_on")), "the referee: with the cycle's messages");
        world.time(13);
        world.step(1);
        assertEquals(new Heard(13, "player", 90, true, 3, "two"), sensor.hearAtOnce(context, me, say(otherMate, "two")), "a cycle later");
        me.enabled(false);
        assertEquals(null, sensor.hearAtOnce(context, me, say(me, "gone")), "a player sent off hears nothing");
    }

    /**
     * A recovery (a trainer's {@code (recover)}, rcssserver's {@code recoverAll}) fills both hear
     * capacities within the cycle: a teammate's say after it is heard though one was heard before
     * it (the differential tester's seed 1574: a v7 listener before the kick-off).
     */
    @Test
    void aRecoveryFillsTheHearCapacitiesWithinTheCycle() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player mate = world.player(Side.LEFT, 2, 10, 0);
        Player opp = world.player(Side.RIGHT, 4, -10, 0);
        world.time(0);
        assertEquals(new Heard(0, "player", 0, true, 2, "one"), sensor.hearAtOnce(context, me, say(mate, "one")));
        assertEquals(new Heard(0, "player", 180, false, 0, "opp"), sensor.hearAtOnce(context, me, say(opp, "opp")));
        assertEquals(null, sensor.hearAtOnce(context, me, say(mate, "two")), "the teammates' capacity is spent");
        sensor.recovered(context, me);
        assertEquals(new Heard(0, "player", 0, true, 2, "three"), sensor.hearAtOnce(context, me, say(mate, "three")));
        assertEquals(new Heard(0, "player", 180, false, 0, "opp2"), sensor.hearAtOnce(context, me, say(opp, "opp2")));
        assertEquals(null, sensor.hearAtOnce(context, me, say(mate, "four")), "spent again");
    }

    @Test
    void aPlayerAlwaysHearsItselfAndItsOwnSayCostsNoCapacity() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player mate = world.player(Side.LEFT, 2, 10, 0);
        assertEquals(List.of(new Heard(0, "self", 0, false, 0, "mine"), new Heard(0, "player", 0, true, 2, "yours")),
                sensor.hear(context, me, List.of(say(me, "mine"), say(mate, "yours"))));
        // same cycle again: the teammate capacity is spent, the own messages are still heard, all of them
        assertEquals(List.of(new Heard(0, "self", 0, false, 0, "a"), new Heard(0, "self", 0, false, 0, "b")),
                sensor.hear(context, me, List.of(say(mate, "x"), say(me, "a"), say(me, "b"))));
    }

    /**
     * rcssserver decides the distance of a say when it is made (the differential tester's seed 159:
     * a listener that moved away later in the cycle still heard it; one that came near did not).
     */
    @Test
    void theDistanceCountsWhenTheSayIsMade() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player far = world.player(Side.RIGHT, 2, 70, 0);
        Player opp = world.player(Side.RIGHT, 3, 10, 0);
        long hearers = sensor.hearersNow(context, opp);
        assertEquals(Spoken.bit(me), hearers & Spoken.bit(me));
        assertEquals(0, hearers & Spoken.bit(far), "60 m from the speaker: beyond audio_cut_dist");
        assertEquals(0, hearers & Spoken.bit(opp), "not the speaker itself");
        Spoken said = new Spoken(opp, Speaker.PLAYER, "psst", world.time(), hearers);
        me.position(-45, 0); // then moved away, before the delivery
        far.position(10, 1);
        assertEquals(List.of(new Heard(0, "player", 0, false, 0, "psst")).size(), players(sensor.hear(context, me, List.of(said))).size());
        assertEquals(List.of(), players(sensor.hear(context, far, List.of(said))));
        assertEquals(List.of(), players(sensor.hear(context, me, List.of(new Spoken(opp, Speaker.PLAYER, "now", world.time())))),
                "without hearers recorded, the distance at delivery");
    }

    @Test
    void earOffSilencesASideAndEarPartialTellsOnlyWhoSpoke() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player opp = world.player(Side.RIGHT, 4, 10, 0);
        me.ear(Side.RIGHT, false, false); // (ear (off opp))
        assertEquals(List.of(), sensor.hear(context, me, List.of(say(opp, "psst"))));
        world.time(1);
        world.step(1);
        me.ear(Side.RIGHT, false, true); // (ear (on opp partial))
        assertEquals(List.of(new Heard(1, "player", 0, false, 0, null)), sensor.hear(context, me, List.of(say(opp, "psst"))));
        world.time(2);
        world.step(2);
        me.ear(Side.RIGHT, true, false);
        assertEquals(List.of(new Heard(2, "player", 0, false, 0, "psst")), sensor.hear(context, me, List.of(say(opp, "psst"))));
    }

    @Test
    void theRefereeAndTheTrainerAreHeardAnywhere() {
        Player far = world.player(Side.RIGHT, 9, -52.5, 34);
        world.time(77);
        assertEquals(List.of(new Heard(77, "referee", 0, false, 0, "kick_off_l"),
                        new Heard(77, "referee", 0, false, 0, "play_on"),
                        new Heard(77, "coach", 0, false, 0, "hello")),
                sensor.hear(context, far, List.of(from(Speaker.REFEREE, "kick_off_l"), from(Speaker.TRAINER, "hello"),
                        from(Speaker.REFEREE, "play_on"))));
    }

    @Test
    void onlineCoachClangReachesItsOwnTeamOnlyAndPlainMessagesReachEveryone() {
        Player l = world.player(Side.LEFT, 1, 0, 0);
        Player r = world.player(Side.RIGHT, 1, 0, 0);
        List<Spoken> said = List.of(from(Speaker.ONLINE_COACH_LEFT, "(info (6000 (true) \"x\"))"),
                from(Speaker.ONLINE_COACH_RIGHT, "(freeform \"y\")"), from(Speaker.ONLINE_COACH_LEFT, "old coach"));
        assertEquals(List.of(new Heard(0, "online_coach_left", 0, false, 0, "(info (6000 (true) \"x\"))"),
                        new Heard(0, "online_coach_left", 0, false, 0, "old coach")),
                sensor.hear(context, l, said));
        assertEquals(List.of(new Heard(0, "online_coach_right", 0, false, 0, "(freeform \"y\")"),
                        new Heard(0, "online_coach_left", 0, false, 0, "old coach")),
                sensor.hear(context, r, said));
    }

    @Test
    void messagesComeInTheOrderRcssserverSendsThem() {
        // referee and CLANG at once; then, after sense_body: coaches, self, other players
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player mate = world.player(Side.LEFT, 2, 0, 10);
        List<Heard> heard = sensor.hear(context, me, List.of(
                say(mate, "pass"), from(Speaker.TRAINER, "go"), from(Speaker.REFEREE, "play_on"), say(me, "ok"),
                from(Speaker.ONLINE_COACH_LEFT, "(info x)"), from(Speaker.ONLINE_COACH_RIGHT, "hi"),
                from(Speaker.ONLINE_COACH_RIGHT, "(advice y)")));
        assertEquals(List.of(new Heard(0, "referee", 0, false, 0, "play_on"),
                new Heard(0, "online_coach_left", 0, false, 0, "(info x)"),
                new Heard(0, "coach", 0, false, 0, "go"),
                new Heard(0, "online_coach_right", 0, false, 0, "hi"),
                new Heard(0, "self", 0, false, 0, "ok"),
                new Heard(0, "player", StandardAuralSensor.direction(me, mate), true, 2, "pass")), heard);
        assertEquals(90, heard.get(5).direction(), 1e-12);
    }

    @Test
    void otherPlayersAreHeardWithinTheAudioCutDistanceOnly() {
        assertEquals(50.0, TestWorld.DEFAULTS.real(org.pitch.api.param.ServerParam.AUDIO_CUT_DIST));
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player mateAt50 = world.player(Side.LEFT, 2, 30, 40);           // exactly 50 m
        Player oppBeyond = world.player(Side.RIGHT, 3, -50.000001, 0);  // just beyond
        List<Heard> heard = sensor.hear(context, me, List.of(say(mateAt50, "near"), say(oppBeyond, "far")));
        assertEquals(1, heard.size());
        assertEquals("near", heard.get(0).message());

        world.tick();
        Player mateBeyond = world.player(Side.LEFT, 4, 0, -50.01);
        Player oppAt50 = world.player(Side.RIGHT, 5, -40, 30);
        heard = sensor.hear(context, me, List.of(say(mateBeyond, "far"), say(oppAt50, "near")));
        assertEquals(1, heard.size());
        assertEquals("near", heard.get(0).message());
    }

    @Test
    void withTheDefaultsAPlayerHearsOneMessagePerTeamPerCycle() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        List<Spoken> said = new ArrayList<>();
        for (int u = 2; u <= 5; u++) said.add(say(world.player(Side.LEFT, u, u, 0), "mate" + u));
        for (int u = 1; u <= 3; u++) said.add(say(world.player(Side.RIGHT, u, -u, 0), "opp" + u));
        for (int cycle = 0; cycle < 20; cycle++) {
            List<Heard> heard = sensor.hear(context, me, said);
            assertEquals(2, heard.size());
            assertEquals(1, count(heard, true));
            assertEquals(1, count(heard, false));
            // called again in the same cycle: both capacities are spent
            assertEquals(List.of(), sensor.hear(context, me, said));
            world.tick(); // and they recover the next cycle
        }
    }

    @Test
    void capacityGrowsByHearIncPerCycleUpToHearMax() {
        Parameters params = TestWorld.parameters("server { hear_max = 2, hear_inc = 1, hear_decay = 1 }");
        TestWorld w = new TestWorld(params).teams("Alpha", "Beta");
        SimulationContext ctx = w.context(RandomPurpose.HEARING, 7);
        Player me = w.player(Side.LEFT, 1, 0, 0);
        List<Spoken> said = new ArrayList<>();
        for (int u = 2; u <= 5; u++) said.add(say(w.player(Side.LEFT, u, 0, u), "m" + u));
        assertEquals(2, sensor.hear(ctx, me, said).size()); // a new listener starts at hear_max
        w.tick();
        assertEquals(1, sensor.hear(ctx, me, said).size()); // 0 + 1
        w.tick();
        assertEquals(1, sensor.hear(ctx, me, said).size());
        w.tick();
        assertEquals(List.of(), sensor.hear(ctx, me, List.of())); // nothing said: 0 + 1 kept
        w.tick();
        w.tick(); // cycles without any call count too: 1 + 2, capped at 2
        assertEquals(2, sensor.hear(ctx, me, said).size());
    }

    @Test
    void aZeroHearDecayLetsEverythingThrough() {
        Parameters params = TestWorld.parameters("server.hear_decay = 0");
        TestWorld w = new TestWorld(params).teams("Alpha", "Beta");
        SimulationContext ctx = w.context(RandomPurpose.HEARING, 7);
        Player me = w.player(Side.RIGHT, 1, 0, 0);
        List<Spoken> said = new ArrayList<>();
        for (int u = 2; u <= 5; u++) said.add(say(w.player(Side.RIGHT, u, 0, u), "m" + u));
        said.add(say(w.player(Side.LEFT, 3, 1, 1), "o3"));
        List<Heard> heard = sensor.hear(ctx, me, said);
        Set<String> messages = new HashSet<>();
        for (Heard h : heard) messages.add(h.message());
        assertEquals(Set.of("m2", "m3", "m4", "m5", "o3"), messages);
    }

    @Test
    void attentionPicksTheAttendedPlayersMessage() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player l2 = world.player(Side.LEFT, 2, 5, 0);
        Player l3 = world.player(Side.LEFT, 3, 10, 0);
        Player l4 = world.player(Side.LEFT, 4, 15, 0);
        Player r1 = world.player(Side.RIGHT, 1, 20, 0);
        Player r2 = world.player(Side.RIGHT, 2, 25, 0);
        me.attention(Side.LEFT, 3);
        Set<String> opponents = new HashSet<>();
        for (int cycle = 0; cycle < 50; cycle++) {
            List<Spoken> said = List.of(say(l2, "two"), say(r1, "r-one"), say(l3, "three"), say(l4, "four"),
                    say(r2, "r-two"));
            List<Heard> heard = sensor.hear(context, me, said);
            assertEquals(2, heard.size());
            List<Heard> mates = heard.stream().filter(Heard::ourTeam).toList();
            assertEquals(List.of(new Heard(cycle, "player", 0, true, 3, "three")), mates);
            heard.stream().filter(h -> !h.ourTeam()).forEach(h -> opponents.add(h.message()));
            world.tick();
        }
        assertEquals(Set.of("r-one", "r-two"), opponents, "the other team is still chosen at random");

        me.attention(Side.RIGHT, 2); // an opponent: his message, and one teammate at random
        for (int cycle = 0; cycle < 20; cycle++) {
            List<Spoken> said = List.of(say(l2, "two"), say(r1, "r-one"), say(l3, "three"), say(l4, "four"),
                    say(r2, "r-two"));
            List<Heard> heard = sensor.hear(context, me, said);
            assertEquals(2, heard.size());
            assertEquals(1, heard.stream().filter(h -> h.message().equals("r-two")).count());
            assertEquals(1, count(heard, true));
            world.tick();
        }
    }

    @Test
    void withoutAMessageFromTheAttendedPlayerTheChoiceIsRandom() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player l2 = world.player(Side.LEFT, 2, 5, 0);
        Player l3 = world.player(Side.LEFT, 3, 60, 0); // out of range: his say never reaches me
        Player l4 = world.player(Side.LEFT, 4, 15, 0);
        world.player(Side.LEFT, 5, 1, 0); // attended, silent
        List<Spoken> said = List.of(say(l2, "two"), say(l3, "three"), say(l4, "four"));
        Set<String> heardMessages = new HashSet<>();
        for (int cycle = 0; cycle < 60; cycle++) {
            me.attention(Side.LEFT, cycle % 2 == 0 ? 5 : 3);
            List<Heard> heard = sensor.hear(context, me, said);
            assertEquals(1, heard.size());
            heardMessages.add(heard.get(0).message());
            world.tick();
        }
        assertEquals(Set.of("two", "four"), heardMessages);
    }

    @Test
    void anAttendedPlayerWithSeveralMessagesIsHeardFirst() {
        Parameters params = TestWorld.parameters("server.hear_max = 2");
        TestWorld w = new TestWorld(params).teams("Alpha", "Beta");
        SimulationContext ctx = w.context(RandomPurpose.HEARING, 99);
        Player me = w.player(Side.LEFT, 1, 0, 0);
        Player l2 = w.player(Side.LEFT, 2, 5, 0);
        Player l3 = w.player(Side.LEFT, 3, 10, 0);
        me.attention(Side.LEFT, 3);
        Set<String> firsts = new HashSet<>();
        for (int cycle = 0; cycle < 40; cycle++) {
            List<Heard> heard = sensor.hear(ctx, me, List.of(say(l2, "x"), say(l3, "a"), say(l2, "y"), say(l3, "b")));
            assertEquals(2, heard.size());
            assertEquals(Set.of("a", "b"), Set.of(heard.get(0).message(), heard.get(1).message()));
            firsts.add(heard.get(0).message());
            w.tick();
            w.tick(); // refill to 2
        }
        assertEquals(Set.of("a", "b"), firsts, "his messages in random order");
    }

    /** 100 cycles of a listener among 3 talking teammates and 2 talking opponents. */
    private static List<List<Heard>> run(long seed) {
        TestWorld w = new TestWorld().teams("Alpha", "Beta");
        SimulationContext ctx = w.context(RandomPurpose.HEARING, seed);
        StandardAuralSensor s = new StandardAuralSensor();
        Player me = w.player(Side.RIGHT, 6, 0, 0);
        List<Spoken> said = List.of(new Spoken(w.player(Side.RIGHT, 2, 1, 1), Speaker.PLAYER, "a", 0),
                new Spoken(w.player(Side.RIGHT, 3, 2, 2), Speaker.PLAYER, "b", 0), new Spoken(w.player(Side.LEFT, 4, 3, 3), Speaker.PLAYER, "c", 0),
                new Spoken(w.player(Side.RIGHT, 5, 4, 4), Speaker.PLAYER, "d", 0), new Spoken(w.player(Side.LEFT, 7, 5, 5), Speaker.PLAYER, "e", 0));
        List<List<Heard>> out = new ArrayList<>();
        for (int cycle = 0; cycle < 100; cycle++) {
            out.add(s.hear(ctx, me, said));
            w.tick();
        }
        return out;
    }

    @Test
    void theRandomChoiceIsDeterministicForASeedAndCoversEveryCandidate() {
        List<List<Heard>> first = run(42);
        assertEquals(first, run(42));
        assertNotEquals(first, run(43));
        Set<String> heard = new HashSet<>();
        for (List<Heard> cycle : first) {
            assertEquals(2, cycle.size());
            for (Heard h : cycle) heard.add(h.message());
        }
        assertEquals(Set.of("a", "b", "c", "d", "e"), heard);
    }

    @Test
    void teammatesAreToldWithTheirNumberOpponentsWithout() {
        Player me = world.player(Side.RIGHT, 5, 0, 0);
        Player mate = world.player(Side.RIGHT, 7, 0, 0);
        Player opp = world.player(Side.LEFT, 7, 0, 0);
        List<Heard> heard = sensor.hear(context, me, List.of(say(mate, "m"), say(opp, "o")));
        assertEquals(2, heard.size());
        for (Heard h : heard) {
            if (h.message().equals("m")) {
                assertTrue(h.ourTeam());
                assertEquals(7, h.unum());
            } else {
                assertFalse(h.ourTeam());
                assertEquals(0, h.unum());
            }
            assertEquals("player", h.source());
        }
    }

    @Test
    void theDirectionIsRelativeToTheListenersBody() {
        Player me = world.player(Side.LEFT, 1, 0, 0);
        Player speaker = world.player(Side.RIGHT, 1, 10, 10);
        me.bodyDirection(90);
        me.neckDirection(60); // the neck does not matter
        assertEquals(-45, StandardAuralSensor.direction(me, speaker), 1e-9);

        me.bodyDirection(-170);
        speaker.position(-10, 1);
        // atan2(1, -10) = 174.28940686250036°; minus -170° = 344.289...° → -15.710593137499643°
        assertEquals(-15.710593137499643, StandardAuralSensor.direction(me, speaker), 1e-9);

        me.bodyDirection(0);
        speaker.position(-10, 0);
        assertEquals(180, StandardAuralSensor.direction(me, speaker), 1e-12);
        speaker.position(0, 0); // same place: rcssserver's null vector has direction 0
        me.bodyDirection(30);
        assertEquals(-30, StandardAuralSensor.direction(me, speaker), 1e-9);

        // and as the sensor reports it
        me.bodyDirection(180);
        speaker.position(3, -3);
        List<Heard> heard = sensor.hear(context, me, List.of(say(speaker, "hi")));
        assertEquals(135, heard.get(0).direction(), 1e-9); // -45° - 180° = -225° → 135°
    }

    @Test
    void playersThatLeftAreForgotten() {
        Player a = world.player(Side.LEFT, 1, 0, 0);
        Player b = world.player(Side.LEFT, 2, 5, 0);
        sensor.hear(context, a, List.of(say(b, "x")));
        sensor.hear(context, b, List.of(say(a, "y")));
        assertEquals(2, sensor.listeners(world));

        world.players().remove(a);
        world.tick();
        sensor.hear(context, b, List.of());
        assertEquals(1, sensor.listeners(world));

        // the same number reconnected is a new player, with full capacities
        Player again = world.player(Side.LEFT, 1, 0, 0);
        assertEquals(1, sensor.hear(context, again, List.of(say(b, "z"))).size());
        assertEquals(2, sensor.listeners(world));
    }

    @Test
    void refillAddsHearIncPerCycleCappedWithoutOverflow() {
        assertEquals(1, StandardAuralSensor.refill(0, 1, 1, 1));
        assertEquals(3, StandardAuralSensor.refill(0, 1, 5, 3));
        assertEquals(2, StandardAuralSensor.refill(0, 2, 1, 3));
        assertEquals(3, StandardAuralSensor.refill(0, 2, 2, 3));
        assertEquals(5, StandardAuralSensor.refill(1, Long.MAX_VALUE / 2, 10, 5));
        assertEquals(0, StandardAuralSensor.refill(0, 0, 10, 1), "hear_inc 0: never refilled");
        assertEquals(4, StandardAuralSensor.refill(4, 1, 3, 4));
    }
}
