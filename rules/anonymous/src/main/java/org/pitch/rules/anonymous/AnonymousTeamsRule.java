package org.pitch.rules.anonymous;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;

/**
 * rcssserver 16's anonymous mode: with {@code server::fixed_teamname_l} or {@code _r} set, the
 * opponents of that side see the fixed name instead of the team's own (rcssserver's
 * {@code Team::fixedName}); the team itself, monitors and logs keep the real name.
 *
 * <p>This rule only records the name: it sets {@link Team#publicName} when a team joins (and, if
 * the rule is switched on mid-match, for the teams already there); the sensors and coach messages
 * read it through {@link Team#nameSeenBy}. A fixed name goes through rcssserver's check first: a
 * name with characters other than letters, digits, {@code +}, {@code -} and {@code _} turns the
 * mode off for that side, and a name is cut to 15 characters. rcssserver refuses a fixed name
 * equal to the other side's; here the right side's is refused then, with a warning.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=anonymous_teams", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.ANONYMOUS_TEAMS})
public final class AnonymousTeamsRule implements RefereeRule {
    /** The teams' names, not a referee's judgement: they stay anonymous in coach mode too. */
    @Override
    public boolean isReferee() { return false; }

    private static final Logger LOG = System.getLogger("org.pitch.rules.anonymous");
    private static final String TEAM_NAME_CHARS = "+-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    private static final int MAX_TEAM_NAME = 15;

    /** The name conflict is reported once, not at every team that joins. */
    private boolean conflictReported;

    public AnonymousTeamsRule() {}

    @Override
    public void onMatchStart(RefereeContext context) {
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team team = context.world().team(side);
            if (team != null) onTeamJoined(context, team);
        }
    }

    @Override
    public void onTeamJoined(RefereeContext context, Team team) {
        String fixed = fixedName(context, team.side());
        if (!fixed.isEmpty()) team.publicName(fixed);
    }

    /** The fixed name of that side after rcssserver's checks; empty when the side is not anonymous. */
    String fixedName(RefereeContext context, Side side) {
        String left = checked(context.parameters().string(ServerParam.FIXED_TEAMNAME_L));
        String right = checked(context.parameters().string(ServerParam.FIXED_TEAMNAME_R));
        if (!left.isEmpty() && left.equals(right)) {
            if (!conflictReported) {
                conflictReported = true;
                LOG.log(Level.WARNING, "server::fixed_teamname_r = '" + right
                        + "' is refused: server::fixed_teamname_l has the same name");
            }
            right = "";
        }
        return side == Side.LEFT ? left : side == Side.RIGHT ? right : "";
    }

    /** rcssserver's team name format: allowed characters only (else no fixed name), at most 15. */
    static String checked(String name) {
        if (name == null || name.isEmpty()) return "";
        for (int i = 0; i < name.length(); i++) {
            if (TEAM_NAME_CHARS.indexOf(name.charAt(i)) < 0) return "";
        }
        return name.length() > MAX_TEAM_NAME ? name.substring(0, MAX_TEAM_NAME) : name;
    }
}
