package io.tenantdesk.lint;

import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.store.ScanShare;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Combines the reports of the N shares of one lint run (every share exactly once, in any order) into the report a
 * single run over the whole would have given: counts added, each group's first examples chosen again. Times are
 * the longest share's, read capacity the sum. Shares that do not belong together (another platform, source,
 * TTL moment, example limit, table list) are refused, saying how they differ.
 */
public final class LintMerge {

    public LintReport merge(List<LintReport> shares) {
        if (shares.isEmpty()) {
            throw new LintReportException("no reports to merge");
        }
        LintReport first = shares.get(0);
        checkShares(shares);
        same(shares, "platform", LintReport::platformId, "");
        same(shares, "source", LintReport::source, "");
        same(
                shares,
                "checkedAt",
                LintReport::checkedAt,
                "; TTLs must be compared with one moment: run every share with the same --checked-at");
        same(shares, "examplesPerGroup", LintReport::examplesPerGroup, "; run every share with the same --examples");
        same(shares, "strictTtl", LintReport::strictTtl, "; run every share with or without --strict-ttl alike");
        same(
                shares,
                "tables",
                r -> r.tables().stream().map(TableReport::table).toList(),
                "; run every share with the same --table options");
        List<TableReport> tables = new ArrayList<>();
        for (int t = 0; t < first.tables().size(); t++) {
            int index = t;
            tables.add(table(shares.stream().map(r -> r.tables().get(index)).toList(), first.examplesPerGroup()));
        }
        String connections =
                shares.stream().map(LintReport::connection).distinct().collect(Collectors.joining("; "));
        return new LintReport(
                first.platformId(),
                first.platformTitle(),
                first.source(),
                connections,
                first.checkedAt(),
                shares.stream().mapToInt(LintReport::segments).max().orElseThrow(),
                ScanShare.whole(),
                first.examplesPerGroup(),
                first.strictTtl(),
                longest(shares, LintReport::elapsed),
                tables);
    }

    private static void checkShares(List<LintReport> shares) {
        int count = shares.get(0).share().count();
        same(shares, "share count", r -> r.share().count(), "");
        Map<Integer, Long> seen =
                shares.stream().collect(Collectors.groupingBy(r -> r.share().index(), Collectors.counting()));
        List<String> twice = seen.entrySet().stream()
                .filter(e -> e.getValue() > 1)
                .map(e -> e.getKey() + "/" + count)
                .sorted()
                .toList();
        if (!twice.isEmpty()) {
            throw new LintReportException("share " + String.join(", ", twice) + " is given more than once");
        }
        List<String> missing = IntStream.range(0, count)
                .filter(i -> !seen.containsKey(i))
                .mapToObj(i -> i + "/" + count)
                .toList();
        if (!missing.isEmpty()) {
            throw new LintReportException("share " + String.join(", ", missing) + " is missing; a merge needs all "
                    + count + " shares of the run");
        }
    }

    private static <T> void same(List<LintReport> shares, String what, Function<LintReport, T> value, String advice) {
        T expected = value.apply(shares.get(0));
        for (LintReport share : shares) {
            if (!Objects.equals(expected, value.apply(share))) {
                throw new LintReportException("the shares differ in " + what + ": " + expected + " (share "
                        + shares.get(0).share() + ") and " + value.apply(share) + " (share " + share.share() + ")"
                        + advice);
            }
        }
    }

    private static TableReport table(List<TableReport> parts, int limit) {
        TableReport first = parts.get(0);
        List<String> physical =
                parts.stream().map(TableReport::physicalTable).distinct().toList();
        if (physical.size() > 1) {
            throw new LintReportException("the shares read table " + first.table() + " from different tables: "
                    + String.join(", ", physical));
        }
        Map<String, List<EntityReport>> byEntity = new LinkedHashMap<>();
        parts.forEach(p -> p.entities()
                .forEach(e -> byEntity.computeIfAbsent(e.entity(), n -> new ArrayList<>())
                        .add(e)));
        List<EntityReport> entities = new ArrayList<>();
        byEntity.forEach((name, reports) -> entities.add(new EntityReport(
                name,
                sum(reports, EntityReport::items),
                sum(reports, EntityReport::invalid),
                sum(reports, EntityReport::ttlExpired),
                groups(reports, EntityReport::violations, limit),
                groups(reports, EntityReport::keyDrift, limit))));
        return new TableReport(
                first.table(),
                first.physicalTable(),
                first.ttlAttribute(),
                sum(parts, TableReport::items),
                sum(parts, TableReport::findings),
                longest(parts, TableReport::elapsed),
                parts.stream().mapToDouble(TableReport::capacity).sum(),
                group(parts.stream().map(TableReport::unrecognised).toList(), limit),
                group(parts.stream().map(TableReport::ttlExpired).toList(), limit),
                entities);
    }

    /** The groups of every part, one per code, in the rules' order (codes this version does not know last). */
    private static List<Group> groups(List<EntityReport> parts, Function<EntityReport, List<Group>> groups, int limit) {
        Map<String, List<Group>> byCode = new LinkedHashMap<>();
        parts.forEach(p -> groups.apply(p)
                .forEach(g ->
                        byCode.computeIfAbsent(g.code(), c -> new ArrayList<>()).add(g)));
        List<String> order = new ArrayList<>(byCode.keySet());
        order.sort(Comparator.comparingInt(LintMerge::ruleOrder));
        return order.stream().map(code -> group(byCode.get(code), limit)).toList();
    }

    private static int ruleOrder(String code) {
        for (Rule rule : Rule.values()) {
            if (rule.code().equals(code)) {
                return rule.ordinal();
            }
        }
        return Rule.values().length;
    }

    private static Group group(List<Group> parts, int limit) {
        GroupTally tally = new GroupTally(parts.get(0).code(), parts.get(0).title(), limit);
        parts.forEach(tally::add);
        return tally.group();
    }

    private static <T> long sum(List<T> parts, Function<T, Long> count) {
        return parts.stream().mapToLong(count::apply).sum();
    }

    private static <T> Duration longest(List<T> parts, Function<T, Duration> elapsed) {
        return parts.stream().map(elapsed).max(Comparator.naturalOrder()).orElse(Duration.ZERO);
    }
}
