package io.tenantdesk.aws.connect;

import io.tenantdesk.local.DynaliteExtension;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestInstantiationAwareExtension;

/**
 * Hands each test, through its class's constructor, {@link AwsSetups} of its own: a new folder, a new stub and
 * login, on the run's dynalite. Closed after the test, which restores the system properties it set and removes
 * the folder.
 */
final class AwsSetupsExtension implements ParameterResolver, TestInstantiationAwareExtension {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(AwsSetupsExtension.class);

    /** A test instance per test method is made in that method's context, so what it is given closes with it. */
    @Override
    public ExtensionContextScope getTestInstantiationExtensionContextScope(ExtensionContext rootContext) {
        return ExtensionContextScope.TEST_METHOD;
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == AwsSetups.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getStore(NAMESPACE)
                .getOrComputeIfAbsent(InFolder.class, key -> InFolder.open(context), InFolder.class)
                .aws();
    }

    private record InFolder(Path dir, AwsSetups aws) implements AutoCloseable {

        static InFolder open(ExtensionContext context) {
            try {
                Path dir = Files.createTempDirectory("aws-setups");
                return new InFolder(dir, new AwsSetups(dir, DynaliteExtension.localDynamo(context)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() throws IOException {
            try {
                aws.close();
            } finally {
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(file);
                    }
                }
            }
        }
    }
}
