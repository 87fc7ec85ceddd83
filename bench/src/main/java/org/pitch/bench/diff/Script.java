package org.pitch.bench.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * One differential test: the clients, when each greets the server, and what each sends in which
 * synch-mode step. A step is one wait of the server for the {@code (done)}s: the commands of a
 * step are all sent while the server waits, so both servers read them within the same cycle.
 * Written as text ({@link #text()}, {@link #parse}) so a recorded script replays without the
 * generator that made it.
 *
 * @param seed the generator's seed (0 for a script written by hand)
 * @param options the servers' options, {@code section::name=value}
 * @param clients who takes part, in the order they greet
 * @param actions what is sent, in step order and, within a step, in sending order
 */
public record Script(long seed, List<String> options, List<Client> clients, List<Action> actions) {

    /** What a client is: it decides the well-known port it greets and whether it gets {@code (think)}. */
    public enum Kind { PLAYER, COACH, TRAINER, MONITOR }

    /** A client greeting its server's well-known port in {@code step}. */
    public record Client(String name, Kind kind, int step, String greeting) { }

    /** {@code text} sent by client {@code client} (an index into {@link #clients}) in {@code step}. */
    public record Action(int step, int client, String text) { }

    /** The last step of the script: the run ends when every client got that step's {@code (think)}. */
    public int lastStep() {
        int last = 0;
        for (Client c : clients) last = Math.max(last, c.step());
        for (Action a : actions) last = Math.max(last, a.step());
        return last + 1;
    }

    /**
     * The script cut after {@code step}: the clients that greet later and the later sends left out
     * (a recording that stops before a later difference of another kind).
     */
    public Script until(int step) {
        List<Client> kept = new ArrayList<>();
        int[] index = new int[clients.size()];
        for (int i = 0; i < clients.size(); i++) {
            index[i] = clients.get(i).step() <= step ? kept.size() : -1;
            if (index[i] >= 0) kept.add(clients.get(i));
        }
        List<Action> sends = new ArrayList<>();
        for (Action a : actions) {
            if (a.step() <= step && index[a.client()] >= 0) sends.add(new Action(a.step(), index[a.client()], a.text()));
        }
        return new Script(seed, options, List.copyOf(kept), List.copyOf(sends));
    }

    /** {@code # seed}, {@code option}, {@code client} and {@code send} lines, one a line. */
    public String text() {
        StringBuilder b = new StringBuilder("seed ").append(seed).append('\n');
        for (String o : options) b.append("option ").append(o).append('\n');
        for (Client c : clients) {
            b.append("client ").append(c.name()).append(' ').append(c.kind()).append(' ').append(c.step()).append(' ')
                    .append(c.greeting()).append('\n');
        }
        for (Action a : actions) b.append("send ").append(a.step()).append(' ').append(clients.get(a.client()).name()).append(' ')
                .append(a.text()).append('\n');
        return b.toString();
    }

    /** The script {@link #text()} wrote; lines of other kinds (a transcript's) are skipped. */
    public static Script parse(List<String> lines) {
        long seed = 0;
        List<String> options = new ArrayList<>();
        List<Client> clients = new ArrayList<>();
        List<Action> actions = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split(" ", 5);
            switch (f[0]) {
                case "seed" -> seed = Long.parseLong(f[1]);
                case "option" -> options.add(line.substring("option ".length()));
                case "client" -> clients.add(new Client(f[1], Kind.valueOf(f[2]), Integer.parseInt(f[3]),
                        line.substring(f[0].length() + f[1].length() + f[2].length() + f[3].length() + 4)));
                case "send" -> {
                    String[] g = line.split(" ", 4);
                    actions.add(new Action(Integer.parseInt(g[1]), indexOf(clients, g[2]), g.length > 3 ? g[3] : ""));
                }
                default -> { }
            }
        }
        return new Script(seed, List.copyOf(options), List.copyOf(clients), List.copyOf(actions));
    }

    private static int indexOf(List<Client> clients, String name) {
        for (int i = 0; i < clients.size(); i++) if (clients.get(i).name().equals(name)) return i;
        throw new IllegalArgumentException("no client " + name + " before its first send");
    }
}
