package io.tenantdesk.tableexport;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.ScanListener;
import io.tenantdesk.store.ScanPage;
import io.tenantdesk.store.ScanParts;
import io.tenantdesk.store.ScanPlan;
import io.tenantdesk.store.ScanShare;
import io.tenantdesk.store.ScanSummary;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One table's items read from a DynamoDB export instead of the table: no read capacity is spent, and the items
 * are the table as it was at the export time. The plan's parallelism says how many data files are read at once;
 * a share I of N reads the data files {@link #filesOf} gives it, so N workers split the export between them.
 * Each file is checked against its manifest (item count, MD5) once read; the first problem stops every file.
 */
public final class ExportSource implements ItemSource {

    private final ExportFiles files;
    private final ExportManifest manifest;
    private final String logicalTable;
    private final ItemClassifier classifier;
    private final Executor executor;

    /**
     * @param logicalTable the platform's table the export was taken from
     * @param executor     runs the file readers, one task per file read at once; owned by the caller
     */
    public ExportSource(
            ExportFiles files,
            ExportManifest manifest,
            String logicalTable,
            PlatformDescriptor platform,
            Executor executor) {
        this.files = files;
        this.manifest = manifest;
        this.logicalTable = logicalTable;
        this.classifier = new ItemClassifier(platform);
        this.executor = executor;
    }

    @Override
    public Kind kind() {
        return Kind.EXPORT;
    }

    @Override
    public String label() {
        return "export " + files.location() + " of " + manifest.table() + " at " + manifest.exportTime();
    }

    /**
     * The data files of a share: the largest first, each to the share with the fewest items so far (the lowest
     * share on a tie), so every worker computes the same split from the same manifest and the shares are even.
     */
    public static List<ExportManifest.DataFile> filesOf(List<ExportManifest.DataFile> all, ScanShare share) {
        List<ExportManifest.DataFile> largestFirst = new ArrayList<>(all);
        largestFirst.sort(
                Comparator.comparingLong(ExportManifest.DataFile::itemCount).reversed());
        long[] load = new long[share.count()];
        List<ExportManifest.DataFile> mine = new ArrayList<>();
        for (ExportManifest.DataFile file : largestFirst) {
            int least = 0;
            for (int s = 1; s < load.length; s++) {
                least = load[s] < load[least] ? s : least;
            }
            load[least] += file.itemCount();
            if (least == share.index()) {
                mine.add(file);
            }
        }
        return mine;
    }

    @Override
    public ScanSummary scan(String table, ScanPlan plan, ScanListener listener, CancelToken cancel) {
        if (!table.equals(logicalTable)) {
            throw new ExportException(
                    "the export at " + files.location() + " holds table " + logicalTable + ", not " + table);
        }
        List<ExportManifest.DataFile> mine = filesOf(manifest.files(), plan.share());
        Run run = new Run(new ConcurrentLinkedQueue<>(mine), listener, cancel);
        List<CompletableFuture<Void>> readers = new ArrayList<>();
        for (int i = 0; i < Math.min(plan.parallelism(), mine.size()); i++) {
            readers.add(CompletableFuture.runAsync(run::readFiles, executor));
        }
        ScanParts.awaitAll(
                readers,
                () -> run.stop.set(true),
                failure -> new ExportException(
                        failure instanceof InterruptedException
                                ? "interrupted while reading the export at " + files.location()
                                : String.valueOf(failure.getMessage()),
                        failure));
        if (plan.share().isWhole() && !cancel.isCancelled() && run.scanned.get() != manifest.itemCount()) {
            throw new ExportException(files.name(ManifestReader.SUMMARY) + ": $.itemCount: the export holds "
                    + run.scanned.get() + " items, not " + manifest.itemCount());
        }
        return new ScanSummary(
                table,
                manifest.table(),
                run.scanned.get(),
                run.pages.get(),
                plan.parallelism(),
                run.elapsed(),
                0,
                cancel.isCancelled());
    }

    /** One scan's shared state: the files still to read, what has been counted, the flag that stops every reader. */
    private final class Run {
        private final Queue<ExportManifest.DataFile> waiting;
        private final ScanListener listener;
        private final CancelToken cancel;
        private final long began = System.nanoTime();
        private final AtomicBoolean stop = new AtomicBoolean();
        private final AtomicLong scanned = new AtomicLong();
        private final AtomicInteger pages = new AtomicInteger();

        Run(Queue<ExportManifest.DataFile> waiting, ScanListener listener, CancelToken cancel) {
            this.waiting = waiting;
            this.listener = listener;
            this.cancel = cancel;
        }

        boolean stopped() {
            return stop.get() || cancel.isCancelled();
        }

        void readFiles() {
            for (ExportManifest.DataFile file = waiting.poll(); file != null && !stopped(); file = waiting.poll()) {
                int number = manifest.files().indexOf(file);
                new DataFileReader(files, file, logicalTable, classifier).read(this::stopped, rows -> {
                    pages.incrementAndGet();
                    listener.onPage(
                            new ScanPage(logicalTable, number, rows, scanned.addAndGet(rows.size()), elapsed()));
                });
            }
        }

        Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - began);
        }
    }
}
