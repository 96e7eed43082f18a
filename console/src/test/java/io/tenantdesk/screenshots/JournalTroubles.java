package io.tenantdesk.screenshots;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.MoveStep;
import io.tenantdesk.ui.context.ConsoleContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Map;

/**
 * What the journal view shows when things went wrong: a move that stopped after its create (the console ended
 * before the delete), and a line torn by a full disk.
 */
final class JournalTroubles {

    private JournalTroubles() {}

    /** Records a move of {@code row} to a new id that got as far as its create, then a torn line. */
    static void make(ConsoleContext ctx, EntityDef entity, EntityRow row, String idField) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, row);
        fields.put(idField, Value.str(row.text(idField).orElseThrow() + "-moved"));
        Move move = ctx.store().planMove(row, fields);
        WriteRecord planned = WriteRecord.planned(
                move,
                new WriteRecord.Provenance(
                        Instant.now(),
                        "local",
                        ctx.store().platform().id(),
                        "Local demo",
                        "us-east-1",
                        "workspace id typed wrong, ticket 4412"),
                new WriteRecord.Request(entity.table().name(), "new key: attribute_not_exists(pk)", null));
        ctx.journal().begin(planned);
        ctx.store()
                .connection()
                .client()
                .putItem(b -> b.tableName(ctx.store()
                                .connection()
                                .tables()
                                .physical(entity.table().name()))
                        .item(ItemConverter.toAttributes(move.after()))
                        .conditionExpression("attribute_not_exists(pk)"));
        ctx.journal()
                .step(
                        planned,
                        new WriteRecord.Step(
                                MoveStep.CREATED.about(move.to().describe()),
                                WriteOutcome.Status.SUCCEEDED,
                                Instant.now(),
                                null));
        try {
            Files.writeString(
                    Path.of(ctx.journal().location()),
                    "{\"kind\":\"end\",\"id\":\"" + planned.id() + "\",\"at\":\"20",
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
