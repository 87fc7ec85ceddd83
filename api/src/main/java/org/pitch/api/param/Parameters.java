package org.pitch.api.param;

/** Every rcssserver parameter of a running server: {@code server::}, {@code player::} and {@code CSVSaver::}. */
public record Parameters(ParamValues<ServerParam> server,
                         ParamValues<PlayerParam> player,
                         ParamValues<CsvSaverParam> csvSaver) {

    public double real(ServerParam k) { return server.real(k); }
    public int integer(ServerParam k) { return server.integer(k); }
    public boolean bool(ServerParam k) { return server.bool(k); }
    public String string(ServerParam k) { return server.string(k); }

    /**
     * {@code player::random_seed = -1} asks for a fresh set of player types; like rcssserver, the
     * seed actually used is then written back, so {@code player_param} announces a seed that
     * reproduces the types. These parameters with such a seed drawn from {@code random}, or
     * themselves when the seed is given.
     */
    public Parameters withTypeSeedFrom(java.util.random.RandomGenerator random) {
        if (player.integer(PlayerParam.RANDOM_SEED) >= 0) return this;
        int seed = random.nextInt(Integer.MAX_VALUE);
        return new Parameters(server, player.toBuilder().number(PlayerParam.RANDOM_SEED, seed).build(), csvSaver);
    }
}
