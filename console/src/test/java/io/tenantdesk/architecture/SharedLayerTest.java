package io.tenantdesk.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import io.tenantdesk.ui.common.DialogService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The console's shared layer (dialogs, background tasks, tabs, text) serves every feature and knows none: it speaks
 * no store, journal or audit types, and no feature's.
 */
class SharedLayerTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = CompiledClasses.besides(DialogService.class);
    }

    @AfterAll
    static void forgetTheImport() {
        classes = null;
    }

    @Test
    void theSharedLayerKnowsNoStoreJournalOrAuditTypes() {
        noClasses()
                .that()
                .resideInAPackage("io.tenantdesk.ui.common..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.tenantdesk.store..", "io.tenantdesk.journal..", "io.tenantdesk.audit..")
                .check(classes);
    }

    @Test
    void theSharedLayerKnowsNoFeature() {
        noClasses()
                .that()
                .resideInAPackage("io.tenantdesk.ui.common..")
                .should()
                .dependOnClassesThat(resideInAPackage("io.tenantdesk.ui..")
                        .and(resideOutsideOfPackages(
                                "io.tenantdesk.ui.common..",
                                "io.tenantdesk.ui.concurrent..",
                                // its layout pulses, plain JavaFX
                                "io.tenantdesk.ui.startup..")))
                .check(classes);
    }
}
