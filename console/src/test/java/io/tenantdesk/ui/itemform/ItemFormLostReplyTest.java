package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The form says what became of a save or delete whose reply was lost: applied, not applied, or unknown. */
@ExtendWith(DynaliteExtension.class)
class ItemFormLostReplyTest {

    private FaultProxy proxy;
    private DynamoDbClient client;
    private ConsoleFixture fixture;
    private EntityRow loaded;
    private String marker;
    private ItemFormViewModel form;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        proxy = FaultProxy.start(dynamo.endpoint());
        client = DynamoClients.local(proxy.endpoint(), List.of(dynamo.writeGuard()));
        fixture = ConsoleFixture.withOnly(dynamo, "app_data", dir, client, "License");
        loaded = FormData.firstValid(
                fixture, "License", r -> r.text("status").orElse("").equals("active"));
        marker = "\"" + loaded.item().scalarText("SK").orElseThrow() + "\"";
        form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), loaded);
        form.field("status").orElseThrow().textProperty().set("expired");
    }

    @AfterEach
    void tearDown() {
        client.close();
        proxy.close();
    }

    @Test
    void aSaveWhoseReplyWasLostAfterItWasAppliedIsShownAsSaved() {
        proxy.faultNextWrite(marker, Fault.ERROR_AFTER_APPLYING);
        fixture.dialogs.answer("customer cancelled");

        form.save();

        assertThat(fixture.dialogs.errors).isEmpty();
        assertThat(form.statusProperty().get())
                .startsWith("Saved at")
                .endsWith("(the reply was lost; reading the item back shows it applied)");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(proxy.seen(marker))
                .singleElement()
                .satisfies(s -> assertThat(s.applied()).isTrue());
        assertThat(fixture.journal.entries().get(0).status()).isEqualTo(WriteOutcome.Status.APPLIED_AFTER_CHECK);
    }

    @Test
    void aSaveThatHasNotArrivedSaysItIsNotAppliedSoFarAndKeepsTheEdits() {
        proxy.faultNextWrite(marker, Fault.DROP_BEFORE_SENDING);
        fixture.dialogs.answer("customer cancelled").answer(false);

        form.save();

        assertThat(fixture.dialogs.errors).isEmpty();
        assertThat(fixture.dialogs.confirmations)
                .singleElement()
                .asString()
                .startsWith("Not saved so far: the reply was lost: UpdateItem on app_data")
                .contains("the change is not applied so far, but a request delayed on its way could still arrive")
                .doesNotContain("Nothing was written")
                .endsWith("only one of them is applied.");
        assertThat(form.statusProperty().get()).startsWith("Not applied so far");
        assertThat(form.dirtyProperty().get()).isTrue();
        assertThat(form.field("status").orElseThrow().textProperty().get()).isEqualTo("expired");
        assertThat(fixture.store.reload(loaded).orElseThrow().text("status")).contains("active");
        assertThat(fixture.journal.entries().get(0).status()).isEqualTo(WriteOutcome.Status.NOT_APPLIED_SO_FAR);
    }

    @Test
    void tryingASaveNotAppliedSoFarAgainSendsTheSameRequestUnderTheSameEntry() {
        proxy.faultNextWrite(marker, Fault.DROP_BEFORE_SENDING);
        fixture.dialogs.answer("customer cancelled").answer(true);

        form.save();

        assertThat(form.statusProperty().get()).startsWith("Saved at");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(fixture.store.reload(loaded).orElseThrow().text("status")).contains("expired");
        assertThat(proxy.seen(marker))
                .extracting(FaultProxy.Seen::serverStatus)
                .as("dropped, then sent again and applied")
                .containsExactly(0, 200);
        assertThat(fixture.journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
            assertThat(e.steps()).extracting(WriteRecord.Step::what).containsExactly("sent again");
        });
    }

    @Test
    void aSaveWhoseOutcomeCannotBeToldShowsTheItemAsItIsNowBesideMine() {
        proxy.faultNextWrite(
                marker,
                Fault.DROP_BEFORE_SENDING,
                () -> FormData.changeBehindTheFormsBack(
                        fixture, loaded, "product", Value.str("Changed By A Colleague")));
        fixture.dialogs.answer("customer cancelled").answer(ConflictChoice.TAKE_THEIRS);

        form.save();

        assertThat(fixture.dialogs.asked)
                .containsExactly(
                        "confirmChange: Save " + form.titleProperty().get(),
                        "resolveUnknownOutcome: Saved or not? "
                                + form.titleProperty().get());
        assertThat(fixture.dialogs.errors)
                .singleElement()
                .asString()
                .contains(
                        "shows neither the change nor the item as it was, so whether the change was applied is unknown");
        assertThat(form.field("product").orElseThrow().textProperty().get()).isEqualTo("Changed By A Colleague");
        assertThat(fixture.journal.entries())
                .filteredOn(e -> e.provenance().reason().equals("customer cancelled"))
                .singleElement()
                .satisfies(e -> {
                    assertThat(e.status()).isEqualTo(WriteOutcome.Status.UNKNOWN);
                    assertThat(e.outcomeWords())
                            .isEqualTo("Outcome unknown (reply lost; the item read back does not tell)");
                });
    }

    @Test
    void aDeleteWhoseReplyWasLostAfterItWasAppliedIsShownAsDeletedAndCanBeRevertedFromTheJournal() {
        proxy.faultNextWrite(marker, Fault.DROP_AFTER_APPLYING);
        form.field("status").orElseThrow().textProperty().set("active");
        fixture.dialogs.answer("duplicate");

        form.delete();

        assertThat(fixture.dialogs.errors).isEmpty();
        assertThat(form.deletedProperty().get()).isTrue();
        assertThat(form.statusProperty().get())
                .endsWith("(the reply was lost; reading the item back shows it applied)");
        WriteRecord deletion = fixture.journal.entries().get(0);
        assertThat(deletion.isRevertible()).isTrue();
        new io.tenantdesk.journal.Reverter(fixture.store, fixture.journal).revert(deletion, "deleted by mistake");
        assertThat(fixture.store.reload(loaded)).map(EntityRow::item).contains(loaded.item());
    }
}
