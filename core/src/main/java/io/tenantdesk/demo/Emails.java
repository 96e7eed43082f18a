package io.tenantdesk.demo;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Email addresses that go with the people and companies of the demo, all under the reserved example domains. */
final class Emails {

    private static final List<String> PERSONAL_DOMAINS = List.of("example.com", "example.org", "example.net");

    private Emails() {}

    /** {@code zoe.garcia42@example.org} for Zoë García; {@code zoe42@…} when only the first name is known. */
    static String person(DemoRandom random, String firstName, String lastName) {
        String name = Stream.of(firstName, lastName)
                .map(part -> slug(part, "-"))
                .filter(part -> !part.isEmpty())
                .collect(Collectors.joining("."));
        return name + random.between(1, 99) + "@" + random.pick(PERSONAL_DOMAINS);
    }

    /** {@code billing@northwind-traders.example} for the billing address of Northwind Traders. */
    static String company(String mailbox, String companyName) {
        return mailbox + "@" + slug(companyName, "-") + ".example";
    }

    /** Lower-case ASCII letters and digits, runs of anything else replaced by {@code separator}. */
    static String slug(String text, String separator) {
        String words = TextValues.ascii(text).replaceAll("[^a-z0-9]+", " ").strip();
        return String.join(separator, words.split(" "));
    }
}
