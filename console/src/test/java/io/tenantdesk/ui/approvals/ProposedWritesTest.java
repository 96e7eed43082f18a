package io.tenantdesk.ui.approvals;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Saving from the item form where every write needs approval: proposed, said so, the edits kept. */
@ExtendWith(DynaliteExtension.class)
class ProposedWritesTest {

    @Test
    void aSaveThatNeedsApprovalIsProposedAndTheFormKeepsTheEdits(LocalDynamo dynamo, @TempDir Path dir) {
        TeamConsoles consoles = new TeamConsoles(dynamo, dir);
        ItemFormViewModel form = ItemFormViewModel.forItem(
                consoles.anas(), consoles.anasDialogs.items(), consoles.team.workspace("ws-1", "Northwind"));
        form.field("name").orElseThrow().textProperty().set("Northwind Traders");
        consoles.anasDialogs.answer("customer asked (ticket 12)");

        form.save();

        assertThat(consoles.anasDialogs.errors).isEmpty();
        assertThat(consoles.anasDialogs.infos)
                .singleElement()
                .asString()
                .startsWith("Proposed; waiting for approval: Proposed; waiting for approval. Here every write need");
        assertThat(form.dirtyProperty().get()).isTrue();
        assertThat(form.statusProperty().get()).isEqualTo("Proposed; waiting for approval; your edits are kept");
        assertThat(consoles.team.now("ws-1").text("name")).contains("Northwind");
        assertThat(consoles.ben.approvals().pending("helpmaton", consoles.ben.here()))
                .singleElement()
                .satisfies(p -> assertThat(p.reason()).isEqualTo("customer asked (ticket 12)"));
    }
}
