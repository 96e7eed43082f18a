package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Makes the values of one item agree with each other once they are all chosen, as real data does: a person's
 * email is made of their name, a city lies in the item's country, nothing happened before the item was created,
 * and the same cost reads the same in every currency.
 */
final class Agreement {

    private static final BigDecimal EUR_PER_USD = new BigDecimal("0.92");
    private static final BigDecimal GBP_PER_USD = new BigDecimal("0.79");

    private final DemoRandom random;
    private final Instant now;

    Agreement(DemoRandom random, Instant now) {
        this.random = random;
        this.now = now;
    }

    void apply(EntityDef entity, Map<String, Value> fields) {
        emails(entity, fields);
        place(fields);
        timeline(entity, fields);
        currencies(fields);
    }

    private void emails(EntityDef entity, Map<String, Value> fields) {
        for (AttributeSpec spec : entity.attributes().values()) {
            if (spec.type() != AttributeType.EMAIL || !fields.containsKey(spec.name()) || isKeyField(entity, spec)) {
                continue;
            }
            String n = TextValues.normalise(spec.name());
            Optional<String> company = entity.hasRole(Role.TENANT) ? TextValues.text(fields, "name") : Optional.empty();
            if (company.isPresent() && (n.contains("billing") || n.contains("contact"))) {
                fields.put(
                        spec.name(),
                        Value.str(Emails.company(n.contains("billing") ? "billing" : "hello", company.get())));
            } else if (n.contains("sender")) {
                fields.put(spec.name(), Value.str("no-reply@notifications.example.com"));
            } else {
                String prefix = n.startsWith("recipient") ? "recipient" : "";
                personName(entity, fields, prefix)
                        .ifPresent(name -> fields.put(spec.name(), Value.str(Emails.person(random, name[0], name[1]))));
            }
        }
    }

    /**
     * The first and last name of the person an item is about, from its own name fields (either may be missing, not
     * both) or a person's (or service account's) name.
     */
    private static Optional<String[]> personName(EntityDef entity, Map<String, Value> fields, String prefix) {
        Optional<String> first = firstOf(fields, prefix + "first_name", prefix + "FirstName", prefix + "firstName");
        Optional<String> last = firstOf(fields, prefix + "last_name", prefix + "LastName", prefix + "lastName");
        if (first.isPresent() || last.isPresent()) {
            return Optional.of(new String[] {first.orElse(""), last.orElse("")});
        }
        boolean person = entity.hasRole(Role.USER)
                || entity.name().toLowerCase(Locale.ROOT).endsWith("user");
        return firstOf(fields, "display_name", "displayName", "name")
                .filter(name -> person)
                .map(name -> name.contains(" ") ? name.split(" ", 2) : new String[] {name, ""});
    }

    private static Optional<String> firstOf(Map<String, Value> fields, String... names) {
        for (String name : names) {
            Optional<String> text = TextValues.text(fields, name);
            if (text.isPresent()) {
                return text;
            }
        }
        return Optional.empty();
    }

    private static boolean isKeyField(EntityDef entity, AttributeSpec spec) {
        return entity.allKeyFields().contains(spec.name());
    }

    /** The country and postcode of the item's city. */
    private void place(Map<String, Value> fields) {
        Optional<Vocabulary.Place> place = TextValues.text(fields, "city")
                .flatMap(city -> Vocabulary.PLACES.stream()
                        .filter(p -> p.city().equals(city))
                        .findFirst());
        if (place.isEmpty()) {
            return;
        }
        if (fields.containsKey("country")) {
            fields.put("country", Value.str(place.get().country()));
        }
        for (String name : List.copyOf(fields.keySet())) {
            String n = TextValues.normalise(name);
            if (n.contains("postal") || n.contains("zip")) {
                fields.put(name, Value.str(place.get().postcode(random)));
            }
        }
    }

    /** Moves a moment that lies before the item's creation to after it; the keys are rendered later, so they follow. */
    private void timeline(EntityDef entity, Map<String, Value> fields) {
        String createdAt =
                entity.stamps().createdAtIfAny().orElse(fields.containsKey("created_at") ? "created_at" : "createdAt");
        Optional<Instant> created = instant(fields, createdAt);
        if (created.isEmpty()) {
            return;
        }
        for (AttributeSpec spec : entity.attributes().values()) {
            String name = spec.name();
            if (spec.type() != AttributeType.TIMESTAMP
                    || name.equals(createdAt)
                    || entity.allKeyFields().contains(name)) {
                continue;
            }
            instant(fields, name)
                    .filter(at -> at.isBefore(created.get()))
                    .ifPresent(at -> fields.put(
                            name,
                            Value.str(random.instantBetween(
                                            created.get(), now.isAfter(created.get()) ? now : created.get())
                                    .toString())));
        }
    }

    private static Optional<Instant> instant(Map<String, Value> fields, String name) {
        try {
            return TextValues.text(fields, name).map(Instant::parse);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static void currencies(Map<String, Value> fields) {
        Optional<BigDecimal> usd = TextValues.text(fields, "costUsd").map(BigDecimal::new);
        if (usd.isEmpty()) {
            return;
        }
        if (fields.containsKey("costEur")) {
            fields.put("costEur", Value.num(usd.get().multiply(EUR_PER_USD).setScale(2, RoundingMode.HALF_UP)));
        }
        if (fields.containsKey("costGbp")) {
            fields.put("costGbp", Value.num(usd.get().multiply(GBP_PER_USD).setScale(2, RoundingMode.HALF_UP)));
        }
    }
}
