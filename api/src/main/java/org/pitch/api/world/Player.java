package org.pitch.api.world;

/**
 * A player's body and its per-match state. Mutable, written only by the simulation thread;
 * sensors and codecs read it there too.
 */
public final class Player extends MovingObject {
    private final Side side;
    private final int unum;
    private boolean goalie;
    private PlayerType type;

    private double bodyDirection;   // degrees, global
    private boolean provisionalFacing; // connected, its first cycle not yet simulated (see provisionalFacing)
    private double neckDirection;   // degrees, relative to the body
    private double bodyRadians, neckRadians; // the same facing as rcssserver holds it (see bodyRadians)
    // turns read as they arrived, for the step to commit (turnBodyAtStep)
    private boolean bodyPending, neckPending;
    private double pendingBody, pendingBodyRadians, pendingNeck, pendingNeckRadians;
    private double stamina, effort, recovery, capacity;
    private ViewWidth viewWidth = ViewWidth.NORMAL;
    private ViewQuality viewQuality = ViewQuality.HIGH;
    private boolean synchSee;
    private final CommandCounters counters = new CommandCounters();
    // (ear ...): whether this player hears a side's messages in full, and partly (sender only)
    private final boolean[] earFull = {true, true};
    private final boolean[] earPartial = {false, false};
    private Side attentionSide = Side.NEUTRAL;
    private int attentionUnum;
    private boolean attends = true;
    // arm (pointto): global target point, the cycle the arm may move again and the cycle it drops
    private boolean pointing;
    private double armTargetX, armTargetY;
    private long armMovableAt, armExpiresAt;
    // focus point (v18 change_focus): distance and direction relative to the head
    private double focusDistance, focusDirection, focusRadians;
    // tackle and foul state, counted in simulation steps
    private long tackleUntil;
    private long foulChargedUntil;
    private Card card = Card.NONE;
    // goalie: the cycle from which a new catch is allowed; moves made since the catch
    private long catchBanUntil;
    private int goalieMoves;
    private boolean holdingBall;
    // what happened this cycle: collisions (COLLIDED_* bits) and whether the player kicked or tackled
    private int collisions, shownCollisions;
    private boolean kicked;
    /** The lying tackle and the foul charge a substitution cleared from the show (their last steps then). */
    private long tackleClearedThrough, chargeClearedThrough;
    /** The step of the player's last kick (refused or not); none yet: far in the past. */
    private long kickStep = Long.MIN_VALUE / 2;
    private boolean tackled;
    private boolean dashed;
    // what monitors are shown of this cycle's failures: a kick that did not reach the ball, a catch tried and failed
    private boolean kickFault;
    private boolean catchAttempted, catchFault;
    // how the last tackle went; shown while the player lies after it
    private TackleResult lastTackle = TackleResult.SUCCEEDED;
    // false once sent off (red card) or gone: no commands, no movement, kept for monitors and logs
    private boolean enabled = true;
    private int foulCount;
    private boolean substituted;

    /** Bits of {@link #collisions()}. */
    public static final int COLLIDED_BALL = 1, COLLIDED_PLAYER = 2, COLLIDED_POST = 4;
    /**
     * Bits of {@link #refereeMarks()}: the offender the referee names in this cycle's show, as
     * rcssserver marks the back passer, the taker of a free kick fault and every defender counted
     * for illegal defence.
     */
    public static final int MARK_BACK_PASS = 1, MARK_FREE_KICK_FAULT = 2, MARK_ILLEGAL_DEFENSE = 4;
    private int refereeMarks;

    public Player(Side side, int unum, boolean goalie, PlayerType type) {
        this.side = side;
        this.unum = unum;
        this.goalie = goalie;
        this.type = type;
    }

    public Side side() { return side; }
    public int unum() { return unum; }
    public boolean goalie() { return goalie; }
    public void goalie(boolean g) { goalie = g; }
    public PlayerType type() { return type; }
    public void type(PlayerType t) { type = t; }

    public double bodyDirection() { return bodyDirection; }
    /** Faces the body this way at once; a turn waiting for the step is overridden (a trainer's move turning the player). */
    public void bodyDirection(double d) {
        bodyDirection = d;
        bodyRadians = Math.toRadians(d);
        provisionalFacing = false;
        bodyPending = false;
    }

    /**
     * The body direction in radians, bit for bit as rcssserver holds it: it keeps its angles in
     * radians and adds a turn's moment to them there, so a direction reached by turning differs
     * in the last bits from the radians of the degrees ({@code π + rad(-44.5)} is not
     * {@code rad(135.5)}). The vision needs these bits: a direction rounded to whole degrees or
     * tested against the view cone's edge turns on them. Set with the degrees by every setter,
     * and by {@link #turnBody} as a turn computes it.
     */
    public double bodyRadians() { return bodyRadians; }

    /** A turn: the new body direction in degrees and as rcssserver computes it in radians ({@link #bodyRadians}). */
    public void turnBody(double degrees, double radians) {
        bodyDirection(degrees);
        bodyRadians = radians;
    }

    /**
     * A turn computed as it arrives, with the speed and type of that moment, whose facing the step
     * commits ({@link #commitFacing}): rcssserver turns its player when it reads the command but
     * everything (sees, looks, kicks, the next turn) uses the committed facing until its step.
     */
    public void turnBodyAtStep(double degrees, double radians) {
        bodyPending = true;
        pendingBody = degrees;
        pendingBodyRadians = radians;
    }

    /**
     * A dash's legs set the body from the committed facing (rcssserver's {@code applyDashEffect}),
     * so a turn still waiting for its commit is lost. Only a turn read after time over, when the
     * steps commit nothing, can still wait when a later cycle's dash takes effect (the tester's
     * seed 20270: a turn, then a dash, then a kick-off by a monitor).
     */
    public void dropPendingTurn() { bodyPending = false; }

    /** A turn of the neck computed as it arrives, committed by the step ({@link #turnBodyAtStep}). */
    public void turnNeckAtStep(double degrees, double radians) {
        neckPending = true;
        pendingNeck = degrees;
        pendingNeckRadians = radians;
    }

    /** The step commits the cycle's turns ({@link #turnBodyAtStep}, {@link #turnNeckAtStep}). */
    public void commitFacing() {
        if (bodyPending) turnBody(pendingBody, pendingBodyRadians);
        if (neckPending) turnNeck(pendingNeck, pendingNeckRadians);
        bodyPending = neckPending = false;
    }

    /**
     * A newly connected player whose body rcssserver has not committed yet: its body angle is 0
     * (field coordinates), but what it does and sees before its first cycle uses {@code committed}
     * (180 for a right player), and a turn in that time turns from there. {@link #settleFacing}
     * ends this after the player's first cycle's commands; any explicit direction ends it too.
     */
    public void provisionalFacing(double committed) {
        bodyDirection = committed;
        bodyRadians = Math.toRadians(committed);
        provisionalFacing = true;
    }

    /** After the first cycle's commands: a body nobody turned faces {@code body} (rcssserver's commit of its angle 0). */
    public void settleFacing(double body) {
        if (provisionalFacing) bodyDirection(body);
    }
    public double neckDirection() { return neckDirection; }
    public void neckDirection(double d) {
        neckDirection = d;
        neckRadians = Math.toRadians(d);
        neckPending = false;
    }

    /** The neck direction in radians as rcssserver holds it (see {@link #bodyRadians}). */
    public double neckRadians() { return neckRadians; }

    /** A turn of the neck: the new neck direction in degrees and as rcssserver computes it in radians. */
    public void turnNeck(double degrees, double radians) {
        neckDirection(degrees);
        neckRadians = radians;
    }
    /** Global direction the player's head faces, degrees. */
    public double headDirection() { return bodyDirection + neckDirection; }

    public double stamina() { return stamina; }
    public void stamina(double s) { stamina = s; }
    public double effort() { return effort; }
    public void effort(double e) { effort = e; }
    public double recovery() { return recovery; }
    public void recovery(double r) { recovery = r; }
    public double capacity() { return capacity; }
    public void capacity(double c) { capacity = c; }

    public ViewWidth viewWidth() { return viewWidth; }
    public ViewQuality viewQuality() { return viewQuality; }
    public void view(ViewWidth w, ViewQuality q) { viewWidth = w; viewQuality = q; }

    /** Whether see messages are aligned to cycles ({@code (synch_see)}, and every v18+ client). */
    public boolean synchSee() { return synchSee; }
    public void synchSee(boolean on) { synchSee = on; }

    /** Whether messages of that side's players are heard in full ({@code (ear (on ... complete))}, the default). */
    public boolean hearsFull(Side from) { return from != Side.NEUTRAL && earFull[from.ordinal()]; }

    /** Whether messages of that side that are not heard in full are heard partly (sender without text). */
    public boolean hearsPartial(Side from) { return from != Side.NEUTRAL && earPartial[from.ordinal()]; }

    public void ear(Side from, boolean full, boolean partial) {
        earFull[from.ordinal()] = full;
        earPartial[from.ordinal()] = partial;
    }

    /** The player whose says this player attends to ({@code attentionto}); NEUTRAL and 0 for none. */
    public Side attentionSide() { return attentionSide; }
    public int attentionUnum() { return attentionUnum; }
    public void attention(Side side, int unum) { attentionSide = side; attentionUnum = unum; }

    /**
     * Whether an {@code attentionto} can focus this player's hearing: not for a client of protocol
     * 1-7, whose rcssserver audio has no attention (the command is counted and has no effect).
     */
    public boolean attends() { return attends; }
    public void attends(boolean a) { attends = a; }

    public boolean pointing() { return pointing; }
    public double armTargetX() { return armTargetX; }
    public double armTargetY() { return armTargetY; }
    public long armMovableAt() { return armMovableAt; }
    public long armExpiresAt() { return armExpiresAt; }
    /** Points the arm at a global point until {@code expiresAt}; it may move again from {@code movableAt}. */
    public void pointAt(double x, double y, long movableAt, long expiresAt) {
        pointing = true; armTargetX = x; armTargetY = y; armMovableAt = movableAt; armExpiresAt = expiresAt;
    }
    public void stopPointing() { pointing = false; }

    public double focusDistance() { return focusDistance; }
    /** The focus direction relative to the head, degrees. */
    public double focusDirection() { return focusDirection; }
    /** The focus direction in radians, bit for bit as rcssserver holds it (see {@link #bodyRadians}). */
    public double focusRadians() { return focusRadians; }
    public void focus(double distance, double direction) { focus(distance, direction, Math.toRadians(direction)); }
    /** The focus in degrees and as rcssserver computes it in radians. */
    public void focus(double distance, double degrees, double radians) {
        focusDistance = distance;
        focusDirection = degrees;
        focusRadians = radians;
    }

    /** Whether the body is blocked at that step: lying after a tackle, or charged with a foul. */
    public boolean bodyBlocked(long step) { return step < tackleUntil || step < foulChargedUntil; }

    public long tackleUntil() { return tackleUntil; }
    public void tackleUntil(long step) { tackleUntil = step; }
    public long foulChargedUntil() { return foulChargedUntil; }
    public void foulChargedUntil(long step) { foulChargedUntil = step; }
    public Card card() { return card; }
    public void card(Card c) { card = c; }

    public long catchBanUntil() { return catchBanUntil; }
    public void catchBanUntil(long step) { catchBanUntil = step; }
    public int goalieMoves() { return goalieMoves; }
    public void goalieMoves(int n) { goalieMoves = n; }
    public boolean holdingBall() { return holdingBall; }
    public void holdingBall(boolean h) { holdingBall = h; }

    /** COLLIDED_* bits of this cycle; the kernel clears them at the start of each cycle. */
    public int collisions() { return collisions; }
    public void collided(int bits) {
        collisions |= bits;
        shownCollisions |= bits;
    }

    /**
     * The COLLIDED_* bits monitors and game logs show: this cycle's, but for those a substitution
     * cleared ({@link #clearShownStates}); the sense_body still tells them all, as rcssserver's
     * collision flags and its player state are kept apart.
     */
    public int shownCollisions() { return shownCollisions; }
    /** Whether the player kicked this cycle (the KICK state bit of monitors and logs). */
    public boolean kicked() { return kicked; }
    public void kicked(boolean k) { kicked = k; }

    /** A kick at {@code step}, refused or not: {@link #kicked()} this cycle, {@link #kicking} for others until the next cycle ends. */
    public void kickedAt(long step) {
        kicked = true;
        kickStep = step;
    }

    /**
     * Whether others see the player kicking at {@code step} ("k" in sees, looks and fullstate): from
     * its kick through the cycle after, as rcssserver's kick cycles run from the kick's arrival to
     * the end of the next step.
     */
    public boolean kicking(long step) { return kickStep >= step - 1; }
    public boolean tackled() { return tackled; }
    public void tackled(boolean t) { tackled = t; }

    /** A kick this cycle that did not move the ball: refused in the play mode, or the ball out of reach. */
    public boolean kickFault() { return kickFault; }
    public void kickFault(boolean f) { kickFault = f; }

    /** Whether the player tried to catch this cycle (any catch the body could attempt), and whether it failed. */
    public boolean catchAttempted() { return catchAttempted; }
    public boolean catchFault() { return catchFault; }
    /** Records a catch attempt of this cycle, and whether it failed (refused, out of reach, or the draw lost). */
    public void catchAttempted(boolean failed) { catchAttempted = true; catchFault = failed; }

    /** How the player's last tackle went, for monitors while it lies after it. */
    public TackleResult lastTackle() { return lastTackle; }
    public void lastTackle(TackleResult r) { lastTackle = r; }

    /**
     * As rcssserver's substitution: the states monitors show are cleared but standing and goalie
     * (this cycle's kick, catch, tackle and collisions so far, the card); a lying tackle or a foul charge still
     * blocks the body but is no longer {@linkplain #tackleShown shown}.
     */
    public void clearShownStates() {
        shownCollisions = 0;
        kicked = false;
        kickFault = false;
        tackled = false;
        catchAttempted = false;
        catchFault = false;
        card = Card.NONE;
        tackleClearedThrough = tackleUntil;
        chargeClearedThrough = foulChargedUntil;
    }

    /**
     * Whether the lying tackle is still shown ({@link #clearShownStates}): each is cleared on its
     * own, so a foul charge after the substitution is shown while the tackle before it lies on
     * unshown (the tester's seed 21040).
     */
    public boolean tackleShown() { return tackleUntil > tackleClearedThrough; }

    /** Whether the foul charge is still shown ({@link #clearShownStates}, {@link #tackleShown}). */
    public boolean chargeShown() { return foulChargedUntil > chargeClearedThrough; }

    /** Forgets what happened last cycle: collisions, kick, catch and tackle flags. */
    public void newCycle() {
        collisions = 0;
        shownCollisions = 0;
        refereeMarks = 0;
        kicked = false;
        tackled = false;
        dashed = false;
        kickFault = false;
        catchAttempted = false;
        catchFault = false;
    }

    /** The referee's marks on this player this cycle ({@code MARK_*} bits), for monitors and logs. */
    public int refereeMarks() { return refereeMarks; }
    public void mark(int marks) { refereeMarks |= marks; }
    public void unmark(int marks) { refereeMarks &= ~marks; }

    /** Whether the player dashed this cycle (the foul judge needs it). */
    public boolean dashed() { return dashed; }
    public void dashed(boolean d) { dashed = d; }

    /** False once the player was sent off or disconnected for good: it no longer acts or moves. */
    public boolean enabled() { return enabled; }
    public void enabled(boolean e) { enabled = e; }

    /** Whether the player's type was chosen by a substitution (a coach's or the kick-off assignment). */
    public boolean substituted() { return substituted; }
    public void substituted(boolean s) { substituted = s; }

    /** Fouls the referee punished this player for. */
    public int foulCount() { return foulCount; }
    public void foulCount(int n) { foulCount = n; }

    /** What the player executed this match, as sense_body reports it. */
    public CommandCounters counters() { return counters; }

    @Override public double size() { return type.playerSize(); }
    @Override public double decay() { return type.playerDecay(); }
}
