package io.tenantdesk.cli;

import io.tenantdesk.audit.Proposal;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.write.AttributeChange;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** A proposal in words for the terminal: its age, its diff item by item, its decision and each item's outcome. */
final class ProposalText {

    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private ProposalText() {}

    static String time(Instant at) {
        return TIME.format(at);
    }

    /** How long ago, e.g. "5m", "3h", "2d". */
    static String age(Instant at, Instant now) {
        Duration age = Duration.between(at, now);
        if (age.toDays() > 0) {
            return age.toDays() + "d";
        }
        return age.toHours() > 0 ? age.toHours() + "h" : Math.max(0, age.toMinutes()) + "m";
    }

    /** The whole proposal: who, when, why, each item's changes, and once decided, how it ended. */
    static List<String> lines(Proposal p, PlatformDescriptor platform, Instant now) {
        List<String> lines = new ArrayList<>();
        Proposal.Status status = p.status(now);
        lines.add("Proposal " + p.id() + ": " + status.words().toLowerCase(Locale.ROOT)
                + (status == Proposal.Status.PENDING ? " until " + time(p.deadline()) : ""));
        lines.add("Proposed by " + p.proposer().name() + " at " + time(p.at()) + " on " + p.platform() + " · "
                + p.write().provenance().where());
        lines.add("Reason: " + p.reason());
        RecordedWrite write = p.write().write();
        for (RecordedWrite item : write.isBatch() ? write.writes() : List.of(write)) {
            lines.add(item.operation() + " " + item.entity() + " " + item.key().describe());
            Optional<EntityDef> entity = Optional.ofNullable(item.entity()).flatMap(platform::entity);
            if (item.amount() != null) {
                lines.add("  amount: " + item.amount().toPlainString());
            }
            entity.ifPresent(e -> diff(e, item.before(), item.after()).forEach(lines::add));
        }
        p.decision()
                .ifPresent(d ->
                        lines.add(d.verdict().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " by " + d.by().name()
                                + " at " + time(d.at()) + (d.comment().isBlank() ? "" : ": " + d.comment())));
        p.results().forEach(r -> lines.add(result(r)));
        return lines;
    }

    /** One item's outcome, e.g. "written  pk=…" or "conflict  pk=…: the item changed…". */
    static String result(Proposal.ItemResult r) {
        return r.status().words() + "\t" + r.key() + (r.message().isBlank() ? "" : "\t" + r.message());
    }

    private static List<String> diff(EntityDef entity, Item before, Item after) {
        List<String> lines = new ArrayList<>();
        for (AttributeChange c : AttributeChange.between(
                entity, before == null ? Item.empty() : before, after == null ? Item.empty() : after)) {
            lines.add("  " + c.attribute() + ": " + text(c.before()) + " → " + text(c.after())
                    + (c.derived() ? " (derived)" : ""));
        }
        return lines;
    }

    private static String text(Value value) {
        if (value == null) {
            return "(none)";
        }
        return SecretMask.isMasked(value) ? PlainValues.MASK : PlainValues.text(value);
    }
}
