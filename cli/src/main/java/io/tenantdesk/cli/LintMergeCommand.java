package io.tenantdesk.cli;

import io.tenantdesk.lint.LintMerge;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintReportReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tenantdesk lint merge}: the JSON reports of a run's shares, combined into the report of the whole. */
@Command(
        name = "merge",
        header = "Combine the JSON reports of lint --segment I/N into one.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Reads the JSON reports of all N shares of one lint run (lint --segment I/N --format json, every I from 0"
                    + " to N-1 exactly once, in any order) and prints the report one run over the whole would have"
                    + " printed: counts added, each group's first examples chosen again; elapsed times are the longest"
                    + " share's, read capacity the sum. Refuses shares that do not belong together.",
            "Exit codes: 0 clean, 1 findings, 2 could not merge."
        })
final class LintMergeCommand implements Callable<Integer> {

    @Mixin
    HelpOption help;

    @Parameters(paramLabel = "REPORT", arity = "1..*", description = "The shares' JSON reports.")
    List<Path> reports = new ArrayList<>();

    @Option(
            names = "--format",
            paramLabel = "text|json",
            defaultValue = "json",
            description = "The merged report for machines (json, the default) or for people (text).")
    LintOutput.Format format;

    private final CliContext context;

    LintMergeCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        LintReportReader reader = new LintReportReader();
        List<LintReport> shares = new ArrayList<>();
        for (Path file : reports) {
            try (InputStream in = Files.newInputStream(file)) {
                shares.add(reader.read(in, file.toString()));
            } catch (NoSuchFileException e) {
                throw new CliFailure(file + ": no such file", e);
            } catch (IOException e) {
                throw new CliFailure(file + ": cannot be read: " + e.getMessage(), e);
            }
        }
        LintReport merged = new LintMerge().merge(shares);
        LintOutput.write(merged, format, context.out());
        return merged.exitCode();
    }
}
