package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Proposes roles where a draft's shape makes them clear, each noted as a guess. The tenant: an entity with one item
 * per id (its partition key is a literal and one placeholder, its sort key a literal or none) whose id starts other
 * entities' partition keys or is held by their fields; the one that most other entities point at, when one does
 * more than any other. Entities pointing at it link to it as their tenant. A credit entity: one with a number attribute
 * named as a balance.
 */
final class RoleGuess {

    private static final Pattern BALANCE = Pattern.compile("(?i)(.*balance|credits?|.*creditsLeft)");
    private static final Pattern ONE_PLACEHOLDER = Pattern.compile("[^{}]*\\{(\\w+)}");
    private static final int MIN_DEPENDENTS = 2;
    private static final int MIN_DISTINCT_IDS = 2;
    private static final Set<String> NOT_IDS = Set.of("number", "epoch", "boolean", "enum", "timestamp", "date");

    /** A tenant candidate, with the entities pointing at it and the field through which each does. */
    private record Candidate(EntityDraft entity, String id, Map<EntityDraft, String> dependents) {}

    private RoleGuess() {}

    static void propose(List<EntityDraft> drafts) {
        List<String> creditRoles = new ArrayList<>();
        for (EntityDraft d : drafts) {
            credit(d).ifPresent(balance -> {
                ObjectNode credit = d.node().putObject("credit");
                credit.put("balance", balance);
                if (d.fields().contains("currency")) {
                    credit.put("currency", "currency");
                }
                creditRoles.add(d.name());
                d.remark("role `credit` (a guess): `" + balance + "` is a number named as a balance");
            });
        }
        Optional<Candidate> tenant = tenant(drafts);
        for (EntityDraft d : drafts) {
            List<String> roles = new ArrayList<>();
            if (tenant.isPresent() && tenant.get().entity() == d) {
                roles.add("tenant");
            }
            if (creditRoles.contains(d.name())) {
                roles.add("credit");
            }
            if (roles.size() == 1) {
                d.node().put("role", roles.get(0));
            } else if (roles.size() > 1) {
                roles.forEach(d.node().putArray("role")::add);
            }
        }
        tenant.ifPresent(RoleGuess::linkTenant);
    }

    private static void linkTenant(Candidate tenant) {
        EntityDraft e = tenant.entity();
        e.node().put("tenant", tenant.id());
        e.remark("role `tenant` (a guess): its id `" + tenant.id() + "` is held by the keys or fields of "
                + tenant.dependents().size() + " other entities ("
                + String.join(
                        ", ",
                        tenant.dependents().keySet().stream()
                                .map(EntityDraft::name)
                                .toList()) + ")");
        tenant.dependents().forEach((d, field) -> {
            d.node().put("tenant", field);
            d.remark("tenant `" + field + "` (a guess): it holds ids of the tenant `" + e.name() + "`");
        });
    }

    private static Optional<String> credit(EntityDraft d) {
        JsonNode attributes = d.node().path("attributes");
        return d.fields().stream()
                .filter(f -> BALANCE.matcher(f).matches())
                .filter(f -> attributes.path(f).path("type").asText().equals("number"))
                .findFirst();
    }

    private static Optional<Candidate> tenant(List<EntityDraft> drafts) {
        List<Candidate> candidates = new ArrayList<>();
        for (EntityDraft d : drafts) {
            id(d).ifPresent(id -> candidates.add(new Candidate(d, id, dependents(d, id, drafts))));
        }
        candidates.removeIf(c -> c.dependents().size() < MIN_DEPENDENTS);
        Comparator<Candidate> order = Comparator.comparingInt(
                        (Candidate c) -> c.dependents().size())
                .thenComparing(RoleGuess::namedByItsId)
                .thenComparing(c -> credit(c.entity()).isEmpty())
                .thenComparingInt(c -> c.entity().fields().size());
        candidates.sort(order.reversed());
        if (candidates.size() > 1 && order.compare(candidates.get(0), candidates.get(1)) == 0) {
            return Optional.empty();
        }
        return candidates.stream().findFirst();
    }

    /** The placeholder an entity with one item per id is identified by: its only one, in its partition key. */
    private static Optional<String> id(EntityDraft d) {
        List<String> templates = new ArrayList<>();
        d.node()
                .path("keys")
                .fields()
                .forEachRemaining(k -> templates.add(k.getValue().asText()));
        String partition = templates.get(0);
        boolean literalSort = templates.size() < 2 || !templates.get(1).contains("{");
        var m = ONE_PLACEHOLDER.matcher(partition);
        return literalSort && m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /**
     * The other entities pointing at {@code d}: their partition key template starts with {@code d}'s, or a field of
     * theirs holds {@code d}'s ids in nearly all of the items that have it (at least half of them).
     */
    private static Map<EntityDraft, String> dependents(EntityDraft d, String id, List<EntityDraft> drafts) {
        String partition = d.node().path("keys").elements().next().asText();
        Set<String> ids = new HashSet<>(d.values(id));
        ids.remove(null);
        Map<EntityDraft, String> dependents = new LinkedHashMap<>();
        for (EntityDraft other : drafts) {
            if (other == d) {
                continue;
            }
            String otherPartition = other.node().path("keys").elements().next().asText();
            if (other.table().equals(d.table()) && startsWith(otherPartition, partition)) {
                dependents.put(other, id);
                continue;
            }
            JsonNode attributes = other.node().path("attributes");
            other.fields().stream()
                    .filter(f ->
                            !NOT_IDS.contains(attributes.path(f).path("type").asText()))
                    .filter(f -> holds(other.values(f), ids))
                    .findFirst()
                    .ifPresent(f -> dependents.put(other, f));
        }
        return dependents;
    }

    private static boolean startsWith(String template, String prefix) {
        return template.equals(prefix)
                || template.startsWith(prefix) && !Character.isLetterOrDigit(template.charAt(prefix.length()));
    }

    private static boolean holds(List<String> values, Set<String> ids) {
        List<String> present = values.stream().filter(v -> v != null).toList();
        if (present.stream().distinct().count() < MIN_DISTINCT_IDS || 2 * present.size() < values.size()) {
            return false;
        }
        long outside = present.stream().filter(v -> !ids.contains(v)).count();
        return outside == 0 || Rarity.exceptions((int) outside, present.size());
    }

    /** Whether the entity's name is its id's, less the id ({@code Workspace} by {@code workspaceId}). */
    private static boolean namedByItsId(Candidate c) {
        String id = c.id().toLowerCase(Locale.ROOT).replace("_", "");
        return id.equals(c.entity().name().toLowerCase(Locale.ROOT) + "id");
    }
}
