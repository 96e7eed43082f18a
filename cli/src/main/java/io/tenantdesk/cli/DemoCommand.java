package io.tenantdesk.cli;

import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code tenantdesk demo}: the local demo without the window, until Ctrl-C. */
@Command(
        name = "demo",
        header = "Serve the demo data on a local DynamoDB until stopped.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Starts a local DynamoDB (dynalite, needs Node.js 20+; installed with npm into your data folder the first"
                    + " time when it is not found) holding the five bundled platforms' demo data,"
                    + " prints its endpoint and serves until Ctrl-C or SIGTERM, which stop it; its data is then gone.",
            "Exit codes: 0 stopped, 2 could not start."
        })
final class DemoCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Option(names = "--port", paramLabel = "N", description = "Listen on this port of 127.0.0.1; default: a free one.")
    Integer port;

    @Option(
            names = "--size",
            paramLabel = "small|default|large",
            defaultValue = "default",
            converter = SizeConverter.class,
            description = "How much demo data (default: ${DEFAULT-VALUE}).")
    DemoSize size;

    @Option(
            names = {"-q", "--quiet"},
            description = "No loading messages on stderr.")
    boolean quiet;

    private final CliContext context;

    DemoCommand(CliContext context) {
        this.context = context;
    }

    static final class SizeConverter implements ITypeConverter<DemoSize> {
        @Override
        public DemoSize convert(String value) {
            return DemoSize.fromName(value)
                    .orElseThrow(() -> new TypeConversionException("`" + value + "` is not small, default or large"));
        }
    }

    @Override
    public Integer call() throws InterruptedException {
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        Consumer<String> progress = message -> {
            if (!quiet) {
                context.err().println(message);
            }
        };
        // the demo's client is built like any other: the SDK's reading of the AWS files must parse
        context.sdk().protect();
        LocalDemo demo = LocalDemo.start(
                context.dynalite().ready(progress),
                platforms,
                size,
                context.clock().instant(),
                progress,
                port);
        try {
            String endpoint = demo.endpoint().toString();
            context.out().println("The demo data of " + platforms.size() + " platforms is served at " + endpoint);
            context.out().println("Try:  tenantdesk lint --endpoint " + endpoint + " --platform app_data");
            context.out().println("Stop with Ctrl-C.");
            context.out().flush();
            context.demoStop().await(demo::close);
        } finally {
            demo.close();
        }
        return 0;
    }
}
