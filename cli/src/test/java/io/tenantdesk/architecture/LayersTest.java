package io.tenantdesk.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.tenantdesk.cli.TenantdeskCli;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The command line stands on core's own types: the AWS SDK stays below it. */
class LayersTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = CompiledClasses.besides(TenantdeskCli.class);
    }

    @AfterAll
    static void forgetTheImport() {
        classes = null;
    }

    @Test
    void noPackageDependsOnItselfThroughAnother() {
        ArchitectureRules.noPackageCycles().check(classes);
    }

    @Test
    void theCommandLineNamesNoAwsSdkType() {
        ArchitectureRules.noAwsSdk().check(classes);
    }

    @Test
    void theCommandLineLeavesTheConnectionsClientsToTheStore() {
        ArchitectureRules.onlyTheDynamoDbLayersUseTheConnectionsClients().check(classes);
    }
}
