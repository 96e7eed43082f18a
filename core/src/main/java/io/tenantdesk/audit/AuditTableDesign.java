package io.tenantdesk.audit;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * The shared audit table's design: one item per write, keyed by the write's id, with four indexes that each answer
 * one question newest first (the times are fixed-width UTC text, so they sort as they read):
 *
 * <pre>
 *   table      entryId                          one write, by its id (the same id as in the local journal)
 *   byItem     itemKey = platform|table|key  ·  at     all changes of one item
 *   byTenant   tenantKey = platform|tenant   ·  at     all changes for one tenant (sparse: writes with a tenant)
 *   byActor    actor                         ·  at     all changes by one person
 *   byTime     feed = "all"                  ·  at     all changes in a time window
 * </pre>
 *
 * Every index projects the whole item. {@code expiresAt} (epoch seconds) is the TTL attribute when a retention is
 * chosen.
 */
public final class AuditTableDesign {

    /** The table's name in its descriptor, {@code /audit/tenantdesk-audit.json}. */
    public static final String TABLE = "tenantdesk-audit";

    public static final String ENTRY_ID = "entryId";
    public static final String AT = "at";
    public static final String FEED = "feed";
    public static final String FEED_ALL = "all";
    public static final String PLATFORM = "platform";
    public static final String ACTOR = "actor";
    public static final String ITEM_KEY = "itemKey";
    public static final String TENANT_KEY = "tenantKey";
    public static final String STATUS = "status";
    public static final String BEGIN = "begin";
    public static final String STEPS = "steps";
    public static final String END = "end";
    public static final String EXPIRES_AT = "expiresAt";

    /** What an item is, beside the writes: absent on a write's entry. */
    public static final String KIND = "kind";

    public static final String KIND_PROPOSAL = "proposal";
    public static final String KIND_DECISION = "decision";
    public static final String KIND_POLICY = "policy";
    /** The {@code byTime} partition of proposals and their decisions. */
    public static final String FEED_PROPOSALS = "proposals";
    /** The {@code byTime} partition of the approval policy's changes. */
    public static final String FEED_POLICY = "policy";

    public static final String PROPOSAL_PREFIX = "PROPOSAL#";
    public static final String DECISION_PREFIX = "DECISION#";
    /** The entry that holds the team's approval policy in force. */
    public static final String POLICY_ID = "POLICY";

    public static final String PERSON = "person";
    public static final String PERSON_NAME = "personName";
    public static final String DEADLINE = "deadline";
    public static final String PROPOSAL = "proposal";
    public static final String VERDICT = "verdict";
    public static final String COMMENT = "comment";
    public static final String POLICY = "policy";
    public static final String VERSION = "version";

    public static final String BY_ITEM = "byItem";
    public static final String BY_TENANT = "byTenant";
    public static final String BY_ACTOR = "byActor";
    public static final String BY_TIME = "byTime";

    /** The indexes and their partition keys, in the order they are created. */
    static final List<List<String>> INDEXES = List.of(
            List.of(BY_ITEM, ITEM_KEY),
            List.of(BY_TENANT, TENANT_KEY),
            List.of(BY_ACTOR, ACTOR),
            List.of(BY_TIME, FEED));

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern(
                    "uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private AuditTableDesign() {}

    /** An instant as the table sorts it, e.g. {@code 2026-11-26T09:40:01.123456Z}. */
    public static String time(Instant at) {
        return TIME.format(at);
    }

    public static String itemKey(String platform, String table, String key) {
        return platform + "|" + table + "|" + key;
    }

    /** The {@code byItem} partition of the proposals for one item, beside its writes' own. */
    public static String proposalItemKey(String platform, String table, String key) {
        return "proposal|" + itemKey(platform, table, key);
    }

    public static String tenantKey(String platform, String tenant) {
        return platform + "|" + tenant;
    }

    /** The tenant of a {@link #tenantKey}. */
    public static String tenantOf(String tenantKey) {
        return tenantKey.substring(tenantKey.indexOf('|') + 1);
    }

    /** The table's design as a descriptor, as the console browses it and as its writes are made. */
    public static PlatformDescriptor descriptor() {
        try (InputStream in = AuditTableDesign.class.getResourceAsStream("/audit/tenantdesk-audit.json")) {
            if (in == null) {
                throw new UncheckedIOException(
                        new IOException("missing bundled resource /audit/tenantdesk-audit.json"));
            }
            return new DescriptorLoader()
                    .load("tenantdesk-audit.json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
