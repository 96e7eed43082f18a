package io.tenantdesk.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Write;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What needs a second person's approval, as a team keeps it in its audit table: the rules (each for some platforms,
 * connections and kinds of write) and how long a proposal waits before it expires. No rule, no approval needed.
 *
 * @param version 0 for a table that holds no policy; each change adds one
 */
public record ApprovalPolicy(List<ApprovalRule> rules, Duration expiry, long version) {

    public static final Duration DEFAULT_EXPIRY = Duration.ofDays(7);

    private static final ObjectMapper JSON = new ObjectMapper();

    public ApprovalPolicy {
        rules = List.copyOf(rules);
        if (expiry.isNegative() || expiry.isZero()) {
            throw new IllegalArgumentException("a proposal's expiry is a time longer than zero");
        }
    }

    /** A table without a policy: nothing needs approval. */
    public static ApprovalPolicy none() {
        return new ApprovalPolicy(List.of(), DEFAULT_EXPIRY, 0);
    }

    /** The same rules and expiry as the next version, for setting over this one. */
    public ApprovalPolicy next(List<ApprovalRule> newRules, Duration newExpiry) {
        return new ApprovalPolicy(newRules, newExpiry, version + 1);
    }

    /**
     * Why {@code write}, made on {@code where}'s platform and connection, needs approval, e.g. "deletes (rule 1)";
     * empty when no rule covers it.
     */
    public Optional<String> requires(Write write, WriteRecord.Provenance where) {
        Set<String> why = new LinkedHashSet<>();
        for (ApprovalRule rule : rules) {
            if (rule.covers(where)) {
                rule.requires(write).ifPresent(why::add);
            }
        }
        return why.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", why));
    }

    /** The rules that cover writes made on {@code where}, in words; empty when none does. */
    public List<String> here(WriteRecord.Provenance where) {
        return rules.stream()
                .filter(r -> r.covers(where))
                .map(ApprovalRule::words)
                .toList();
    }

    /** An expiry as the command line and the policy's JSON write it: {@code 7d}, {@code 12h}, or ISO-8601 {@code P7D}. */
    public static Duration expiry(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.endsWith("d") && !t.startsWith("p")) {
                return Duration.ofDays(Long.parseLong(t.substring(0, t.length() - 1)));
            }
            if (t.endsWith("h") && !t.startsWith("p")) {
                return Duration.ofHours(Long.parseLong(t.substring(0, t.length() - 1)));
            }
            return Duration.parse(text.strip().toUpperCase(Locale.ROOT));
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new IllegalArgumentException("`" + text + "` is not a time: write 7d, 12h or P7D", e);
        }
    }

    /** The policy as JSON, as the audit table keeps it. */
    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", 1);
        root.put("expiry", expiry.toString());
        ArrayNode list = root.putArray("rules");
        for (ApprovalRule rule : rules) {
            ObjectNode r = list.addObject();
            r.put("platform", rule.platform());
            r.put("connection", rule.connection());
            ArrayNode ops = r.putArray("require");
            rule.require().forEach(op -> ops.add(op.code()));
            if (rule.creditsAbove() != null) {
                r.put("creditsAbove", rule.creditsAbove().toPlainString());
            }
        }
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the policy could not be written as JSON", e);
        }
    }

    /**
     * A policy as {@link #toJson} writes it (a file a team keeps is read the same way).
     *
     * @throws IllegalArgumentException saying where it is wrong
     */
    public static ApprovalPolicy fromJson(String text, long version) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("$: a policy is a JSON object");
        }
        Duration expiry = root.hasNonNull("expiry") ? expiry(root.get("expiry").asText()) : DEFAULT_EXPIRY;
        List<ApprovalRule> rules = new ArrayList<>();
        JsonNode list = root.path("rules");
        if (!list.isMissingNode() && !list.isArray()) {
            throw new IllegalArgumentException("$.rules: a list of rules");
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode r = list.get(i);
            String where = "$.rules[" + i + "]";
            Set<ApprovalRule.Operation> require = EnumSet.noneOf(ApprovalRule.Operation.class);
            for (JsonNode op : r.path("require")) {
                require.add(ApprovalRule.parse("require=" + op.asText())
                        .require()
                        .iterator()
                        .next());
            }
            try {
                rules.add(new ApprovalRule(
                        r.path("platform").asText("*"),
                        r.path("connection").asText("*"),
                        require,
                        r.hasNonNull("creditsAbove")
                                ? new BigDecimal(r.get("creditsAbove").asText())
                                : null));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
            }
        }
        return new ApprovalPolicy(rules, expiry, version);
    }
}
