package io.tenantdesk.infer;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlan;
import io.tenantdesk.demo.DemoRandom;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;

/**
 * The two-table design of issue 37 (test descriptor {@code seats}: keys joined by {@code |}, ISO times in sort keys, a
 * table keyed by a Number) with generated items, the deliberately malformed ones included. One meter reading in nine
 * is stamped in its reader's zone ({@code +02:00}) rather than in UTC, as the user's devices do.
 */
final class SeatsFixture {

    static final Instant NOW = Instant.parse("2026-11-25T09:00:00Z");
    private static final long SEED = 37;

    private SeatsFixture() {}

    static DemoDataset generate() {
        return new DemoGenerator(DemoSize.DEFAULT, SEED, NOW, Map.of("seats", new Plan()))
                .generate(Fixtures.load("seats"));
    }

    private static final class Plan implements DemoPlan {

        @Override
        public int perTenant(EntityDef entity) {
            return switch (entity.name()) {
                case "Seat", "SeatEvent" -> 4;
                case "Reading" -> 12;
                case "Credit", "MeterAccount" -> 1;
                default -> 2;
            };
        }

        @Override
        public void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {
            if (entity.name().equals("Reading") && random.chance(1.0 / 9)) {
                Instant at = Instant.parse(Item.scalarText(fields.get("readAt")).orElseThrow());
                fields.put(
                        "readAt",
                        Value.str(DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(at.atOffset(ZoneOffset.ofHours(2)))));
            }
        }
    }
}
