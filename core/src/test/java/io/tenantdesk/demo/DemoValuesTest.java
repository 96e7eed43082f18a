package io.tenantdesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.testing.Platforms;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every demo value reads like the attribute it fills: what people complained of must not come back. */
class DemoValuesTest {

    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");
    private static final Pattern IP = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    private static final Pattern SENTENCE = Pattern.compile("[A-Z0-9].*[.?!]");
    private static final Pattern EMAIL = Pattern.compile("[a-z0-9-]+(\\.[a-z0-9-]+)*@[a-z0-9-]+(\\.[a-z0-9-]+)+");

    private static final Map<String, DemoDataset> DATA = Stream.of(
                    "app_data", "helpmaton", "lon12", "t3nets", "wallcrawler")
            .collect(Collectors.toUnmodifiableMap(
                    id -> id,
                    id -> new DemoGenerator(DemoSize.DEFAULT, 20261125L, NOW, DemoPlans.bundled())
                            .generate(Platforms.get(id))));

    /** Calls {@code check} with every valid demo item of the platform and its entity. */
    private static void eachItem(String platformId, BiConsumer<EntityDef, Item> check) {
        PlatformDescriptor platform = Platforms.get(platformId);
        DemoDataset data = DATA.get(platformId);
        ItemClassifier classifier = new ItemClassifier(platform);
        data.itemsByTable()
                .forEach((table, items) -> items.forEach(item -> {
                    Classification c = classifier.classify(table, item);
                    if (c.valid()) {
                        check.accept(c.entity(), item);
                    }
                }));
    }

    private static List<String> valuesOf(String platformId, String entity, String attribute) {
        List<String> values = new ArrayList<>();
        eachItem(platformId, (e, item) -> {
            if (e.name().equals(entity)) {
                item.scalarText(attribute).ifPresent(values::add);
            }
        });
        assertThat(values).as("%s.%s values", entity, attribute).isNotEmpty();
        return values;
    }

    @Test
    void identitiesAreUuidsAndOnlyAddressesAreAddresses() {
        assertThat(valuesOf("lon12", "User", "cognitoSub"))
                .allSatisfy(sub -> assertThat(UUID.fromString(sub).version()).isEqualTo(4));
        assertThat(valuesOf("helpmaton", "Workspace", "description"))
                .noneMatch(d -> IP.matcher(d).find());
        assertThat(valuesOf("helpmaton", "Workspace", "subscriptionId"))
                .noneMatch(d -> IP.matcher(d).find());
        assertThat(valuesOf("wallcrawler", "Session", "publicIP")).allMatch(ip -> ip.startsWith("203.0.113."));
    }

    @Test
    void descriptionsAndSummariesAreSentences() {
        for (String[] attribute : new String[][] {
            {"helpmaton", "Workspace", "description"},
            {"app_data", "Role", "description"},
            {"lon12", "Source", "summary"},
            {"lon12", "ReportVersion", "changesSummary"},
            {"t3nets", "User", "memory_summary"}
        }) {
            assertThat(valuesOf(attribute[0], attribute[1], attribute[2]))
                    .as(String.join(".", attribute))
                    .allMatch(text -> SENTENCE.matcher(text).matches(), "a sentence");
        }
    }

    @Test
    void namesAreTheNamesOfTheirKindOfThing() {
        assertThat(valuesOf("wallcrawler", "Project", "billingTier"))
                .allSatisfy(tier -> assertThat(Vocabulary.PLANS).contains(tier));
        assertThat(valuesOf("app_data", "Product", "name"))
                .allSatisfy(name -> assertThat(Vocabulary.PRODUCTS).contains(name));
        assertThat(valuesOf("app_data", "Account", "name"))
                .allSatisfy(name -> assertThat(Vocabulary.COMPANIES).contains(name));
        assertThat(valuesOf("lon12", "Report", "sector"))
                .allSatisfy(sector -> assertThat(Vocabulary.SECTORS).contains(sector));
    }

    @Test
    void emailsAreAddressesMadeOfThePersonsOwnName() {
        List<String> people = new ArrayList<>();
        for (String platform : DATA.keySet()) {
            eachItem(platform, (entity, item) -> {
                for (AttributeSpec spec : entity.attributes().values()) {
                    if (spec.type() == AttributeType.EMAIL) {
                        item.scalarText(spec.name())
                                .ifPresent(email -> assertThat(email).matches(EMAIL));
                    }
                }
                for (String prefix : List.of("", "recipient")) {
                    Optional<String> first = nameField(item, prefix, "first");
                    Optional<String> last = nameField(item, prefix, "last");
                    if (first.isEmpty() && last.isEmpty()) {
                        continue;
                    }
                    String local = Stream.of(first, last)
                            .flatMap(Optional::stream)
                            .map(name -> Emails.slug(name, "-"))
                            .collect(Collectors.joining("."));
                    String email = item.scalarText(prefix.isEmpty() ? "email" : prefix + "Email")
                            .orElseThrow();
                    assertThat(email).as("%s %s", entity.name(), item).matches(Pattern.quote(local) + "\\d+@.*");
                    people.add(email);
                }
            });
        }
        assertThat(people).as("items with a person's name").hasSizeGreaterThan(20);
        assertThat(Emails.person(new DemoRandom(1), "Zoë", "García"))
                .matches("zoe\\.garcia\\d+@example\\.(com|org|net)");
        assertThat(Emails.person(new DemoRandom(1), "Chidi", "")).matches("chidi\\d+@example\\.(com|org|net)");
    }

    private static Optional<String> nameField(Item item, String prefix, String which) {
        return Stream.of(prefix + which + "_name", prefix + which + "Name", prefix + capital(which) + "Name")
                .map(item::scalarText)
                .flatMap(Optional::stream)
                .findFirst();
    }

    private static String capital(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

    @Test
    void noTwoTenantsOfAPlatformShareACompanyName() {
        for (DemoSize size : DemoSize.values()) {
            for (String platform : DATA.keySet()) {
                PlatformDescriptor descriptor = Platforms.get(platform);
                EntityDef tenant = descriptor.tenantEntity().orElseThrow();
                Optional<String> nameAttribute = Stream.of("name", "displayName", "title")
                        .filter(n -> tenant.attribute(n).isPresent())
                        .findFirst();
                if (nameAttribute.isEmpty()) {
                    continue;
                }
                ItemClassifier classifier = new ItemClassifier(descriptor);
                List<String> names = new ArrayList<>();
                new DemoGenerator(size, 20261125L, NOW, DemoPlans.bundled())
                        .generate(descriptor)
                        .itemsByTable()
                        .forEach((table, items) -> items.forEach(item -> {
                            Classification c = classifier.classify(table, item);
                            if (c.valid() && c.entity().equals(tenant)) {
                                item.scalarText(nameAttribute.get()).ifPresent(names::add);
                            }
                        }));
                assertThat(names)
                        .as("%s %s tenants", size, platform)
                        .isNotEmpty()
                        .doesNotHaveDuplicates();
            }
        }
    }

    @Test
    void postcodesAreThoseOfTheirCity() {
        Map<String, Pattern> byCity = Map.ofEntries(
                Map.entry("London", Pattern.compile("(EC1A|N1|SE1|SW1A|W1D|WC2H) \\d[A-Z]{2}")),
                Map.entry("Manchester", Pattern.compile("M\\d{1,2} \\d[A-Z]{2}")),
                Map.entry("Berlin", Pattern.compile("1[0-4]\\d{3}")),
                Map.entry("Munich", Pattern.compile("8[01]\\d{3}")),
                Map.entry("Lyon", Pattern.compile("6900[1-9]")),
                Map.entry("Paris", Pattern.compile("750(0[1-9]|1\\d|20)")),
                Map.entry("Austin", Pattern.compile("787\\d{2}")),
                Map.entry("Seattle", Pattern.compile("981\\d{2}")),
                Map.entry("Utrecht", Pattern.compile("35\\d{2} [A-Z]{2}")),
                Map.entry("Malmö", Pattern.compile("21[1-7] \\d{2}")),
                Map.entry("Valencia", Pattern.compile("460[0-2]\\d")),
                Map.entry("Cork", Pattern.compile("T12 [A-Z]\\d[A-Z]\\d")));
        List<String> checked = new ArrayList<>();
        eachItem("app_data", (entity, item) -> {
            Optional<String> postcode = item.scalarText("postal_code");
            if (postcode.isPresent()) {
                String city = item.scalarText("city").orElseThrow();
                assertThat(byCity).containsKey(city);
                assertThat(postcode.get()).as(city).matches(byCity.get(city));
                checked.add(city);
            }
        });
        assertThat(checked).as("addresses with a postcode").hasSizeGreaterThan(5);
    }

    @Test
    void amountsHaveCentsAndCostsAgreeAcrossCurrencies() {
        assertThat(valuesOf("helpmaton", "Workspace", "creditBalance")).allMatch(b -> b.matches("\\d+(\\.\\d{1,2})?"));
        eachItem("helpmaton", (entity, item) -> {
            Optional<String> usd = item.scalarText("costUsd");
            Optional<String> eur = item.scalarText("costEur");
            if (usd.isPresent() && eur.isPresent()) {
                double ratio = Double.parseDouble(eur.get()) / Math.max(0.01, Double.parseDouble(usd.get()));
                assertThat(Double.parseDouble(usd.get()) < 0.05 || ratio > 0.8 && ratio < 1.0)
                        .as("%s %s", usd, eur)
                        .isTrue();
            }
        });
    }

    @Test
    void nothingIsUpdatedBeforeItWasCreated() {
        for (String platform : List.of("helpmaton", "lon12", "wallcrawler")) {
            eachItem(platform, (entity, item) -> {
                Optional<String> created = item.scalarText("createdAt");
                Optional<String> updated = item.scalarText("updatedAt");
                if (created.isPresent() && updated.isPresent()) {
                    assertThat(Instant.parse(updated.get()))
                            .as("%s %s", entity.name(), item)
                            .isAfterOrEqualTo(Instant.parse(created.get()));
                }
            });
        }
    }

    @Test
    void keysKnownOnlyByTheirHashAreHashesAndAlwaysHaveTheirIdentifyingAttribute() {
        eachItem("wallcrawler", (entity, item) -> {
            if (entity.name().equals("ApiKey")) {
                assertThat(item.scalarText("apiKeyHash").orElseThrow()).matches("[0-9a-f]{64}");
                assertThat(item.get("keyId")).get().isInstanceOf(Value.Str.class);
            }
        });
    }
}
