package io.tenantdesk.ui.journal;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.approvals.ProposalHistory;
import java.util.Optional;

/**
 * One item's history: what the journal view lists when opened from an item's form or list row. The item is named
 * as the record names it: platform, logical table and key in words, a secret in the key masked as the record masks
 * it.
 */
record ItemHistory(String platform, String table, String key, String title) {

    static ItemHistory of(ChangeRecord record, String platform, EntityRow row) {
        var table = row.entity()
                .map(e -> e.table())
                .orElseThrow(
                        () -> new IllegalArgumentException("only an item an entity recognises has a history here"));
        PrimaryKey key = PrimaryKey.of(table, row.item());
        var secrets = SecretMask.secretsOf(row.entity().get());
        boolean secretKey = secrets.stream().anyMatch(key.asItem().attributes()::containsKey);
        PrimaryKey recorded = secretKey
                ? PrimaryKey.fromAttributes(
                        record.secrets().mask(key.asItem(), secrets).attributes())
                : key;
        return new ItemHistory(
                platform,
                row.table(),
                recorded.describe(),
                "History: " + row.entity().get().name() + " " + (secretKey ? "(its key is secret)" : key.describe()));
    }

    JournalPage page(
            ChangeRecord record,
            JournalQuery query,
            Optional<JournalPage.Cursor> after,
            int limit,
            CancelToken cancel) {
        return ProposalHistory.merge(
                record,
                platform,
                table,
                key,
                record.history(platform, table, key, query, after, limit, cancel),
                after.isEmpty());
    }
}
