package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Items edited as a whole, every attribute typed: recognised or not, with the same safety as every write. */
@ExtendWith(DynaliteExtension.class)
class RawEditTest {

    private static final PlatformDescriptor APP_DATA = Platforms.get("app_data");

    private final Item good = TestData.license("acme", "l-1", "active", "2027-01-31", "pro");
    private final Item legacy = good.toBuilder().putString("PK", "LEGACY#acme").build();
    private EntityStore store;
    private ChangeJournal journal;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        TableNameMapping mapping = dynamo.freshMapping();
        TestData.load(dynamo.client(), TestData.licensesOnly(APP_DATA, List.of(legacy)), mapping);
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                APP_DATA,
                journal,
                Clock.systemUTC(),
                "support@example.com");
    }

    private EntityRow loaded(Item item) {
        return store.reload(store.rowOf("app_data", item)).orElseThrow();
    }

    @Test
    void anUnrecognisedItemGivenARecognisedKeyIsMovedThereAndTheMoveRevertsAsOne() {
        EntityRow row = loaded(legacy);
        assertThat(row.entity()).isEmpty();
        assertThat(store.closestEntity("app_data", legacy)).map(EntityDef::name).contains("License");

        ItemWrite plan = store.planRawEdit(row, good);

        assertThat(plan).isInstanceOf(Move.class);
        assertThat(plan.violations()).isEmpty();
        assertThat(plan.entity().name()).isEqualTo("License");
        EntityRow moved = store.apply(plan, "legacy key fixed by hand").item().orElseThrow();
        assertThat(moved.valid()).isTrue();
        assertThat(store.reload(row)).isEmpty();
        assertThat(store.reload(moved)).isPresent();

        WriteRecord entry = journal.entries().get(0);
        assertThat(entry.operation()).isEqualTo("MOVE");
        new Reverter(store, journal).revert(entry, "undo the key fix");

        assertThat(store.reload(moved)).isEmpty();
        Item back = store.reload(row).orElseThrow().item();
        assertThat(back.toBuilder().remove("updated_at").remove("updated_by").build())
                .as("as it was, stamped by the revert like every revert")
                .isEqualTo(legacy);
        assertThat(back.scalarText("updated_by")).contains("support@example.com");
    }

    @Test
    void anEditThatLeavesTheItemUnrecognisedIsNeverSent() {
        EntityRow row = loaded(legacy);
        Item edited = legacy.toBuilder().putString("product", "enterprise").build();

        ItemWrite plan = store.planRawEdit(row, edited);

        assertThat(plan.valid()).isFalse();
        assertThat(plan.violations())
                .singleElement()
                .satisfies(
                        v -> assertThat(v.message())
                                .startsWith(
                                        "the keys would not be recognised: no entity of table `app_data` has keys like PK `LEGACY#acme`"));
        assertThatThrownBy(() -> store.apply(plan, "x"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.VALIDATION));
        assertThat(store.reload(row).orElseThrow().item()).isEqualTo(legacy);
        assertThat(journal.entries()).isEmpty();
    }

    @Test
    void anUnrecognisedItemIsDeletedAsLoadedAndTheDeleteReverts() {
        EntityRow row = loaded(legacy);

        store.apply(store.planDelete(row), "junk");

        assertThat(store.reload(row)).isEmpty();
        WriteRecord entry = journal.entries().get(0);
        assertThat(entry.write().entity()).isEqualTo(EntityDef.UNRECOGNISED);
        new Reverter(store, journal).revert(entry, "it was not junk");
        assertThat(store.reload(row).orElseThrow().item()).isEqualTo(legacy);
    }

    @Test
    void aRecognisedItemEditedInPlaceIsAnUpdateCheckedAgainstItsEntity() {
        EntityRow moved = store.apply(store.planRawEdit(loaded(legacy), good), "fix")
                .item()
                .orElseThrow();

        ItemWrite badEnum = store.planRawEdit(
                moved, moved.item().toBuilder().putString("status", "paused").build());
        assertThat(badEnum).isInstanceOf(Update.class);
        assertThat(badEnum.violations()).extracting(v -> v.attribute()).contains("status");

        Item edited = moved.item().toBuilder().putString("status", "expired").build();
        ItemWrite plan = store.planRawEdit(moved, edited);
        assertThat(plan.violations()).extracting(v -> v.rule().code()).containsExactly("key-drift");

        Item consistent =
                edited.toBuilder().putString("GSI3PK", "LICENSE#STATUS#expired").build();
        EntityRow saved = store.apply(store.planRawEdit(moved, consistent), "expired by hand")
                .item()
                .orElseThrow();
        assertThat(saved.valid()).isTrue();
        assertThat(saved.item().scalarText("status")).contains("expired");
    }

    @Test
    void anItemWithoutItsKeyAttributesSaysWhichItNeeds() {
        ItemWrite plan =
                store.planRawEdit(loaded(legacy), good.toBuilder().remove("SK").build());

        assertThat(plan.violations())
                .singleElement()
                .satisfies(
                        v -> assertThat(v.message()).isEqualTo("the item needs its key attributes PK (S) and SK (S)"));
    }
}
