package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/** Helpmaton: credit balances, 15-minute credit reservations bucketed by hour, and token usage that adds up. */
final class HelpmatonPlan implements DemoPlan {

    private static final List<String> MODELS = List.of("gemini-2.5-flash", "gemini-2.5-pro");

    @Override
    public int perTenant(EntityDef entity) {
        return switch (entity.name()) {
            case "CreditReservation" -> 3;
            case "Agent", "WorkspaceDocument", "AgentConversation" -> 3;
            case "TokenUsageAggregate" -> 4;
            default -> 1;
        };
    }

    @Override
    public void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {
        userReferences(fields, random);
        if (fields.containsKey("provider") && !entity.name().equals("AuthAccount")) {
            fields.put("provider", Value.str("google"));
        }
        if (fields.containsKey("modelName")) {
            fields.put("modelName", Value.str(random.pick(MODELS)));
        }
        switch (entity.name()) {
            case "Workspace" ->
                fields.put(
                        "creditBalance",
                        Value.num(
                                random.chance(0.15)
                                        ? BigDecimal.ZERO
                                        : BigDecimal.valueOf(random.between(500, 250_000), 2)));
            case "CreditReservation" -> reservation(fields, random, now);
            case "TokenUsageAggregate" -> usage(fields, random, now);
            case "LlmRequestBucket" -> bucket(fields, random, now);
            case "Agent" -> {
                fields.put("provider", Value.str("google"));
                fields.put("modelName", Value.str(random.pick(MODELS)));
                fields.put("temperature", Value.num(BigDecimal.valueOf(random.between(0, 20), 1)));
            }
            case "OutputChannel" -> fields.put("type", Value.str("discord"));
            case "WorkspaceDocument" ->
                fields.put(
                        "s3Key",
                        Value.str("workspaces/" + text(fields, "workspaceId") + "/documents/"
                                + text(fields, "filename")));
            default -> {}
        }
    }

    /** Helpmaton names the people behind a change as {@code users/<id>}, the key of their Auth.js user item. */
    private static void userReferences(Map<String, Value> fields, DemoRandom random) {
        for (String name : List.copyOf(fields.keySet())) {
            if (name.endsWith("By")) {
                fields.put(name, Value.str("users/" + random.base36(8)));
            }
        }
    }

    private static String text(Map<String, Value> fields, String name) {
        return Item.scalarText(fields.get(name)).orElse("");
    }

    private static void reservation(Map<String, Value> fields, DemoRandom random, Instant now) {
        Instant created = now.minus(Duration.ofMinutes(random.between(0, 40)));
        long expires = created.plus(Duration.ofMinutes(15)).getEpochSecond();
        BigDecimal amount = BigDecimal.valueOf(random.between(1, 900), 3);
        fields.put("createdAt", Value.str(created.toString()));
        fields.put("reservedAmount", Value.num(amount));
        fields.put("estimatedCost", Value.num(amount));
        fields.put("expires", Value.num(expires));
        fields.put("expiresHour", Value.num(expires / 3600 * 3600));
    }

    private static void usage(Map<String, Value> fields, DemoRandom random, Instant now) {
        int input = random.between(1_000, 400_000);
        int output = random.between(500, 120_000);
        fields.put(
                "date",
                Value.str(now.minus(Duration.ofDays(random.between(0, 60)))
                        .atOffset(ZoneOffset.UTC)
                        .toLocalDate()
                        .toString()));
        fields.put("inputTokens", Value.num(input));
        fields.put("outputTokens", Value.num(output));
        fields.put("totalTokens", Value.num(input + output));
        fields.put("costUsd", Value.num(BigDecimal.valueOf((input * 3L + output * 12L) / 10_000, 2)));
        fields.put("modelName", Value.str(random.pick(MODELS)));
        fields.put("provider", Value.str("google"));
        if (Item.scalarText(fields.get("aggregateType")).orElse("").equals("workspace")) {
            fields.put("scopeId", fields.getOrDefault("workspaceId", fields.get("scopeId")));
        }
    }

    private static void bucket(Map<String, Value> fields, DemoRandom random, Instant now) {
        Instant hour = now.minus(Duration.ofHours(random.between(0, 30))).truncatedTo(ChronoUnit.HOURS);
        fields.put("hourTimestamp", Value.str(hour.toString()));
        fields.put("expires", Value.num(hour.plus(Duration.ofHours(25)).getEpochSecond()));
        fields.put("count", Value.num(random.between(0, 400)));
    }
}
