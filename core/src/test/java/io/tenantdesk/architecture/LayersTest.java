package io.tenantdesk.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import io.tenantdesk.aws.Connection;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The layers of core as rules on its compiled classes; the command line and the console check theirs. */
class LayersTest extends LayersRules {

    /** Outside the DynamoDB layers, the one package that reads through another AWS service: exports in S3. */
    private static final String S3_EXPORTS = "io.tenantdesk.tableexport..";

    LayersTest() {
        super(Connection.class);
    }

    /**
     * Every package sits in a layer and uses only the layers below it. Settings hold connection specs and saved queries
     * and give {@code aws.connect} its read-only policy, so they sit between the aws basics and {@code aws.connect}; the
     * audit table records writes as the journal does, so it sits above the journal.
     */
    @Test
    void everyPackageUsesOnlyTheLayersBelowIt() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitecture()
                .layer("Helpers")
                .definedBy(
                        "io.tenantdesk.host..",
                        "io.tenantdesk.text..",
                        "io.tenantdesk.logging..",
                        "io.tenantdesk.concurrent..",
                        "io.tenantdesk.about..")
                .layer("Schema")
                .definedBy("io.tenantdesk.schema..")
                .layer("Aws")
                .definedBy("io.tenantdesk.aws", "io.tenantdesk.aws.profile..", "io.tenantdesk.aws.sso..")
                .layer("Settings")
                .definedBy("io.tenantdesk.settings..")
                .layer("Connect")
                .definedBy("io.tenantdesk.aws.connect..")
                .layer("Store")
                .definedBy("io.tenantdesk.store..")
                .layer("Journal")
                .definedBy("io.tenantdesk.journal..")
                .layer("Audit")
                .definedBy("io.tenantdesk.audit..")
                .layer("Features")
                .definedBy(
                        "io.tenantdesk.lint..",
                        "io.tenantdesk.export..",
                        "io.tenantdesk.tableexport..",
                        "io.tenantdesk.infer..",
                        "io.tenantdesk.demo..",
                        "io.tenantdesk.local..")
                .whereLayer("Helpers")
                .mayNotAccessAnyLayer()
                .whereLayer("Schema")
                .mayOnlyAccessLayers("Helpers")
                .whereLayer("Aws")
                .mayOnlyAccessLayers("Helpers")
                .whereLayer("Settings")
                .mayOnlyAccessLayers("Helpers", "Schema", "Aws")
                .whereLayer("Connect")
                .mayOnlyAccessLayers("Helpers", "Aws", "Settings")
                .whereLayer("Store")
                .mayOnlyAccessLayers("Helpers", "Schema", "Aws", "Connect")
                .whereLayer("Journal")
                .mayOnlyAccessLayers("Helpers", "Schema", "Aws", "Connect", "Store")
                .whereLayer("Audit")
                .mayOnlyAccessLayers("Helpers", "Schema", "Aws", "Connect", "Store", "Journal")
                .whereLayer("Features")
                .mayOnlyAccessLayers("Helpers", "Schema", "Aws", "Settings", "Connect", "Store", "Audit", "Journal")
                .check(imported());
    }

    /** Descriptors are plain Java read with Jackson and checked with their JSON Schema: no AWS, nothing above. */
    @Test
    void theSchemaIsPureJava() {
        classes()
                .that()
                .resideInAPackage("io.tenantdesk.schema..")
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage(
                        "java..",
                        "com.fasterxml.jackson..",
                        "com.networknt.schema..",
                        "io.tenantdesk.schema..",
                        "io.tenantdesk.text..")
                .check(imported());
    }

    /** Besides the DynamoDB layers, only the S3 exports use the AWS SDK at all. */
    @Test
    void everyOtherPackageLeavesTheAwsSdkAlone() {
        List<String> sdkUsers = new ArrayList<>(ArchitectureRules.dynamoDbUsers());
        sdkUsers.add(S3_EXPORTS);
        noClasses()
                .that()
                .resideOutsideOfPackages(sdkUsers.toArray(String[]::new))
                .should()
                .dependOnClassesThat()
                .resideInAPackage(ArchitectureRules.AWS_SDK)
                .check(imported());
    }

    @Test
    void onlyTheConsoleKnowsJavaFx() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.tenantdesk.ui..", "io.tenantdesk")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(imported());
    }
}
