package io.tenantdesk.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ControlsFxAccessTest {

    private final Module unnamed = getClass().getClassLoader().getUnnamedModule();

    @Test
    void aPackageTheModuleKeepsToItselfIsReportedWithTheOptionThatGrantsIt() {
        List<ControlsFxAccess.Grant> needed = List.of(
                new ControlsFxAccess.Grant(false, "java.base", "java.lang"),
                new ControlsFxAccess.Grant(false, "java.base", "jdk.internal.misc"),
                new ControlsFxAccess.Grant(true, "java.base", "java.util"));

        assertThat(ControlsFxAccess.missing(needed, unnamed))
                .containsExactly(
                        "--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED",
                        "--add-opens=java.base/java.util=ALL-UNNAMED");
    }

    @Test
    void aModuleThatIsNotInTheRuntimeNeedsNoGrant() {
        // JavaFX on the class path is unnamed and open to all
        assertThat(ControlsFxAccess.missing(
                        List.of(new ControlsFxAccess.Grant(true, "no.such.module", "some.pkg")), unnamed))
                .isEmpty();
        assertThat(ControlsFxAccess.missing()).isEmpty();
    }
}
