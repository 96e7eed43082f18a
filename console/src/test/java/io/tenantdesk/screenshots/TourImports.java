package io.tenantdesk.screenshots;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.export.CorrectionReader;
import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.MenuButton;
import javafx.stage.Stage;

/** The tour's files of corrections, planned as imports against the demo's items as they are. */
final class TourImports {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final MainWindowViewModel vm;
    private final Path scratch;

    TourImports(MainWindowViewModel vm, Path scratch) {
        this.vm = vm;
        this.scratch = scratch;
    }

    private EntityStore store() {
        return vm.contextProperty().get().store();
    }

    /**
     * Six licences exported as JSON lines and edited: seats changed on one, a status no enum allows on another, and a
     * new licence added.
     */
    ImportPlan licences() {
        EntityDef license = store().platform().entity("License").orElseThrow();
        Path file = scratch.resolve("licenses.jsonl");
        try {
            try (OutputStream out = Files.newOutputStream(file);
                    RowExporter exporter = RowExporter.open(ExportFormat.JSONL, license, out)) {
                List<EntityRow> rows = new ArrayList<>();
                store().list(license, Scope.all(), 200, p -> rows.addAll(p.rows()), new CancelToken());
                rows.stream().filter(EntityRow::valid).limit(6).forEach(exporter::write);
            }
            List<String> lines = new ArrayList<>(Files.readAllLines(file));
            lines.set(
                    1,
                    ((ObjectNode) JSON.readTree(lines.get(1))).put("seats", 40).toString());
            lines.set(
                    3,
                    ((ObjectNode) JSON.readTree(lines.get(3)))
                            .put("status", "paused")
                            .toString());
            lines.add(((ObjectNode) JSON.readTree(lines.get(0)))
                    .put("license_id", "lic-2026-0042")
                    .put("seats", 5)
                    .toString());
            Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (CorrectionReader reader = CorrectionReader.open(file, license)) {
            return store().imports(license).plan("licenses.jsonl", reader, () -> {}, new CancelToken());
        }
    }

    /**
     * Typed DynamoDB JSON lines for app_data's unclassified items, as the raw editor copies them: every account
     * whose name is stored as a number given it as text, and an item no entity recognises given a note.
     */
    ImportPlan unclassifiedFixes() {
        List<EntityRow> found = new ArrayList<>();
        store().unclassified("app_data", 200, p -> found.addAll(p.rows()), new CancelToken());
        List<String> lines = new ArrayList<>();
        for (EntityRow row : found) {
            Optional<Value> name = row.item().get("name");
            if (row.entity().map(e -> e.name().equals("Account")).orElse(false)
                    && name.isPresent()
                    && name.get() instanceof Value.Num number) {
                lines.add(line(row.item().toBuilder()
                        .put("name", Value.str("Account " + number.value()))
                        .build()));
            }
        }
        found.stream()
                .filter(r -> r.entity().isEmpty())
                .findFirst()
                .ifPresent(r -> lines.add(line(
                        r.item().toBuilder().put("note", Value.str("checked")).build())));
        Path file = scratch.resolve("fixes.jsonl");
        try {
            Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (CorrectionReader reader = CorrectionReader.openTyped(file)) {
            return store().imports(store().platform().table("app_data").orElseThrow())
                    .plan("fixes.jsonl", reader, () -> {}, new CancelToken());
        }
    }

    private static String line(Item item) {
        try {
            return JSON.readTree(DynamoJson.write(item, Set.of())).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Export menu of the view showing in the window (every other tab's is hidden). */
    Optional<MenuButton> exportMenu(Stage stage) {
        return stage.getScene().getRoot().lookupAll("#exportButton").stream()
                .filter(n -> n instanceof MenuButton && shown(n))
                .map(n -> (MenuButton) n)
                .findFirst();
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }
}
