package io.tenantdesk.generated;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.lint.EntityReport;
import io.tenantdesk.lint.LintProgress;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintRequest;
import io.tenantdesk.lint.Linter;
import io.tenantdesk.lint.TableReport;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ScanShare;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.TableScanner;
import io.tenantdesk.testing.DraftAgreement;
import io.tenantdesk.text.VisibleText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Lint, export, the unclassified view and the store classify every item of a generated platform alike; repair plans
 * every invalid item, and a descriptor drafted from the tables loads.
 */
public final class AgreementChecks {

    /** What the checks measured, for the long run's figures. */
    public record Figures(long items, long invalid, double draftAgreement) {}

    private final EntityStore store;
    private final PlatformDescriptor platform;
    private final GeneratedItems items;
    private final ObjectMapper json = new ObjectMapper();

    public AgreementChecks(EntityStore store, GeneratedItems items) {
        this.store = store;
        this.platform = store.platform();
        this.items = items;
    }

    /** Lint's counts per entity and table are the store's, over every item loaded. */
    public long lintAgrees() {
        ExecutorService scans = Executors.newFixedThreadPool(2, Daemons.named("generated-lint"));
        LintReport report;
        try {
            report = new Linter(new TableScanner(store.connection(), platform, scans), platform)
                    .lint(
                            new LintRequest(
                                    List.copyOf(platform.tables().keySet()),
                                    1,
                                    ScanShare.whole(),
                                    1,
                                    Instant.now(),
                                    false),
                            LintProgress.none(),
                            new CancelToken());
        } finally {
            scans.shutdownNow();
        }
        long invalid = 0;
        for (TableReport table : report.tables()) {
            List<Item> loaded = items.data().itemsByTable().getOrDefault(table.table(), List.of());
            Map<String, long[]> byEntity = new LinkedHashMap<>();
            long unrecognised = 0;
            for (Item item : loaded) {
                EntityRow row = store.rowOf(table.table(), item);
                if (row.entity().isEmpty()) {
                    unrecognised++;
                    continue;
                }
                long[] counts = byEntity.computeIfAbsent(row.entity().get().name(), k -> new long[2]);
                counts[0]++;
                counts[1] += row.valid() ? 0 : 1;
            }
            assertThat(table.items()).as("items lint read in %s", table.table()).isEqualTo(loaded.size());
            assertThat(table.unrecognised().count())
                    .as("unrecognised in %s", table.table())
                    .isEqualTo(unrecognised);
            for (EntityReport entity : table.entities()) {
                long[] counts = byEntity.getOrDefault(entity.entity(), new long[2]);
                assertThat(new long[] {entity.items(), entity.invalid()})
                        .as("lint's items and invalid items of %s", entity.entity())
                        .containsExactly(counts);
                invalid += entity.invalid();
            }
            invalid += unrecognised;
        }
        return invalid;
    }

    /** The unclassified view holds exactly the items the store finds invalid. */
    public List<EntityRow> unclassifiedAgrees() {
        List<EntityRow> all = new ArrayList<>();
        for (String table : platform.tables().keySet()) {
            List<EntityRow> rows = new ArrayList<>();
            store.unclassified(table, null, page -> rows.addAll(page.rows()), new CancelToken());
            long invalid = items.data().itemsByTable().getOrDefault(table, List.of()).stream()
                    .filter(i -> !store.rowOf(table, i).valid())
                    .count();
            assertThat(rows).as("unclassified items of %s", table).hasSize((int) invalid);
            assertThat(rows).allSatisfy(r -> assertThat(r.valid()).isFalse());
            all.addAll(rows);
        }
        return all;
    }

    /**
     * Each entity's export has a row per listed row, with problems exactly where the store sees them, and no secret
     * in a recognised row. (An item no entity recognises may quote a secret held in its raw keys: which part of a key
     * that no template matches is secret cannot be known.)
     */
    public void exportAgrees(Map<String, List<EntityRow>> lists) {
        lists.forEach((name, rows) -> {
            EntityDef entity = platform.entity(name).orElseThrow();
            for (ExportFormat format : List.of(ExportFormat.JSON, ExportFormat.CSV)) {
                String text = export(entity, rows, format);
                List<EntityRow> recognised =
                        rows.stream().filter(r -> r.entity().isPresent()).toList();
                assertThat(export(entity, recognised, format))
                        .as("%s's %s export of its recognised rows holds no secret", name, format)
                        .doesNotContain(ValueMaker.SECRET);
                if (format == ExportFormat.JSON) {
                    JsonNode exported = read(text);
                    assertThat(exported).hasSize(rows.size());
                    for (int i = 0; i < rows.size(); i++) {
                        EntityRow row = rows.get(i);
                        String problems =
                                exported.get(i).path(RowExporter.PROBLEMS).asText("");
                        String as = VisibleText.escape(row.item().toString());
                        if (row.valid()) {
                            assertThat(problems.replaceAll(
                                            "`[^`]*`(, `[^`]*`)* held text that is not valid Unicode"
                                                    + " \\(unpaired surrogates\\), exported with U\\+FFFD in their place",
                                            ""))
                                    .as("problems of the valid %s", as)
                                    .isEmpty();
                        } else {
                            assertThat(problems).as("problems of %s", as).isNotBlank();
                        }
                    }
                }
            }
        });
    }

    private static String export(EntityDef entity, List<EntityRow> rows, ExportFormat format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RowExporter exporter = RowExporter.open(format, entity, out)) {
            rows.forEach(exporter::write);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private JsonNode read(String text) {
        try {
            return json.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every invalid item gets a repair plan, or a refusal in words. */
    public void repairsPlan(List<EntityRow> invalid) {
        for (EntityRow row : invalid) {
            try {
                store.planRepair(row);
            } catch (StoreException e) {
                assertThat(e.getMessage()).isNotBlank();
            }
        }
    }

    /** A descriptor drafted from the live tables loads; its agreement with the generated one, as a share. */
    public double inferDrafts() {
        LiveDraft.Drafted draft = new LiveDraft(store.connection())
                .draft(
                        platform.id() + "-draft",
                        List.copyOf(platform.tables().keySet()),
                        1000,
                        1,
                        new CancelToken(),
                        progress -> {});
        Map<String, DraftAgreement.TableAgreement> tables = DraftAgreement.compare(
                platform, draft.descriptor(), items.data().itemsByTable());
        long all = tables.values().stream()
                .mapToLong(DraftAgreement.TableAgreement::items)
                .sum();
        long agreeing = tables.values().stream()
                .mapToLong(DraftAgreement.TableAgreement::agreeing)
                .sum();
        return all == 0 ? 1.0 : (double) agreeing / all;
    }
}
