package org.pitch.launcher.client;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** {@code pitch client ...}: parses the command line and runs the sample client on a terminal or over pipes. */
public final class ClientMain {
    private ClientMain() {}

    /** Exit status: 0 done, 1 the network failed, 2 a bad command line. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        ClientCommand command;
        try {
            command = ClientCommand.parse(args);
        } catch (ClientCommand.UsageException e) {
            err.println("pitch: client: " + e.getMessage());
            err.print(ClientCommand.USAGE);
            return 2;
        }
        if (command == null) {
            out.print(ClientCommand.USAGE);
            return 0;
        }
        ClientConsole console;
        if (System.console() != null && in == System.in) {
            PrintStream screen = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.ISO_8859_1);
            SplitScreen split = new SplitScreen(new FileInputStream(FileDescriptor.in), screen, SplitScreen.tty(),
                    "pitch client: " + command.host() + ":" + command.port());
            Runtime.getRuntime().addShutdownHook(new Thread(split::close)); // Ctrl-C gives the terminal back too
            console = split;
        } else {
            console = new PlainConsole(in, out, err);
        }
        try {
            return new SampleClient(command, console).run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
