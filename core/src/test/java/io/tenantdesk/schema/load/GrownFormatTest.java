package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the descriptor format grew for real designs, as loaded and as validated. */
class GrownFormatTest {

    private final PlatformDescriptor platform = Fixtures.load("grown");
    private final EntityDef org = platform.entity("Org").orElseThrow();
    private final EntityDef invoice = platform.entity("Invoice").orElseThrow();
    private final AttributeValidator validator = new AttributeValidator();

    @Test
    void anOpenEnumSuggestsItsValuesAndAcceptsAnyString() {
        AttributeSpec plan = org.attribute("plan").orElseThrow();

        assertThat(plan.openEnum()).isTrue();
        assertThat(plan.enumValues()).containsExactly("free", "team", "enterprise");
        assertThat(validator.validate(plan, Value.str("pilot-2026"))).isEmpty();
        assertThat(validator.validate(plan, Value.num(3)))
                .extracting(Violation::rule)
                .containsExactly(Rule.WRONG_TYPE);
    }

    @Test
    void aClosedEnumStillRefusesOtherValues() {
        AttributeSpec tier = org.attribute("tier").orElseThrow();

        assertThat(tier.openEnum()).isFalse();
        assertThat(validator.validate(tier, Value.str("bronze")))
                .extracting(Violation::message)
                .containsExactly("`tier` is `bronze`; expected one of gold, silver");
    }

    @Test
    void everyElementOfATypedListIsCheckedAndNamedByItsPlace() {
        AttributeSpec tags = org.attribute("tags").orElseThrow();
        AttributeSpec scores = org.attribute("scores").orElseThrow();

        assertThat(tags.elementsIfAny().map(AttributeSpec::type)).contains(AttributeType.STRING);
        assertThat(validator.validate(tags, new Value.ListOf(List.of(Value.str("beta"), Value.str("early-access")))))
                .isEmpty();
        assertThat(validator.validate(
                        tags, new Value.ListOf(List.of(Value.str("beta"), Value.str("Beta 2"), Value.num(7)))))
                .extracting(Violation::message)
                .containsExactly(
                        "`tags[1]` `Beta 2` is not in the expected form, such as `beta`",
                        "`tags[2]` is stored as N (number); as a string attribute it should be S (string)");
        assertThat(validator.validate(scores, new Value.ListOf(List.of(Value.num(1), Value.str("2")))))
                .extracting(Violation::attribute, Violation::rule)
                .containsExactly(tuple("scores", Rule.WRONG_TYPE));
        assertThat(org.attribute("name").orElseThrow().elementsIfAny()).isEmpty();
    }

    @Test
    void aListOfEnumElementsRefusesAnElementOutsideTheValues() {
        AttributeSpec lines = invoice.attribute("lines").orElseThrow();

        assertThat(validator.validate(lines, new Value.ListOf(List.of(Value.str("seat"), Value.str("support")))))
                .singleElement()
                .satisfies(v -> {
                    assertThat(v.attribute()).isEqualTo("lines");
                    assertThat(v.rule()).isEqualTo(Rule.BAD_ENUM);
                    assertThat(v.message()).isEqualTo("`lines[1]` is `support`; expected one of seat, storage");
                });
    }

    @Test
    void listElementsAreNeitherSecretNorRequiredOneByOne() {
        String secret = Fixtures.text("grown").replace("\"items\": \"number\"", "\"items\": \"secret\"");
        String required = Fixtures.text("grown")
                .replace("\"items\": \"number\"", "\"items\": { \"type\": \"number\", \"required\": true }");

        assertThat(problems(secret))
                .containsExactly("grown.json: $.entities[0].attributes.scores.items: list elements"
                        + " cannot be secret one by one; declare the whole list \"secret\": true");
        assertThat(problems(required))
                .containsExactly("grown.json: $.entities[0].attributes.scores.items.required: `required`"
                        + " applies to the list, not to its elements");
    }

    @Test
    void anEntityLinksToItsTenantByTheTenantsNumber() {
        assertThat(invoice.tenantField()).contains("orgNumber");
        assertThat(invoice.tenantLinkAttribute()).contains("number");
        assertThat(org.tenantField()).contains("org_id");
        assertThat(org.tenantLinkAttribute()).isEmpty();
    }

    @Test
    void aTenantLinkNamesAnAttributeTheTenantHas() {
        String text =
                Fixtures.text("grown").replace("\"tenantAttribute\": \"number\"", "\"tenantAttribute\": \"numero\"");

        assertThat(problems(text))
                .containsExactly("grown.json: $.entities[1].tenant.tenantAttribute: `numero` is not an"
                        + " attribute of the tenant entity `Org`");
        assertThat(problems(text.replace("\"role\": \"tenant\",", "")))
                .containsExactly(
                        "grown.json:"
                                + " $.entities[1].tenant.tenantAttribute: no entity has the role `tenant`, so there is no tenant attribute to link to");
        assertThat(problems(Fixtures.text("grown")
                        .replace("\"tenantAttribute\": \"number\"", "\"tenantAttribute\": \"tags\"")))
                .containsExactly("grown.json: $.entities[1].tenant.tenantAttribute: `tags` must be a string or number"
                        + " attribute of `Org` to link by");
        assertThat(problems(Fixtures.text("grown").replace("\"field\": \"orgNumber\", ", "")))
                .containsExactly("grown.json: $.entities[1].tenant.field: `tenant` names its `field`: the entity's"
                        + " attribute or key field that links it to its tenant");
    }

    @Test
    void anOpenEnumStillListsTheValuesItSuggests() {
        String text = Fixtures.text("grown").replace("\"values\": [\"free\", \"team\", \"enterprise\"], ", "");

        assertThat(problems(text))
                .containsExactly(
                        "grown.json: $.entities[0].attributes.plan.values: an open enum lists the `values` it suggests");
    }

    @Test
    void enumAndListOnlyOptionsAreRefusedElsewhereWithTheirPlace() {
        String text = Fixtures.text("grown")
                .replace(
                        "\"number\": { \"type\": \"number\", \"required\": true }",
                        "\"number\": { \"type\": \"number\", \"required\": true, \"items\": \"string\", \"open\": true }");

        assertThat(problems(text))
                .containsExactlyInAnyOrder(
                        "grown.json: $.entities[0].attributes.number.open: `open` applies only to enum attributes",
                        "grown.json: $.entities[0].attributes.number.items: `items` applies only to list attributes");
    }

    private static List<String> problems(String json) {
        try {
            new DescriptorLoader().load("grown.json", json);
        } catch (DescriptorException e) {
            return e.problems().stream().map(DescriptorProblem::toString).toList();
        }
        throw new AssertionError("loaded");
    }
}
