package io.tenantdesk.cli;

import io.tenantdesk.schema.load.DescriptorException;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.load.DescriptorProblem;
import io.tenantdesk.schema.load.DescriptorWarnings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code tenantdesk schema check}: loads descriptors and lists every problem, for CI on a descriptor change. */
@Command(
        name = "check",
        header = "Check platform descriptor files.",
        usageHelpAutoWidth = true,
        description = {
            "Loads each platform descriptor (a folder: each of its *.json files) and prints every problem as"
                    + " `file: JSON path: reason`, and each warning (what loads but fails for some data) as"
                    + " `file: JSON path: warning: reason`. Prints nothing when all load without warnings.",
            "Exit codes: 0 all load (warnings or not), 1 problems, 2 a file could not be read."
        })
final class SchemaCheckCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Descriptor files or folders of them.")
    List<Path> files = new ArrayList<>();

    private final CliContext context;

    SchemaCheckCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        DescriptorLoader loader = new DescriptorLoader();
        boolean unreadable = false;
        boolean problems = false;
        for (Path argument : files) {
            List<Path> descriptors;
            try {
                descriptors = expand(argument);
            } catch (CliFailure e) {
                context.err().println("tenantdesk schema check: " + e.getMessage());
                unreadable = true;
                continue;
            }
            for (Path file : descriptors) {
                try {
                    DescriptorWarnings.of(loader.load(file)).stream()
                            .map(DescriptorProblem::toString)
                            .forEach(context.out()::println);
                } catch (DescriptorException e) {
                    problems = true;
                    e.problems().stream().map(DescriptorProblem::toString).forEach(context.out()::println);
                }
            }
        }
        context.out().flush();
        return unreadable ? 2 : problems ? 1 : 0;
    }

    private static List<Path> expand(Path argument) {
        if (Files.isDirectory(argument)) {
            List<Path> found;
            try {
                found = DescriptorLoader.descriptorFiles(argument);
            } catch (IOException e) {
                throw new CliFailure("cannot read the folder " + argument + ": " + e.getMessage(), e);
            }
            if (found.isEmpty()) {
                throw new CliFailure("the folder " + argument + " has no *.json descriptor");
            }
            return found;
        }
        if (!Files.exists(argument)) {
            throw new CliFailure("cannot read " + argument + ": no such file");
        }
        if (!Files.isReadable(argument)) {
            throw new CliFailure("cannot read " + argument + ": permission denied");
        }
        return List.of(argument);
    }
}
