package io.tenantdesk.local;

import io.tenantdesk.aws.DynamoClients;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

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
        SharedServer server = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(SharedServer.class, key -> SharedServer.start(), SharedServer.class);
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

    /** The run's server and its one client; JUnit closes it with the root store at the end of the run. */
    private static final class SharedServer implements AutoCloseable {

        private final DynaliteServer server;
        private final DynamoDbClient client;
        private final AtomicInteger prefixes = new AtomicInteger();
        private final WriteConditionGuard guard = new WriteConditionGuard();
        private final SharedDemo demo;

        private SharedServer(DynaliteServer server) {
            this.server = server;
            this.client = DynamoClients.local(server.endpoint(), List.of(guard));
            this.demo = new SharedDemo(client, guard);
        }

        static SharedServer start() {
            DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
            try {
                return new SharedServer(server);
            } catch (RuntimeException e) {
                server.close();
                throw e;
            }
        }

        LocalDynamo handle(String label) {
            String safe = label.replaceAll("[^A-Za-z0-9_.-]", "_");
            return new LocalDynamo(
                    server.endpoint(), client, guard, demo, () -> safe + "-" + prefixes.incrementAndGet() + "-");
        }

        @Override
        public void close() {
            try {
                client.close();
            } finally {
                server.close();
            }
        }
    }
}
