package io.tenantdesk.ui.tenant;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemChange;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.TenantOverview;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.DisplayNames;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.rows.RowTexts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One tenant at a glance: its own attributes, and by role its users, licenses, sessions and credit, each a list
 * whose rows open in their own tabs. Loaded in the background with as few reads as the design allows.
 */
public final class TenantOverviewViewModel {

    /** One labelled value of the tenant's own item, and why it is shown as stored (null when it is not). */
    public record Field(String label, String value, String problem) {}

    /**
     * The tenant's items of one entity.
     *
     * @param problem why the entity's items could not be read (the rows shown are those read before), or null
     */
    public record Section(
            EntityDef entity,
            String title,
            List<String> columns,
            List<EntityRow> rows,
            List<List<String>> cells,
            String problem) {}

    private static final int COLUMNS = 6;

    private final ConsoleContext ctx;
    private final String tenantId;
    private final RowTexts texts;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(this, "heading", "");
    private final ReadOnlyStringWrapper notes = new ReadOnlyStringWrapper(this, "notes", "");
    private final ReadOnlyObjectWrapper<EntityRow> tenant = new ReadOnlyObjectWrapper<>(this, "tenant");
    private final ObservableList<Field> fields = FXCollections.observableArrayList();
    private final ObservableList<Field> fieldsView = FXCollections.unmodifiableObservableList(fields);
    private final ObservableList<Section> sections = FXCollections.observableArrayList();
    private final ObservableList<Section> sectionsView = FXCollections.unmodifiableObservableList(sections);
    private final Runnable stopChanges;

    public TenantOverviewViewModel(ConsoleContext ctx, String tenantId) {
        this.ctx = ctx;
        this.tenantId = tenantId;
        this.texts = new RowTexts(ctx.text());
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        title.set("Tenant " + tenantId);
        heading.set(tenantId);
        this.stopChanges = ctx.changes().subscribe(this::itemChanged);
    }

    // Properties

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** What could not be shown and why (entities without a per-tenant query, stray items). */
    public ReadOnlyStringProperty notesProperty() {
        return notes.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<EntityRow> tenantProperty() {
        return tenant.getReadOnlyProperty();
    }

    public ObservableList<Field> fields() {
        return fieldsView;
    }

    /** Sections by role (users, licenses, sessions, credit), then the tenant's other entities. */
    public ObservableList<Section> sections() {
        return sectionsView;
    }

    public LoadProgress progress() {
        return progress;
    }

    public String tenantId() {
        return tenantId;
    }

    // Commands

    public void load() {
        loader.run(
                "Reading everything stored under tenant " + tenantId,
                cancel -> ctx.store().tenant(tenantId, cancel),
                this::show,
                notes::set);
    }

    public void open(EntityRow row) {
        ctx.workspace().openItem(row);
    }

    /** Opens the section's entity as a full list scoped to this tenant. */
    public void openList(Section section) {
        ctx.workspace().openList(section.entity(), Scope.tenant(tenantId));
    }

    public void openTenantItem() {
        if (tenant.get() != null) {
            ctx.workspace().openItem(tenant.get());
        }
    }

    private void show(TenantOverview overview, java.time.Duration took) {
        PlatformDescriptor platform = ctx.store().platform();
        showTenant(overview.tenant());
        List<Section> made = new ArrayList<>();
        List<EntityDef> entities = new ArrayList<>(platform.entities());
        entities.sort(Comparator.comparingInt(TenantOverviewViewModel::roleOrder));
        long rows = 0;
        for (EntityDef entity : entities) {
            List<EntityRow> found = overview.rows(entity.name());
            String problem = overview.failure(entity.name()).orElse(null);
            if (found.isEmpty() && problem == null) {
                continue;
            }
            rows += found.size();
            made.add(section(entity, found, problem));
        }
        sections.setAll(made);
        List<String> remarks = new ArrayList<>();
        if (overview.tenant() == null) {
            remarks.add("No tenant item with this id was found.");
        }
        if (!overview.strays().isEmpty()) {
            remarks.add(overview.strays().size()
                    + " item(s) in the tenant's partitions match no entity; see Unclassified items.");
        }
        overview.noneBecause().values().forEach(why -> remarks.add(why + "."));
        if (!overview.notListed().isEmpty()) {
            remarks.add("Not shown (the design has no per-tenant query for them): "
                    + overview.notListed().stream()
                            .map(name -> DisplayNames.entity(platform, name))
                            .collect(Collectors.joining(", "))
                    + ".");
        }
        notes.set(String.join(" ", remarks));
        progress.finished(rows, overview.reads().size(), took, String.join("; ", overview.reads()));
    }

    private void showTenant(EntityRow row) {
        tenant.set(row);
        fields.clear();
        ctx.store().platform().tenantEntity().ifPresent(t -> {
            if (row != null) {
                for (String field : t.fieldNames()) {
                    ValueText.Cell cell = texts.cell(t, row, field);
                    fields.add(new Field(
                            t.attribute(field).map(a -> a.displayLabel()).orElse(field),
                            cell.text(),
                            RowTexts.shownAsStored(row, field, cell).orElse(null)));
                }
                t.labelAttribute().flatMap(row::text).ifPresent(label -> heading.set(label + "  ·  " + tenantId));
            }
        });
    }

    private Section section(EntityDef entity, List<EntityRow> rows, String problem) {
        List<String> columns = entity.fieldNames().stream()
                .limit(COLUMNS)
                .map(f -> entity.attribute(f).map(a -> a.displayLabel()).orElse(f))
                .toList();
        List<List<String>> cells =
                rows.stream().map(r -> texts.fields(entity, r, COLUMNS)).toList();
        return new Section(entity, sectionTitle(entity, rows.size()), columns, rows, cells, problem);
    }

    /** A write changed an item: the tenant's own item, or the rows that show it, show it as the write left it. */
    private void itemChanged(ItemChange change) {
        if (tenant.get() != null && change.isAbout(tenant.get())) {
            showTenant(change.now().orElse(null));
        }
        for (int i = 0; i < sections.size(); i++) {
            Section section = sections.get(i);
            if (section.rows().stream().noneMatch(change::isAbout)) {
                continue;
            }
            List<EntityRow> rows = new ArrayList<>();
            for (EntityRow row : section.rows()) {
                if (change.isAbout(row)) {
                    change.now().ifPresent(rows::add);
                } else {
                    rows.add(row);
                }
            }
            sections.set(i, section(section.entity(), rows, section.problem()));
        }
    }

    /** Stops following writes (the tab closed). */
    public void dispose() {
        stopChanges.run();
    }

    private static String sectionTitle(EntityDef entity, int count) {
        String role = entity.roles().stream()
                .filter(r -> r != Role.TENANT)
                .map(Role::label)
                .findFirst()
                .orElse(null);
        return (role == null || role.equals(EntityNames.plural(entity))
                        ? EntityNames.plural(entity)
                        : role + " · " + EntityNames.plural(entity))
                + " (" + count + ")";
    }

    private static int roleOrder(EntityDef entity) {
        for (Role role : List.of(Role.USER, Role.LICENSE, Role.SESSION, Role.CREDIT)) {
            if (entity.hasRole(role)) {
                return role.ordinal();
            }
        }
        return Role.values().length;
    }
}
