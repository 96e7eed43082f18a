package io.tenantdesk.bench;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * {@code mvn -Pbench -Dbench=journal}: a change journal of {@value #SIZE_MB} MB (real entries, each with its own id
 * and tenant), listed as the journal view lists it, in a child JVM with a {@value #HEAP_MB} MB heap: the time to the
 * first page of {@value #PAGE} rows, to the next page, and to search the whole journal for a tenant that is in none
 * of it; and the heap the child used. The baseline is reading the same file through once, start to end, in the same
 * run.
 */
final class JournalBenchmark implements Benchmark {

    static final int SIZE_MB = Integer.getInteger("bench.journal.mb", 1024);
    static final int HEAP_MB = 64;
    static final int PAGE = 200;

    @Override
    public String name() {
        return "journal";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("journal: listing a " + SIZE_MB + " MB change journal in a " + HEAP_MB + " MB heap");
        Path dir = Files.createTempDirectory("tenantdesk-journal-bench");
        Path file = dir.resolve("journal.jsonl");
        try {
            long made = System.nanoTime();
            long entries = write(file, SIZE_MB * 1024L * 1024);
            report.figure("journal written (setup): " + entries + " writes", Files.size(file) / 1e6, "MB");
            report.figure("writing it (setup)", (System.nanoTime() - made) / 1e9, "s");

            long readStart = System.nanoTime();
            long bytes = readThrough(file);
            double readThrough = (System.nanoTime() - readStart) / 1e6;
            report.figure("baseline: reading the file through once (" + bytes / 1_000_000 + " MB)", readThrough, "ms");

            Process child = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-Xmx" + HEAP_MB + "m",
                            "-cp",
                            System.getProperty("java.class.path"),
                            Child.class.getName(),
                            file.toString())
                    .redirectErrorStream(true)
                    .start();
            List<String> out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .toList();
            child.waitFor(10, TimeUnit.MINUTES);
            Map<String, Double> figures = new LinkedHashMap<>();
            for (String line : out) {
                String[] parts = line.split("=", 2);
                if (parts.length == 2 && parts[1].matches("[0-9.]+")) {
                    figures.put(parts[0], Double.parseDouble(parts[1]));
                } else {
                    report.note("child: " + line);
                }
            }
            report.figure(
                    "first page of " + PAGE + " rows, newest first (fresh JVM)",
                    figures.getOrDefault("first", -1.0),
                    "ms");
            report.figure("first page again (median of 5, warm)", figures.getOrDefault("warm", -1.0), "ms");
            report.figure("next page", figures.getOrDefault("next", -1.0), "ms");
            report.figure(
                    "search of every line for a tenant in none of them", figures.getOrDefault("search", -1.0), "ms");
            report.figure("heap used by the listing JVM at its peak", figures.getOrDefault("heap", -1.0), "MB");
            report.ratio(
                    "warm first page / reading the file through",
                    figures.getOrDefault("warm", -1.0) / readThrough,
                    "< 0.1");
            report.ratio(
                    "whole search / reading the file through",
                    figures.getOrDefault("search", -1.0) / readThrough,
                    "< 20");
        } finally {
            try (var files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    Files.deleteIfExists(f);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    /** Real journal lines made by the journal itself, copied with fresh ids and tenants up to {@code size} bytes. */
    private static long write(Path file, long size) throws IOException {
        Path sample = file.resolveSibling("sample.jsonl");
        ChangeJournal journal = new ChangeJournal(sample);
        PlatformDescriptor appData = BenchData.appData();
        EntityDef license = appData.entity("License").orElseThrow();
        ItemClassifier classifier = new ItemClassifier(appData);
        ChangePlanner planner = new ChangePlanner(classifier, new KeyRenderer(new AttributeValidator()));
        Stamp stamp = new Stamp(Instant.parse("2026-11-25T10:00:00Z"), "arn:aws:sts::1:assumed-role/support/ana");
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acct-TENANTX"));
        fields.put("license_id", Value.str("lic-LICENSEX"));
        fields.put("status", Value.str("active"));
        fields.put("end_date", Value.str("2031-01-31"));
        Item before = planner.planCreate(license, fields, stamp).after();
        Map<String, Value> changed = ChangePlanner.fieldsOf(
                license, new EntityRow("app_data", before, classifier.classify("app_data", before)));
        changed.put("status", Value.str("expired"));
        Update update = planner.planUpdate(license, before, changed, stamp);
        WriteRecord planned = WriteRecord.planned(
                update,
                new WriteRecord.Provenance(
                        stamp.at(),
                        stamp.actor(),
                        "app_data",
                        "prod-support",
                        "eu-west-1",
                        "expired by contract, ticket 4410"),
                new WriteRecord.Request("app_data", "#v = :v", "SET #s = :s"),
                "acct-TENANTX",
                null);
        journal.begin(planned);
        journal.complete(
                planned.completed(new WriteOutcome(WriteOutcome.Status.SUCCEEDED, stamp.at(), update.after(), null)));
        String lines = Files.readString(sample).replace(planned.id(), "IDX");
        Files.delete(sample);
        long written = 0;
        long entries = 0;
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
            while (written < size) {
                String entry = lines.replace("IDX", "w-" + entries)
                        .replace("TENANTX", String.valueOf(entries % 5000))
                        .replace("LICENSEX", String.valueOf(entries));
                byte[] bytes = entry.getBytes(StandardCharsets.UTF_8);
                out.write(bytes);
                written += bytes.length;
                entries++;
            }
        }
        return entries;
    }

    private static long readThrough(Path file) throws IOException {
        long total = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                total += n;
            }
        }
        return total;
    }

    /** The listing, in a JVM of its own with a small heap; prints {@code name=value} figures. */
    public static final class Child {

        public static void main(String[] args) {
            ChangeJournal journal = new ChangeJournal(Path.of(args[0]));
            long start = System.nanoTime();
            JournalPage first = journal.page(JournalQuery.all(), Optional.empty(), PAGE, new CancelToken());
            System.out.println("first=" + (System.nanoTime() - start) / 1e6);
            double[] warm = new double[5];
            for (int i = 0; i < warm.length; i++) {
                start = System.nanoTime();
                journal.page(JournalQuery.all(), Optional.empty(), PAGE, new CancelToken());
                warm[i] = (System.nanoTime() - start) / 1e6;
            }
            java.util.Arrays.sort(warm);
            System.out.println("warm=" + warm[warm.length / 2]);
            start = System.nanoTime();
            journal.page(JournalQuery.all(), first.next(), PAGE, new CancelToken());
            System.out.println("next=" + (System.nanoTime() - start) / 1e6);
            start = System.nanoTime();
            JournalPage none = journal.page(
                    new JournalQuery("no-such-tenant", "", "", e -> Optional.empty()),
                    Optional.empty(),
                    PAGE,
                    new CancelToken());
            System.out.println("search=" + (System.nanoTime() - start) / 1e6);
            if (!none.lines().isEmpty() || first.lines().size() != PAGE) {
                System.out.println("unexpected: " + first.lines().size() + " first rows, "
                        + none.lines().size() + " found");
            }
            long peak = 0;
            for (var pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                    peak += pool.getPeakUsage().getUsed();
                }
            }
            System.out.println("heap=" + peak / 1e6);
        }
    }
}
