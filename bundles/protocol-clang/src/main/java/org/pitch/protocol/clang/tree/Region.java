package org.pitch.protocol.clang.tree;

import java.util.List;

/** An area of the field. */
public sealed interface Region extends ClangElement {

    /** The empty region, {@code (null)}. */
    record Null() implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(null)");
        }
    }

    /** A single point used as a region; prints as the point. */
    record AtPoint(Point point) implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            point.appendTo(out);
        }
    }

    /**
     * {@code (quad P1 P2 P3 P4)} (version 7). All four points are kept, but rcssserver prints only
     * the first three: {@code (quad P1 P2 P3)}.
     */
    record Quad(Point first, Point second, Point third, Point fourth) implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(quad ");
            first.appendTo(out);
            out.append(' ');
            second.appendTo(out);
            out.append(' ');
            third.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (arc CENTER START_RADIUS END_RADIUS START_ANGLE SPAN_ANGLE)}; the numbers print {@code %g}. */
    record Arc(Point center, double startRadius, double endRadius, double startAngle, double spanAngle)
            implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(arc ");
            center.appendTo(out);
            for (double value : new double[] {startRadius, endRadius, startAngle, spanAngle}) {
                out.append(' ');
                Print.real(out, value);
            }
            out.append(')');
        }
    }

    /**
     * {@code (reg R R ...)}: the union of regions.
     *
     * <p>rcssserver builds a union from <em>every</em> region lying on top of its parse stack, not
     * just the ones written inside it. A union written inside another union therefore also takes
     * the regions written before it in the enclosing unions: {@code (reg A (reg B C))} becomes
     * {@code (reg (reg A B C))}. This record holds the union as rcssserver built it.
     */
    record Union(List<Region> regions) implements Region {
        public Union {
            regions = List.copyOf(regions);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append("(reg");
            Print.spaced(out, regions);
            out.append(')');
        }
    }

    /** A region defined by {@code definer}, referred to by its name (without quotes); prints {@code "NAME"}. */
    record Named(String name) implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            Print.quoted(out, name);
        }
    }

    /** {@code (tri P1 P2 P3)} (version 8). */
    record Triangle(Point first, Point second, Point third) implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(tri ");
            first.appendTo(out);
            out.append(' ');
            second.appendTo(out);
            out.append(' ');
            third.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (rec P1 P2)} (version 8): the rectangle with these opposite corners. */
    record Rectangle(Point corner, Point oppositeCorner) implements Region {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(rec ");
            corner.appendTo(out);
            out.append(' ');
            oppositeCorner.appendTo(out);
            out.append(')');
        }
    }
}
