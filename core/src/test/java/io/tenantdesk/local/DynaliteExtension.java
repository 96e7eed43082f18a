package io.tenantdesk.local;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Injects a {@link LocalDynamo} into test constructors, lifecycle methods and test methods. One dynalite
 * server serves the whole test run (kept in the root store, which closes it when the run ends, failed or
 * not), with the {@link SharedDemo} data every class may read; each test class gets its own table prefix, so
 * classes never see one another's tables.
 *
 * <pre>{@code
 * @ExtendWith(DynaliteExtension.class)
 * class StoreTest {
 *     @Test void finds(LocalDynamo dynamo) { ... }
 * }
 * }</pre>
 */
public final class DynaliteExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(DynaliteExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == LocalDynamo.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return localDynamo(context);
    }

    /** The run's dynalite, with the table prefix of the class the context belongs to: for other extensions. */
    public static LocalDynamo localDynamo(ExtensionContext context) {
        DynaliteRun server = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(DynaliteRun.class, key -> DynaliteRun.start(), DynaliteRun.class);
        ExtensionContext classContext = classContext(context);
        String label = classContext.getTestClass().map(Class::getSimpleName).orElse("tests");
        return classContext
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(LocalDynamo.class, key -> server.handle(label), LocalDynamo.class);
    }

    /** The context of the test class itself, also when resolving for a method or one of its invocations. */
    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext current = context;
        while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
            current = current.getParent().get();
        }
        return current;
    }
}
