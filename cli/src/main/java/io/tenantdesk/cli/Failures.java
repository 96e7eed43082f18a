package io.tenantdesk.cli;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.lint.LintReportException;
import io.tenantdesk.local.DynaliteException;
import io.tenantdesk.schema.load.DescriptorException;
import io.tenantdesk.schema.load.DescriptorProblem;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.tableexport.ExportException;
import java.io.UncheckedIOException;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Turns what stopped a command into one plain message on stderr, prefixed with the command's name, and exit
 * code 2. Wrong arguments also point at the command's help.
 */
final class Failures implements IExecutionExceptionHandler, IParameterExceptionHandler {

    static final int COULD_NOT_RUN = 2;

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        String name = command.getCommandSpec().qualifiedName();
        command.getErr().println(name + ": " + e.getMessage());
        command.getErr().println("See '" + name + " --help'.");
        command.getErr().flush();
        return COULD_NOT_RUN;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine command, ParseResult parsed) {
        command.getErr().println(command.getCommandSpec().qualifiedName() + ": " + describe(e));
        command.getErr().flush();
        return COULD_NOT_RUN;
    }

    static String describe(Throwable e) {
        if (e instanceof CommandLine.ExecutionException && e.getCause() != null) {
            return describe(e.getCause());
        }
        if (e instanceof OutOfMemoryError) {
            return "out of memory (" + e.getMessage() + "); give Java more with -Xmx";
        }
        if (e instanceof StoreException store && store.kind() == StoreException.Kind.LOGIN_EXPIRED) {
            return withLoginHint(store.getMessage(), "PROFILE");
        }
        if (e instanceof CliFailure
                || e instanceof StoreException
                || e instanceof ConnectionException
                || e instanceof DynaliteException
                || e instanceof LintReportException
                || e instanceof ExportException) {
            return e.getMessage();
        }
        if (e instanceof DescriptorException d) {
            return "the descriptor cannot be used:\n"
                    + d.problems().stream()
                            .map(DescriptorProblem::toString)
                            .map(line -> "  " + line)
                            .collect(Collectors.joining("\n"));
        }
        if (e instanceof UncheckedIOException io) {
            return io.getMessage()
                    + (io.getCause() != null
                                    && io.getCause().getMessage() != null
                                    && !io.getMessage().contains(io.getCause().getMessage())
                            ? ": " + io.getCause().getMessage()
                            : "");
        }
        return "unexpected " + e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    /** An expired or missing SSO login is fixed by logging in again, with the AWS CLI or in the console. */
    static String withLoginHint(String message, String profile) {
        return message + "\nRun `aws sso login --profile " + profile + "` (or log in from the Tenantdesk console), "
                + "then try again.";
    }
}
