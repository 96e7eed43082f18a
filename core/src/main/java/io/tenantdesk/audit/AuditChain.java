package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;
import static io.tenantdesk.audit.AuditTableDesign.STEPS;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.AttributeUpdates;
import io.tenantdesk.store.TableWrites;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The audit table's tamper-evident links: each writer's entries form a chain, each holding its place in it
 * ({@code chainSeq}), the digest of the entry before it ({@code chainPrev}) and its own ({@code chain}): SHA-256 over
 * its content as first written and that previous digest. An outcome recorded later is sealed with a digest over it and
 * the entry's own ({@code seal}). An entry changed, removed or moved behind the app's back then no longer fits its
 * chain, which {@link AuditVerifier} walks. Thread-safe: one writer's entries are linked one at a time.
 */
final class AuditChain {

    static final String SEQ = "chainSeq";
    static final String PREV = "chainPrev";
    static final String DIGEST = "chain";
    static final String SEAL = "seal";

    /** What is recorded after an entry is first written, and so is not part of its content's digest. */
    static final Set<String> NOT_CONTENT = Set.of(SEQ, PREV, DIGEST, SEAL, STATUS, STEPS, END);

    /** How many of the entries linked here are remembered, to seal their outcomes without reading them. */
    private static final int REMEMBERED = 4096;

    /** A writer's last link: its place and digest; place 0 before the first. */
    record Link(long seq, String digest) {
        static final Link START = new Link(0, "");
    }

    private final TableWrites writes;
    private final Function<String, List<Item>> newestOf;
    private final Map<String, Link> heads = new ConcurrentHashMap<>();
    private final Map<String, Object> locks = new ConcurrentHashMap<>();
    private final Map<String, String> linked = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > REMEMBERED;
        }
    };

    /**
     * @param newestOf a writer's newest entries, newest first (its index), where a chain goes on after a restart
     */
    AuditChain(TableWrites writes, Function<String, List<Item>> newestOf) {
        this.writes = writes;
        this.newestOf = newestOf;
    }

    /**
     * Puts a new entry, linked after its writer's last one, only if no entry has its id. An entry without a writer is
     * put as it is.
     */
    void put(Item entry) {
        Optional<String> actor = entry.scalarText(ACTOR);
        if (actor.isEmpty()) {
            writes.create(entry);
            return;
        }
        synchronized (locks.computeIfAbsent(actor.get(), a -> new Object())) {
            Link head = heads.computeIfAbsent(actor.get(), this::lastLink);
            long seq = head.seq() + 1;
            String digest = digest(entry, seq, head.digest());
            writes.create(entry.toBuilder()
                    .put(SEQ, Value.num(seq))
                    .put(PREV, Value.str(head.digest()))
                    .put(DIGEST, Value.str(digest))
                    .build());
            heads.put(actor.get(), new Link(seq, digest));
            synchronized (linked) {
                linked.put(entry.scalarTextOrNull(ENTRY_ID), digest);
            }
        }
    }

    /** The seal of an outcome recorded on entry {@code id}, when this chain linked it; empty otherwise. */
    Optional<AttributeUpdates.Assign> sealOf(String id, String status, String end) {
        String digest;
        synchronized (linked) {
            digest = linked.get(id);
        }
        return Optional.ofNullable(digest)
                .map(d -> new AttributeUpdates.Assign(SEAL, Value.str(sealDigest(d, status, end))));
    }

    /** The seal of an outcome recorded on {@code entry} as read; empty for an entry made before the chain. */
    static Optional<AttributeUpdates.Assign> sealOf(Item entry, String status, String end) {
        return entry.scalarText(DIGEST)
                .map(d -> new AttributeUpdates.Assign(SEAL, Value.str(sealDigest(d, status, end))));
    }

    static String sealDigest(String digest, String status, String end) {
        return sha256("tenantdesk-audit-seal/1\n" + digest + "\n" + status + "\n" + (end == null ? "" : end));
    }

    /** Where a writer's chain stands: after the highest place among its newest entries. */
    private Link lastLink(String actor) {
        Link last = Link.START;
        for (Item item : newestOf.apply(actor)) {
            Optional<Long> seq = seqOf(item);
            Optional<String> digest = item.scalarText(DIGEST);
            if (seq.isPresent() && digest.isPresent() && seq.get() > last.seq()) {
                last = new Link(seq.get(), digest.get());
            }
        }
        return last;
    }

    static Optional<Long> seqOf(Item item) {
        return item.get(SEQ)
                .filter(Value.Num.class::isInstance)
                .map(v -> new BigDecimal(((Value.Num) v).value()).longValue());
    }

    /** The digest of an entry's content at place {@code seq} after {@code previous}. */
    static String digest(Item entry, long seq, String previous) {
        StringBuilder text = new StringBuilder("tenantdesk-audit-chain/1\n")
                .append(seq)
                .append('\n')
                .append(previous)
                .append('\n');
        new TreeMap<>(entry.attributes()).forEach((name, value) -> {
            if (!NOT_CONTENT.contains(name)) {
                text.append(name).append('=').append(canonical(value)).append('\n');
            }
        });
        return sha256(text.toString());
    }

    /** A value as text that reads the same however DynamoDB returns it (numbers normalised, sets and maps sorted). */
    private static String canonical(Value value) {
        if (value instanceof Value.Str s) {
            return "S" + quote(s.value());
        } else if (value instanceof Value.Num n) {
            return "N" + normal(n.value());
        } else if (value instanceof Value.Bool b) {
            return "BOOL" + b.value();
        } else if (value instanceof Value.Null) {
            return "NULL";
        } else if (value instanceof Value.Bin b) {
            return "B" + Base64.getEncoder().encodeToString(b.bytes());
        } else if (value instanceof Value.ListOf l) {
            return "L["
                    + String.join(
                            ",", l.values().stream().map(AuditChain::canonical).toList()) + "]";
        } else if (value instanceof Value.MapOf m) {
            StringBuilder map = new StringBuilder("M{");
            new TreeMap<>(m.values())
                    .forEach((k, v) -> map.append(quote(k))
                            .append(':')
                            .append(canonical(v))
                            .append(','));
            return map.append('}').toString();
        } else if (value instanceof Value.StrSet ss) {
            return "SS"
                    + String.join(
                            ",",
                            new TreeSet<>(
                                    ss.values().stream().map(AuditChain::quote).toList()));
        } else if (value instanceof Value.NumSet ns) {
            return "NS"
                    + String.join(
                            ",",
                            new TreeSet<>(
                                    ns.values().stream().map(AuditChain::normal).toList()));
        }
        return "BS"
                + String.join(
                        ",",
                        new TreeSet<>(((Value.BinSet) value)
                                .values().stream()
                                        .map(b -> Base64.getEncoder().encodeToString(b.bytes()))
                                        .toList()));
    }

    private static String normal(String number) {
        return new BigDecimal(number).stripTrailingZeros().toPlainString();
    }

    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
    }
}
