package io.tenantdesk.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.PackageMatcher;
import io.tenantdesk.Tenantdesk;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.cli.TenantdeskCli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * What {@code jdeps -verbose:package} sees in each module's classes: JavaFX only in the console, the DynamoDB SDK only
 * in core's store, aws and local packages (and the temporary users). Writes the view to {@code target/jdeps-view.txt}.
 */
class JdepsViewTest {

    private static final String JAVAFX = "javafx.";
    private static final String AWS_SDK = "software.amazon.";
    private static final String DYNAMODB_SDK = "software.amazon.awssdk.services.dynamodb";

    /** A module's packages and the packages each depends on. */
    private record ModuleView(String module, Map<String, Set<String>> dependencies) {

        Set<String> packagesUsing(String prefix) {
            return dependencies.entrySet().stream()
                    .filter(e -> e.getValue().stream().anyMatch(target -> target.startsWith(prefix)))
                    .map(Map.Entry::getKey)
                    .collect(Collectors.toCollection(TreeSet::new));
        }

        String describe() {
            return module + "\n  JavaFX:       " + listed(packagesUsing(JAVAFX))
                    + "\n  DynamoDB SDK: " + listed(packagesUsing(DYNAMODB_SDK))
                    + "\n  AWS SDK:      " + listed(packagesUsing(AWS_SDK)) + "\n";
        }

        private static String listed(Set<String> packages) {
            return packages.isEmpty() ? "none" : String.join(" ", packages);
        }
    }

    @Test
    void javaFxStaysInTheConsoleAndTheDynamoDbSdkInTheLayersBelowTheStore() throws IOException {
        ModuleView core = view("core", Connection.class);
        ModuleView cli = view("cli", TenantdeskCli.class);
        ModuleView console = view("console", Tenantdesk.class);
        Files.writeString(
                CompiledClasses.locationOf(JdepsViewTest.class).resolveSibling("jdeps-view.txt"),
                core.describe() + cli.describe() + console.describe());

        List<PackageMatcher> dynamoDbUsers = ArchitectureRules.dynamoDbUsers().stream()
                .map(PackageMatcher::of)
                .toList();
        SoftAssertions.assertSoftly(soft -> {
            soft.assertThat(core.packagesUsing(JAVAFX))
                    .as("core's packages using JavaFX")
                    .isEmpty();
            soft.assertThat(cli.packagesUsing(JAVAFX))
                    .as("cli's packages using JavaFX")
                    .isEmpty();
            soft.assertThat(console.packagesUsing(JAVAFX))
                    .as("console's packages using JavaFX")
                    .isNotEmpty();
            soft.assertThat(cli.packagesUsing(AWS_SDK))
                    .as("cli's packages using the AWS SDK")
                    .isEmpty();
            soft.assertThat(console.packagesUsing(AWS_SDK))
                    .as("console's packages using the AWS SDK")
                    .isEmpty();
            soft.assertThat(core.packagesUsing(DYNAMODB_SDK))
                    .as("core's packages using the DynamoDB SDK")
                    .isNotEmpty()
                    .allMatch(
                            name -> dynamoDbUsers.stream().anyMatch(users -> users.matches(name)),
                            "in " + ArchitectureRules.dynamoDbUsers());
        });
    }

    private static ModuleView view(String module, Class<?> member) {
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = jdeps.run(
                new PrintWriter(out),
                new PrintWriter(err),
                "-verbose:package",
                "--multi-release",
                "17",
                CompiledClasses.locationOf(member).toString());
        assertThat(exit).as(err.toString()).isZero();
        Map<String, Set<String>> dependencies = new TreeMap<>();
        for (String line : out.toString().lines().toList()) {
            String[] parts = line.trim().split("\\s+");
            if (line.startsWith(" ") && parts.length >= 3 && parts[1].equals("->")) {
                dependencies.computeIfAbsent(parts[0], p -> new TreeSet<>()).add(parts[2]);
            }
        }
        assertThat(dependencies).as("jdeps output for " + module).isNotEmpty();
        return new ModuleView(module, dependencies);
    }
}
