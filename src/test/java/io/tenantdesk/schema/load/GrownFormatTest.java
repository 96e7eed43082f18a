package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
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
    private final AttributeValidator validator = new AttributeValidator();

    @Test
    void anOpenEnumSuggestsItsValuesAndAcceptsAnyString() {
        AttributeSpec plan = org.attribute("plan").orElseThrow();

        assertThat(plan.openEnum()).isTrue();
        assertThat(plan.enumValues()).containsExactly("free", "team", "enterprise");
        assertThat(validator.validate(plan, Value.str("pilot-2026"))).isEmpty();
        assertThat(validator.validate(plan, Value.num(3))).extracting(Violation::rule).containsExactly(Rule.WRONG_TYPE);
    }

    @Test
    void aClosedEnumStillRefusesOtherValues() {
        AttributeSpec tier = org.attribute("tier").orElseThrow();

        assertThat(tier.openEnum()).isFalse();
        assertThat(validator.validate(tier, Value.str("bronze"))).extracting(Violation::message)
                .containsExactly("`tier` is `bronze`; expected one of gold, silver");
    }

    @Test
    void anOpenEnumStillListsTheValuesItSuggests() {
        String text = Fixtures.text("grown").replace("\"values\": [\"free\", \"team\", \"enterprise\"], ", "");

        assertThat(problems(text)).containsExactly(
                "grown.json: $.entities[0].attributes.plan.values: an open enum lists the `values` it suggests");
    }

    @Test
    void enumOnlyOptionsAreRefusedElsewhereWithTheirPlace() {
        String text = Fixtures.text("grown").replace("\"number\": { \"type\": \"number\", \"required\": true }",
                "\"number\": { \"type\": \"number\", \"required\": true, \"open\": true }");

        assertThat(problems(text)).containsExactly(
                "grown.json: $.entities[0].attributes.number.open: `open` applies only to enum attributes");
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
