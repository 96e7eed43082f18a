package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.text.Normalizer;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * A plausible string for an attribute, chosen by what its name says it holds: {@code cognitoSub} a UUID,
 * {@code publicIP} an address, {@code billingTier} a plan, {@code description} a sentence. The rules are tried in
 * order and the first whose name pattern matches wins; a name no rule knows gets a sentence.
 */
final class TextValues {

    /** A rule: attribute names it knows (lower case, letters and digits only) and how it makes a value. */
    private record Rule(Predicate<String> names, Maker maker) {}

    @FunctionalInterface
    private interface Maker {
        String make(EntityDef entity, Map<String, Value> fields);
    }

    private static final Pattern IP = Pattern.compile("(public|private|source|client|remote)?ip(address)?");
    private static final Pattern ID = Pattern.compile(".*[a-z]id");
    private static final Pattern BY = Pattern.compile("(created|updated|approved|granted|invited|accepted|modified)by");

    /** Names by a word of the entity's name, tried in this order ("AgentKey" is a key before it is an agent). */
    private static final Map<String, List<String>> TITLES = orderedTitles();

    private static Map<String, List<String>> orderedTitles() {
        Map<String, List<String>> titles = new java.util.LinkedHashMap<>();
        titles.put("enterprise", Vocabulary.GROUPS);
        titles.put("key", Vocabulary.KEY_NAMES);
        titles.put("product", Vocabulary.PRODUCTS);
        titles.put("service", Vocabulary.SERVICES);
        titles.put("role", Vocabulary.ROLES);
        titles.put("group", Vocabulary.TEAMS);
        titles.put("tool", Vocabulary.TOOLS);
        titles.put("workstream", Vocabulary.WORKSTREAMS);
        titles.put("agent", Vocabulary.AGENTS);
        titles.put("document", Vocabulary.DOCUMENTS);
        titles.put("channel", Vocabulary.CHANNELS);
        titles.put("connection", Vocabulary.MAILBOXES);
        titles.put("server", Vocabulary.MCP_SERVERS);
        titles.put("report", Phrases.REPORT_TITLES);
        titles.put("source", Phrases.SOURCE_TITLES);
        return java.util.Collections.unmodifiableMap(titles);
    }

    private final DemoRandom random;
    private final Instant now;
    private final List<Rule> rules;
    private final List<String> companiesLeft = new ArrayList<>();
    private int companyRounds;

    TextValues(DemoRandom random, Instant now) {
        this.random = random;
        this.now = now;
        this.rules = List.of(
                rule(n -> n.equals("cognitosub") || n.equals("sub") || n.endsWith("uuid"), (e, f) -> random.uuid()),
                rule(n -> IP.matcher(n).matches(), (e, f) -> "203.0.113." + random.between(2, 254)),
                rule(n -> n.equals("name") || n.equals("displayname") || n.equals("title"), this::title),
                rule(n -> n.contains("firstname"), (e, f) -> random.pick(Vocabulary.FIRST_NAMES)),
                rule(n -> n.contains("lastname"), (e, f) -> random.pick(Vocabulary.LAST_NAMES)),
                rule(n -> n.equals("accountname"), (e, f) -> company()),
                rule(
                        n -> n.equals("line1") || n.equals("street"),
                        (e, f) -> random.between(1, 240) + " " + random.pick(Vocabulary.STREETS)),
                rule(
                        n -> n.equals("line2"),
                        (e, f) -> random.pick(List.of("Floor ", "Suite ", "Unit ")) + random.between(2, 40)),
                rule(
                        n -> n.equals("city"),
                        (e, f) -> random.pick(Vocabulary.PLACES).city()),
                rule(
                        n -> n.equals("country"),
                        (e, f) -> random.pick(Vocabulary.PLACES).country()),
                rule(
                        n -> n.contains("postal") || n.contains("zip"),
                        (e, f) -> random.pick(Vocabulary.PLACES).postcode(random)),
                rule(n -> n.equals("region"), (e, f) -> random.pick(Vocabulary.REGIONS)),
                rule(n -> n.startsWith("model"), (e, f) -> random.pick(Vocabulary.MODELS)),
                rule(n -> n.equals("product"), (e, f) -> random.pick(Vocabulary.PRODUCTS)),
                rule(n -> n.equals("keyid"), (e, f) -> "key_" + random.base36(10)),
                rule(n -> n.equals("provider"), (e, f) -> random.pick(Vocabulary.PROVIDERS)),
                rule(
                        n -> n.equals("billingtier") || n.equals("plan") || n.equals("tier"),
                        (e, f) -> random.pick(Vocabulary.PLANS)),
                rule(n -> n.equals("sector"), (e, f) -> random.pick(Vocabulary.SECTORS)),
                rule(n -> n.equals("exploitationtype"), (e, f) -> random.pick(Vocabulary.EXPLOITATION_TYPES)),
                rule(n -> n.equals("publisher"), (e, f) -> random.pick(Vocabulary.PUBLISHERS)),
                rule(n -> n.equals("eventtype"), (e, f) -> random.pick(Vocabulary.EVENT_TYPES)),
                rule(n -> n.equals("action"), (e, f) -> random.pick(Vocabulary.ACTIONS)),
                rule(n -> n.equals("resourcetype"), (e, f) -> random.pick(Vocabulary.RESOURCE_TYPES)),
                rule(n -> n.equals("notificationtype"), (e, f) -> random.pick(Vocabulary.NOTIFICATION_TYPES)),
                rule(n -> n.equals("subject"), (e, f) -> random.pick(Phrases.SUBJECTS)),
                rule(n -> n.startsWith("error"), (e, f) -> random.pick(Phrases.DELIVERY_ERRORS)),
                rule(n -> n.equals("skipreason"), (e, f) -> random.pick(Phrases.SKIP_REASONS)),
                rule(
                        n -> n.endsWith("date"),
                        (e, f) -> now.minus(Duration.ofDays(random.between(3, 900)))
                                .atOffset(ZoneOffset.UTC)
                                .toLocalDate()
                                .toString()),
                rule(n -> n.endsWith("hash"), (e, f) -> random.hex(64)),
                rule(n -> n.endsWith("prefix"), (e, f) -> "hmk_" + random.base36(8)),
                rule(n -> n.equals("identifier"), (e, f) -> random.digits(21)),
                rule(
                        n -> n.equals("parentpk"),
                        (e, f) -> text(f, "workspaceId")
                                .map(w -> "workspaces/" + w)
                                .orElse("workspaces/" + random.base36(8))),
                rule(n -> n.equals("filename"), (e, f) -> random.pick(Vocabulary.FILE_NAMES)),
                rule(n -> n.equals("folderpath"), (e, f) -> random.pick(Vocabulary.FOLDERS)),
                rule(
                        n -> n.equals("contenttype"),
                        (e, f) -> mimeType(text(f, "filename").orElse(""))),
                rule(
                        n -> n.equals("s3key"),
                        (e, f) -> "workspaces/" + text(f, "workspaceId").orElse(random.base36(8)) + "/documents/"
                                + text(f, "filename").orElse(random.pick(Vocabulary.FILE_NAMES))),
                rule(
                        n -> n.endsWith("storagekey"),
                        (e, f) -> text(f, "projectId").orElse(random.base36(8)) + "/"
                                + text(f, "contextId").orElse("ctx_" + random.base36(8)) + "/profile.tar.gz"),
                rule(n -> n.endsWith("arn"), (e, f) -> "arn:aws:ecs:us-east-1:123456789012:task/" + random.hex(32)),
                rule(
                        n -> n.startsWith("ses") && n.endsWith("messageid"),
                        (e, f) -> "0100018" + random.hex(9) + "-" + random.uuid() + "-000000"),
                rule(
                        n -> BY.matcher(n).matches(),
                        (e, f) -> Emails.person(
                                random, random.pick(Vocabulary.FIRST_NAMES), random.pick(Vocabulary.LAST_NAMES))),
                rule(n -> n.equals("id") || ID.matcher(n).matches(), (e, f) -> random.base36(8)),
                rule(n -> n.equals("systemprompt"), (e, f) -> random.pick(Phrases.PROMPTS)),
                rule(
                        n -> n.equals("content") || n.equals("body") || n.endsWith("message"),
                        (e, f) -> random.pick(Phrases.MESSAGES)),
                rule(n -> n.endsWith("summary") && n.startsWith("change"), (e, f) -> random.pick(Phrases.CHANGES)),
                rule(n -> n.endsWith("summary"), (e, f) -> random.pick(Phrases.SUMMARIES)));
    }

    private static Rule rule(Predicate<String> names, Maker maker) {
        return new Rule(names, maker);
    }

    /** Attribute names reduced to what the rules compare: lower case, letters and digits. */
    static String normalise(String attribute) {
        return attribute.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    /** A value for the string attribute {@code name} of an item of {@code entity} whose values so far are {@code fields}. */
    String text(EntityDef entity, String name, Map<String, Value> fields) {
        String normalised = normalise(name);
        for (Rule rule : rules) {
            if (rule.names().test(normalised)) {
                return rule.maker().make(entity, fields);
            }
        }
        return random.pick(Phrases.DESCRIPTIONS);
    }

    /** An item's name, as its kind of thing is named: a company for a tenant, a person for a user, a team for a group... */
    private String title(EntityDef entity, Map<String, Value> fields) {
        String kind = entity.name().toLowerCase(Locale.ROOT);
        if (entity.hasRole(Role.TENANT) || kind.contains("partner")) {
            return company();
        }
        if (kind.contains("technical")) {
            return random.pick(Vocabulary.SERVICE_ACCOUNTS);
        }
        if (entity.hasRole(Role.USER) || kind.endsWith("user")) {
            return random.pick(Vocabulary.FIRST_NAMES) + " " + random.pick(Vocabulary.LAST_NAMES);
        }
        for (Map.Entry<String, List<String>> titles : TITLES.entrySet()) {
            if (kind.contains(titles.getKey())) {
                return random.pick(titles.getValue());
            }
        }
        return random.pick(Vocabulary.WORKSTREAMS);
    }

    /**
     * A company no other item of the platform is named after: the vocabulary's names drawn without replacement,
     * then again with a city after them.
     */
    private String company() {
        if (companiesLeft.isEmpty()) {
            companiesLeft.addAll(Vocabulary.COMPANIES);
            companyRounds++;
        }
        String name = companiesLeft.remove(companiesLeft.indexOf(random.pick(companiesLeft)));
        int round = companyRounds - 1;
        if (round == 0) {
            return name;
        }
        int places = Vocabulary.PLACES.size();
        String city = Vocabulary.PLACES.get((round - 1) % places).city();
        return name + " " + city + (round > places ? " " + ((round - 1) / places + 1) : "");
    }

    private static String mimeType(String fileName) {
        String extension = fileName.substring(fileName.lastIndexOf('.') + 1);
        return switch (extension) {
            case "md" -> "text/markdown";
            case "pdf" -> "application/pdf";
            case "csv" -> "text/csv";
            case "docx" -> "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            default -> "text/plain";
        };
    }

    static Optional<String> text(Map<String, Value> fields, String name) {
        return Optional.ofNullable(fields.get(name)).flatMap(Item::scalarText).filter(t -> !t.isBlank());
    }

    /** Letters as an email address or a slug may hold them: "Zoë García" becomes "zoe garcia". */
    static String ascii(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFD)
                .replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT);
    }
}
