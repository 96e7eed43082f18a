package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** Wallcrawler: sessions whose status agrees with their expiry, and the task details a live session has. */
final class WallcrawlerPlan implements DemoPlan {

    @Override
    public int perTenant(EntityDef entity) {
        return entity.name().equals("Session") ? 8 : 2;
    }

    @Override
    public void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {
        switch (entity.name()) {
            case "Project" -> {
                fields.put("defaultTimeout", Value.num(3600));
                fields.put("concurrency", Value.num(random.between(1, 20)));
            }
            case "Session" -> session(fields, random, now);
            case "Context" -> fields.put("status", Value.str("CREATED"));
            default -> {}
        }
    }

    private static void session(Map<String, Value> fields, DemoRandom random, Instant now) {
        String status = Item.scalarText(fields.get("status")).orElse("RUNNING");
        boolean running = status.equals("RUNNING");
        Instant created = running
                ? now.minus(Duration.ofMinutes(random.between(1, 50)))
                : now.minus(Duration.ofMinutes(random.between(70, 60 * 24 * 10)));
        Instant expires = created.plus(Duration.ofHours(1));
        fields.put("createdAt", Value.str(created.toString()));
        fields.put(
                "startedAt",
                Value.str(created.plusSeconds(random.between(5, 40)).toString()));
        fields.put(
                "updatedAt",
                Value.str(
                        random.instantBetween(created, running ? now : expires).toString()));
        fields.put("expiresAt", Value.num(expires.getEpochSecond()));
        fields.put(
                "internalStatus",
                Value.str(
                        switch (status) {
                            case "RUNNING" -> "READY";
                            case "ERROR" -> "FAILED";
                            default -> "STOPPED";
                        }));
        String ip = "203.0.113." + random.between(2, 254);
        fields.put("publicIP", Value.str(ip));
        fields.put("ecsTaskArn", Value.str("arn:aws:ecs:us-east-1:123456789012:task/wallcrawler/" + random.hex(32)));
        fields.put("connectUrl", Value.str("wss://" + ip + ":9223/devtools/browser/" + random.uuid()));
        fields.put("region", Value.str("us-east-1"));
        if (fields.containsKey("seleniumRemoteUrl")) {
            fields.put("seleniumRemoteUrl", Value.str("http://" + ip + ":4444/wd/hub"));
        }
    }
}
