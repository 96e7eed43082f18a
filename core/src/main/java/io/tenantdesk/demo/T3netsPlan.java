package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/** T3nets: real tenant settings, channel identities, and conversations whose TTL is 30 days after last use. */
final class T3netsPlan implements DemoPlan {

    private static final List<String> CHANNELS = List.of("teams", "slack", "dashboard", "whatsapp");
    private static final List<String> SKILLS =
            List.of("sprint_status", "release_notes", "standup_summary", "ticket_triage");
    private static final List<String> QUESTIONS = List.of(
            "what's the sprint status?",
            "summarise yesterday's standup",
            "which tickets are blocked?",
            "draft the release notes for 4.2");
    private static final List<String> ANSWERS = List.of(
            "Here's your current sprint: 14 of 22 stories done.",
            "Yesterday: the API team shipped pagination; QA is on the billing fix.",
            "Three tickets are blocked, all waiting on design review.",
            "Release 4.2 adds SSO and faster exports.");

    @Override
    public int perTenant(EntityDef entity) {
        return switch (entity.name()) {
            case "ChannelMapping" -> 2;
            case "Conversation" -> 6;
            default -> DemoPlan.super.perTenant(entity);
        };
    }

    @Override
    public void adjust(EntityDef entity, Map<String, Value> fields, DemoRandom random, Instant now) {
        switch (entity.name()) {
            case "Tenant" -> fields.put("settings", Value.str(settings(random)));
            case "User" ->
                fields.put(
                        "channel_identities",
                        Value.str("{\"teams\": \"aad-" + random.uuid() + "\", \"slack\": \"U"
                                + random.base36(8).toUpperCase() + "\"}"));
            case "ChannelMapping" -> fields.put("channel_type", Value.str(random.pick(CHANNELS)));
            case "Conversation" -> conversation(fields, random, now);
            default -> {}
        }
    }

    private static String settings(DemoRandom random) {
        return "{\"ai_provider\": \"bedrock\", \"ai_model\": \"claude-sonnet-4-5-20250929\", \"system_prompt_override\": \"\", "
                + "\"max_tokens_per_message\": " + random.pick(List.of(2048, 4096, 8192)) + ", "
                + "\"enabled_channels\": [\"dashboard\"" + (random.chance(0.6) ? ", \"teams\"" : "") + "], "
                + "\"enabled_skills\": [\"" + random.pick(SKILLS) + "\"], \"custom_skills\": [], "
                + "\"messages_per_day\": " + random.pick(List.of(200, 1000, 5000)) + ", "
                + "\"max_conversation_history\": " + random.pick(List.of(10, 20, 50)) + "}";
    }

    private static void conversation(Map<String, Value> fields, DemoRandom random, Instant now) {
        int question = random.between(0, QUESTIONS.size() - 1);
        fields.put(
                "messages",
                Value.str("[{\"role\": \"user\", \"content\": \"" + QUESTIONS.get(question) + "\"}, "
                        + "{\"role\": \"assistant\", \"content\": \"" + ANSWERS.get(question) + "\"}]"));
        Instant updated = random.instantBetween(now.minus(Duration.ofDays(45)), now.minus(Duration.ofMinutes(5)));
        fields.put("updated_at", Value.str(updated.toString()));
        fields.put("ttl", Value.num(updated.plus(Duration.ofDays(30)).getEpochSecond()));
    }
}
