package io.tenantdesk.architecture;

import io.tenantdesk.Tenantdesk;
import org.junit.jupiter.api.Test;

/** The console stands on core's own types: the AWS SDK stays below it. */
class LayersTest extends LayersRules {

    LayersTest() {
        super(Tenantdesk.class);
    }

    @Test
    void theConsoleNamesNoAwsSdkType() {
        ArchitectureRules.noAwsSdk().check(imported());
    }
}
