package org.pitch.config;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

import org.pitch.api.param.ParamKey;
import org.pitch.api.param.Parameters;

/** The text of {@code --help} and of {@code server::help}, {@code player::help}, {@code CSVSaver::help}. */
public final class HelpText {
    private HelpText() {}

    public static String general(String version) {
        return "Pitch " + version + " - a RoboCup Soccer Simulation 2D server (rcssserver 19 compatible)\n"
                + "\n"
                + "Usage: java -jar pitch.jar [options] [namespace::name=value ...]\n"
                + "\n"
                + "Options:\n"
                + "  --help, help                 this text\n"
                + "  server::help, player::help,  every parameter of that namespace, its type and value\n"
                + "  CSVSaver::help\n"
                + "  --version                    print the version and exit\n"
                + "  --print-config               print the effective configuration (HOCON) and exit\n"
                + "  --check                      start as configured (bundles, plugins, ports), report ready and\n"
                + "                               stop: exit 0 if the server would serve, else as a failed start\n"
                + "  --profile NAME               layer a profile over the defaults (repeatable); built in: "
                + String.join(", ", ConfigLoader.embeddedProfiles()) + ";\n"
                + "                               also conf/profiles/NAME.conf or a path ending in .conf\n"
                + "  --config FILE                layer a HOCON file (or an rcssserver-style .conf file)\n"
                + "  server::half_time=300        set one rcssserver parameter (also -server::..., --server::...)\n"
                + "  server.half_time=300         the same, as a HOCON path; pitch.models.movement=NAME etc.\n"
                + "  server::include=FILE         read an rcssserver-style configuration file\n"
                + "\n"
                + "Precedence, lowest first: embedded defaults < profiles < --config files < environment\n"
                + "(PITCH_SERVER__HALF_TIME=300, PITCH_PITCH__SEED=42) < command line.\n"
                + "A bad key, type or value stops start-up with exit status 2.\n";
    }

    /** rcssserver-style parameter listing for one namespace; {@code null} if the namespace is unknown. */
    public static String namespace(String ns, Parameters current) {
        String canonical = Catalogue.canonicalNamespace(ns);
        if (canonical == null || !Catalogue.isRcssNamespace(canonical)) return null;
        StringBuilder sb = new StringBuilder(canonical).append(" Options:\n");
        for (ParamKey k : Catalogue.all().values()) {
            if (!k.namespace().equals(canonical)) continue;
            sb.append('\t').append(k.rcssKey()).append('=').append(k.type().rcssLabel()).append('\n');
            sb.append("\t\tcurrent value: ").append(valueOf(k, current)).append("\n\n");
        }
        return sb.toString();
    }

    private static String valueOf(ParamKey k, Parameters p) {
        Object v;
        if (k instanceof org.pitch.api.param.ServerParam) v = p.server().value((org.pitch.api.param.ServerParam) k);
        else if (k instanceof org.pitch.api.param.PlayerParam) v = p.player().value((org.pitch.api.param.PlayerParam) k);
        else v = p.csvSaver().value((org.pitch.api.param.CsvSaverParam) k);
        if (v instanceof Double) return real((Double) v);
        return v instanceof String ? "'" + v + "'" : String.valueOf(v);
    }

    /** A real as rcssserver's help prints it (C++ stream default, like printf %g): 1 not 1.0, 1e+06. */
    static String real(double d) {
        if (d == 0 || !Double.isFinite(d)) return d == 0 ? "0" : String.valueOf(d);
        BigDecimal r = new BigDecimal(d).round(new MathContext(6, RoundingMode.HALF_EVEN));
        int exponent = r.precision() - r.scale() - 1;
        if (exponent < -4 || exponent >= 6) {
            BigDecimal mantissa = r.movePointLeft(exponent).stripTrailingZeros();
            return mantissa.toPlainString() + (exponent < 0 ? "e-" : "e+") + String.format("%02d", Math.abs(exponent));
        }
        return r.stripTrailingZeros().toPlainString();
    }
}
