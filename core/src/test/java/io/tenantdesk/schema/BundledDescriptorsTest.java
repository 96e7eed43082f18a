package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What holds for every descriptor that ships with the application: each one loads, covers every table with
 * entities, finds its tenant by the tenant's own key, queries through its own indexes and marks the design's
 * secrets. Each platform's own design is checked in its {@code *DescriptorTest}.
 */
class BundledDescriptorsTest {

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void allFiveBundledDescriptorsLoadInTheOrderOfTheIndex() {
        assertThat(bundled.all().keySet()).containsExactly("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
    }

    @Test
    void everyTableHasAtLeastOneEntity() {
        for (PlatformDescriptor p : bundled.all().values()) {
            for (String table : p.tables().keySet()) {
                assertThat(p.entitiesOf(table)).as("%s table %s", p.id(), table).isNotEmpty();
            }
        }
    }

    @Test
    void eachPlatformHasOneTenantEntityFoundByItsOwnKey() {
        Map<String, String> expected = Map.of(
                "t3nets",
                "Tenant",
                "app_data",
                "Account",
                "lon12",
                "Organization",
                "helpmaton",
                "Workspace",
                "wallcrawler",
                "Project");
        for (PlatformDescriptor p : bundled.all().values()) {
            assertThat(bundled.namesWithRole(p.id(), Role.TENANT)).as(p.id()).containsExactly(expected.get(p.id()));
            EntityDef tenant = p.tenantEntity().orElseThrow();
            assertThat(tenant.tenantField()).as("%s tenant field", p.id()).isPresent();
            assertThat(tenant.keyFields())
                    .as("%s: the tenant id is part of the tenant's own key", p.id())
                    .contains(tenant.tenantField().get());
            assertThat(tenant.byTenant())
                    .as("%s: a tenant is read by its key, not listed per tenant", p.id())
                    .isEmpty();
        }
    }

    @Test
    void tenantScopedEntitiesWithoutATenantQueryAreExactlyThoseTheDesignGivesNoIndexFor() {
        Map<String, Set<String>> expected = Map.of(
                "t3nets", Set.of(),
                "app_data", Set.of(),
                "lon12", Set.of("Message", "ReportAccess", "ReportVersion"),
                "helpmaton", Set.of("AgentKey", "AgentConversation", "CreditReservation", "AgentStreamServer"),
                "wallcrawler", Set.of("Context"));
        for (PlatformDescriptor p : bundled.all().values()) {
            Set<String> withoutQuery = p.entities().stream()
                    .filter(e -> e.tenantField().isPresent()
                            && !e.hasRole(Role.TENANT)
                            && e.byTenant().isEmpty())
                    .map(EntityDef::name)
                    .collect(Collectors.toSet());
            assertThat(withoutQuery).as(p.id()).isEqualTo(expected.get(p.id()));
        }
    }

    @Test
    void everyQueryPatternUsesAnIndexOfItsOwnTable() {
        for (PlatformDescriptor p : bundled.all().values()) {
            for (EntityDef e : p.entities()) {
                List<String> indexes = new java.util.ArrayList<>();
                e.list().indexIfAny().ifPresent(indexes::add);
                e.byTenant().flatMap(AccessPattern::indexIfAny).ifPresent(indexes::add);
                e.ranges().values().forEach(r -> r.indexIfAny().ifPresent(indexes::add));
                assertThat(e.table().indexes().keySet())
                        .as("%s.%s", p.id(), e.name())
                        .containsAll(indexes);
                if (e.list().scan()) {
                    assertThat(e.list().indexIfAny()).isEmpty();
                }
            }
        }
    }

    @Test
    void everySecretTheDesignNamesIsDeclaredSecretWhereverItAppears() {
        Map<String, Set<String>> designSecrets = Map.of(
                "helpmaton", Set.of("key", "keyHash", "tokenHash", "secret"),
                "wallcrawler", Set.of("signingKey", "apiKeyHash"));
        designSecrets.forEach((platformId, names) -> {
            Set<String> seen = new TreeSet<>();
            for (EntityDef e : bundled.platform(platformId).entities()) {
                for (AttributeSpec a : e.attributes().values()) {
                    if (names.contains(a.name())) {
                        seen.add(a.name());
                        assertThat(a.secret())
                                .as("%s.%s.%s", platformId, e.name(), a.name())
                                .isTrue();
                    }
                }
            }
            assertThat(seen).as(platformId).containsExactlyInAnyOrderElementsOf(names);
        });
        assertThat(bundled.entity("helpmaton", "AgentKey")
                        .attribute("key")
                        .orElseThrow()
                        .secret())
                .isTrue();
        assertThat(bundled.entity("helpmaton", "WorkspaceApiKey")
                        .attribute("key")
                        .orElseThrow()
                        .secret())
                .isTrue();
    }
}
