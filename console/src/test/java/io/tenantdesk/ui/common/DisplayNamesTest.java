package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.testing.Platforms;
import java.util.List;
import org.junit.jupiter.api.Test;

class DisplayNamesTest {

    private final PlatformDescriptor lon12 = Platforms.get("lon12");
    private final PlatformDescriptor helpmaton = Platforms.get("helpmaton");

    @Test
    void aPlatformIsNamedByItsTitle() {
        assertThat(DisplayNames.platform(lon12)).isEqualTo("Treven");
        assertThat(DisplayNames.platform("helpmaton", List.of(lon12, helpmaton)))
                .isEqualTo("Helpmaton");
        assertThat(DisplayNames.platform("elsewhere", List.of(lon12)))
                .as("a platform the console does not know")
                .isEqualTo("elsewhere");
    }

    @Test
    void anEntityIsNamedInWords() {
        assertThat(DisplayNames.entity(helpmaton, "AgentKey")).isEqualTo("Agent key");
        assertThat(DisplayNames.entity(helpmaton, "AgentConversation")).isEqualTo("Agent conversation");
        assertThat(DisplayNames.entity(helpmaton, "SomethingElse")).isEqualTo("Something else");
    }
}
