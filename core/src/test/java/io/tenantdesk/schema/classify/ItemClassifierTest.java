package io.tenantdesk.schema.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.RepeatedParts;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import org.junit.jupiter.api.Test;

class ItemClassifierTest {

    private final ItemClassifier classifier = new ItemClassifier(Fixtures.load("fixture"));

    private static Item.Builder license(String status, String gsiStatus) {
        return Item.builder()
                .putString("PK", "ACCOUNT#acme")
                .putString("SK", "LICENSE#l-1")
                .putString("GSI1PK", "LICENSE#STATUS#" + gsiStatus)
                .putString("GSI1SK", "2026-03-01#l-1")
                .putString("status", status)
                .putString("end_date", "2026-03-01");
    }

    @Test
    void aConsistentItemIsRecognisedWithItsKeyValues() {
        Classification c =
                classifier.classify("main", license("active", "active").build());

        assertThat(c.valid()).as(c.summary()).isTrue();
        assertThat(c.entity().name()).isEqualTo("License");
        assertThat(c.keyValues()).containsEntry("account_id", "acme").containsEntry("license_id", "l-1");
    }

    @Test
    void withPartsSharedAcrossItemsTheClassificationIsTheSameAndTheTenantIsKeptOnce() {
        RepeatedParts parts = new RepeatedParts();
        Item first = license("active", "active").build();
        Item second = license("active", "active")
                .putString("SK", "LICENSE#l-2")
                .putString("GSI1SK", "2026-03-01#l-2")
                .build();

        Classification shared = classifier.classify("main", first, parts);
        Classification next = classifier.classify("main", second, parts);

        assertThat(shared).isEqualTo(classifier.classify("main", first));
        assertThat(next).isEqualTo(classifier.classify("main", second));
        assertThat(next.keyValues().get("account_id"))
                .isSameAs(shared.keyValues().get("account_id"));
        assertThat(next.keyValues()).containsEntry("license_id", "l-2");
    }

    @Test
    void theMostSpecificTemplateWins() {
        Item account = Item.builder()
                .putString("PK", "ACCOUNT#acme")
                .putString("SK", "META")
                .putString("GSI1PK", "ENTITY#ACCOUNT")
                .putString("GSI1SK", "ACCOUNT#acme")
                .putString("name", "Acme")
                .put("balance", Value.num(10))
                .put("version", Value.num(1))
                .build();

        assertThat(classifier.classify("main", account).entity().name()).isEqualTo("Account");
    }

    @Test
    void aStatusChangedWithoutItsIndexKeyIsKeyDrift() {
        Classification c =
                classifier.classify("main", license("expired", "active").build());

        assertThat(c.violations()).singleElement().satisfies(v -> {
            assertThat(v.rule()).isEqualTo(Rule.KEY_DRIFT);
            assertThat(v.attribute()).isEqualTo("GSI1PK");
            assertThat(v.message())
                    .contains("`GSI1PK` is `LICENSE#STATUS#active`")
                    .contains("give `LICENSE#STATUS#expired`");
        });
    }

    @Test
    void aMissingIndexKeyIsReported() {
        Classification c = classifier.classify(
                "main", license("active", "active").remove("GSI1SK").build());

        assertThat(c.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_MISSING);
    }

    @Test
    void theTenantOfAUserIsReadFromItsIndexKey() {
        Item user = Item.builder()
                .putString("PK", "USER#u1")
                .putString("SK", "META")
                .putString("user_id", "u1")
                .putString("GSI2PK", "ACCOUNT#acme#USERS")
                .putString("GSI2SK", "USER#u1")
                .putString("email", "ada@example.com")
                .build();

        Classification c = classifier.classify("main", user);

        assertThat(c.valid()).as(c.summary()).isTrue();
        assertThat(c.keyValues()).containsEntry("account_id", "acme").containsEntry("user_id", "u1");
    }

    @Test
    void aStoredIdThatDisagreesWithTheKeyIsAMismatch() {
        Item user = Item.builder()
                .putString("PK", "USER#u1")
                .putString("SK", "META")
                .putString("user_id", "u2")
                .putString("GSI2PK", "ACCOUNT#acme#USERS")
                .putString("GSI2SK", "USER#u2")
                .putString("email", "ada@example.com")
                .build();

        assertThat(classifier.classify("main", user).violations())
                .extracting(Violation::rule)
                .contains(Rule.KEY_MISMATCH);
    }

    @Test
    void aMissingTenantIsReportedAsMissingRequired() {
        Item user = Item.builder()
                .putString("PK", "USER#u1")
                .putString("SK", "META")
                .putString("user_id", "u1")
                .putString("email", "ada@example.com")
                .build();

        assertThat(classifier.classify("main", user).violations())
                .extracting(Violation::message)
                .containsExactly("`account_id` is required; no key of the item carries it");
    }

    @Test
    void unrecognisedItemsCarryTheClosestExplanation() {
        Classification c = classifier.classify(
                "main",
                Item.builder()
                        .putString("PK", "ACCOUNT#acme")
                        .putString("SK", "LICENCE#1")
                        .build());

        assertThat(c.recognised()).isFalse();
        assertThat(c.unrecognisedReason())
                .isEqualTo("no entity of table `main` has keys like PK `ACCOUNT#acme`, "
                        + "SK `LICENCE#1` (closest: License: SK must start with `LICENSE#`)");
    }

    @Test
    void declaredIdPatternsDecideRecognitionOfPlainKeys() {
        Item good = Item.builder()
                .putString("sessionId", "sess_a1")
                .putString("projectId", "p1")
                .putString("status", "RUNNING")
                .put("expiresAt", Value.num(1_800_000_000L))
                .build();
        Item foreign = good.toBuilder().putString("sessionId", "ctx_a1").build();

        assertThat(classifier.classify("sessions", good).valid()).isTrue();
        assertThat(classifier.classify("sessions", foreign).recognised()).isFalse();
    }

    @Test
    void keyValuesBreakingTheDefaultRuleAreKeyPatternViolations() {
        Item odd = license("active", "active").putString("PK", "ACCOUNT#ac me").build();

        assertThat(classifier.classify("main", odd).violations())
                .extracting(Violation::message)
                .containsExactly("`account_id` must not contain spaces");
    }

    @Test
    void wrongTypesAndMissingAttributesAreAllReported() {
        Item broken = license("active", "active")
                .put("status", Value.num(1))
                .remove("end_date")
                .build();

        assertThat(classifier.classify("main", broken).violations())
                .extracting(Violation::rule)
                .contains(Rule.WRONG_TYPE, Rule.MISSING_REQUIRED);
    }

    @Test
    void itemsWithoutUsableKeysAreUnrecognisedNotErrors() {
        assertThat(classifier
                        .classify(
                                "main",
                                Item.builder()
                                        .put("PK", new Value.Bin(new byte[] {1}))
                                        .build())
                        .unrecognisedReason())
                .isEqualTo("the item has no string or number `PK`");
        assertThat(classifier.classify("nope", Item.empty()).recognised()).isFalse();
    }
}
