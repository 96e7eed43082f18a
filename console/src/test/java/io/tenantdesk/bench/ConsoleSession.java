package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One console process driven as a user would, with real clicks and keys: the first click as soon as the console is
 * laid out (the platform choice), App Data chosen, a local connection made in the connection dialog; then a list of
 * every license from the navigation, an item's form by a double-click on its first row and a tenant's overview typed
 * into the tenant field, cold (the first open in the process) and again warm. Its figures by name, in ms, s or MB.
 */
final class ConsoleSession {

    private static final Pattern FULL_PAUSE = Pattern.compile("Pause Full.* ([0-9.]+)ms");

    private final ProbedProcess console;
    private final XInput input;
    private final ProcessUse use;
    private final Snapshots snapshots;
    private final Map<String, Double> figures = new LinkedHashMap<>();

    private final Path agent;

    /** @param agent the {@link WindowProbe}'s jar, loaded into the console once it is laid out */
    ConsoleSession(ProbedProcess console, XInput input, Path agent) {
        this.console = console;
        this.input = input;
        this.agent = agent;
        this.use = console.use();
        this.snapshots = Snapshots.of(console.pid());
    }

    /**
     * @param shown  the file the console's start-up marker writes once its first window is laid out
     * @param ready  the file its ready marker writes once the console itself is
     * @param gcLog  the console's {@code -Xlog:gc} file
     */
    Map<String, Double> run(String endpoint, String tenant, Path shown, Path ready, Path gcLog) throws Exception {
        figures.put("start: first window shown (ms)", console.awaitMarker(shown));
        figures.put("start: console laid out (ms)", console.awaitMarker(ready));
        figures.put("start: CPU until laid out (s)", use.cpuSeconds());
        double beforeProbe = use.cpuSeconds();
        console.attach(agent);
        figures.put("start: CPU of loading the probe, in what follows (s)", use.cpuSeconds() - beforeProbe);
        int[] platforms = console.where("#platformChoice");
        input.moveTo(platforms);
        console.arm("window");
        input.click();
        String[] answered = console.expect("window");
        figures.put("start: usable, first click answered (ms)", console.sinceSpawnMs(Long.parseLong(answered[1])));
        figures.put("start: CPU until usable (s)", ticks(answered[2]));
        snapshots.take("usable-counters", "PerfCounter.print");
        input.moveTo(console.whereSettled("text:App Data"));
        input.click();
        connect(endpoint);
        use.settle(30);
        figures.put("connect: CPU from launch until idle, connected (s)", use.cpuSeconds());
        figures.put("resident: idle, connected (MB)", use.residentMb());
        snapshots.take("idle-native-memory", "VM.native_memory", "summary");
        double heapIdle = heap();

        open("list cold", () -> input.moveTo(console.where("text:Licenses")), input::click);
        String[] loaded = console.expect("loaded");
        figures.put("list: rows loaded", Double.parseDouble(loaded[2]));
        use.settle(30);
        double withRows = use.residentMb();
        figures.put("resident: list loaded (MB)", withRows);
        openForm("form cold");
        openTenant("overview cold", tenant);
        closeTabs();

        int gcLines = Files.readAllLines(gcLog).size();
        open("list warm", () -> input.moveTo(console.where("text:Licenses")), input::click);
        console.expect("loaded");
        fullPauses(gcLog, gcLines);
        use.settle(30);
        figures.put("resident: list loaded again (MB)", use.residentMb());
        figures.put("resident: loaded again / first load (x)", use.residentMb() / withRows);
        openForm("form warm");
        openTenant("overview warm", tenant);
        double heapWithRows = heap();
        snapshots.take("rows-histogram", "GC.class_histogram");
        figures.put("heap per row (bytes)", (heapWithRows - heapIdle) / figures.get("list: rows loaded"));
        closeTabs();
        figures.put("heap: held after closing the tabs (MB)", (heap() - heapIdle) / 1e6);
        snapshots.take("closed-histogram", "GC.class_histogram");
        return figures;
    }

    private void connect(String endpoint) throws Exception {
        input.moveTo(console.whereSettled("#connectButton"));
        input.click();
        input.moveTo(console.whereSettled("#localEndpoint"));
        input.click();
        input.key("ctrl+a");
        input.type(endpoint);
        console.arm("tab");
        input.key("Return");
        long pressed = Long.parseLong(console.expect("input")[1]);
        String[] frame = console.expect("frame");
        figures.put("connect: Return -> overview shown (ms)", (Long.parseLong(frame[1]) - pressed) / 1e6);
        figures.put("connect: CPU from launch until the overview shown (s)", ticks(frame[2]));
    }

    private void openForm(String label) throws Exception {
        open(label, () -> input.moveTo(console.where("row")), input::doubleClick);
    }

    private void openTenant(String label, String tenant) throws Exception {
        open(
                label,
                () -> {
                    input.moveTo(console.where("#tenantField"));
                    input.click();
                    return input.type(tenant);
                },
                () -> input.key("Return"));
    }

    /**
     * Click → the view's data → the first frame showing it, and the process's CPU from the click to that frame. The
     * click counts from when the console received it (its FX thread is idle before each, so at once).
     */
    private void open(String label, Step before, Step click) throws Exception {
        before.take();
        console.arm("tab");
        double cpuBefore = use.cpuSeconds();
        click.take();
        long clicked = Long.parseLong(console.expect("input")[1]);
        long data = Long.parseLong(console.expect("data")[1]);
        String[] frame = console.expect("frame");
        long shown = Long.parseLong(frame[1]);
        figures.put(label + ": click -> data (ms)", (data - clicked) / 1e6);
        figures.put(label + ": click -> rows painted (ms)", (shown - clicked) / 1e6);
        figures.put(label + ": data -> rows painted (ms)", (shown - data) / 1e6);
        figures.put(label + ": CPU click -> rows painted (s)", ticks(frame[2]) - cpuBefore);
        figures.put(label + ", data -> rows: FX thread CPU (ms)", Double.parseDouble(frame[3]));
        figures.put(label + ", data -> rows: render thread CPU (ms)", Double.parseDouble(frame[4]));
        figures.put(
                label + ", data -> rows: other threads' CPU (ms)",
                Double.parseDouble(frame[5]) - Double.parseDouble(frame[3]) - Double.parseDouble(frame[4]));
        figures.put(label + ", data -> rows: collector pauses (ms)", Double.parseDouble(frame[6]));
        figures.put(label + ", data -> rows: compiler time (ms)", Double.parseDouble(frame[7]));
    }

    private void closeTabs() throws Exception {
        console.send("close");
        String[] left = console.expect("tabs");
        if (!left[1].equals("1")) {
            throw new IllegalStateException("closing the tabs left " + left[1] + " open");
        }
        use.settle(30);
    }

    /** The full collections logged since line {@code from}: their number and the longest. */
    private void fullPauses(Path gcLog, int from) throws IOException {
        List<String> lines = Files.readAllLines(gcLog);
        int count = 0;
        double longest = 0;
        for (String line : lines.subList(Math.min(from, lines.size()), lines.size())) {
            Matcher m = FULL_PAUSE.matcher(line);
            if (m.find()) {
                count++;
                longest = Math.max(longest, Double.parseDouble(m.group(1)));
            }
        }
        figures.put("reload: full collections", (double) count);
        figures.put("reload: longest full collection (ms)", longest);
    }

    /** Heap in use after collections, in bytes. */
    private double heap() throws InterruptedException {
        console.send("heap");
        return Double.parseDouble(console.expect("heap")[1]);
    }

    private static double ticks(String value) {
        return Long.parseLong(value) / ProcessUse.TICKS_PER_SECOND;
    }

    /** A user's action; returns when its input was sent, as {@code System.nanoTime()}. */
    @FunctionalInterface
    interface Step {
        long take() throws Exception;
    }
}
