package org.pitch.api.geom;

import java.io.IOException;
import java.io.InputStream;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * rcssserver's arithmetic to the last bit: the C library's {@code sin}, {@code cos}, {@code tan},
 * {@code acos}, {@code atan2}, {@code exp}, {@code log} and {@code pow}, which rcssserver computes
 * its physics and its sensors with, and a vector's length as its {@code PVector::r()} takes it.
 * Java's {@link Math} is as accurate but not always the same: on this project's machines it
 * differs from glibc's in the last bit for about one argument in 500 for sine and cosine, one in
 * 400 for {@code exp} and one in six for {@code atan2}, and {@link Math#hypot} from
 * {@code sqrt(x² + y²)} for one in nine; a last bit shows where a printed number lies on a
 * rounding boundary, or cycles later in a position that carries it.
 *
 * <p>On Linux the build compiles a small JNI library ({@code api/src/main/c/libm.c}) for its own
 * processor that calls the C library's functions and nothing else (rcssserver built on the same
 * machine calls the same ones); it is loaded from this jar at first use (a
 * copy under {@code java.io.tmpdir}, removed once loaded). Where it cannot be loaded, Java's own
 * functions serve, the arc tangent correctly rounded where it lies on a whole or half degree
 * ({@link RoundedAtan2}), and {@link #source()} says so. The functions allocate nothing.
 */
public final class Libm {
    /** The library built for this processor, named by Java's {@code os.arch} as the build names it. */
    private static final String LIBRARY = "libpitch-libm-linux-" + System.getProperty("os.arch", "") + ".so";
    /** Whether the C library's functions serve; decided once, so the JIT folds every branch on it. */
    private static final boolean NATIVE;
    private static final String SOURCE;

    static {
        String problem = load();
        NATIVE = problem == null;
        SOURCE = NATIVE ? "the C library's libm (JNI)" : "Java's Math (" + problem + ")";
        if (!NATIVE) {
            System.getLogger("org.pitch.api.geom").log(Level.WARNING,
                    "the C library's libm is not loaded (" + problem + "): Java's Math serves, whose last bits differ from rcssserver's for some arguments");
        }
    }

    private Libm() {}

    /** Whether the C library's functions serve (rcssserver's last bits), not Java's. */
    public static boolean isNative() { return NATIVE; }

    /** Which functions serve: the C library's, or Java's and why. */
    public static String source() { return SOURCE; }

    public static double sin(double a) { return NATIVE ? cSin(a) : Math.sin(a); }

    public static double cos(double a) { return NATIVE ? cCos(a) : Math.cos(a); }

    public static double tan(double a) { return NATIVE ? cTan(a) : Math.tan(a); }

    public static double acos(double a) { return NATIVE ? cAcos(a) : Math.acos(a); }

    /** The arc tangent of {@code y / x} in [-π, π]. */
    public static double atan2(double y, double x) {
        if (NATIVE) return cAtan2(y, x);
        double a = Math.atan2(y, x);
        // fdlibm's last bit is off for one argument in six: where it decides a printed degree, the rounded one
        return RoundedAtan2.onPrintBoundary(Math.toDegrees(a)) ? RoundedAtan2.atan2(y, x) : a;
    }

    public static double exp(double a) { return NATIVE ? cExp(a) : Math.exp(a); }

    public static double log(double a) { return NATIVE ? cLog(a) : Math.log(a); }

    public static double pow(double x, double y) { return NATIVE ? cPow(x, y) : Math.pow(x, y); }

    /**
     * The length of {@code (x, y)} as rcssserver takes it, {@code sqrt(x * x + y * y)}: not
     * {@link Math#hypot}, which rounds differently (and takes several times as long).
     */
    public static double length(double x, double y) { return Math.sqrt(x * x + y * y); }

    private static native double cSin(double a);

    private static native double cCos(double a);

    private static native double cTan(double a);

    private static native double cAcos(double a);

    private static native double cAtan2(double y, double x);

    private static native double cExp(double a);

    private static native double cLog(double a);

    private static native double cPow(double x, double y);

    /** Loads the JNI library from this jar; {@code null}, or why it could not. */
    private static String load() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.startsWith("linux")) return "no library built for " + os;
        try (InputStream in = Libm.class.getResourceAsStream(LIBRARY)) {
            if (in == null) return LIBRARY + " is not in the jar (built on another processor, or without gcc)";
            // a copy of its own for each class loader: a library loads into one class loader only
            Path copy = Files.createTempFile("pitch-libm-", ".so");
            try {
                Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
                System.load(copy.toAbsolutePath().toString());
            } finally {
                Files.deleteIfExists(copy); // mapped once loaded
            }
            return null;
        } catch (IOException | UnsatisfiedLinkError | SecurityException e) {
            return LIBRARY + " could not be loaded: " + e.getMessage();
        }
    }
}
