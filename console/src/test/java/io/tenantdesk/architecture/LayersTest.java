package io.tenantdesk.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.tenantdesk.Tenantdesk;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The console stands on core's own types: the AWS SDK stays below it, and its features depend on one another without cycles. */
class LayersTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = CompiledClasses.besides(Tenantdesk.class);
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
    void theConsoleNamesNoAwsSdkType() {
        ArchitectureRules.noAwsSdk().check(classes);
    }

    @Test
    void theConsoleLeavesTheConnectionsClientsToTheStore() {
        ArchitectureRules.onlyTheDynamoDbLayersUseTheConnectionsClients().check(classes);
    }
}
