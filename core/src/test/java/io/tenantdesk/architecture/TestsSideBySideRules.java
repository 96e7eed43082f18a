package io.tenantdesk.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import io.tenantdesk.logging.ConsoleLogging;
import io.tenantdesk.testing.SharesTheFxThread;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.logging.LogManager;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * Test classes run two at a time: a class that drives JavaFX, or changes what the whole JVM sees, says so, so that
 * it never runs beside another that would trip over it. What a class uses counts through the test helpers it uses.
 * Each module's tests check their own classes with a {@code TestsSideBySideTest} of their own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TestsSideBySideRules {

    private static final List<String> JAVAFX_DRIVERS = List.of("javafx.stage", "javafx.application", "org.testfx");
    private static final Set<String> JVM_WIDE_SETTERS =
            Set.of("setProperty", "clearProperty", "setProperties", "setOut", "setErr", "setIn");

    private final boolean drivesJavaFx;
    private JavaClasses tests;

    /** @param drivesJavaFx whether the module's tests drive JavaFX at all (only the console's do) */
    protected TestsSideBySideRules(boolean drivesJavaFx) {
        this.drivesJavaFx = drivesJavaFx;
    }

    @BeforeAll
    void importTests() {
        tests = CompiledClasses.besides(getClass());
    }

    /** The imported classes take some 40 MB; the rest of the run has no use for them. */
    @AfterAll
    void forgetTheImport() {
        tests = null;
    }

    @Test
    void aClassThatDrivesJavaFxSharesTheFxThread() {
        classes()
                .that(testClassesWhere(
                        "they use a JavaFX stage, the FX application or TestFX", TestsSideBySideRules::drivesJavaFx))
                .should()
                .beAnnotatedWith(SharesTheFxThread.class)
                .orShould()
                .beAnnotatedWith(Isolated.class)
                .allowEmptyShould(!drivesJavaFx)
                .check(tests);
    }

    @Test
    void aClassThatChangesWhatTheWholeJvmSeesRunsAlone() {
        classes()
                .that(testClassesWhere(
                        "they set system properties, the standard streams or the log",
                        TestsSideBySideRules::changesJvmWideState))
                .should()
                .beAnnotatedWith(Isolated.class)
                .allowEmptyShould(true)
                .check(tests);
    }

    /** Top-level test classes for which {@code uses} holds of the class itself or of a test class it depends on. */
    private DescribedPredicate<JavaClass> testClassesWhere(String what, Predicate<JavaClass> uses) {
        return DescribedPredicate.describe(
                "test classes where " + what,
                type -> type.getSimpleName().endsWith("Test")
                        && type.isTopLevelClass()
                        && Stream.concat(
                                        Stream.of(type),
                                        type.getTransitiveDependenciesFromSelf().stream()
                                                .map(dependency -> dependency.getTargetClass())
                                                .filter(target -> tests.contain(target.getName())))
                                .anyMatch(uses));
    }

    private static boolean drivesJavaFx(JavaClass type) {
        return type.getDirectDependenciesFromSelf().stream()
                .anyMatch(dependency -> JAVAFX_DRIVERS.stream()
                        .anyMatch(dependency.getTargetClass().getPackageName()::startsWith));
    }

    private static boolean changesJvmWideState(JavaClass type) {
        return type.getMethodCallsFromSelf().stream().anyMatch(call -> {
            String owner = call.getTargetOwner().getName();
            return owner.equals(System.class.getName()) && JVM_WIDE_SETTERS.contains(call.getName())
                    || owner.equals(LogManager.class.getName())
                    || owner.equals(ConsoleLogging.class.getName())
                            && call.getName().equals("configure");
        });
    }
}
