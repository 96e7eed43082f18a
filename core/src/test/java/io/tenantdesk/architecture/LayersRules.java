package io.tenantdesk.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The layer rules every module checks its own compiled classes against; each module's {@code LayersTest} adds its own. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class LayersRules {

    private final Class<?> member;
    private JavaClasses classes;

    /** @param member a main class of the module, whose folder holds the classes to check */
    protected LayersRules(Class<?> member) {
        this.member = member;
    }

    @BeforeAll
    void importClasses() {
        classes = CompiledClasses.besides(member);
    }

    /** The imported classes take some 40 MB; the rest of the run has no use for them. */
    @AfterAll
    void forgetTheImport() {
        classes = null;
    }

    protected JavaClasses imported() {
        return classes;
    }

    @Test
    void noPackageDependsOnItselfThroughAnother() {
        ArchitectureRules.noPackageCycles().check(classes);
    }

    @Test
    void onlyTheStoreAwsAndLocalUseTheDynamoDbSdk() {
        ArchitectureRules.onlyTheDynamoDbLayersUseTheDynamoDbSdk().check(classes);
    }

    @Test
    void onlyTheStoreAwsAndLocalUseTheConnectionsClients() {
        ArchitectureRules.onlyTheDynamoDbLayersUseTheConnectionsClients().check(classes);
    }
}
