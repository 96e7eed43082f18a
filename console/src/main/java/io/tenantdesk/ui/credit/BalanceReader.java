package io.tenantdesk.ui.credit;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.CreditBalances;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Scope;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads every tenant's balance from the entity that keeps credit, with the sum and count of its open reservations
 * where the platform keeps them in an entity of their own. Blocking: call it in the background.
 */
final class BalanceReader {

    /** The balances read, and the read of the balances' entity in figures. */
    record Loaded(List<TenantBalance> balances, LoadSummary summary) {}

    private final EntityStore store;
    private final EntityDef creditEntity;
    private final EntityDef reservationEntity;

    /** @param reservationEntity the entity of open reservations, or null when the platform keeps none */
    BalanceReader(EntityStore store, EntityDef creditEntity, EntityDef reservationEntity) {
        this.store = store;
        this.creditEntity = creditEntity;
        this.reservationEntity = reservationEntity;
    }

    Loaded read(CancelToken cancel) {
        Map<String, BigDecimal> reserved = new HashMap<>();
        Map<String, Integer> counts = new HashMap<>();
        if (reservationEntity != null) {
            tallyReservations(reserved, counts, cancel);
        }
        Map<String, String> names = tenantNames(cancel);
        List<TenantBalance> rows = new ArrayList<>();
        String tenantField = creditEntity.tenantIdField();
        LoadSummary summary = store.list(
                creditEntity,
                Scope.all(),
                null,
                page -> {
                    for (EntityRow row : page.rows()) {
                        row.text(tenantField)
                                .ifPresent(id -> rows.add(balanceOf(
                                        id,
                                        names.getOrDefault(id, ""),
                                        row,
                                        reservationEntity == null ? null : reserved.getOrDefault(id, BigDecimal.ZERO),
                                        counts.getOrDefault(id, 0))));
                    }
                },
                cancel);
        return new Loaded(rows, summary);
    }

    private void tallyReservations(Map<String, BigDecimal> reserved, Map<String, Integer> counts, CancelToken cancel) {
        String tenantField = reservationEntity.tenantField().orElseThrow();
        String amountField = reservationEntity.attributes().values().stream()
                .filter(a -> a.name().toLowerCase().contains("amount")
                        && a.type().dynamoType().equals("N"))
                .map(a -> a.name())
                .findFirst()
                .orElse(null);
        store.list(
                reservationEntity,
                Scope.all(),
                null,
                page -> page.rows()
                        .forEach(r -> r.text(tenantField).ifPresent(t -> {
                            counts.merge(t, 1, Integer::sum);
                            reserved.merge(
                                    t,
                                    amountField == null
                                            ? BigDecimal.ZERO
                                            : r.text(amountField)
                                                    .map(BalanceReader::decimal)
                                                    .orElse(BigDecimal.ZERO),
                                    BigDecimal::add);
                        })),
                cancel);
    }

    /** A tenant's balance as its item holds it, named by {@code name} where the item has no label of its own. */
    TenantBalance balanceOf(String tenantId, String name, EntityRow row, BigDecimal reserved, int reservations) {
        CreditSpec credit = creditEntity.credit().orElseThrow();
        return new TenantBalance(
                tenantId,
                creditEntity.labelAttribute().flatMap(row::text).orElse(name),
                CreditBalances.read(row.item(), credit).orElse(null),
                credit.currencyAttributeIfAny().flatMap(row::text).orElse(""),
                reserved,
                reservations,
                row,
                CreditBalances.unreadable(row.item(), credit).orElse(null));
    }

    /**
     * The tenants' names by the value the credit entity links to them by, read from the tenant entity where the
     * credit entity is another one without a label of its own; empty otherwise.
     */
    private Map<String, String> tenantNames(CancelToken cancel) {
        Optional<EntityDef> tenant = store.platform().tenantEntity();
        if (tenant.isEmpty()
                || tenant.get().equals(creditEntity)
                || creditEntity.labelAttribute().isPresent()
                || tenant.get().labelAttribute().isEmpty()) {
            return Map.of();
        }
        String label = tenant.get().labelAttribute().get();
        String linkedBy = creditEntity.tenantLinkAttribute().orElse(tenant.get().tenantIdField());
        Map<String, String> names = new HashMap<>();
        store.list(
                tenant.get(),
                Scope.all(),
                null,
                page -> page.rows()
                        .forEach(row -> row.text(linkedBy)
                                .ifPresent(id -> row.text(label).ifPresent(name -> names.putIfAbsent(id, name)))),
                cancel);
        return names;
    }

    private static BigDecimal decimal(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return BigDecimal.ZERO;
        }
    }
}
