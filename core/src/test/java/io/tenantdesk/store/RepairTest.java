package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Repairing the demo's broken items of the five platforms on dynalite: what has a fix is fixed, the rest is left. */
@ExtendWith(DynaliteExtension.class)
class RepairTest {

    private static final Set<Rule> INDEX_KEYS = EnumSet.of(Rule.KEY_DRIFT, Rule.KEY_MISSING);

    static Stream<String> platforms() {
        return Stream.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
    }

    private record Demo(DemoDataset data, EntityStore store, ChangeJournal journal) {}

    private static Demo demo(LocalDynamo dynamo, String platformId, Path dir, boolean readOnly) {
        TableNameMapping mapping = dynamo.freshMapping();
        return demo(dynamo, dynamo.loadDemo(Platforms.get(platformId), mapping), mapping, dir, readOnly);
    }

    /** A read-only store on the run's shared demo data, which the tests' client refuses to write to. */
    private static Demo sharedReadOnly(LocalDynamo dynamo, String platformId, Path dir) {
        SharedDemo shared = dynamo.sharedDemo();
        return demo(dynamo, shared.data(platformId), shared.mapping(), dir, true);
    }

    private static Demo demo(
            LocalDynamo dynamo, DemoDataset data, TableNameMapping mapping, Path dir, boolean readOnly) {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, readOnly),
                data.platform(),
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        return new Demo(data, store, journal);
    }

    /** A free-text attribute stored as a number: the number's text is exactly the string it should have been. */
    private static boolean exactlyConvertible(EntityDef entity, MalformedItem m) {
        AttributeSpec spec = entity.attribute(m.attribute()).orElseThrow();
        boolean freeText = spec.type() == AttributeType.STRING || spec.type() == AttributeType.SECRET;
        return freeText && spec.pattern() == null && m.item().get(m.attribute()).orElseThrow() instanceof Value.Num;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void everyDemoProblemWithAFixIsRepairedAndTheRestIsLeftForAPerson(
            String platformId, LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, platformId, dir, false);
        List<String> repairedKinds = new ArrayList<>();

        for (MalformedItem m : demo.data().malformed()) {
            if (m.unrecognised()) {
                continue;
            }
            EntityRow row = demo.store().rowOf(m.table(), m.item());
            EntityDef entity = row.entity().orElseThrow();
            RepairPlan plan = demo.store().planRepair(row);
            boolean stamp = m.rule() == Rule.MISSING_REQUIRED
                    && entity.attributesSetByWrites().contains(m.attribute());
            boolean fixable = INDEX_KEYS.contains(m.rule())
                    || stamp
                    || m.rule() == Rule.WRONG_TYPE && exactlyConvertible(entity, m);
            if (!fixable) {
                assertThat(plan.writeIfAny())
                        .as("%s %s %s", m.entity(), m.rule(), m.attribute())
                        .isEmpty();
                assertThat(plan.firstManualAttribute()).contains(m.attribute());
                continue;
            }
            Update repair = plan.writeIfAny()
                    .orElseThrow(
                            () -> new AssertionError(m.entity() + " " + m.rule() + ": no repair, " + plan.manual()));
            assertThat(plan.repairs()).extracting(r -> r.problem().rule()).containsExactly(m.rule());
            assertThat(repair.changes())
                    .extracting(c -> c.attribute())
                    .contains(m.attribute())
                    .allSatisfy(a -> assertThat(a.equals(m.attribute())
                                    || entity.attributesSetByWrites().contains(a)
                                    || entity.indexKeyTemplates().containsKey(a))
                            .as(a)
                            .isTrue());

            demo.store().apply(repair, "repair " + m.rule().code());

            EntityRow now = demo.store().reload(row).orElseThrow();
            assertThat(now.valid()).as(now.classification().summary()).isTrue();
            assertThat(now.item()).isEqualTo(repair.after());
            assertThat(PrimaryKey.of(entity.table(), now.item())).isEqualTo(PrimaryKey.of(entity.table(), m.item()));
            repairedKinds.add(m.rule().code());
        }

        boolean hasIndexKeys = demo.data().malformed().stream().anyMatch(m -> INDEX_KEYS.contains(m.rule()));
        assertThat(repairedKinds).contains("wrong-type");
        if (hasIndexKeys) {
            assertThat(repairedKinds).contains("key-drift", "key-missing");
        }
        assertThat(demo.journal().entries())
                .hasSize(repairedKinds.size())
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED))
                .allSatisfy(e -> assertThat(e.operation()).isEqualTo("UPDATE"));
    }

    @Test
    void aDriftedKeyUsingTheUpdatedStampIsRenderedWithTheStampTheRepairWrites(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, "lon12", dir, false);
        MalformedItem drifted = demo.data().malformed().stream()
                .filter(m -> m.rule() == Rule.KEY_DRIFT)
                .findFirst()
                .orElseThrow();
        RepairPlan plan = demo.store().planRepair(demo.store().rowOf(drifted.table(), drifted.item()));

        Item after = plan.writeIfAny().orElseThrow().after();

        assertThat(after.scalarText("GSI2SK"))
                .contains(after.scalarText("status").orElseThrow() + "#"
                        + after.scalarText("updatedAt").orElseThrow());
        assertThat(plan.repairs().get(0).fix())
                .contains("rendered again")
                .contains(after.scalarText("GSI2SK").orElseThrow());
    }

    @Test
    void aMissingCreatedStampIsFilledFromTheUpdatedOne(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, "helpmaton", dir, false);
        Item good = demo.data().itemsByTable().get("workspace").stream()
                .filter(i -> demo.store().rowOf("workspace", i).valid())
                .findFirst()
                .orElseThrow();
        Item unstamped = good.toBuilder().remove("createdAt").build();
        EntityRow broken = demo.store().rowOf("workspace", unstamped);
        assertThat(broken.classification().violations())
                .extracting(Violation::rule)
                .containsExactly(Rule.MISSING_REQUIRED);

        RepairPlan plan = demo.store().planRepair(broken);

        Item after = plan.writeIfAny().orElseThrow().after();
        assertThat(after.get("createdAt")).isEqualTo(good.get("updatedAt"));
        assertThat(plan.repairs())
                .singleElement()
                .satisfies(r -> assertThat(r.fix()).startsWith("`createdAt` set by the write"));
    }

    @Test
    void aRepairRevertsToTheBrokenItemItFixed(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, "app_data", dir, false);
        MalformedItem drifted = demo.data().malformed().stream()
                .filter(m -> m.rule() == Rule.KEY_DRIFT)
                .findFirst()
                .orElseThrow();
        EntityRow row = demo.store().rowOf(drifted.table(), drifted.item());
        demo.store().apply(demo.store().planRepair(row).writeIfAny().orElseThrow(), "repair key-drift");

        new io.tenantdesk.journal.Reverter(demo.store(), demo.journal())
                .revert(demo.journal().entries().get(0), "the drift was on purpose");

        Item now = demo.store().reload(row).orElseThrow().item();
        assertThat(now.get(drifted.attribute())).isEqualTo(drifted.item().get(drifted.attribute()));
        assertThat(demo.journal().entries())
                .extracting(WriteRecord::operation)
                .containsExactly("REVERT_UPDATE", "UPDATE");
    }

    @Test
    void aReadOnlyConnectionRefusesARepair(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = sharedReadOnly(dynamo, "app_data", dir);
        MalformedItem drifted = demo.data().malformed().stream()
                .filter(m -> m.rule() == Rule.KEY_DRIFT)
                .findFirst()
                .orElseThrow();
        EntityRow row = demo.store().rowOf(drifted.table(), drifted.item());
        Update repair = demo.store().planRepair(row).writeIfAny().orElseThrow();

        assertThatThrownBy(() -> demo.store().apply(repair, "x"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.READ_ONLY));

        assertThat(demo.store().reload(row).orElseThrow().item()).isEqualTo(drifted.item());
        assertThat(demo.journal().entries()).isEmpty();
    }

    @Test
    void anUnrecognisedItemHasNoRepairAndSaysWhy(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, "t3nets", dir, false);
        MalformedItem unknown = demo.data().malformed().stream()
                .filter(MalformedItem::unrecognised)
                .findFirst()
                .orElseThrow();

        RepairPlan plan = demo.store().planRepair(demo.store().rowOf(unknown.table(), unknown.item()));

        assertThat(plan.writeIfAny()).isEmpty();
        assertThat(plan.manual())
                .singleElement()
                .satisfies(v -> assertThat(v.message()).startsWith("not recognised"));
    }
}
