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
    private double neckDirection;   // degrees, relative to the body
    private double stamina, effort, recovery, capacity;
    private ViewWidth viewWidth = ViewWidth.NORMAL;
    private ViewQuality viewQuality = ViewQuality.HIGH;
    private final CommandCounters counters = new CommandCounters();
    private Side attentionSide = Side.NEUTRAL;
    private int attentionUnum;

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
    public void bodyDirection(double d) { bodyDirection = d; }
    public double neckDirection() { return neckDirection; }
    public void neckDirection(double d) { neckDirection = d; }
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

    /** The player whose says this player attends to ({@code attentionto}); NEUTRAL and 0 for none. */
    public Side attentionSide() { return attentionSide; }
    public int attentionUnum() { return attentionUnum; }
    public void attention(Side side, int unum) { attentionSide = side; attentionUnum = unum; }

    /** What the player executed this match, as sense_body reports it. */
    public CommandCounters counters() { return counters; }

    @Override public double size() { return type.playerSize(); }
    @Override public double decay() { return type.playerDecay(); }
}
