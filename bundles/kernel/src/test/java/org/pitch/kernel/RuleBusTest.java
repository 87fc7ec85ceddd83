package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class RuleBusTest {
    private final ModelRegistry registry = new ModelRegistry(TestConfig.of("pitch.seed = 3").settings());
    private final List<String> heard = new ArrayList<>();
    /** The bus never hands the context to anything but the rules, which here only log: no simulation needed. */
    private final RefereeContext context = null;

    /** A rule that logs the hooks it hears under its name. */
    private RefereeRule logging(String name, boolean referee) {
        return new RefereeRule() {
            @Override public boolean isReferee() { return referee; }
            @Override public void onMatchStart(RefereeContext c) { heard.add(name + " start"); }
            @Override public void afterStep(RefereeContext c) { heard.add(name + " afterStep"); }
            @Override public void onKick(RefereeContext c, Player kicker, double acceleration) { heard.add(name + " kick " + acceleration); }
            @Override public void onMatchEnd(RefereeContext c) { heard.add(name + " end"); }
            @Override public boolean onKickOffCalled(RefereeContext c) { heard.add(name + " kickOff?"); return name.equals("takes"); }
        };
    }

    private static RefereeRule throwingEverywhere() {
        return new RefereeRule() {
            @Override public void afterStep(RefereeContext c) { throw new IllegalStateException("afterStep"); }
            @Override public boolean onKickOffCalled(RefereeContext c) { throw new IllegalStateException("kickOff"); }
        };
    }

    private RuleBus bus(boolean refereesOff, FaultLog faults) { return new RuleBus(refereesOff, faults); }

    @Test
    void aThrowingRuleIsReportedAndTheNextStillJudges() {
        FaultLog faults = new FaultLog(() -> 0);
        registry.addRule("first", 10, throwingEverywhere());
        registry.addRule("second", 20, logging("second", true));
        RuleBus bus = bus(false, faults);
        bus.afterStep(registry.current(), context);
        assertEquals(List.of("second afterStep"), heard);
        assertEquals(1, faults.count());
        assertFalse(bus.kickOffCalled(registry.current(), context), "nobody took it");
        assertEquals(2, faults.count());
    }

    @Test
    void aCallGoesToTheRulesInOrderUntilOneTakesIt() {
        registry.addRule("declines", 10, logging("declines", true));
        registry.addRule("takes", 20, logging("takes", true));
        registry.addRule("late", 30, logging("late", true));
        assertTrue(bus(false, new FaultLog(() -> 0)).kickOffCalled(registry.current(), context));
        assertEquals(List.of("declines kickOff?", "takes kickOff?"), heard);
    }

    @Test
    void inCoachModeWithoutRefereesOnlyRulesThatAreNoRefereeJudge() {
        registry.addRule("referee", 10, logging("referee", true));
        registry.addRule("bookkeeper", 20, logging("bookkeeper", false));
        RuleBus bus = bus(true, new FaultLog(() -> 0));
        bus.afterStep(registry.current(), context);
        bus.kicked(registry.current(), context, new Player(Side.LEFT, 1, false, null), 0.5);
        assertEquals(List.of("bookkeeper afterStep", "bookkeeper kick 0.5"), heard);
    }

    @Test
    void aRuleThatJoinsHearsTheMatchStartOnceAndOneThatLeftHearsNoEnd() {
        RefereeRule first = logging("first", true), second = logging("second", true);
        registry.addRule("first", 10, first);
        RuleBus bus = bus(false, new FaultLog(() -> 0));
        bus.start(registry.current(), context);
        bus.start(registry.current(), context);
        registry.addRule("second", 20, second);
        bus.start(registry.current(), context);
        registry.removeRule(first);
        bus.start(registry.current(), context);
        bus.end(context);
        assertEquals(List.of("first start", "second start", "second end"), heard);
    }
}
