package io.tenantdesk.cli;

import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RepairPlan;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk repair}: plans the fixes the design implies for broken items, and applies a reviewed plan. */
@Command(
        name = "repair",
        header = "Plan the repair of broken items; apply a reviewed plan.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "Without --apply: reads every item of the platform's tables (a scan, as lint does) and prints a repair"
                    + " plan (JSON, format " + RepairPlanFile.FORMAT + "): every item with a problem the design has a"
                    + " fix for — an index key that drifted or is missing, a value stored as the wrong type where the"
                    + " conversion is exact, an attribute that disagrees with the key, a missing stamp — with each fix and"
                    + " the exact change; then the items only a person can fix. Writes nothing. Secrets are masked.",
            "With --apply PLAN --reason TEXT --allow-writes: applies a reviewed plan, item by item, each only while the"
                    + " item is still as planned and the fix still the one reviewed; conditional and recorded in the"
                    + " change journal like every write from the console. Prints each item's outcome: written,"
                    + " conflict (it changed since the plan: nothing written), refused or failed.",
            "A connection the console would open read-only (a production profile or account) is refused unless"
                    + " --allow-production is given too.",
            "With --audit-table, writes are recorded in the shared audit table as well, and a plan the team's approval"
                    + " policy covers is proposed as one batch (each item then says `proposed`) for another person to"
                    + " approve with `tenantdesk approve`.",
            "Exit codes: 0 nothing to repair, or every item written; 1 a plan with items, or an item not written (or"
                    + " proposed); 2 could not run."
        })
final class RepairCommand implements Callable<Integer> {

    private static final Set<Rule> FIXABLE =
            EnumSet.of(Rule.KEY_DRIFT, Rule.KEY_MISSING, Rule.WRONG_TYPE, Rule.KEY_MISMATCH, Rule.MISSING_REQUIRED);

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(
            names = "--table",
            split = ",",
            paramLabel = "T",
            description = "Only these logical tables (repeatable or comma-separated); default: all of the platform's.")
    List<String> tables = new ArrayList<>();

    @Option(names = "--entity", paramLabel = "E", description = "Only items of this entity.")
    String entity;

    @Option(
            names = "--code",
            split = ",",
            paramLabel = "CODE",
            description =
                    "Only items whose every fix is for one of these problems (repeatable): key-drift, key-missing,"
                            + " wrong-type, key-mismatch, missing-required.")
    List<String> codes = new ArrayList<>();

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description =
                    "Write the plan to FILE (owner-only, complete or not at all)" + " instead of standard output.")
    Path out;

    @Option(names = "--apply", paramLabel = "PLAN", description = "Apply this reviewed plan.")
    Path apply;

    @Option(
            names = "--reason",
            paramLabel = "TEXT",
            description = "Why, for the change journal (required with --apply).")
    String reason;

    @Option(names = "--allow-writes", description = "Required with --apply: this command writes.")
    boolean allowWrites;

    @Option(
            names = "--allow-production",
            description = "Allow writing through a connection the console would open"
                    + " read-only (a production profile or account).")
    boolean allowProduction;

    @Option(names = "--journal", paramLabel = "FILE", description = "The change journal; default: the console's.")
    Path journal;

    @Option(
            names = "--audit-table",
            paramLabel = "NAME",
            description = "Record the writes in this shared audit table too (as the console does), and follow the"
                    + " approval policy it holds: where the policy covers the repair, the whole plan is proposed as"
                    + " one batch for a second person's approval instead of written.")
    String auditTable;

    private final CliContext context;

    RepairCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        PlatformDescriptor platform = new PlatformResolver(new DescriptorLoader()).resolve(connection.platform);
        List<String> chosen = LintCommand.chosenTables(platform, tables);
        EntityDef only = entity == null
                ? null
                : platform.entity(entity)
                        .orElseThrow(() -> new CliFailure("platform "
                                + platform.id() + " has no entity " + entity + "; its entities: "
                                + platform.entities().stream()
                                        .map(EntityDef::name)
                                        .collect(Collectors.joining(", "))));
        Set<Rule> rules = rules();
        if (apply != null) {
            return applyPlan(platform);
        }
        if (reason != null || allowWrites) {
            throw new CliFailure("--reason and --allow-writes go with --apply PLAN; without it the command only plans");
        }
        try (Connection open = new ConnectionOpener(context).open(connection, platform, chosen)) {
            EntityStore store = new EntityStore(
                    open,
                    platform,
                    new NoWrites("planning a repair"),
                    context.clock(),
                    open.identity().actor());
            RepairPlanFile plan = new RepairPlanFile(
                    platform.id(),
                    open.label(),
                    context.clock().instant().toString(),
                    rules.stream().map(Rule::code).toList());
            for (String table : chosen) {
                Set<String> secrets = platform.secretAttributesOf(table);
                store.unclassified(
                        table,
                        null,
                        page -> {
                            for (EntityRow row : page.rows()) {
                                if (row.entity().isPresent()
                                        && (only == null || row.entity().get().equals(only))) {
                                    add(plan, store.planRepair(row), secrets, rules);
                                }
                            }
                        },
                        new CancelToken());
            }
            try (OutputTarget target = out == null ? OutputTarget.stdout(context.out()) : OutputTarget.file(out)) {
                plan.write(target.stream());
                target.commit();
            } catch (java.io.IOException e) {
                throw new CliFailure("cannot write the plan: " + e.getMessage(), e);
            }
            context.err()
                    .printf(
                            Locale.ROOT,
                            "tenantdesk repair: %d item%s to repair, %d left for a person%s%n",
                            plan.items(),
                            plan.items() == 1 ? "" : "s",
                            plan.manual(),
                            out == null ? "" : " (plan in " + out + ")");
            return plan.items() == 0 ? 0 : 1;
        }
    }

    private static void add(RepairPlanFile plan, RepairPlan repair, Set<String> secrets, Set<Rule> rules) {
        if (repair.nothingToDo()) {
            return;
        }
        if (repair.writeIfAny().isEmpty()) {
            if (repair.manual().stream().anyMatch(v -> rules.contains(v.rule()) || !FIXABLE.contains(v.rule()))) {
                plan.addManual(repair, secrets, "no fix the design implies; correct it in the console");
            }
            return;
        }
        if (!repair.repairs().stream().allMatch(r -> rules.contains(r.problem().rule()))) {
            return;
        }
        if (repair.row().entity().orElseThrow().keysAreSecret()) {
            plan.addManual(repair, secrets, "its key is secret, so a plan cannot name it; repair it in the console");
            return;
        }
        plan.addRepair(repair, secrets);
    }

    private Set<Rule> rules() {
        if (codes.isEmpty()) {
            return FIXABLE;
        }
        Set<Rule> chosen = EnumSet.noneOf(Rule.class);
        for (String code : codes) {
            Rule rule = Arrays.stream(Rule.values())
                    .filter(r -> r.code().equals(code.strip()))
                    .findFirst()
                    .filter(FIXABLE::contains)
                    .orElseThrow(() -> new CliFailure("--code " + code + ": not a problem repair" + " fixes; one of "
                            + FIXABLE.stream().map(Rule::code).collect(Collectors.joining(", "))));
            chosen.add(rule);
        }
        return chosen;
    }

    private int applyPlan(PlatformDescriptor platform) {
        if (!allowWrites) {
            throw new CliFailure("--apply writes to the tables: add --allow-writes to say so");
        }
        if (reason == null || reason.isBlank()) {
            throw new CliFailure("--apply needs --reason TEXT: why, for the change journal");
        }
        if (out != null) {
            throw new CliFailure("--out goes with planning, not with --apply");
        }
        List<RepairPlanFile.Planned> planned = RepairPlanFile.read(apply, platform.id(), platform.tables());
        List<String> planTables =
                planned.stream().map(RepairPlanFile.Planned::table).distinct().toList();
        Connection open = new ConnectionOpener(context).openForWrites(connection, platform, planTables);
        try (open) {
            Connection writable = open;
            if (open.readOnly()) {
                if (!allowProduction) {
                    throw new CliFailure("refused: " + open.label() + " is a connection the console opens read-only (a"
                            + " production profile or account); add --allow-production to write to it");
                }
                writable = open.withWritesAllowed();
            }
            Path journalFile = journal != null
                    ? journal
                    : UserFolders.resolve(context.env()).data().resolve("journal.jsonl");
            ChangeJournal local = new ChangeJournal(journalFile);
            EntityStore store = new EntityStore(
                    writable,
                    platform,
                    auditTable == null ? local : SharedRecord.on(writable, auditTable, local),
                    context.clock(),
                    open.identity().actor());
            RepairApplier.Tally tally =
                    new RepairApplier(store, platform, reason.strip()).apply(planned, context.out());
            context.err().println("tenantdesk repair: " + tally.describe());
            if (!tally.note().isEmpty()) {
                context.err().println("tenantdesk repair: " + tally.note());
            }
            return tally.allWritten() ? 0 : 1;
        }
    }
}
