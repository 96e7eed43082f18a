package io.tenantdesk.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.tenantdesk.testing.SharesTheFxThread;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Test classes run two at a time: a class that drives JavaFX, or changes what the whole JVM sees, says so, so that
 * it never runs beside another that would trip over it.
 */
class TestsSideBySideTest {

    private static JavaClasses tests;

    @BeforeAll
    static void importTests() {
        tests = new ClassFileImporter().withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
                .importPackages("io.tenantdesk");
    }

    @Test
    void aClassThatDrivesJavaFxSharesTheFxThread() {
        classes().that(are("test classes that use a JavaFX stage, the FX application or TestFX",
                        "javafx.stage", "javafx.application", "org.testfx"))
                .should().beAnnotatedWith(SharesTheFxThread.class).orShould().beAnnotatedWith(Isolated.class)
                .check(tests);
    }

    @Test
    void aClassThatChangesWhatTheWholeJvmSeesRunsAlone() {
        classes().that(changeJvmWideState())
                .should().beAnnotatedWith(Isolated.class)
                .check(tests);
    }

    /** Test classes that set system properties, swap the standard streams or configure the log, or use a test class that does. */
    private static DescribedPredicate<JavaClass> changeJvmWideState() {
        return DescribedPredicate.describe("test classes that set system properties, the standard streams or the log",
                type -> type.getSimpleName().endsWith("Test") && type.isTopLevelClass()
                        && Stream.concat(Stream.of(type), type.getTransitiveDependenciesFromSelf().stream()
                                .map(d -> d.getTargetClass()).filter(t -> tests.contain(t.getName())))
                        .anyMatch(TestsSideBySideTest::callsJvmWideSetter));
    }

    private static boolean callsJvmWideSetter(JavaClass type) {
        return type.getMethodCallsFromSelf().stream().anyMatch(call -> {
            String owner = call.getTargetOwner().getName();
            String name = call.getName();
            return owner.equals(System.class.getName()) && JVM_WIDE_SETTERS.contains(name)
                    || owner.equals(java.util.logging.LogManager.class.getName())
                    || owner.equals("io.tenantdesk.logging.ConsoleLogging") && name.equals("configure");
        });
    }

    private static final java.util.Set<String> JVM_WIDE_SETTERS = java.util.Set.of("setProperty", "clearProperty",
            "setProperties", "setOut", "setErr", "setIn");

    private static DescribedPredicate<JavaClass> are(String description, String... packages) {
        return DescribedPredicate.describe(description, type -> type.getSimpleName().endsWith("Test")
                && type.isTopLevelClass() && type.getTransitiveDependenciesFromSelf().stream()
                .anyMatch(d -> java.util.Arrays.stream(packages).anyMatch(p -> d.getTargetClass().getPackageName().startsWith(p))));
    }
}
