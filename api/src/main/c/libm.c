/*
 * The C library's floating-point functions for org.pitch.api.geom.Libm: rcssserver computes its
 * physics and its sensors with the C library's sin, cos, atan2, exp, log, pow, tan and acos, and
 * Java's Math gives other last bits for some arguments (one in 500 for sin, one in six for atan2),
 * which a printed number or a later cycle can show. Each function calls the C library's and
 * nothing else.
 */
#include <jni.h>
#include <math.h>

JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cSin(JNIEnv *env, jclass type, jdouble a) { return sin(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cCos(JNIEnv *env, jclass type, jdouble a) { return cos(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cTan(JNIEnv *env, jclass type, jdouble a) { return tan(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cAcos(JNIEnv *env, jclass type, jdouble a) { return acos(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cAtan2(JNIEnv *env, jclass type, jdouble y, jdouble x) { return atan2(y, x); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cExp(JNIEnv *env, jclass type, jdouble a) { return exp(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cLog(JNIEnv *env, jclass type, jdouble a) { return log(a); }
JNIEXPORT jdouble JNICALL Java_org_pitch_api_geom_Libm_cPow(JNIEnv *env, jclass type, jdouble x, jdouble y) { return pow(x, y); }
