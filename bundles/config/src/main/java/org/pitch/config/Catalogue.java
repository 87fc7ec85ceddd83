package org.pitch.config;

import java.util.LinkedHashMap;
import java.util.Map;

import org.pitch.api.param.CsvSaverParam;
import org.pitch.api.param.ParamKey;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;

/** Every rcssserver parameter by HOCON path ({@code server.half_time}), from the api enums. */
final class Catalogue {
    static final String SERVER = "server";
    static final String PLAYER = "player";
    static final String CSV_SAVER = "CSVSaver";
    static final String PITCH = "pitch";

    private static final Map<String, ParamKey> BY_PATH = new LinkedHashMap<>();

    static {
        for (ParamKey k : ServerParam.values()) BY_PATH.put(k.path(), k);
        for (ParamKey k : PlayerParam.values()) BY_PATH.put(k.path(), k);
        for (ParamKey k : CsvSaverParam.values()) BY_PATH.put(k.path(), k);
    }

    private Catalogue() {}

    static ParamKey byPath(String path) { return BY_PATH.get(path); }

    static Map<String, ParamKey> all() { return BY_PATH; }

    static boolean isRcssNamespace(String ns) {
        return SERVER.equals(ns) || PLAYER.equals(ns) || CSV_SAVER.equals(ns);
    }

    /** Maps a namespace as typed (any case) to its canonical spelling, or null. */
    static String canonicalNamespace(String ns) {
        for (String n : new String[] {SERVER, PLAYER, CSV_SAVER, PITCH}) {
            if (n.equalsIgnoreCase(ns)) return n;
        }
        return null;
    }
}
