package org.pitch.api.param;

/** Every rcssserver parameter of a running server: {@code server::}, {@code player::} and {@code CSVSaver::}. */
public record Parameters(ParamValues<ServerParam> server,
                         ParamValues<PlayerParam> player,
                         ParamValues<CsvSaverParam> csvSaver) {

    public double real(ServerParam k) { return server.real(k); }
    public int integer(ServerParam k) { return server.integer(k); }
    public boolean bool(ServerParam k) { return server.bool(k); }
    public String string(ServerParam k) { return server.string(k); }
}
