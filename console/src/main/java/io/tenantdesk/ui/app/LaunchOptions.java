package io.tenantdesk.ui.app;

import io.tenantdesk.demo.DemoSize;
import java.util.List;
import java.util.Optional;

/**
 * What the console was asked to do at start.
 *
 * @param demo      start the local demo (dynalite with the bundled platforms' demo data) and connect to it
 * @param demoSize  how much demo data to load
 * @param selfCheck open the main window, check that it and its resources work, and exit (see {@code SelfCheck})
 */
public record LaunchOptions(boolean demo, DemoSize demoSize, boolean selfCheck) {

    public static final String USAGE = """
            Usage: tenantdesk [--demo [--demo-size small|default|large]]
                   tenantdesk --self-check | --version | --help

              --demo         start a local DynamoDB with the five bundled platforms' demo data and connect to it
              --demo-size    how much demo data to load (default: default)
              --self-check   open the main window, check its resources, and exit: 0 when all is well,
                             otherwise non-zero with the reason on stderr
              --version      print the version and exit
            """;

    /**
     * @throws IllegalArgumentException naming the argument that is not understood
     */
    public static LaunchOptions parse(List<String> args) {
        boolean demo = false;
        boolean selfCheck = false;
        DemoSize size = DemoSize.DEFAULT;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--demo" -> demo = true;
                case "--self-check" -> selfCheck = true;
                case "--demo-size" -> {
                    if (i + 1 >= args.size()) {
                        throw new IllegalArgumentException("--demo-size needs a value: small, default or large");
                    }
                    String value = args.get(++i);
                    Optional<DemoSize> parsed = DemoSize.fromName(value);
                    size = parsed.orElseThrow(() -> new IllegalArgumentException(
                            "--demo-size " + value + " is not one of small, default, large"));
                }
                default -> throw new IllegalArgumentException("unknown argument " + arg);
            }
        }
        if (selfCheck && demo) {
            throw new IllegalArgumentException(
                    "--self-check checks the console alone; it cannot be combined with --demo");
        }
        return new LaunchOptions(demo, size, selfCheck);
    }
}
