package io.tenantdesk.cli;

import io.tenantdesk.audit.ApprovalPolicy;
import io.tenantdesk.audit.ApprovalRule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tenantdesk audit policy}: shows, or sets, what needs a second person's approval. */
@Command(
        name = "policy",
        header = "Show or set the team's approval policy, kept in the audit table.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Without --rule or --off: prints the policy in force. With them: puts a new policy in force (recorded in"
                    + " the audit table with who set it and why) over the one read now.",
            "A rule names the platforms and connections it covers by pattern (* any text, ? one character; a"
                    + " connection pattern is matched against the connection's label and account) and what needs"
                    + " approval there: all, create, update, delete, move, credit (credit>AMOUNT: adjustments of more"
                    + " than AMOUNT in the balance's unit), secret (writes that change or remove a secret attribute).",
            "Example: --rule 'platform=*;connection=*prod*;require=delete,move,credit>100,secret'",
            "Exit codes: 0 shown or set, 2 could not run."
        })
final class AuditPolicyCommand extends ApprovalCommand {

    @Option(
            names = "--rule",
            paramLabel = "RULE",
            description = "A rule of the new policy (repeatable): platform=P;connection=C;require=OP,OP…")
    List<String> rules = new ArrayList<>();

    @Option(names = "--off", description = "Set a policy without rules: nothing needs approval.")
    boolean off;

    @Option(
            names = "--expiry",
            paramLabel = "TIME",
            description = "How long a proposal waits before it expires: 7d, 12h or ISO-8601; default 7d.")
    String expiry;

    @Option(names = "--reason", paramLabel = "TEXT", description = "Why, recorded with the change (required to set).")
    String reason;

    AuditPolicyCommand(CliContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        boolean setting = off || !rules.isEmpty() || expiry != null;
        if (off && !rules.isEmpty()) {
            throw new CliFailure("--off sets a policy without rules: give it, or --rule, not both");
        }
        List<ApprovalRule> parsed = new ArrayList<>();
        Duration keep;
        try {
            rules.forEach(r -> parsed.add(ApprovalRule.parse(r)));
            keep = expiry == null ? ApprovalPolicy.DEFAULT_EXPIRY : ApprovalPolicy.expiry(expiry);
        } catch (IllegalArgumentException e) {
            throw new CliFailure(e.getMessage(), e);
        }
        if (setting && (reason == null || reason.isBlank())) {
            throw new CliFailure("setting the policy needs --reason TEXT: why, for the audit table");
        }
        try (ApprovalsAccess access = open()) {
            ApprovalPolicy policy = setting
                    ? access.approvals().setPolicy(parsed, keep, access.actor(), access.person(), reason.strip())
                    : access.approvals().policy();
            if (policy.version() == 0) {
                context.out().println("No approval policy: nothing needs approval.");
            } else {
                context.out()
                        .println("Approval policy, version " + policy.version() + "; a proposal expires after "
                                + policy.expiry().toString().substring(2).toLowerCase(java.util.Locale.ROOT) + ".");
                if (policy.rules().isEmpty()) {
                    context.out().println("No rule: nothing needs approval.");
                }
                policy.rules().forEach(r -> context.out().println("  " + r.text() + "\n      " + r.words()));
            }
            if (setting) {
                context.err().println("tenantdesk audit policy: version " + policy.version() + " is in force");
            }
            return 0;
        }
    }
}
