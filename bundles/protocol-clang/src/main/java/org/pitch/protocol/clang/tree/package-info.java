/**
 * The coach language (CLang) as immutable values: the messages an online coach says and every
 * construct inside them (tokens, directives, actions, conditions, regions, points, uniform
 * number sets, definitions, rules), each able to print itself byte for byte as rcssserver 19
 * re-serialises it (spec 5.4, quirks included), plus the version range rcssserver computes for a
 * message and its rule for which players understand it (spec 5.5).
 *
 * <p>The tree has the shape rcssserver builds, not always the shape that was written: a
 * {@code (reg ...)} written inside another {@code (reg ...)} takes along the siblings before it
 * (see {@link org.pitch.protocol.clang.tree.Region.Union}). Everything else keeps what was
 * written and only prints differently.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.clang.tree;
