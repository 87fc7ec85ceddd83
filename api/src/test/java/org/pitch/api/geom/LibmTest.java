package org.pitch.api.geom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * rcssserver's arithmetic, so that printed values carry rcssserver's last bits: where the JNI
 * library is built, the C library's bits, also where Java's {@link Math} gives others. The values are glibc 2.36's on this project's machines
 * (Debian 12, x86-64), each an argument for which {@code Math} differs.
 */
class LibmTest {
    private static final double[][] SIN = {
            {-0x1.141af3664f63ep-3, -0x1.1345070401202p-3}, {-0x1.6b70d59bd0f9fp-3, -0x1.698941250b27ap-3},
            {0x1.59cee43d03946p1, 0x1.b4217cf042c65p-2}};
    private static final double[][] COS = {
            {-0x1.03f736399852cp1, -0x1.c6c5e60c90eecp-2}, {0x1.297c68365dc43p0, 0x1.96fe76285ff1ap-2},
            {0x1.797626a789a3p-1, 0x1.7b0d085c08e6ap-1}};
    private static final double[][] TAN = {
            {0x1.095ea11ca2778p-4, 0x1.09bdd6dc02bcap-4}, {0x1.1cf4702eb6737p0, 0x1.03dba048f947ap1},
            {-0x1.3edb1647009c9p-1, -0x1.6fa9bd30af298p-1}};
    private static final double[][] ACOS = {
            {0x1.9024f7e10caa2p-1, 0x1.58ec64c910c9bp-1}, {-0x1.b865972e08b5cp-1, 0x1.4d9d35bd79131p1},
            {0x1.c3f956fa56862p-1, 0x1.f4d37e5e11435p-2}};
    private static final double[][] EXP = {
            {0x1.9a2a1bb5dd208p1, 0x1.8a415dcab13d3p4}, {-0x1.0509d7b9760a8p2, 0x1.155d78d3adad3p-6},
            {-0x1.152bd69f4308ep1, 0x1.d5d3ddcf31de9p-4}};
    private static final double[][] LOG = {
            {0x1.98481884c02e5p5, 0x1.f75cac3d79ec3p1}, {0x1.44c7c8ca196acp6, 0x1.19661231b8692p2},
            {0x1.13d79ca1b0a9dp4, 0x1.6c725f49f3c3p1}};
    /** y, x, atan2(y, x). */
    private static final double[][] ATAN2 = {
            {-0x1.fe7bb36e5047p-2, 0x1.75fb311d9bfcep1, -0x1.5a1b2f5906e09p-3},
            {0x1.3de9a8f1d14ap-5, 0x1.0c2e311456b38p-1, 0x1.2eeb8821a3ae7p-4}};
    /** x, y, pow(x, y). */
    private static final double[][] POW = {
            {0x1.b70afc03a0b94p0, 0x1.d352ddc3f9dbap2, 0x1.9adbadbb56c01p5},
            {0x1.bad1113006ddcp-1, 0x1.302b161e78ad2p2, 0x1.00d2f3c41618p-1}};

    /** Where the build compiles the library (Linux x86-64 with gcc), it must be what serves. */
    @Test
    void theCLibraryServesWhereItIsBuilt() {
        boolean built = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux")
                && System.getProperty("os.arch", "").equals("amd64") && Files.isExecutable(Path.of("/usr/bin/gcc"));
        if (!built) return;
        assertTrue(Libm.isNative(), Libm.source());
        assertEquals("the C library's libm (JNI)", Libm.source());
    }

    @Test
    void givesTheCLibrarysBitsWhereJavasDiffer() {
        if (!Libm.isNative()) return; // Java's Math: nothing of the C library's to compare
        for (double[] c : SIN) unary(c, Math.sin(c[0]), Libm.sin(c[0]), "sin");
        for (double[] c : COS) unary(c, Math.cos(c[0]), Libm.cos(c[0]), "cos");
        for (double[] c : TAN) unary(c, Math.tan(c[0]), Libm.tan(c[0]), "tan");
        for (double[] c : ACOS) unary(c, Math.acos(c[0]), Libm.acos(c[0]), "acos");
        for (double[] c : EXP) unary(c, Math.exp(c[0]), Libm.exp(c[0]), "exp");
        for (double[] c : LOG) unary(c, Math.log(c[0]), Libm.log(c[0]), "log");
        for (double[] c : ATAN2) {
            assertNotEquals(c[2], Math.atan2(c[0], c[1]));
            assertEquals(c[2], Libm.atan2(c[0], c[1]), "atan2");
        }
        for (double[] c : POW) {
            assertNotEquals(c[2], Math.pow(c[0], c[1]));
            assertEquals(c[2], Libm.pow(c[0], c[1]), "pow");
        }
    }

    private static void unary(double[] c, double java, double libm, String what) {
        assertNotEquals(c[1], java, what + ": a case where Java's Math differs");
        assertEquals(c[1], libm, what + "(" + Double.toHexString(c[0]) + ")");
    }

    /** Either way, the functions keep within a bit of Java's, and the special cases are the C library's. */
    @Test
    void withinALastBitOfJavasAndTheSpecialCases() {
        SplittableRandom r = new SplittableRandom(37);
        for (int i = 0; i < 10_000; i++) {
            double a = r.nextDouble(-Math.PI, Math.PI), y = r.nextDouble(-50, 50), x = r.nextDouble(-50, 50);
            assertEquals(Math.sin(a), Libm.sin(a), Math.ulp(Math.sin(a)));
            assertEquals(Math.cos(a), Libm.cos(a), Math.ulp(Math.cos(a)));
            assertEquals(Math.atan2(y, x), Libm.atan2(y, x), Math.ulp(Math.atan2(y, x)));
            assertEquals(Math.exp(a), Libm.exp(a), Math.ulp(Math.exp(a)));
            assertEquals(Math.log(x * x + 1), Libm.log(x * x + 1), Math.ulp(Math.log(x * x + 1)));
        }
        assertEquals(0.0, Libm.atan2(0.0, 1.0));
        assertEquals(Math.PI, Libm.atan2(0.0, -1.0));
        assertEquals(-0.0, Libm.atan2(-0.0, 1.0));
        assertEquals(0.0, Libm.sin(0.0));
        assertEquals(1.0, Libm.cos(0.0));
        assertEquals(1.0, Libm.pow(0.0, 0.0));
        assertTrue(Double.isNaN(Libm.log(-1.0)));
        assertEquals(Double.NEGATIVE_INFINITY, Libm.log(0.0));
    }

    /** A vector's length as rcssserver's {@code sqrt(x * x + y * y)}, where {@link Math#hypot} rounds otherwise. */
    @Test
    void lengthIsTheSquareRootOfTheSquares() {
        double[][] cases = {
                {0x1.39e482de5e00cp-2, 0x1.35334e8dd5d3p-2, 0x1.b89b16187b608p-2},
                {-0x1.125e5e463530ap-1, -0x1.6740572035d1p-4, 0x1.1604f09b571fp-1}};
        for (double[] c : cases) {
            assertNotEquals(c[2], Math.hypot(c[0], c[1]));
            assertEquals(c[2], Libm.length(c[0], c[1]));
        }
        assertEquals(5.0, Libm.length(3, -4));
    }
}
