package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;

/** app_data: licenses and users whose status agrees with their end date, some ending within 30 days. */
final class AppDataPlan implements DemoPlan {

    @Override
    public int perTenant(EntityDef entity) {
        return switch (entity.name()) {
            case "License" -> 4;
            case "User" -> 6;
            case "AccountAddress", "TechnicalUser" -> 1;
            default -> DemoPlan.super.perTenant(entity);
        };
    }

    @Override
    public void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {
        switch (entity.name()) {
            case "License" -> datedStatus(fields, random, now, "active", "expired");
            case "User" -> datedStatus(fields, random, now, "active", "inactive");
            default -> {}
        }
    }

    /** A third end within 30 days, a fifth have ended (and are marked so), the rest end later. */
    private static void datedStatus(
            Map<String, Value> fields, DemoRandom random, Instant now, String live, String ended) {
        LocalDate today = now.atOffset(ZoneOffset.UTC).toLocalDate();
        double roll = random.decimal();
        LocalDate end;
        if (roll < 0.2) {
            end = today.minusDays(random.between(1, 200));
        } else if (roll < 0.55) {
            end = today.plusDays(random.between(0, 29));
        } else {
            end = today.plusDays(random.between(31, 700));
        }
        fields.put("end_date", Value.str(end.toString()));
        fields.put("status", Value.str(end.isBefore(today) ? ended : live));
        if (fields.containsKey("start_date")) {
            fields.put("start_date", Value.str(end.minusDays(365).toString()));
        }
    }
}
