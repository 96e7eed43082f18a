package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.DraftAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The roles and tenant links a draft proposes where the items make them clear, and only there. */
class DraftRolesTest {

    @Test
    void theTenantWhoseIdStartsOtherPartitionsAndTheCreditWithABalanceAreProposedAsGuesses() {
        DemoDataset seats = SeatsFixture.generate();
        PlatformDescriptor draft = draftOf(seats);

        EntityDef tenant = draftEntityOf(seats, draft, "Tenant");
        EntityDef credit = draftEntityOf(seats, draft, "Credit");
        assertThat(draft.entitiesWithRole(Role.TENANT)).containsExactly(tenant);
        assertThat(draft.entitiesWithRole(Role.CREDIT)).containsExactly(credit);
        assertThat(tenant.tenantField()).contains("tenantId");
        assertThat(credit.credit()).get().satisfies(c -> {
            assertThat(c.balanceAttribute()).isEqualTo("balance");
            assertThat(c.currencyAttribute()).isEqualTo("currency");
        });
        assertThat(draftEntityOf(seats, draft, "Reading").tenantField()).contains("tenantId");
        assertThat(draftEntityOf(seats, draft, "SeatEvent").tenantField()).contains("tenantId");
        assertThat(draft.notes())
                .anySatisfy(n -> assertThat(n)
                        .startsWith("Entity `" + tenant.name() + "`")
                        .contains("role `tenant` (a guess)"))
                .anySatisfy(n -> assertThat(n)
                        .startsWith("Entity `" + credit.name() + "`")
                        .contains("role `credit` (a guess)"));
    }

    @Test
    void anEntityWhoseTenantIsOnlyInAnIndexKeyLinksThroughIt() {
        DemoDataset appData = DraftAgreementTest.datasets()
                .filter(d -> d.platform().id().equals("app_data"))
                .findFirst()
                .orElseThrow();
        PlatformDescriptor draft = draftOf(appData);

        EntityDef account = draftEntityOf(appData, draft, "Account");
        EntityDef user = draftEntityOf(appData, draft, "User");
        assertThat(draft.entitiesWithRole(Role.TENANT)).containsExactly(account);
        assertThat(user.keys().get("GSI2PK").text()).isEqualTo("ACCOUNT#{accountId}#USERS");
        assertThat(user.tenantField()).contains("accountId");
    }

    private static PlatformDescriptor draftOf(DemoDataset data) {
        return DraftAgreement.measure(data.platform(), data.itemsByTable())
                .draft()
                .descriptor();
    }

    /** The draft entity the first item of the source's entity {@code name} falls into. */
    private static EntityDef draftEntityOf(DemoDataset data, PlatformDescriptor draft, String name) {
        EntityDef source = data.platform().entity(name).orElseThrow();
        ItemClassifier bySource = new ItemClassifier(data.platform());
        ItemClassifier byDraft = new ItemClassifier(draft);
        String table = source.table().name();
        return data.itemsByTable().get(table).stream()
                .filter(i -> bySource.classify(table, i).entityIfAny().equals(Optional.of(source)))
                .flatMap(i -> byDraft.classify(table, i).entityIfAny().stream())
                .findFirst()
                .orElseThrow();
    }

    @Test
    void noRoleIsProposedWhereNoEntityIsPointedAtByOthers() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            items.add(Item.builder()
                    .putString("PK", "ORDER#o" + i)
                    .putString("SK", "META")
                    .putString("total", "x" + i)
                    .build());
            items.add(Item.builder()
                    .putString("PK", "SHIPMENT#s" + i)
                    .putString("SK", "META")
                    .build());
        }
        DescriptorDraft.TableFacts table = new DescriptorDraft.TableFacts(
                "t",
                new KeyAttribute("PK", KeyType.S),
                new KeyAttribute("SK", KeyType.S),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                items);

        PlatformDescriptor draft = LiveDraft.of("d", List.of(table)).descriptor();

        assertThat(draft.entities()).hasSize(2).allSatisfy(e -> {
            assertThat(e.roles()).isEmpty();
            assertThat(e.tenantField()).isEmpty();
        });
    }
}
