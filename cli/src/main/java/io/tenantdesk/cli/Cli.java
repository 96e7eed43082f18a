package io.tenantdesk.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The command line: {@code tenantdesk lint|export|repair|schema|demo|audit|approvals|approve|reject}. Knows nothing of JavaFX, so the launcher
 * hands these arguments over before anything loads it. Each {@link #run} parses afresh, so one instance can
 * run many commands (tests run them in-process with their own streams).
 */
public final class Cli {

    private static final Set<String> FIRST_WORDS = Set.of(
            "lint",
            "export",
            "repair",
            "schema",
            "demo",
            "audit",
            "approvals",
            "approve",
            "reject",
            "help",
            "--help",
            "-h");

    private final CliContext context;
    private final String launcherUsage;

    /** The command line alone, as its own runtime has it (no console window to open). */
    public Cli(CliContext context) {
        this(context, "");
    }

    /**
     * The command line of a launcher that does more without a command: {@code launcherUsage} ends the help, after a
     * line saying that without a command tenantdesk opens the console window.
     */
    public Cli(CliContext context, String launcherUsage) {
        this.context = context;
        this.launcherUsage = launcherUsage;
    }

    /** True when the arguments ask for a command rather than the console window. */
    public static boolean isCommand(String[] args) {
        return args.length > 0 && FIRST_WORDS.contains(args[0]);
    }

    /** Runs a command; returns its exit code: 0 success, 1 findings, 2 could not run (the reason on stderr). */
    public int run(String... args) {
        CommandLine line = commandLine();
        int code;
        try {
            code = line.execute(args);
        } catch (OutOfMemoryError e) {
            context.err().println("tenantdesk: " + Failures.describe(e));
            code = Failures.COULD_NOT_RUN;
        }
        context.out().flush();
        context.err().flush();
        return code;
    }

    CommandLine commandLine() {
        CommandLine schema = new CommandLine(new SchemaCommand())
                .addSubcommand("check", new SchemaCheckCommand(context))
                .addSubcommand("infer", new SchemaInferCommand(context));
        CommandLine line = new CommandLine(new Top())
                .addSubcommand(
                        "lint",
                        new CommandLine(new LintCommand(context)).addSubcommand("merge", new LintMergeCommand(context)))
                .addSubcommand("export", new ExportCommand(context))
                .addSubcommand("repair", new RepairCommand(context))
                .addSubcommand("schema", schema)
                .addSubcommand("demo", new DemoCommand(context))
                .addSubcommand(
                        "audit",
                        new CommandLine(new AuditCommand())
                                .addSubcommand("init", new AuditInitCommand(context))
                                .addSubcommand("export", new AuditExportCommand(context))
                                .addSubcommand("policy", new AuditPolicyCommand(context))
                                .addSubcommand("verify", new AuditVerifyCommand(context)))
                .addSubcommand(
                        "approvals",
                        new CommandLine(new ApprovalsCommand())
                                .addSubcommand("list", new ApprovalsListCommand(context))
                                .addSubcommand("show", new ApprovalsShowCommand(context))
                                .addSubcommand("withdraw", new ApprovalsWithdrawCommand(context)))
                .addSubcommand("approve", new ApproveCommand(context))
                .addSubcommand("reject", new RejectCommand(context))
                .addSubcommand("help", new CommandLine.HelpCommand());
        line.setOut(new PrintWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8), true));
        line.setErr(new PrintWriter(new OutputStreamWriter(context.err(), StandardCharsets.UTF_8), true));
        line.setCaseInsensitiveEnumValuesAllowed(true);
        line.setParameterExceptionHandler(new Failures());
        line.setExecutionExceptionHandler(new Failures());
        if (!launcherUsage.isEmpty()) {
            line.getHelpSectionMap()
                    .put(
                            UsageMessageSpec.SECTION_KEY_FOOTER,
                            help -> System.lineSeparator() + "Without a command, tenantdesk opens the console window:"
                                    + System.lineSeparator() + launcherUsage);
        }
        return line;
    }

    /** The root: lists the commands. */
    @Command(
            name = "tenantdesk",
            usageHelpAutoWidth = true,
            synopsisSubcommandLabel = "COMMAND",
            description =
                    "Tenantdesk's command line: the console's knowledge of each platform's table design, without a window.",
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {
                "0:success (lint: no findings)",
                "1:lint found problems; schema check found problems",
                "2:could not run (the reason is on stderr)"
            })
    static final class Top implements Runnable {

        @Option(
                names = {"-h", "--help"},
                usageHelp = true,
                description = "Show this help.")
        boolean help;

        @Spec
        CommandSpec spec;

        @Override
        public void run() {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), "name a command: lint, export, schema check or demo");
        }
    }
}
