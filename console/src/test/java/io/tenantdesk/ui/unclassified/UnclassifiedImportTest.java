package io.tenantdesk.ui.unclassified;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.ConsoleFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Import corrections from the unclassified items view, on dynalite (no JavaFX): typed DynamoDB JSON lines fix a broken
 * item through the same confirmation and batch as a list's import; an item no entity recognises is not written.
 */
@ExtendWith(DynaliteExtension.class)
class UnclassifiedImportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String line(Item item) throws Exception {
        return JSON.readTree(DynamoJson.write(item, Set.of())).toString();
    }

    /** An account found only because its name is stored as a number. */
    private static EntityRow nameAsNumber(UnclassifiedViewModel view) {
        return view.list().loadedRows().stream()
                .map(UnclassifiedRowViewModel::loaded)
                .filter(r -> r.entity().map(e -> e.name().equals("Account")).orElse(false))
                .filter(r ->
                        r.item().get("name").map(v -> v instanceof Value.Num).orElse(false))
                .filter(r -> r.classification().violations().stream()
                        .allMatch(v -> v.attribute().equals("name")))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void typedLinesImportedInTheViewFixABrokenItemAsOneBatchAndLeaveUnrecognisedOnesAlone(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        UnclassifiedViewModel view = new UnclassifiedViewModel(f.context, f.dialogs.bulk(), null);
        view.show("app_data");
        EntityRow broken = nameAsNumber(view);
        EntityRow unrecognised = view.list().loadedRows().stream()
                .map(UnclassifiedRowViewModel::loaded)
                .filter(r -> r.entity().isEmpty())
                .findFirst()
                .orElseThrow();
        Path file = dir.resolve("fixes.jsonl");
        Files.write(
                file,
                List.of(
                        line(broken.item().toBuilder()
                                .put("name", Value.str("Oakhurst Capital"))
                                .build()),
                        line(unrecognised.item().toBuilder()
                                .put("note", Value.str("still no entity"))
                                .build())),
                StandardCharsets.UTF_8);
        f.dialogs
                .answer(file)
                .answer("Ticket 52: account name stored as a number")
                .answer(false);

        assertThat(view.importDisabled().get()).isFalse();
        view.importCorrections();

        assertThat(f.dialogs.asked)
                .containsExactly(
                        "chooseOpenFile: Import corrections to app_data (DynamoDB JSON lines) [jsonl, json, gz]",
                        "confirmBatch: Import fixes.jsonl (1)",
                        "showBatchOutcome: Import fixes.jsonl (1 written)");
        assertThat(f.dialogs.bulk().batchesShown.get(0).counts())
                .isEqualTo("0 new, 1 updated, 0 unchanged, 1 rejected (1 unclassified)");
        EntityRow fixed = f.store.reload(broken).orElseThrow();
        assertThat(fixed.item().get("name")).contains(Value.str("Oakhurst Capital"));
        assertThat(fixed.valid()).isTrue();
        assertThat(f.store.reload(unrecognised).orElseThrow().item()).isEqualTo(unrecognised.item());
        assertThat(f.journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.write().batch()).isNotNull());
    }

    @Test
    void aReadOnlyConnectionOrEveryTableAtOnceOffersNoImport(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture readOnly = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir);
        UnclassifiedViewModel view = new UnclassifiedViewModel(readOnly.context, readOnly.dialogs.bulk(), null);
        assertThat(view.importDisabled().get()).isTrue();

        view.importCorrections();

        assertThat(readOnly.dialogs.errors).singleElement().asString().startsWith("Read-only connection");
        assertThat(readOnly.dialogs.asked).isEmpty();
        ConsoleFixture writable = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "t3nets", dir);
        UnclassifiedViewModel several = new UnclassifiedViewModel(writable.context, writable.dialogs.bulk(), null);
        assertThat(several.importTable()).isEmpty();
        assertThat(several.importText().get()).isEqualTo("Import corrections… (choose one table first)");
        several.tableProperty().set(several.tables().get(1));
        assertThat(several.importTable()).isPresent();
    }
}
