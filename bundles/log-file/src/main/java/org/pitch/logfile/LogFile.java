package org.pitch.logfile;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.zip.GZIPOutputStream;

import org.pitch.wire.RcssNumbers;

/**
 * One log file (.rcg, .rcl) that survives an abrupt end of the server. The simulation thread
 * appends text to an in-memory chunk and never touches the disk; every {@code flushCycles}
 * cycles the chunk goes to this file's own writer thread, which writes it and flushes (a gzip
 * file with a {@code SYNC_FLUSH}, so what was flushed inflates even without the gzip trailer).
 * A {@code kill -9} thus loses at most the cycles not yet handed over. rcssserver flushes its
 * logs every cycle too, but on its simulation thread; here the simulation never waits for a disk.
 *
 * <p>Failures never reach the simulation: a full disk or a vanished directory is reported once
 * through {@code problems} and the rest of the log is dropped; a writer that falls behind by more
 * than {@link #MAX_BACKLOG_BYTES} loses the backlog (reported once) instead of the server's memory.
 *
 * <p>Text is written one byte per character for characters up to U+00FF (what a datagram decoded
 * as ISO-8859-1 holds, so rcssserver's bytes come back unchanged) and as UTF-8 above; the binary
 * logs' structs go in as raw bytes and big-endian integers.
 *
 * <p>Appending, {@link #endCycle()}, {@link #handOff()} and {@link #close(Path)} belong to one
 * thread at a time (the caller serialises them); the writer thread only sees handed-over chunks.
 */
public final class LogFile {
    /** Most bytes waiting for the disk before the backlog is dropped. */
    public static final int MAX_BACKLOG_BYTES = 64 << 20;
    /** How long {@link #close(Path)} waits for the writer to finish what was handed over, seconds. */
    static final long CLOSE_WAIT_SECONDS = 60;
    private static final int CHUNK_BYTES = 64 << 10;
    private static final int QUEUE_CHUNKS = 16;
    /** A chunk that grew beyond this while the writer was behind is not kept for reuse. */
    private static final int REUSE_LIMIT = 4 << 20;

    private final Path path;
    private final String label;
    private final Consumer<String> problems;
    private final int flushCycles;
    private final OutputStream out;
    private final BlockingQueue<Chunk> queue = new ArrayBlockingQueue<>(QUEUE_CHUNKS);
    private final BlockingQueue<Chunk> free = new ArrayBlockingQueue<>(QUEUE_CHUNKS + 2);
    private final Thread writer;

    // owned by the appending thread
    private Chunk current = new Chunk(CHUNK_BYTES);
    private int cyclesSinceHandOff;
    private boolean backlogReported;
    private boolean closed;
    private Path where;

    // written by the writer thread
    private volatile boolean failed;

    private LogFile(Path path, String label, int flushCycles, OutputStream out, Consumer<String> problems) {
        this.path = path;
        this.where = path;
        this.label = label;
        this.flushCycles = flushCycles;
        this.out = out;
        this.problems = problems;
        this.writer = new Thread(this::drainQueue, "pitch-log-writer " + path.getFileName());
        writer.setDaemon(true); // an abandoned log must never keep the JVM alive
        writer.start();
    }

    /**
     * Creates {@code directory} if needed and opens {@code directory/fileName} for writing, emptied,
     * gzip-compressed at {@code gzipLevel} (1-9) or plain ({@code gzipLevel <= 0}).
     *
     * @param label what the file is, for messages ("game log")
     * @param flushCycles hand what was written to the disk every this many {@link #endCycle()}s (>= 1)
     * @param problems where failures after opening are reported, from the writer thread
     * @throws IOException with a message that names the directory or file and the reason
     */
    public static LogFile open(Path directory, String fileName, int gzipLevel, String label, int flushCycles,
                               Consumer<String> problems) throws IOException {
        if (flushCycles < 1) throw new IllegalArgumentException("flushCycles must be at least 1, not " + flushCycles);
        try {
            Files.createDirectories(directory);
        } catch (IOException | SecurityException e) {
            throw new IOException("cannot create the " + label + " directory '" + directory + "' (" + reason(e) + ")", e);
        }
        Path file = directory.resolve(fileName);
        OutputStream stream = null;
        try {
            stream = new BufferedOutputStream(Files.newOutputStream(file, StandardOpenOption.CREATE,
                    StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE), CHUNK_BYTES);
            if (gzipLevel > 0) stream = new LevelledGzip(stream, Math.min(gzipLevel, 9));
        } catch (IOException | SecurityException e) {
            closeQuietly(stream);
            throw new IOException("cannot open the " + label + " file '" + file + "' for writing (" + reason(e) + ")", e);
        }
        return new LogFile(file, label, flushCycles, stream, problems);
    }

    /** Where the file is being written. */
    public Path path() { return path; }

    /** Whether writing failed (reported already); what is appended now is dropped. */
    public boolean failed() { return failed; }

    // ---- appending (one thread) ----

    public LogFile text(CharSequence s) {
        return text(s, 0, s.length());
    }

    /** Characters {@code from} (inclusive) to {@code to} (exclusive) of {@code s}. */
    public LogFile text(CharSequence s, int from, int to) {
        Chunk c = current; // only a hand-over replaces it
        c.ensure(to - from);
        for (int i = from; i < to; i++) {
            char ch = s.charAt(i);
            if (ch < 0x100) {
                if (c.length == c.bytes.length) c.ensure(1); // after a wide character
                c.bytes[c.length++] = (byte) ch;
            } else {
                wide(s, i);
                if (Character.isHighSurrogate(ch) && i + 1 < to && Character.isLowSurrogate(s.charAt(i + 1))) i++;
            }
        }
        return this;
    }

    public LogFile character(char ch) {
        if (ch < 0x100) {
            current.ensure(1);
            current.bytes[current.length++] = (byte) ch;
        } else {
            wide(String.valueOf(ch), 0);
        }
        return this;
    }

    /** An integer as rcssserver prints one. */
    public LogFile integer(long v) {
        current.ensure(RcssNumbers.MAX_LONG_LENGTH);
        current.length = RcssNumbers.format(v, current.bytes, current.length);
        return this;
    }

    /** A real number as rcssserver prints one: {@code %g}, 6 significant digits. */
    public LogFile number(double v) {
        current.ensure(RcssNumbers.MAX_LENGTH);
        current.length = RcssNumbers.format(v, current.bytes, current.length);
        return this;
    }

    /** The low 16 bits of {@code v}, most significant byte first (network byte order). */
    public LogFile int16(int v) {
        current.ensure(2);
        byte[] b = current.bytes;
        int n = current.length;
        b[n] = (byte) (v >>> 8);
        b[n + 1] = (byte) v;
        current.length = n + 2;
        return this;
    }

    /** {@code v}, most significant byte first (network byte order). */
    public LogFile int32(int v) {
        current.ensure(4);
        byte[] b = current.bytes;
        int n = current.length;
        b[n] = (byte) (v >>> 24);
        b[n + 1] = (byte) (v >>> 16);
        b[n + 2] = (byte) (v >>> 8);
        b[n + 3] = (byte) v;
        current.length = n + 4;
        return this;
    }

    /** {@code length} bytes of {@code b} from {@code offset}, as they are. */
    public LogFile bytes(byte[] b, int offset, int length) {
        current.ensure(length);
        System.arraycopy(b, offset, current.bytes, current.length, length);
        current.length += length;
        return this;
    }

    /** Bytes appended since the last hand-over: a mark for {@link #truncate(int)}. */
    public int length() { return current.length; }

    /** Drops what was appended after {@code mark} (taken since the last hand-over). */
    public void truncate(int mark) {
        if (mark < 0 || mark > current.length) throw new IllegalArgumentException("mark " + mark + " outside 0.." + current.length);
        current.length = mark;
    }

    /** The end of a simulated cycle: hands the chunk to the writer every {@code flushCycles} calls. */
    public void endCycle() {
        if (++cyclesSinceHandOff >= flushCycles) handOff();
    }

    /**
     * Hands what was appended to the writer thread now. Never blocks: while the writer is behind
     * the chunk keeps growing and goes at the next hand-over.
     */
    public void handOff() {
        cyclesSinceHandOff = 0;
        Chunk c = current;
        if (c.length == 0 || closed) return;
        if (failed) { // nobody writes any more: keep memory flat
            c.length = 0;
            return;
        }
        if (!queue.offer(c)) {
            if (c.length > MAX_BACKLOG_BYTES) {
                if (!backlogReported) {
                    backlogReported = true;
                    problems.accept(label + " '" + path + "': the disk does not keep up; " + c.length
                            + " bytes of the log were dropped (the match goes on)");
                }
                c.length = 0;
            }
            return;
        }
        Chunk next = free.poll();
        current = next != null ? next : new Chunk(CHUNK_BYTES);
    }

    /**
     * Waits until the writer wrote and flushed everything handed over so far (not what is still
     * being appended to, nor a chunk held back while the writer was behind). For tests; it blocks,
     * so never on the simulation's hot path.
     */
    public void awaitWritten() {
        if (closed) return;
        Chunk marker = Chunk.marker(Chunk.Kind.SYNC, null);
        if (put(marker)) await(marker);
    }

    /**
     * Hands over what is left, ends the file (the gzip trailer) and, with a {@code target}, renames
     * it there; waits for the writer to finish (at most {@value #CLOSE_WAIT_SECONDS} s). Later
     * calls do nothing.
     *
     * @return where the file is now: {@code target} if renamed, else {@link #path()}
     */
    public Path close(Path target) {
        if (closed) return where;
        handOffBlocking();
        closed = true;
        Chunk marker = Chunk.marker(Chunk.Kind.CLOSE, target);
        if (!put(marker)) return where;
        if (!await(marker)) {
            problems.accept(label + " '" + path + "': still writing after " + CLOSE_WAIT_SECONDS + " s; left to finish in the background");
            return where;
        }
        if (marker.renamed) where = target;
        return where;
    }

    private void handOffBlocking() {
        cyclesSinceHandOff = 0;
        Chunk c = current;
        if (c.length == 0 || failed) return;
        if (!put(c)) return;
        Chunk next = free.poll();
        current = next != null ? next : new Chunk(closed ? 0 : CHUNK_BYTES);
    }

    private boolean put(Chunk c) {
        try {
            queue.put(c);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private boolean await(Chunk marker) {
        try {
            return marker.done.await(CLOSE_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** A character beyond U+00FF, as UTF-8 (a lone surrogate as '?'). */
    private void wide(CharSequence s, int i) {
        int cp = Character.codePointAt(s, i);
        if (Character.isSurrogate((char) cp)) cp = '?';
        current.ensure(4);
        byte[] b = current.bytes;
        int n = current.length;
        if (cp < 0x80) {
            b[n++] = (byte) cp;
            current.length = n;
            return;
        }
        if (cp < 0x800) {
            b[n++] = (byte) (0xC0 | cp >> 6);
        } else if (cp < 0x10000) {
            b[n++] = (byte) (0xE0 | cp >> 12);
            b[n++] = (byte) (0x80 | (cp >> 6 & 0x3F));
        } else {
            b[n++] = (byte) (0xF0 | cp >> 18);
            b[n++] = (byte) (0x80 | (cp >> 12 & 0x3F));
            b[n++] = (byte) (0x80 | (cp >> 6 & 0x3F));
        }
        b[n++] = (byte) (0x80 | (cp & 0x3F));
        current.length = n;
    }

    // ---- the writer thread ----

    private void drainQueue() {
        while (true) {
            Chunk c;
            try {
                c = queue.take();
            } catch (InterruptedException e) {
                // nobody interrupts this thread on purpose: end the file as if closed
                finish(null);
                return;
            }
            switch (c.kind) {
                case DATA:
                    write(c);
                    break;
                case SYNC:
                    flush();
                    c.done.countDown();
                    break;
                case CLOSE:
                    c.renamed = finish(c.target);
                    c.done.countDown();
                    return;
                default:
                    throw new AssertionError(c.kind);
            }
        }
    }

    private void write(Chunk c) {
        if (!failed) {
            try {
                out.write(c.bytes, 0, c.length);
                if (queue.isEmpty()) out.flush(); // a backlog is flushed once, after its last chunk
            } catch (IOException | RuntimeException e) {
                fail("writing failed", e);
            }
        }
        c.length = 0;
        if (c.bytes.length <= REUSE_LIMIT) free.offer(c);
    }

    private void flush() {
        if (failed) return;
        try {
            out.flush();
        } catch (IOException | RuntimeException e) {
            fail("writing failed", e);
        }
    }

    /** Ends and closes the file, renames it to {@code target} if given; whether it was renamed. */
    private boolean finish(Path target) {
        try {
            out.close(); // the gzip trailer
        } catch (IOException | RuntimeException e) {
            if (!failed) fail("closing failed", e);
        }
        if (target == null) return false;
        try {
            try {
                Files.move(path, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(path, target, StandardCopyOption.REPLACE_EXISTING);
            }
            return true;
        } catch (IOException | RuntimeException e) {
            problems.accept(label + ": cannot rename '" + path + "' to '" + target + "' (" + reason(e) + ")");
            return false;
        }
    }

    private void fail(String what, Exception e) {
        failed = true;
        problems.accept(label + " '" + path + "': " + what + " (" + reason(e)
                + "); the match goes on, the rest of this log is lost");
    }

    private static void closeQuietly(OutputStream s) {
        if (s == null) return;
        try {
            s.close();
        } catch (IOException ignored) {
            // already failing: the first error is the one reported
        }
    }

    /** A short human reason: the exception's message without the bare path Java often gives alone. */
    static String reason(Exception e) {
        String kind;
        if (e instanceof java.nio.file.AccessDeniedException) kind = "permission denied";
        else if (e instanceof java.nio.file.NoSuchFileException) kind = "no such file or directory";
        else if (e instanceof java.nio.file.FileAlreadyExistsException) kind = "a file of that name is in the way";
        else if (e instanceof java.nio.file.NotDirectoryException) kind = "not a directory";
        else if (e instanceof java.nio.file.FileSystemException fse && fse.getReason() != null) kind = fse.getReason();
        else kind = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        return kind;
    }

    /** Work for the writer thread: bytes, or a marker the caller waits on. */
    private static final class Chunk {
        enum Kind { DATA, SYNC, CLOSE }

        final Kind kind;
        final Path target;
        final CountDownLatch done;
        byte[] bytes;
        int length;
        boolean renamed;

        Chunk(int capacity) {
            this(Kind.DATA, null, null);
            bytes = new byte[capacity];
        }

        private Chunk(Kind kind, Path target, CountDownLatch done) {
            this.kind = kind;
            this.target = target;
            this.done = done;
        }

        static Chunk marker(Kind kind, Path target) {
            return new Chunk(kind, target, new CountDownLatch(1));
        }

        void ensure(int more) {
            int need = length + more;
            if (need <= bytes.length) return;
            int size = Math.max(bytes.length * 2, need);
            bytes = java.util.Arrays.copyOf(bytes, size);
        }
    }

    /** gzip at a chosen level, flushing with {@code SYNC_FLUSH} so a flushed prefix always inflates. */
    private static final class LevelledGzip extends GZIPOutputStream {
        LevelledGzip(OutputStream out, int level) throws IOException {
            super(out, CHUNK_BYTES, true);
            def.setLevel(level);
        }
    }
}
