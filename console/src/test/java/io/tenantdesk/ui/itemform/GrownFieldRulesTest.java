package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.Violation;
import org.junit.jupiter.api.Test;

/** The form's rules for what the descriptor format grew, as the user types. */
class GrownFieldRulesTest {

    private final EntityDef org = Fixtures.load("grown").entity("Org").orElseThrow();
    private final FieldRules rules = new FieldRules(org, new AttributeValidator(), new FieldValues());

    private String[] messages(String attribute, String text) {
        AttributeSpec spec = org.attribute(attribute).orElseThrow();
        return rules.check(spec, FieldKind.of(spec), text).stream()
                .map(Violation::message)
                .toArray(String[]::new);
    }

    @Test
    void anOpenEnumTakesASuggestedValueOrAnyOther() {
        assertThat(messages("plan", "team")).isEmpty();
        assertThat(messages("plan", "pilot-2026")).isEmpty();
        assertThat(messages("tier", "bronze")).containsExactly("`tier` is `bronze`; expected one of gold, silver");
    }

    @Test
    void aTypedListIsRefusedWhileAnElementBreaksItsType() {
        assertThat(messages("tags", "[\"beta\", \"early-access\"]")).isEmpty();
        assertThat(messages("tags", "[\"beta\", \"Beta 2\"]"))
                .containsExactly("`tags[1]` `Beta 2` is not in the expected form, such as `beta`");
        assertThat(messages("scores", "[1, \"two\"]"))
                .containsExactly("`scores[1]` is stored as S (string); as a number attribute it should be N (number)");
    }
}
