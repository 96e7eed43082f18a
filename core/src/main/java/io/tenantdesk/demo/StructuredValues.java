package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Lists, maps, string sets and URLs shaped by the attribute's name: {@code tags} hold tags, {@code citations}
 * links, {@code tokenUsage} token counts, {@code s3Keys} the S3 keys of a report's renditions.
 */
final class StructuredValues {

    private final DemoRandom random;
    private final TextValues texts;

    StructuredValues(DemoRandom random, TextValues texts) {
        this.random = random;
        this.texts = texts;
    }

    Value list(String name) {
        String n = TextValues.normalise(name);
        if (n.endsWith("ids")) {
            return strings(random.between(1, 3), () -> random.base36(8));
        }
        if (n.equals("citations")) {
            return strings(random.between(1, 3), () -> article());
        }
        if (n.startsWith("tool") && n.endsWith("results")) {
            return strings(random.between(1, 3), () -> random.pick(Phrases.TOOL_RESULTS));
        }
        if (n.startsWith("tool") || n.endsWith("tools")) {
            return strings(random.between(1, 3), () -> random.pick(Vocabulary.TOOL_CALLS));
        }
        if (n.equals("messages")) {
            return strings(random.between(2, 4), () -> random.pick(Phrases.MESSAGES));
        }
        if (n.equals("allowedorigins")) {
            return strings(
                    random.between(1, 2),
                    () -> "https://" + Emails.slug(random.pick(Vocabulary.COMPANIES), "-") + ".example");
        }
        if (n.equals("stopsequences")) {
            return strings(1, () -> random.pick(List.of("END", "###", "Observation:")));
        }
        if (n.equals("spendinglimits")) {
            return new Value.ListOf(List.of(new Value.MapOf(ordered(
                    "timeFrame",
                    Value.str(random.pick(List.of("daily", "weekly", "monthly"))),
                    "amount",
                    Value.num(BigDecimal.valueOf(random.pick(List.of(10, 25, 50, 100, 500))))))));
        }
        if (n.equals("eventhistory")) {
            return strings(1, () -> "SessionCreated");
        }
        return strings(random.between(1, 3), () -> random.pick(Vocabulary.TAGS));
    }

    Value map(EntityDef entity, String name, Map<String, Value> fields) {
        String n = TextValues.normalise(name);
        return new Value.MapOf(
                switch (n) {
                    case "tokenusage" -> {
                        int prompt = random.between(200, 12_000);
                        int completion = random.between(50, 3_000);
                        yield ordered(
                                "promptTokens",
                                Value.num(prompt),
                                "completionTokens",
                                Value.num(completion),
                                "totalTokens",
                                Value.num(prompt + completion));
                    }
                    case "s3keys" -> {
                        String base = TextValues.text(fields, "orgId").orElse(random.base36(8)) + "/reports/"
                                + TextValues.text(fields, "reportId").orElse(random.base36(8)) + "/report";
                        yield ordered(
                                "markdown",
                                Value.str(base + ".md"),
                                "pdf",
                                Value.str(base + ".pdf"),
                                "docx",
                                Value.str(base + ".docx"));
                    }
                    case "context" ->
                        ordered(
                                "country",
                                Value.str(random.pick(Vocabulary.PLACES).country()),
                                "sector",
                                Value.str(random.pick(Vocabulary.SECTORS)),
                                "timeRange",
                                Value.str(random.pick(List.of("last 12 months", "2025", "since 2020"))));
                    case "policy" ->
                        ordered(
                                "retentionDays",
                                Value.num(random.pick(List.of(90, 365, 730))),
                                "mfaRequired",
                                Value.bool(random.chance(0.7)),
                                "exportAllowed",
                                Value.bool(random.chance(0.5)));
                    case "details" ->
                        ordered(
                                "ip",
                                Value.str("203.0.113." + random.between(2, 254)),
                                "userAgent",
                                Value.str(random.pick(List.of(
                                        "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
                                        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)",
                                        "lon12-cli/2.3.1"))));
                    case "metadata" ->
                        ordered(
                                "template",
                                Value.str(TextValues.text(fields, "notificationType")
                                                .orElse("welcome") + "-v" + random.between(1, 4)),
                                "locale",
                                Value.str(random.pick(List.of("en-GB", "en-US", "de-DE"))));
                    case "usermetadata" ->
                        ordered(
                                "job",
                                Value.str(random.pick(List.of("price-check", "nightly-crawl", "invoice-download"))),
                                "attempt",
                                Value.num(random.between(1, 3)));
                    case "config" ->
                        ordered("webhookUrl", Value.str("https://hooks.example.com/services/" + random.base36(24)));
                    case "settings" ->
                        ordered(
                                "notifyOnNewReport",
                                Value.bool(random.chance(0.6)),
                                "sectors",
                                new Value.ListOf(List.of(Value.str(random.pick(Vocabulary.SECTORS)))));
                    default ->
                        ordered(
                                "source",
                                Value.str(random.pick(List.of("console", "api", "import"))),
                                "note",
                                Value.str(texts.text(entity, "description", fields)));
                });
    }

    Value stringSet(String name) {
        Set<String> values = new LinkedHashSet<>();
        int count = random.between(1, 3);
        for (int i = 0; i < count; i++) {
            values.add(random.pick(Vocabulary.TAGS));
        }
        return new Value.StrSet(values);
    }

    String url(EntityDef entity, String name, Map<String, Value> fields) {
        String n = TextValues.normalise(name);
        if (n.equals("image") || n.contains("avatar")) {
            return "https://avatars.example.com/u/" + random.hex(12) + ".png";
        }
        if (n.contains("ref")) {
            return "https://files.example.com/"
                    + TextValues.text(fields, "orgId").orElse(random.base36(8)) + "/messages/" + random.uuid()
                    + ".json";
        }
        if (n.contains("selenium")) {
            return "https://grid.example.net/wd/hub/session/" + random.hex(32);
        }
        if (entity.name().toLowerCase(java.util.Locale.ROOT).contains("server")) {
            return "https://mcp." + Emails.slug(random.pick(Vocabulary.MCP_SERVERS), "-") + ".example.com/sse";
        }
        return article();
    }

    private String article() {
        return "https://" + Emails.slug(random.pick(Vocabulary.PUBLISHERS), "") + ".example.org/"
                + random.between(2023, 2026) + "/" + Emails.slug(random.pick(Phrases.SOURCE_TITLES), "-");
    }

    private Value strings(int count, java.util.function.Supplier<String> value) {
        List<Value> values = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = 0; i < count; i++) {
            String v = value.get();
            if (seen.add(v)) {
                values.add(Value.str(v));
            }
        }
        return new Value.ListOf(values);
    }

    private static Map<String, Value> ordered(Object... namesAndValues) {
        Map<String, Value> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (Value) namesAndValues[i + 1]);
        }
        return map;
    }
}
