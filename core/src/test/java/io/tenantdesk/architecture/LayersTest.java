package io.tenantdesk.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import io.tenantdesk.aws.Connection;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The layers of the design (schema, aws, store, journal, cli, ui) as rules on the compiled classes. */
class LayersTest {

    private static final String ROOT = "io.tenantdesk.";

    /** As {@code slices().matching("io.tenantdesk.(**)")}, without compiling that pattern for every dependency. */
    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass type) {
            String name = type.getPackageName();
            return name.startsWith(ROOT) ? SliceIdentifier.of(name.substring(ROOT.length())) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "each package under " + ROOT;
        }
    };

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = CompiledClasses.besides(Connection.class);
    }

    /** The imported classes take some 40 MB; the rest of the run has no use for them. */
    @AfterAll
    static void forgetTheImport() {
        classes = null;
    }

    @Test
    void noPackageDependsOnItselfThroughAnother() {
        slices().assignedFrom(EACH_PACKAGE).should().beFreeOfCycles().check(classes);
    }

    @Test
    void theSchemaIsPureJava() {
        noClasses()
                .that()
                .resideInAPackage("io.tenantdesk.schema..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "software.amazon..",
                        "javafx..",
                        "io.tenantdesk.aws..",
                        "io.tenantdesk.store..",
                        "io.tenantdesk.ui..")
                .check(classes);
    }

    @Test
    void theAwsLayerKnowsNothingAboveIt() {
        noClasses()
                .that()
                .resideInAPackage("io.tenantdesk.aws..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.tenantdesk.store..",
                        "io.tenantdesk.journal..",
                        "io.tenantdesk.ui..",
                        "io.tenantdesk.cli..",
                        "io.tenantdesk.lint..",
                        "io.tenantdesk.export..")
                .check(classes);
    }

    @Test
    void theHostHelpersStandOnTheirOwn() {
        noClasses()
                .that()
                .resideInAPackage("io.tenantdesk.host..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.tenantdesk.aws..",
                        "io.tenantdesk.settings..",
                        "io.tenantdesk.store..",
                        "io.tenantdesk.ui..",
                        "io.tenantdesk.cli..",
                        "io.tenantdesk.schema..")
                .check(classes);
    }

    @Test
    void onlyTheConsoleKnowsJavaFx() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.tenantdesk.ui..", "io.tenantdesk")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(classes);
    }

    /**
     * The console, the command line and lint speak the store's and aws's own types: only the layers below them
     * touch the AWS SDK.
     */
    @Test
    void nothingAboveTheStoreTouchesTheAwsSdk() {
        noClasses()
                .that()
                .resideInAnyPackage("io.tenantdesk.ui..", "io.tenantdesk.cli..", "io.tenantdesk.lint..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("software.amazon..")
                .orShould()
                .callMethod(Connection.class, "client")
                .check(classes);
    }
}
