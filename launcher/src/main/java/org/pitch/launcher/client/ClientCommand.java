package org.pitch.launcher.client;

/**
 * {@code pitch client [--host H] [--port P] [--coach|--trainer] [--compression N] [--linger S]}:
 * what the sample client is asked to do. rcssclient's {@code -server H} and {@code -port P} are
 * understood too.
 *
 * @param host        the server's address
 * @param port        its well-known port for this kind of client
 * @param kind        what the greeting will be (only the default port depends on it)
 * @param compression a level to ask for once the server has answered the greeting, or -1
 * @param lingerMs    how long messages are still printed after the input ended
 */
public record ClientCommand(String host, int port, Kind kind, int compression, long lingerMs) {
    public static final String NAME = "client";
    /** One line for the launcher's general help. */
    public static final String SUMMARY = "  client [--host H] [--port P] [--coach|--trainer]  type commands to a server, see what it sends (client --help)\n";
    public static final String USAGE = "Usage: java -jar pitch.jar client [--host H] [--port P] [--coach|--trainer] [--compression N]"
            + " [--linger SECONDS]\n\n"
            + "The sample client (rcssserver's rcssclient): every line typed is sent to the server as one\n"
            + "command, and every message the server sends is printed. Greet first, e.g.\n"
            + "  (init MyTeam (version 19))      a player, on port 6000\n"
            + "  (init (version 19))             the trainer (--trainer: port 6001)\n"
            + "  (init MyTeam (version 19))      an online coach (--coach: port 6002)\n"
            + "After the first answer the client talks to the port the server answered from. Once the\n"
            + "server took (compression N), what it sends is inflated and what is typed deflated (zlib).\n"
            + "On a terminal the screen is split: messages above, the input line below (up and down\n"
            + "arrows: history; Ctrl-D or Ctrl-C: quit). Otherwise (pipes) every line sent and received is\n"
            + "printed as is, as rcssclient prints it, and the client ends --linger seconds (default 1)\n"
            + "after its input ended. The commands after the first wait (up to 3 s) for the server's first\n"
            + "answer, so that a script's commands go to the port the server gives the client.\n\n"
            + "Options:\n"
            + "  --host H, -server H   the server's address (default localhost)\n"
            + "  --port P, -port P     its port (default 6000, 6001 with --trainer, 6002 with --coach)\n"
            + "  --trainer, --coach    talk to the trainer's or the online coaches' port\n"
            + "  --compression N       ask for (compression N) once the greeting is answered (1-9)\n"
            + "  --linger S            seconds to go on printing after the input ended (default 1)\n";

    /** Which port the client greets by default. */
    public enum Kind {
        PLAYER(6000), TRAINER(6001), ONLINE_COACH(6002);

        final int defaultPort;

        Kind(int defaultPort) { this.defaultPort = defaultPort; }
    }

    /** Thrown for a command line that cannot be used; the message says why. */
    public static final class UsageException extends Exception {
        public UsageException(String message) { super(message); }
    }

    /** Parses the arguments after {@code client}; {@code null} for {@code --help}. */
    public static ClientCommand parse(String[] args) throws UsageException {
        String host = "localhost";
        Integer port = null;
        Kind kind = Kind.PLAYER;
        int compression = -1;
        double linger = 1;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "--help", "-h" -> { return null; }
                case "--trainer" -> kind = kind(kind, Kind.TRAINER);
                case "--coach" -> kind = kind(kind, Kind.ONLINE_COACH);
                case "--host", "-server" -> host = value(args, ++i, a);
                case "--port", "-port" -> port = integer(value(args, ++i, a), a, 1, 65535);
                case "--compression" -> compression = integer(value(args, ++i, a), a, 0, 9);
                case "--linger" -> linger = seconds(value(args, ++i, a), a);
                default -> throw new UsageException("unknown option '" + a + "'");
            }
        }
        if (host.isEmpty()) throw new UsageException("--host wants an address");
        return new ClientCommand(host, port != null ? port : kind.defaultPort, kind, compression, (long) (linger * 1000));
    }

    private static Kind kind(Kind before, Kind now) throws UsageException {
        if (before != Kind.PLAYER && before != now) throw new UsageException("--trainer and --coach exclude each other");
        return now;
    }

    private static String value(String[] args, int i, String option) throws UsageException {
        if (i >= args.length) throw new UsageException(option + " wants a value");
        return args[i];
    }

    private static int integer(String v, String option, int min, int max) throws UsageException {
        try {
            int n = Integer.parseInt(v);
            if (n >= min && n <= max) return n;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(option + " wants a whole number from " + min + " to " + max + ", not '" + v + "'");
    }

    private static double seconds(String v, String option) throws UsageException {
        try {
            double s = Double.parseDouble(v);
            if (s >= 0 && s <= 3600) return s;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(option + " wants seconds from 0 to 3600, not '" + v + "'");
    }
}
