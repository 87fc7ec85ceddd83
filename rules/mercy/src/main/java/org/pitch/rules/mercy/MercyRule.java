package org.pitch.rules.mercy;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.rules.kit.Scores;

/**
 * The mercy rule, a league variant that rcssserver does not have: once one team leads by
 * {@code pitch.rules.mercy.goal_difference} goals, the match is over at once.
 *
 * <p>The rule looks at the score after every cycle of the match (not before the kick-off, not
 * after time over), so it ends the match in the very cycle the deciding goal is scored. It ends
 * the match the way rcssserver's time referee does at the end of regular time: the referee says
 * {@code time_up} and the play mode becomes {@code time_over} (which every client hears as well).
 * One line on standard output tells the operator why the match stopped early.
 *
 * <p>A goal difference of 0 (the default) leaves the rule inactive. The setting is declared with
 * OSGi Metatype ({@link MercySettings}), so a misspelt or negative one is refused at start-up.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=mercy", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.MERCY})
@Designate(ocd = MercyRule.MercySettings.class)
public final class MercyRule implements RefereeRule, Configurable {
    /** The mercy rule's settings, {@code pitch.rules.mercy.*}. */
    @ObjectClassDefinition(name = "mercy", description = "The match ends once a team leads by a number of goals")
    public @interface MercySettings {
        @AttributeDefinition(min = "0", description = "goals one team must lead by for the match to end at once; 0: never")
        int goal_difference() default 0;
    }

    private int goalDifference;

    public MercyRule() {}

    @Override
    public void configure(Settings own) {
        goalDifference = own.as(MercySettings.class).goal_difference();
    }

    @Override
    public void afterStep(RefereeContext context) {
        if (goalDifference <= 0) return;
        World world = context.world();
        PlayMode mode = world.playMode();
        if (mode == PlayMode.BEFORE_KICK_OFF || mode == PlayMode.TIME_OVER) return;
        int left = Scores.of(world, Side.LEFT), right = Scores.of(world, Side.RIGHT);
        if (Math.abs(left - right) < goalDifference) return;
        context.announce("time_up");
        context.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        System.out.println(reason(world, left, right));
    }

    /** The line the operator reads, e.g. {@code mercy rule: HELIOS 10 - 0 Oxsy at cycle 2417 ...}. */
    private String reason(World world, int left, int right) {
        int difference = Math.abs(left - right);
        return "mercy rule: " + name(world, Side.LEFT) + " " + left + " - " + right + " " + name(world, Side.RIGHT)
                + " at cycle " + world.time() + ": goal difference " + difference + " reached "
                + formatLimit() + ", match over";
    }

    private String formatLimit() {
        return "(pitch.rules.mercy.goal_difference = " + goalDifference + ")";
    }

    private static String name(World world, Side side) {
        Team t = world.team(side);
        return t == null ? "null" : t.name();
    }
}
