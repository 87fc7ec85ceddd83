package org.pitch.bench.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.bench.diff.Transcript.Received;

/**
 * What rcssserver 19 leaves to chance even with every noise option off, taken out of both
 * transcripts before they are compared (each rule found by playing the same script twice
 * against rcssserver itself):
 * <ul>
 * <li>In a player's {@code see}, an object between 20 and 40 m away (a heterogeneous type's
 *     {@code unum_far_length}/{@code unum_too_far_length} and the flag and ball change lengths,
 *     fixed in rcssserver's code) shows its changes, a player its uniform number and the rest,
 *     by a random draw whose chance grows with distance: such a flag or ball is cut to its name
 *     with distance and direction. A player's team is drawn so too, between 40 and 60 m for
 *     protocols before 18 ({@code team_far_length}, {@code team_too_far_length}), and so are the
 *     team and number of a player seen with low quality (direction only) and a far player's
 *     arm: a player 20 m away or more, or seen without distance, is cut to {@code (p)} with
 *     distance and direction.</li>
 * <li>A player without synch see (protocol below 18) gets its {@code see} from rcssserver's
 *     visual timer, which in synch mode falls before or after the step's {@code sense_body} by
 *     timing: within a step, such sees are put after the other datagrams, before the
 *     {@code (think)}.</li>
 * <li>A pointing arm's direction in a see is drawn from a normal distribution: it is shown as {@code @}.</li>
 * <li>Two says heard in one step (one per team) reach a listener in a random order: a step's
 *     {@code hear}s are sorted (and put after its other datagrams, before the sees).</li>
 * <li>Step 0, before the server waits for anybody, runs on the wall clock: its {@code see_global}s
 *     (one or none before the trainer's first {@code (think)}) are dropped.</li>
 * </ul>
 */
final class Normalisation {
    private static final Pattern OBJECT = Pattern.compile("\\(\\(([^()]*)\\) ([^()]*)\\)");
    private static final double FAR = 20, TOO_FAR = 40;

    private Normalisation() {}

    static Transcript of(Script script, Transcript raw) {
        Transcript t = new Transcript();
        for (Script.Client c : script.clients()) {
            List<Received> all = raw.of(c.name());
            for (int from = 0, to; from < all.size(); from = to) {
                int step = all.get(from).step();
                for (to = from; to < all.size() && all.get(to).step() == step; to++) { }
                List<Received> sees = new ArrayList<>();
                List<String> hears = new ArrayList<>();
                Received think = null;
                for (Received r : all.subList(from, to)) {
                    if (step == 0 && r.text().startsWith("(see_global ")) continue;
                    if (r.text().startsWith("(see ")) sees.add(new Received(step, see(r.text())));
                    else if (r.text().startsWith("(hear ")) hears.add(r.text());
                    else if (r.text().equals("(think)\0")) think = r;
                    else t.add(c.name(), step, r.text());
                }
                hears.sort(null);
                for (String h : hears) t.add(c.name(), step, h);
                for (Received r : sees) t.add(c.name(), step, r.text());
                if (think != null) t.add(c.name(), step, think.text());
            }
        }
        return t;
    }

    /** A see with every object between {@link #FAR} and {@link #TOO_FAR} cut to name, distance and direction. */
    static String see(String see) {
        Matcher m = OBJECT.matcher(see);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String[] numbers = m.group(2).trim().split(" ");
            double dist;
            try {
                dist = numbers.length >= 2 ? Double.parseDouble(numbers[0]) : -1;
            } catch (NumberFormatException e) {
                dist = -1;
            }
            String replacement = m.group();
            String name = m.group(1);
            boolean player = name.equalsIgnoreCase("p") || name.startsWith("p ");
            if (player && (numbers.length < 2 || dist >= FAR)) {
                replacement = "((p) " + numbers[0] + (numbers.length >= 2 ? " " + numbers[1] : "") + ")";
            } else if (dist >= FAR && dist <= TOO_FAR) {
                replacement = "((" + name + ") " + numbers[0] + " " + numbers[1] + ")";
            } else if (player && numbers.length >= 7 && numbers[6].matches("-?[0-9.]+")) {
                numbers[6] = "@";
                replacement = "((" + name + ") " + String.join(" ", numbers) + ")";
            }
            m.appendReplacement(b, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(b);
        return b.toString();
    }
}
