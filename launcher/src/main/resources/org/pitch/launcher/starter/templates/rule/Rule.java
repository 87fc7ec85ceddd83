package {{package}};

import java.util.Locale;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.Designate;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.rules.kit.SetPlays;

/**
 * The referee rule {@code {{name}}}: a goal scored from farther than {@code max_distance} metres
 * does not count. The shot is the last time a player of the scoring team played the ball (a kick,
 * a tackle or a touch) before it crossed the goal line; its distance is measured from where the
 * ball was then to the middle of the goal line. If a defender played the ball after the shot (a
 * deflection, a punch, an own goal), or nobody played it since play restarted, the rule leaves the
 * goal alone. A disallowed goal is a goal kick for the defenders, as a ball over the goal line
 * wide of the goal, and the server's console gets one line saying why.
 *
 * <p>The rule judges in its place among the rules each cycle ({@value RefereeRule#ORDER_PROPERTY}
 * {{order.value}}), before the touch rule ({@link RuleOrder#TOUCH}) would give the goal: once it
 * has awarded the goal kick, the ball is back in the field and the touch rule has nothing to give.
 * It is on as soon as its bundle is installed; {@code pitch.rules.{{name}}.enabled = false} turns
 * it off.
 *
 * <p>The component is prototype-scoped: the rule keeps one match's state (the last shot), and
 * every match gets an instance of its own, configured with that match's settings.
 */
@Component(service = RefereeRule.class, scope = ServiceScope.PROTOTYPE,
        property = {RefereeRule.NAME_PROPERTY + "={{name}}", RefereeRule.ORDER_PROPERTY + ":Integer=" + ({{order}})})
@Designate(ocd = {{Name}}Settings.class)
public final class {{Class}} implements RefereeRule, Configurable {
    private double maxDistance;
    /** The side of the last player who played the ball in play, NEUTRAL when nobody has since play stopped. */
    private Side shooter = Side.NEUTRAL;
    private double shotX, shotY;

    /** The server's {@code pitch.rules.{{name}}} block, before the rule first judges a match. */
    @Override
    public void configure(Settings own) {
        maxDistance = own.as({{Name}}Settings.class).max_distance();
    }

    @Override
    public void onMatchStart(RefereeContext context) {
        shooter = Side.NEUTRAL;
    }

    @Override
    public void onKick(RefereeContext context, Player kicker, double acceleration) {
        played(context, kicker);
    }

    @Override
    public void onTackle(RefereeContext context, Player tackler, double acceleration, boolean foul) {
        played(context, tackler);
    }

    /** Catches, punches and collisions with the ball come as touches. */
    @Override
    public void onTouch(RefereeContext context, Player player) {
        played(context, player);
    }

    private void played(RefereeContext context, Player player) {
        Ball ball = context.world().ball();
        shooter = player.side();
        shotX = ball.x();
        shotY = ball.y();
    }

    /** A stoppage forgets the last shot; a set play's kick comes after it. */
    @Override
    public void onPlayModeChange(RefereeContext context, PlayMode previous) {
        if (context.world().playMode() != PlayMode.PLAY_ON) shooter = Side.NEUTRAL;
    }

    @Override
    public void afterStep(RefereeContext context) {
        World world = context.world();
        if (world.playMode() != PlayMode.PLAY_ON || shooter == Side.NEUTRAL) return;
        Side defenders = shooter.opponent();
        if (!SetPlays.crossedGoalLine(context, defenders)) return; // not into the goal the shooter attacks
        double goalX = -defenders.sign() * FieldGeometry.HALF_LENGTH;
        double distance = Math.hypot(shotX - goalX, shotY);
        if (distance <= maxDistance) return;
        context.events().console(String.format(Locale.ROOT, "%s: no goal for %s, shot from %.1f m (pitch.rules.%s.max_distance = %s)",
                "{{name}}", teamName(world, shooter), distance, "{{name}}", maxDistance));
        shooter = Side.NEUTRAL;
        SetPlays.awardGoalKick(context, defenders, world.ball().y());
    }

    private static String teamName(World world, Side side) {
        Team team = world.team(side);
        return team == null || team.name() == null ? side.name().toLowerCase(Locale.ROOT) : team.name();
    }
}
