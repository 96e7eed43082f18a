package io.tenantdesk.cli;

import io.tenantdesk.lint.LintJson;
import io.tenantdesk.lint.LintReport;
import io.tenantdesk.lint.LintText;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Prints a lint report on standard output, for people (text) or machines (JSON): lint's and merge's. */
final class LintOutput {

    enum Format {
        TEXT,
        JSON
    }

    private LintOutput() {}

    static void write(LintReport report, Format format, PrintStream out) {
        try {
            if (format == Format.JSON) {
                new LintJson().write(report, out);
            } else {
                PrintWriter text = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
                new LintText().write(report, text);
                text.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the report", e);
        }
        out.flush();
    }
}
