package io.tenantdesk.journal;

import static io.tenantdesk.journal.JournalFixtures.AT;
import static io.tenantdesk.journal.JournalFixtures.record;
import static io.tenantdesk.journal.JournalFixtures.rename;
import static io.tenantdesk.journal.JournalFixtures.storeWithOneWorkspace;
import static io.tenantdesk.journal.JournalFixtures.workspace;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.OutcomeChecks;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.WriteResult;
import io.tenantdesk.store.write.Update;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The journal after failed appends, lines it does not expect, and files rotated by size. */
class JournalSurvivalTest {

    private static final WriteOutcome APPLIED = new WriteOutcome(WriteOutcome.Status.SUCCEEDED, AT, null, null);

    /** The disk, except that the next append writes only half its bytes before the disk is full. */
    private static final class FullDisk extends TestDisk {

        private final boolean canCutBack;
        private boolean full;

        FullDisk(boolean canCutBack) {
            this.canCutBack = canCutBack;
        }

        @Override
        protected void append(Target target, ByteBuffer bytes) throws IOException {
            if (!full) {
                target.append(bytes);
                return;
            }
            full = false;
            target.append(bytes.slice().limit(bytes.remaining() / 2));
            throw new IOException("No space left on device");
        }

        @Override
        protected void truncate(Target target, long size) throws IOException {
            if (!canCutBack) {
                throw new IOException("No space left on device");
            }
            target.truncate(size);
        }
    }

    /** The disk, full from a given append on until the test frees it; it tells of the next outcome appended. */
    private static final class FillingDisk extends TestDisk {

        private boolean full;
        private int appendsBeforeFull = -1;
        private CompletableFuture<Void> nextOutcome = new CompletableFuture<>();

        /** The disk takes {@code appends} more appends, then is full. */
        synchronized void fullAfter(int appends) {
            appendsBeforeFull = appends;
        }

        synchronized void free() {
            full = false;
        }

        synchronized CompletableFuture<Void> nextOutcome() {
            nextOutcome = new CompletableFuture<>();
            return nextOutcome;
        }

        @Override
        protected synchronized void append(Target target, ByteBuffer bytes) throws IOException {
            if (appendsBeforeFull == 0) {
                full = true;
            }
            appendsBeforeFull = Math.max(-1, appendsBeforeFull - 1);
            if (full) {
                throw new IOException("No space left on device");
            }
            boolean outcome =
                    StandardCharsets.UTF_8.decode(bytes.duplicate()).toString().contains("\"kind\":\"end\"");
            target.append(bytes);
            if (outcome) {
                nextOutcome.complete(null);
            }
        }
    }

    @Test
    @ExtendWith(DynaliteExtension.class)
    void anOutcomeAFullDiskRefusedIsToldAndRecordedBeforeTheNextWrite(LocalDynamo dynamo, @TempDir Path dir) {
        FillingDisk disk = new FillingDisk();
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"), disk, ChangeJournal.ROTATE_AT);
        EntityStore store = storeWithOneWorkspace(dynamo, journal, checksWaitingFor(new CountDownLatch(1)));
        disk.fullAfter(1);

        WriteResult renamed = store.apply(renameLoaded(store, "Southwind"), "rename");

        assertThat(renamed.recorded()).isFalse();
        assertThat(renamed.recordNote()).contains("could not record this outcome yet", "recorded as soon as");
        assertThat(journal.entries().get(0).status())
                .as("not recorded while the disk is full")
                .isEqualTo(WriteOutcome.Status.PENDING);
        disk.free();
        store.apply(renameLoaded(store, "Eastwind"), "rename again");
        assertThat(journal.entries())
                .extracting(WriteRecord::status)
                .containsExactly(
                        WriteOutcome.Status.SUCCEEDED, WriteOutcome.Status.SUCCEEDED, WriteOutcome.Status.SUCCEEDED);
    }

    @Test
    @ExtendWith(DynaliteExtension.class)
    void anOutcomeAFullDiskRefusedIsRecordedInTheBackgroundOnceTheDiskTakesIt(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        FillingDisk disk = new FillingDisk();
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"), disk, ChangeJournal.ROTATE_AT);
        CountDownLatch tryAgain = new CountDownLatch(1);
        EntityStore store = storeWithOneWorkspace(dynamo, journal, checksWaitingFor(tryAgain));
        disk.fullAfter(1);
        assertThat(store.apply(renameLoaded(store, "Southwind"), "rename").recorded())
                .isFalse();
        CompletableFuture<Void> recorded = disk.nextOutcome();

        disk.free();
        tryAgain.countDown();
        recorded.get();

        assertThat(journal.entries().get(0)).satisfies(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
            assertThat(e.after().orElseThrow().scalarText("name")).contains("Southwind");
        });
        store.close();
    }

    private static EntityRow loaded(EntityStore store) {
        return store.get(JournalFixtures.WORKSPACE, Map.of("workspaceId", "ws-1"))
                .orElseThrow();
    }

    private static Update renameLoaded(EntityStore store, String name) {
        return rename(loaded(store).item(), name);
    }

    /** Checks (and tries to record what the journal could not) once {@code mayRun} opens. */
    private static OutcomeChecks checksWaitingFor(CountDownLatch mayRun) {
        return new OutcomeChecks(
                List.of(Duration.ofSeconds(10)),
                (wait, cancel) -> mayRun.await(),
                Executors.newCachedThreadPool(Daemons.named("journal-survival")));
    }

    @Test
    void aFailedAppendThatLeavesAPartialLineDoesNotTakeTheNextEntryWithIt(@TempDir Path dir) throws Exception {
        FullDisk disk = new FullDisk(false);
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"), disk, ChangeJournal.ROTATE_AT);
        Update first = rename(workspace("ws-1", "Northwind"), "Southwind");
        Update second = rename(workspace("ws-2", "Eastwind"), "Westwind");
        disk.full = true;

        assertThatThrownBy(() -> journal.begin(record(first)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("No space left on device");
        WriteRecord written = record(second);
        journal.begin(written);
        journal.complete(written.completed(APPLIED));

        assertThat(journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.id()).isEqualTo(written.id());
            assertThat(e.describeKey()).contains("ws-2");
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        });
        assertThat(page(journal, JournalQuery.all(), 10))
                .last()
                .isInstanceOfSatisfying(JournalLine.Unreadable.class, torn -> {
                    assertThat(torn.where()).isEqualTo("journal.jsonl, line 1");
                    assertThat(torn.reason()).startsWith("not JSON");
                });
    }

    @Test
    void aFailedAppendIsCutBackWhereTheDiskLetsIt(@TempDir Path dir) throws Exception {
        FullDisk disk = new FullDisk(true);
        Path file = dir.resolve("journal.jsonl");
        ChangeJournal journal = new ChangeJournal(file, disk, ChangeJournal.ROTATE_AT);
        WriteRecord written = record(rename(workspace("ws-1", "Northwind"), "Southwind"));
        journal.begin(written);
        disk.full = true;

        assertThatThrownBy(() -> journal.complete(written.completed(APPLIED))).isInstanceOf(UncheckedIOException.class);

        assertThat(Files.readAllLines(file)).hasSize(1);
        assertThat(page(journal, JournalQuery.all(), 10)).singleElement().isInstanceOf(JournalLine.Entry.class);
    }

    @Test
    void linesThatAreJsonButUnexpectedAreListedWhereTheyAreAndEverythingElseIsRead(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("journal.jsonl");
        ChangeJournal journal = new ChangeJournal(file);
        Item northwind = workspace("ws-1", "Northwind");
        WriteRecord olderWrite = record(rename(northwind, "Southwind"));
        journal.begin(olderWrite);
        journal.complete(olderWrite.completed(APPLIED));
        String older = olderWrite.id();
        String begin = Files.readAllLines(file).get(0);
        Files.writeString(
                file,
                String.join(
                        "\n",
                        begin.replace("\"UPDATE\"", "\"RENAME\""),
                        begin.replace("\"key\":", "\"oldKey\":"),
                        begin.replace("\"format\":1", "\"format\":2"),
                        begin.replace("\"kind\":\"begin\"", "\"kind\":\"checkpoint\""),
                        "[1,2,3]",
                        "{\"kind\":\"end\",\"id\":\"" + older
                                + "\",\"at\":\"2026-11-25T10:00:00Z\",\"status\":\"HALF_DONE\"}",
                        ""),
                StandardOpenOption.APPEND);
        WriteRecord newer = record(rename(northwind, "Eastwind"));
        journal.begin(newer);

        List<JournalLine> lines = page(journal, JournalQuery.all(), 20);

        assertThat(lines).hasSize(8);
        assertThat(((JournalLine.Entry) lines.get(0)).entry().id()).isEqualTo(newer.id());
        assertThat(lines.subList(1, 7))
                .extracting(l -> ((JournalLine.Unreadable) l).where() + ": " + ((JournalLine.Unreadable) l).reason())
                .containsExactly(
                        "journal.jsonl, line 8: unknown status `HALF_DONE`",
                        "journal.jsonl, line 7: not a JSON object",
                        "journal.jsonl, line 6: unknown kind of line `checkpoint`",
                        "journal.jsonl, line 5: written in format 2 by a newer Tenantdesk; this one reads format 1",
                        "journal.jsonl, line 4: no `key`",
                        "journal.jsonl, line 3: unknown operation `RENAME`");
        assertThat(((JournalLine.Entry) lines.get(7)).entry()).satisfies(e -> {
            assertThat(e.id()).isEqualTo(older);
            assertThat(e.status())
                    .as("its own outcome, not the unreadable one")
                    .isEqualTo(WriteOutcome.Status.SUCCEEDED);
        });
    }

    @Test
    void anOutcomeSettledLaterIsReadInPlaceOfTheFirstAndEarlierVersionsReadStatusesTheyKnow(@TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("journal.jsonl");
        ChangeJournal journal = new ChangeJournal(file);
        Update update = rename(workspace("ws-1", "Northwind"), "Southwind");
        WriteRecord begun = record(update);
        journal.begin(begun);
        journal.complete(begun.completed(
                new WriteOutcome(WriteOutcome.Status.NOT_APPLIED_SO_FAR, AT.plusSeconds(30), null, "so far")));
        assertThat(journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.NOT_APPLIED_SO_FAR));

        journal.settle(begun.completed(
                new WriteOutcome(WriteOutcome.Status.APPLIED_LATE, AT.plusSeconds(90), update.after(), "late")));

        assertThat(journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.APPLIED_LATE);
            assertThat(e.applied()).isTrue();
            assertThat(e.after()).contains(update.after());
            assertThat(e.outcome().at()).isEqualTo(AT.plusSeconds(90));
        });
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1))
                .as("read by earlier versions as unknown")
                .contains("\"status\":\"UNKNOWN\"", "\"outcome\":\"NOT_APPLIED_SO_FAR\"");
        assertThat(lines.get(2))
                .as("read by earlier versions as applied after a check")
                .contains("\"status\":\"APPLIED_AFTER_CHECK\"", "\"outcome\":\"APPLIED_LATE\"");

        Files.writeString(
                file,
                lines.get(2).replace("APPLIED_LATE", "APPLIED_BY_A_NEWER_KIND") + "\n",
                StandardOpenOption.APPEND);
        assertThat(journal.entries())
                .as("a status of a newer version reads as the one it names for earlier versions")
                .singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.APPLIED_AFTER_CHECK));
    }

    @Test
    void fullFilesAreRotatedAndEveryEntryIsStillFoundNewestFirstByItemAndByTenant(@TempDir Path dir) {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"), new DiskOutput(), 4_000);
        List<String> ids = new ArrayList<>();
        WriteRecord unfinished = null;
        for (int i = 0; i < 30; i++) {
            Item item = workspace("ws-" + i, "Name " + i);
            WriteRecord begun = record(rename(item, "Renamed " + i), "tenant-" + (i % 3));
            journal.begin(begun);
            if (unfinished != null) {
                journal.complete(unfinished.completed(APPLIED));
            }
            unfinished = begun;
            ids.add(0, begun.id());
        }
        journal.complete(unfinished.completed(APPLIED));

        assertThat(dir.resolve("journal.1.jsonl")).exists();
        assertThat(dir.resolve("journal.5.jsonl")).exists();
        List<WriteRecord> listed = new ArrayList<>();
        Optional<JournalPage.Cursor> next = Optional.empty();
        Set<Integer> pageSizes = new HashSet<>();
        do {
            JournalPage page = journal.page(JournalQuery.all(), next, 7, new CancelToken());
            pageSizes.add(page.lines().size());
            listed.addAll(page.entries());
            next = page.next();
        } while (next.isPresent());
        assertThat(listed).extracting(WriteRecord::id).containsExactlyElementsOf(ids);
        assertThat(listed)
                .as("each outcome found, whichever file it went to")
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
        assertThat(pageSizes).contains(7);

        assertThat(journal.page(
                                new JournalQuery("TENANT-2", "", "", e -> Optional.empty()),
                                Optional.empty(),
                                100,
                                new CancelToken())
                        .entries())
                .hasSize(10)
                .allSatisfy(e -> {
                    assertThat(e.write().tenant()).isEqualTo("tenant-2");
                    assertThat(e.status())
                            .as("its outcome found past the lines the search passed over")
                            .isEqualTo(WriteOutcome.Status.SUCCEEDED);
                });
        assertThat(journal.page(
                                new JournalQuery("", "Workspace", "ws-7", e -> Optional.empty()),
                                Optional.empty(),
                                100,
                                new CancelToken())
                        .entries())
                .singleElement()
                .satisfies(e -> assertThat(e.describeKey()).contains("ws-7"));
        assertThat(journal.page(
                                new JournalQuery("", "User", "", e -> Optional.empty()),
                                Optional.empty(),
                                100,
                                new CancelToken())
                        .lines())
                .isEmpty();
    }

    @Test
    void theNewestLinesOfAFileAreReadBackwardsInBlocksWhateverTheirLength(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("lines.txt");
        String longLine = "x".repeat(BackwardLines.BLOCK * 2 + 17);
        Files.writeString(file, "first\n\n" + longLine + "\nlast-without-newline", StandardCharsets.UTF_8);

        List<String> read = new ArrayList<>();
        List<Long> starts = new ArrayList<>();
        try (BackwardLines lines = BackwardLines.fromEnd(file)) {
            for (BackwardLines.Line line = lines.previous(); line != null; line = lines.previous()) {
                read.add(line.text());
                starts.add(line.start());
            }
        }
        try (BackwardLines lines = BackwardLines.before(file, starts.get(1))) {
            assertThat(lines.previous().text()).isEqualTo("first");
            assertThat(lines.lineNumber(starts.get(0), 0, 1)).isEqualTo(4);
        }

        assertThat(read).containsExactly("last-without-newline", longLine, "first");
    }

    private static List<JournalLine> page(ChangeJournal journal, JournalQuery query, int limit) {
        return journal.page(query, Optional.empty(), limit, new CancelToken()).lines();
    }
}
