package io.tenantdesk.journal;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.RecordedImage;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * How the change record keeps secrets out of its lines: a value the descriptor marks secret is recorded as the mask
 * followed by a keyed digest of the value ({@code ******** hmac-sha256:…}), enough to tell later whether the item
 * still holds the same secret (for a revert, which then takes the clear value from the item itself) and never
 * enough to read it back. Values are masked in place, so every line stays readable by older versions.
 */
public final class SecretMask {

    private static final String DIGEST = " hmac-sha256:";

    private final JournalKey key;
    /** Names the key in each digest, so a console can tell a digest made with another's key: nothing to read back. */
    private final String keyId;

    public SecretMask(JournalKey key) {
        this.key = key;
        this.keyId = key.digest("tenantdesk journal key id").substring(0, 12);
    }

    /** The entity's secret attributes. */
    public static Set<String> secretsOf(EntityDef entity) {
        Set<String> names = new LinkedHashSet<>();
        entity.attributes().values().stream().filter(AttributeSpec::secret).forEach(a -> names.add(a.name()));
        return names;
    }

    /** True for a value as this class records a secret. */
    public static boolean isMasked(Value value) {
        return value instanceof Value.Str s && s.value().startsWith(PlainValues.MASK + DIGEST);
    }

    /** The value as recorded: the mask and its keyed digest; a value already masked stays as it is. */
    public Value mask(Value value) {
        return isMasked(value) ? value : Value.str(PlainValues.MASK + DIGEST + keyId + ":" + digest(value));
    }

    /** The item with the values of {@code secrets} masked; null stays null. */
    public Item mask(Item item, Set<String> secrets) {
        if (item == null || secrets.isEmpty()) {
            return item;
        }
        Map<String, Value> values = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> values.put(name, secrets.contains(name) ? mask(value) : value));
        return Item.of(values);
    }

    /**
     * A request's text (its condition or update in words) with every secret value the write's images hold replaced by
     * the mask, longest first, as it is written and as a quoted string shows it.
     */
    private static String maskText(String text, RecordedWrite write) {
        if (text == null) {
            return null;
        }
        Set<String> secrets = write.secrets();
        if (secrets.isEmpty()) {
            return text;
        }
        Set<String> clear =
                new TreeSet<>(Comparator.comparingInt(String::length).reversed().thenComparing(s -> s));
        Stream.concat(Stream.of(write), write.writes().stream())
                .flatMap(w -> Stream.of(w.beforeIfAny(), w.afterIfAny()))
                .flatMap(Optional::stream)
                .forEach(item -> secrets.forEach(name -> item.get(name).ifPresent(v -> clear.addAll(texts(v)))));
        String masked = text;
        for (String value : clear) {
            if (!value.isEmpty()) {
                masked = masked.replace(value, PlainValues.MASK);
            }
        }
        return masked;
    }

    /** The digest of one value: of its exact DynamoDB JSON, so a string and a number that read alike differ. */
    public String digest(Value value) {
        return key.digest(ItemJson.toJson(value).toString());
    }

    /** True when {@code recorded} is the mask of {@code now}, or {@code now} itself. */
    public boolean same(Value recorded, Optional<Value> now) {
        if (now.isEmpty()) {
            return false;
        }
        if (!isMasked(recorded)) {
            return recorded.equals(now.get());
        }
        String digest = digest(now.get());
        String value = ((Value.Str) recorded).value();
        return keyOf(recorded)
                .map(id -> value.equals(PlainValues.MASK + DIGEST + keyId + ":" + digest))
                .orElseGet(() -> value.equals(PlainValues.MASK + DIGEST + digest));
    }

    /**
     * True when every secret {@code recorded} holds masked was digested with this record's key, so it can be checked
     * here; false when one was recorded by another console, with its own key. A digest of an older line names no key
     * and is checked as it is.
     */
    public boolean keyedHere(Item recorded) {
        return recorded == null
                || recorded.attributes().values().stream()
                        .filter(SecretMask::isMasked)
                        .allMatch(v -> keyOf(v).map(keyId::equals).orElse(true));
    }

    /** The key a masked value names, when it names one. */
    private static Optional<String> keyOf(Value masked) {
        String rest = ((Value.Str) masked).value().substring((PlainValues.MASK + DIGEST).length());
        int colon = rest.indexOf(':');
        return colon > 0 ? Optional.of(rest.substring(0, colon)) : Optional.empty();
    }

    /**
     * The recorded item with each masked value replaced by the clear value {@code now} holds, when it is that same
     * secret; empty when some masked value is not (the secret changed, or the item is gone).
     */
    public Optional<Item> restore(Item recorded, Optional<Item> now) {
        if (recorded == null) {
            return Optional.empty();
        }
        Map<String, Value> values = new LinkedHashMap<>();
        for (Map.Entry<String, Value> e : recorded.attributes().entrySet()) {
            if (!isMasked(e.getValue())) {
                values.put(e.getKey(), e.getValue());
                continue;
            }
            Optional<Value> clear = now.flatMap(item -> item.get(e.getKey()));
            if (!same(e.getValue(), clear)) {
                return Optional.empty();
            }
            values.put(e.getKey(), clear.get());
        }
        return Optional.of(Item.of(values));
    }

    /** The attributes of {@code item} recorded masked. */
    public static List<String> maskedIn(Item item) {
        List<String> names = new ArrayList<>();
        if (item != null) {
            item.attributes().forEach((name, value) -> {
                if (isMasked(value)) {
                    names.add(name);
                }
            });
        }
        return names;
    }

    /**
     * The record as it is kept: every value of the attributes its write marks secret masked, in its images and its
     * outcome's, and in the request's words.
     */
    public WriteRecord mask(WriteRecord record) {
        RecordedWrite write = record.write();
        Set<String> secrets = write.secrets();
        if (secrets.isEmpty()) {
            return record;
        }
        WriteOutcome outcome = record.outcome();
        return new WriteRecord(
                record.id(),
                record.provenance(),
                write.masked(item -> mask(item, secrets)),
                new WriteRecord.Request(
                        record.request().physicalTable(),
                        maskText(record.request().condition(), write),
                        maskText(record.request().update(), write)),
                record.steps(),
                new WriteOutcome(outcome.status(), outcome.at(), mask(outcome.after(), secrets), outcome.message()));
    }

    /** The attributes the record's images hold as a mask and digest only, never in clear. */
    public static Set<String> maskedSecrets(WriteRecord record) {
        Set<String> names = new TreeSet<>();
        record.key().ifPresent(k -> names.addAll(maskedIn(k.asItem())));
        names.addAll(maskedIn(record.write().before()));
        names.addAll(maskedIn(record.write().after()));
        names.addAll(maskedIn(record.outcome().after()));
        return names;
    }

    /** True when the record's key holds a secret, recorded masked: the item cannot be found from the record. */
    public static boolean keyMasked(WriteRecord record) {
        return record.key().map(k -> !maskedIn(k.asItem()).isEmpty()).orElse(false);
    }

    /**
     * True when the secrets the record holds as digests can be checked with this mask: none was recorded by another
     * console (another user's, or another laptop's) with its own key.
     */
    public boolean checks(WriteRecord record) {
        return keyedHere(record.write().before()) && keyedHere(record.write().after());
    }

    /** Why a record whose secrets were digested by another console cannot be reverted here, in words. */
    public static String recordedElsewhere(WriteRecord record) {
        return "It touched a secret (" + String.join(", ", maskedSecrets(record)) + "); recorded by "
                + (record.provenance().actor() == null
                        ? "someone"
                        : record.provenance().actor())
                + " from another console, whose own key "
                + "made the digest the change record keeps, so this console cannot check that the secret is unchanged. "
                + "Revert it from their console, or correct the item by hand.";
    }

    /**
     * The record with its masked secrets in clear, each taken from {@code now} (the item as it is now) where it holds
     * that same value; empty when some image holds a secret {@code now} does not.
     */
    public Optional<WriteRecord> inClear(WriteRecord record, Optional<Item> now) {
        RecordedWrite write = record.write();
        Optional<Item> before = clear(write.before(), now);
        Optional<Item> after = clear(write.after(), now);
        WriteOutcome outcome = record.outcome();
        Optional<Item> left = clear(outcome.after(), now);
        if ((write.before() != null && before.isEmpty())
                || (write.after() != null && after.isEmpty())
                || (outcome.after() != null && left.isEmpty())) {
            return Optional.empty();
        }
        RecordedWrite clearWrite = new RecordedWrite(
                write.operation(),
                write.entity(),
                write.table(),
                write.key(),
                RecordedImage.of(before.orElse(null)),
                RecordedImage.of(after.orElse(null)),
                write.amount(),
                write.tenant(),
                write.batch(),
                write.writes(),
                Set.of());
        return Optional.of(new WriteRecord(
                record.id(),
                record.provenance(),
                clearWrite,
                record.request(),
                record.steps(),
                new WriteOutcome(outcome.status(), outcome.at(), left.orElse(null), outcome.message())));
    }

    private Optional<Item> clear(Item recorded, Optional<Item> now) {
        return maskedIn(recorded).isEmpty() ? Optional.ofNullable(recorded) : restore(recorded, now);
    }

    /** How a value may appear in a request's text: as itself, escaped as in a quoted string, and as its elements. */
    private static List<String> texts(Value value) {
        List<String> texts = new ArrayList<>();
        ItemJson.toJson(value).elements().forEachRemaining(node -> {
            if (node.isContainerNode()) {
                node.elements().forEachRemaining(element -> texts.addAll(nodeTexts(element)));
            } else {
                texts.addAll(nodeTexts(node));
            }
        });
        return texts;
    }

    private static List<String> nodeTexts(com.fasterxml.jackson.databind.JsonNode node) {
        String escaped = node.toString();
        return List.of(node.asText(), escaped.startsWith("\"") ? escaped.substring(1, escaped.length() - 1) : escaped);
    }
}
