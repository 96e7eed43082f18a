package io.tenantdesk.architecture;

import io.tenantdesk.cli.TenantdeskCli;
import org.junit.jupiter.api.Test;

/** The command line stands on core's own types: the AWS SDK stays below it. */
class LayersTest extends LayersRules {

    LayersTest() {
        super(TenantdeskCli.class);
    }

    @Test
    void theCommandLineNamesNoAwsSdkType() {
        ArchitectureRules.noAwsSdk().check(imported());
    }
}
