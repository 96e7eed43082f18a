package io.tenantdesk.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.audit.Proposal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.WriteRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tenantdesk approvals list}: the proposals pending for a platform and connection. */
@Command(
        name = "list",
        header = "List the proposals waiting for approval on a platform and connection.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "One line per proposal, newest first: its id, age, proposer, what it would write and why. With --all,"
                    + " those decided or expired within the policy's expiry too, with how they ended. Only reads.",
            "Exit codes: 0 listed, 2 could not run."
        })
final class ApprovalsListCommand extends ApprovalCommand {

    enum Format {
        TEXT,
        JSON
    }

    @Option(names = "--all", description = "Also the proposals decided or expired lately.")
    boolean all;

    @Option(names = "--format", paramLabel = "text|json", defaultValue = "text", description = "Default: text.")
    Format format;

    ApprovalsListCommand(CliContext context) {
        super(context);
    }

    @Override
    public Integer call() {
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        try (ApprovalsAccess access = open()) {
            WriteRecord.Provenance here = WriteRecord.Provenance.of(access.connection(), platform.id());
            List<Proposal> proposals = all
                    ? access.approvals().recent(platform.id(), here)
                    : access.approvals().pending(platform.id(), here);
            Instant now = access.approvals().now();
            if (format == Format.JSON) {
                printJson(proposals, now);
            } else {
                printText(proposals, now);
            }
            context.err()
                    .println("tenantdesk approvals list: " + proposals.size() + (all ? " lately on " : " pending on ")
                            + platform.id() + " · " + here.where());
            return 0;
        }
    }

    private void printText(List<Proposal> proposals, Instant now) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"ID", "AGE", all ? "STATUS" : "DEADLINE", "PROPOSER", "WHAT", "REASON"});
        for (Proposal p : proposals) {
            rows.add(new String[] {
                p.shortId(),
                ProposalText.age(p.at(), now),
                all ? p.status(now).name().toLowerCase(Locale.ROOT) : ProposalText.time(p.deadline()),
                p.proposer().name(),
                p.what(),
                p.reason()
            });
        }
        int[] widths = new int[rows.get(0).length];
        rows.forEach(r -> {
            for (int i = 0; i < r.length; i++) {
                widths[i] = Math.max(widths[i], r[i].length());
            }
        });
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                line.append(i == r.length - 1 ? r[i] : String.format(Locale.ROOT, "%-" + widths[i] + "s  ", r[i]));
            }
            context.out().println(line.toString().stripTrailing());
        }
    }

    private void printJson(List<Proposal> proposals, Instant now) {
        ObjectMapper json = new ObjectMapper();
        ArrayNode list = json.createArrayNode();
        for (Proposal p : proposals) {
            ObjectNode node = list.addObject();
            node.put("id", p.id());
            node.put("at", p.at().toString());
            node.put("deadline", p.deadline().toString());
            node.put("status", p.status(now).name());
            node.put("proposer", p.proposer().name());
            node.put("platform", p.platform());
            node.put("what", p.what());
            node.put("reason", p.reason());
        }
        try {
            context.out().println(json.writeValueAsString(list));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
