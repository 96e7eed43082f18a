package io.tenantdesk.ui.rows;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.ConsoleFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** An export is a background task: a large one says how far it got before it says where the rows went. */
@ExtendWith(DynaliteExtension.class)
class RowExportTest {

    @Test
    void aLargeExportTellsHowFarItGotThenWhereItWrote(LocalDynamo dynamo, @TempDir Path dir) throws IOException {
        ConsoleFixture f = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir);
        EntityDef license = f.platform.entity("License").orElseThrow();
        String table = license.table().name();
        EntityRow first = f.data.itemsByTable().get(table).stream()
                .map(item -> f.store.rowOf(table, item))
                .filter(row -> row.entity().map(license::equals).orElse(false))
                .findFirst()
                .orElseThrow();
        List<EntityRow> rows = Collections.nCopies(25_000, first);
        Path file = dir.resolve("copies.csv");
        f.dialogs.answer(file);
        List<String> told = new ArrayList<>();

        boolean started =
                new RowExport(f.context).export(license, rows, "copies", ExportFormat.CSV, "copies", told::add);

        assertThat(started).isTrue();
        assertThat(told)
                .containsExactly(
                        "Exporting… 10,000 of 25,000 copies",
                        "Exporting… 20,000 of 25,000 copies",
                        "Exported 25,000 copies to " + file);
        assertThat(Files.readAllLines(file)).hasSize(1 + rows.size());
    }
}
