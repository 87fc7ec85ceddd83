/**
 * Reading CLang text (internal): the lexer, with rcssserver's longest-match rules, and the
 * recursive-descent parser of {@code (say MESSAGE)}, which checks the length limits and computes
 * the version range in rcssserver's order. Not exported.
 */
package org.pitch.protocol.clang.syntax;
