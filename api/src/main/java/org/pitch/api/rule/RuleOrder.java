package org.pitch.api.rule;

/**
 * The order ({@value RefereeRule#ORDER_PROPERTY}) of the rules Pitch ships: the kernel calls
 * enabled rules in ascending order every cycle, so a new rule chooses where it judges by a number
 * between two of these, e.g. {@code RuleOrder.TOUCH + 5} to see a goal the touch rule just gave
 * before the catch rule does. Equal orders run in the order the rules were registered.
 */
public final class RuleOrder {
    /** A monitor's free kicks, drop balls and cards (dispfoul, dispcard): before anything judges the cycle. */
    public static final int HUMAN_REFEREE = 1;
    /** The kick-off that auto mode, a trainer or a monitor asks for. */
    public static final int KICK_OFF = 2;
    /** The online coaches' limits: CLang windows, freeform periods, substitutions. */
    public static final int ONLINE_COACH = 3;
    /** server::fixed_teamname_l/_r shown to opponents. */
    public static final int ANONYMOUS_TEAMS = 5;
    /** Halves, extra time, golden goal, time_up. */
    public static final int TIME = 10;
    /** A drop ball when the ball stays in server::ball_stuck_area. */
    public static final int BALL_STUCK = 20;
    /** Offside, with server::use_offside. */
    public static final int OFFSIDE = 30;
    /** Set plays taken, free kick faults, the drop ball after drop_ball_time. */
    public static final int FREE_KICK = 40;
    /** Goals, kick-ins, corners, goal kicks. */
    public static final int TOUCH = 50;
    /** Legal catches, back passes, catch faults. */
    public static final int CATCH = 60;
    /** Fouls and cards. */
    public static final int FOUL = 70;
    /** Illegal defense, with server::illegal_defense_number above 0. */
    public static final int ILLEGAL_DEFENSE = 80;
    /** The keepaway episodes, with server::keepaway. */
    public static final int KEEPAWAY = 90;
    /** The penalty shoot-out. */
    public static final int PENALTY = 100;
    /** The match ends at a goal difference (pitch.rules.mercy.goal_difference). */
    public static final int MERCY = 150;
    /** Auto mode's team start and game over, after every judgement of the cycle. */
    public static final int AUTO_MODE = 200;
    /** The order of a rule that declares none. */
    public static final int UNDECLARED = 1000;

    private RuleOrder() {}
}
