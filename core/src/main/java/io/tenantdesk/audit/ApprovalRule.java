package io.tenantdesk.audit;

import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One rule of a team's approval policy: on the platforms and connections its patterns match ({@code *} any text,
 * {@code ?} one character, case-insensitive), the writes of the kinds it names need a second person's approval.
 *
 * @param platform     a pattern of platform ids, e.g. {@code app_data} or {@code *}
 * @param connection   a pattern matched against the connection's label and its account (or local endpoint), e.g.
 *                     {@code *prod*}
 * @param creditsAbove credit adjustments need approval only when they add or take more than this, in the balance's
 *                     own unit; null for every one
 */
public record ApprovalRule(String platform, String connection, Set<Operation> require, BigDecimal creditsAbove) {

    /** What a rule can require approval for. */
    public enum Operation {
        ALL("every write"),
        CREATE("creates"),
        UPDATE("edits"),
        DELETE("deletes"),
        MOVE("moves"),
        CREDIT("credit adjustments"),
        SECRET("writes to secret attributes");

        private final String words;

        Operation(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** The operation's name in a rule's text, e.g. {@code delete}. */
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public ApprovalRule {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(connection, "connection");
        require = require.isEmpty() ? EnumSet.noneOf(Operation.class) : EnumSet.copyOf(require);
        if (require.isEmpty()) {
            throw new IllegalArgumentException("a rule requires approval for something: name at least one operation");
        }
        if (creditsAbove != null && creditsAbove.signum() < 0) {
            throw new IllegalArgumentException("a credit threshold is an amount of zero or more");
        }
    }

    /**
     * A rule as {@link #text()} writes it, e.g. {@code platform=app_data;connection=*prod*;require=delete,move,credit>100}.
     * A field left out is {@code *}.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    public static ApprovalRule parse(String text) {
        String platform = "*";
        String connection = "*";
        Set<Operation> require = EnumSet.noneOf(Operation.class);
        BigDecimal above = null;
        for (String part : text.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("`" + part.strip() + "` is not name=value");
            }
            String name = part.substring(0, eq).strip();
            String value = part.substring(eq + 1).strip();
            switch (name) {
                case "platform" -> platform = value;
                case "connection" -> connection = value;
                case "require" -> {
                    for (String op : value.split(",")) {
                        String code = op.strip().toLowerCase(Locale.ROOT);
                        if (code.startsWith("credit>")) {
                            above = amount(code.substring("credit>".length()));
                            code = "credit";
                        }
                        require.add(operation(code));
                    }
                }
                default ->
                    throw new IllegalArgumentException(
                            "unknown field `" + name + "`; a rule has platform, connection and require");
            }
        }
        return new ApprovalRule(platform, connection, require, above);
    }

    private static Operation operation(String code) {
        for (Operation op : Operation.values()) {
            if (op.code().equals(code)) {
                return op;
            }
        }
        throw new IllegalArgumentException("unknown operation `" + code + "`; one of "
                + EnumSet.allOf(Operation.class).stream().map(Operation::code).collect(Collectors.joining(", "))
                + " (credit>AMOUNT for credit adjustments above an amount)");
    }

    private static BigDecimal amount(String text) {
        try {
            return new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("`" + text + "` is not an amount", e);
        }
    }

    /** The rule in the form {@link #parse} reads. */
    public String text() {
        return "platform=" + platform + ";connection=" + connection + ";require="
                + require.stream()
                        .map(op -> op == Operation.CREDIT && creditsAbove != null
                                ? "credit>" + creditsAbove.toPlainString()
                                : op.code())
                        .collect(Collectors.joining(","));
    }

    /** The rule in words, e.g. "deletes and moves on app_data through *prod*". */
    public String words() {
        List<String> what = new ArrayList<>();
        for (Operation op : require) {
            what.add(
                    op == Operation.CREDIT && creditsAbove != null
                            ? "credit adjustments above " + creditsAbove.toPlainString()
                            : op.words());
        }
        return String.join(", ", what) + " on " + (platform.equals("*") ? "every platform" : platform) + " through "
                + (connection.equals("*") ? "every connection" : "connections matching " + connection);
    }

    /** True when the rule covers writes made on {@code where}'s platform and connection. */
    public boolean covers(WriteRecord.Provenance where) {
        return matches(platform, where.platform())
                && (matches(connection, where.connection()) || matches(connection, where.account()));
    }

    /** Why {@code write} needs approval under this rule, e.g. "deletes"; empty when it does not. */
    public Optional<String> requires(Write write) {
        List<ItemWrite> items = write instanceof ItemWrite one ? List.of(one) : ((Batch) write).writes();
        Set<String> why = new LinkedHashSet<>();
        for (ItemWrite item : items) {
            for (Operation op : require) {
                if (needs(op, item)) {
                    why.add(
                            op == Operation.CREDIT && creditsAbove != null
                                    ? "credit adjustments above " + creditsAbove.toPlainString()
                                    : op.words());
                }
            }
        }
        return why.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", why));
    }

    private boolean needs(Operation op, ItemWrite write) {
        return switch (op) {
            case ALL -> true;
            case CREATE -> write.kind() == Write.Kind.CREATE;
            case UPDATE -> write.kind() == Write.Kind.UPDATE;
            case DELETE -> write.kind() == Write.Kind.DELETE;
            case MOVE -> write.kind() == Write.Kind.MOVE;
            case CREDIT ->
                write instanceof CreditAdjustment credit
                        && (creditsAbove == null || credit.amount().abs().compareTo(creditsAbove) > 0);
            case SECRET -> touchesSecret(write);
        };
    }

    /** True when the write sets, changes, removes or moves a value the descriptor marks secret. */
    static boolean touchesSecret(ItemWrite write) {
        Set<String> secrets = SecretMask.secretsOf(write.entity());
        if (secrets.isEmpty() || write instanceof CreditAdjustment) {
            return false;
        }
        if (write.kind() == Write.Kind.DELETE || write.kind() == Write.Kind.MOVE) {
            return write.beforeImage()
                    .map(item -> secrets.stream().anyMatch(item::has))
                    .orElse(false);
        }
        return write.changes().stream().anyMatch(change -> secrets.contains(change.attribute()));
    }

    static boolean matches(String pattern, String text) {
        if (text == null) {
            return false;
        }
        StringBuilder regex = new StringBuilder();
        for (char c : pattern.toCharArray()) {
            regex.append(c == '*' ? ".*" : c == '?' ? "." : Pattern.quote(String.valueOf(c)));
        }
        return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE | Pattern.DOTALL)
                .matcher(text)
                .matches();
    }
}
