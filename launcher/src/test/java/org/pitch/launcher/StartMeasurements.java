package org.pitch.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Start-up figures of every server the launcher's tests start, for the docs: printed, and written
 * to the file the {@code pitch.measurements} property names, after each test class (the test
 * classes run side by side, so the last to end writes them all).
 */
final class StartMeasurements {
    /** {wall ms to "ready in", self-reported ms, VmRSS kB} of each start. */
    private static final List<long[]> STARTS = new ArrayList<>();

    private StartMeasurements() { }

    static synchronized void add(long wallMs, long selfReportedMs, long vmRssKb) {
        STARTS.add(new long[] {wallMs, selfReportedMs, vmRssKb});
    }

    static synchronized void report(Path jar) throws IOException {
        if (STARTS.isEmpty()) return;
        long minWall = STARTS.stream().mapToLong(s -> s[0]).min().getAsLong();
        long minSelf = STARTS.stream().mapToLong(s -> s[1]).min().getAsLong();
        long maxRss = STARTS.stream().mapToLong(s -> s[2]).max().getAsLong();
        long minRss = STARTS.stream().mapToLong(s -> s[2]).min().getAsLong();
        StringBuilder sb = new StringBuilder();
        sb.append("# pitch.jar start-up, measured by the launcher's tests (").append(STARTS.size()).append(" starts, ")
                .append(Runtime.getRuntime().availableProcessors()).append(" CPUs, ")
                .append(System.getProperty("java.vm.name")).append(' ').append(System.getProperty("java.version")).append(")\n");
        for (long[] s : STARTS) sb.append("start: ").append(s[0]).append(" ms to 'ready in' (server says ").append(s[1])
                .append(" ms), VmRSS ").append(s[2]).append(" kB\n");
        sb.append("process.start.to.ready.ms.min=").append(minWall).append('\n');
        sb.append("ready.in.self.reported.ms.min=").append(minSelf).append('\n');
        sb.append("vmrss.kb.min=").append(minRss).append('\n');
        sb.append("vmrss.kb.max=").append(maxRss).append('\n');
        sb.append("pitch.jar.bytes=").append(Files.size(jar)).append('\n');
        System.out.print(sb);
        String target = System.getProperty("pitch.measurements");
        if (target != null) {
            Path file = Path.of(target);
            Files.createDirectories(file.getParent());
            Files.writeString(file, sb);
        }
    }
}
