package org.pitch.launcher;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Debian's headless Chromium, driven over the DevTools protocol with the JDK's own HTTP and
 * WebSocket client: open a page, evaluate JavaScript in it, take a screenshot. The flags keep it
 * off the network (this machine has none but loopback) and out of the user's profile.
 */
final class Chromium implements AutoCloseable {
    static final Path BINARY = Path.of(System.getProperty("pitch.chromium", "/usr/bin/chromium"));
    private static final Pattern RESULT_VALUE = Pattern.compile("\"result\":\\{\"type\":\"(\\w+)\"(?:,\"value\":(\"(?:[^\"\\\\]|\\\\.)*\"|[^,}]*))?");
    private static final Pattern SCREENSHOT = Pattern.compile("\"data\":\"([A-Za-z0-9+/=]+)\"");

    private final Process process;
    private final Path log;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<String>> pending = new ConcurrentHashMap<>();

    Chromium(String url, Path profile, Path log) throws IOException, InterruptedException {
        Files.createDirectories(profile);
        this.log = log;
        process = new ProcessBuilder(List.of(BINARY.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--enable-logging=stderr", "--remote-allow-origins=*", "--remote-debugging-port=0", "--window-size=1400,820",
                "--user-data-dir=" + profile, url))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        Path portFile = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!Files.exists(portFile) || Files.readAllLines(portFile).isEmpty()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IOException("Chromium did not start (see " + log + "): " + Files.readString(log));
            }
            Thread.sleep(50);
        }
        int port = Integer.parseInt(Files.readAllLines(portFile).get(0).trim());
        HttpClient http = HttpClient.newHttpClient();
        String page = null;
        while (page == null) {
            String targets = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Matcher m = Pattern.compile("\"type\":\\s*\"page\"[^}]*?\"webSocketDebuggerUrl\":\\s*\"([^\"]+)\"|\"webSocketDebuggerUrl\":\\s*\"([^\"]+)\"[^}]*?\"type\":\\s*\"page\"").matcher(targets);
            if (m.find()) page = m.group(1) != null ? m.group(1) : m.group(2);
            else if (System.nanoTime() > deadline) throw new IOException("no page target in " + targets);
            else Thread.sleep(50);
        }
        socket = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10)).buildAsync(URI.create(page), new WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    String message = text.toString();
                    text.setLength(0);
                    Matcher id = Pattern.compile("^\\{\"id\":(\\d+)").matcher(message);
                    if (id.find()) {
                        CompletableFuture<String> f = pending.remove(Integer.parseInt(id.group(1)));
                        if (f != null) f.complete(message);
                    }
                }
                ws.request(1);
                return null;
            }
        }).join();
    }

    /** Sends one DevTools command and waits for its answer (the raw JSON). */
    String call(String method, String paramsJson) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<String> answer = new CompletableFuture<>();
        pending.put(id, answer);
        socket.sendText("{\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + paramsJson + "}", true).join();
        return answer.get(20, TimeUnit.SECONDS);
    }

    /** The value of a JavaScript expression in the page, as a string ({@code null} for undefined or null). */
    String eval(String expression) throws Exception {
        String answer = call("Runtime.evaluate", "{\"expression\":" + json(expression) + ",\"returnByValue\":true}");
        if (answer.contains("\"exceptionDetails\"")) throw new IllegalStateException("the page threw: " + answer);
        Matcher m = RESULT_VALUE.matcher(answer);
        if (!m.find() || m.group(2) == null || m.group(2).equals("null")) return null;
        String v = m.group(2);
        return v.startsWith("\"") ? v.substring(1, v.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\") : v;
    }

    /** The text of the element with that id, or null if there is none. */
    String text(String id) throws Exception {
        return eval("document.getElementById(" + json(id) + ")?.textContent ?? null");
    }

    void screenshot(Path png) throws Exception {
        Matcher m = SCREENSHOT.matcher(call("Page.captureScreenshot", "{\"format\":\"png\"}"));
        if (!m.find()) throw new IllegalStateException("no screenshot");
        Files.createDirectories(png.getParent());
        Files.write(png, Base64.getDecoder().decode(m.group(1)));
    }

    /** The browser's own log, its last 4,000 characters (console messages and failed requests among them). */
    String log() {
        try {
            String all = Files.readString(log);
            return all.substring(Math.max(0, all.length() - 4000));
        } catch (IOException e) {
            return "(no browser log: " + e.getMessage() + ")";
        }
    }

    static String json(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    @Override
    public void close() throws InterruptedException {
        if (socket != null) socket.abort();
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly();
    }
}
