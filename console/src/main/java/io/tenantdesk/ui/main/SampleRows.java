package io.tenantdesk.ui.main;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.SampleItems;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import io.tenantdesk.store.PageListener;
import io.tenantdesk.ui.entitylist.ListSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A screenful of made-up items of one entity for the warm-up once connected, made in memory as the demo makes its
 * items ({@link SampleItems}) and classified as a read's items are. Reads and writes nothing.
 */
final class SampleRows implements ListSource {

    static final int ROWS = 40;
    private static final long SEED = 17;

    private final PlatformDescriptor platform;
    private final EntityDef entity;
    private final Instant now;

    SampleRows(PlatformDescriptor platform, EntityDef entity, Instant now) {
        this.platform = platform;
        this.entity = entity;
        this.now = now;
    }

    @Override
    public String description() {
        return ROWS + " sample items of " + entity.name();
    }

    @Override
    public String cliCommand() {
        return "";
    }

    @Override
    public LoadSummary read(Integer pageSize, PageListener listener, CancelToken cancel) {
        ItemClassifier classifier = new ItemClassifier(platform);
        String table = entity.table().name();
        List<EntityRow> rows = new ArrayList<>(ROWS);
        for (Item item : new SampleItems(platform, SEED, now).of(entity, ROWS)) {
            rows.add(new EntityRow(table, item, classifier.classify(table, item)));
        }
        listener.onPage(new Page(rows, 1, ROWS, ROWS, Duration.ZERO, 0, false));
        return new LoadSummary(ROWS, ROWS, 1, Duration.ZERO, 0, false, false, description());
    }
}
