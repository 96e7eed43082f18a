package io.tenantdesk.audit;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * A team of consoles sharing one audit table on dynalite, each with its own caller identity and local journal: who
 * proposes, who approves, and a store that writes without the audit table (someone else's script) to change items
 * behind their backs. Helpmaton's workspaces are the data.
 */
public final class FourEyes {

    public static final PlatformDescriptor HELPMATON = Platforms.get("helpmaton");
    public static final String ACCOUNT = "111122223333";
    /** The label of the team's production connection, as a profile connection is labelled. */
    public static final String LABEL = "prod-support · " + ACCOUNT + " (us-east-1)";

    private final LocalDynamo dynamo;
    private final TableNameMapping mapping;
    private final String auditTable;
    private final Path dir;
    private final EntityDef workspace = HELPMATON.entity("Workspace").orElseThrow();

    /** One person's console: its connection, its record of changes (with the audit table), its store. */
    public record Console(Connection connection, SharedRecord record, EntityStore store, Person person) {
        public Approvals approvals() {
            return record.approvals();
        }

        /** This platform and connection's data, as the Approvals view lists it. */
        public WriteRecord.Provenance here() {
            return WriteRecord.Provenance.of(connection, store.platform().id());
        }
    }

    public FourEyes(LocalDynamo dynamo, Path dir) {
        this.dynamo = dynamo;
        this.dir = dir;
        this.mapping = dynamo.freshMapping();
        dynamo.provision(HELPMATON, mapping, "workspace", "workspace-api-key");
        this.auditTable = dynamo.tablePrefix() + "audit-" + UUID.randomUUID();
        new AuditTable(connection("admin", "Admin", false), auditTable, Optional.empty()).create();
    }

    public String auditTable() {
        return auditTable;
    }

    public TableNameMapping mapping() {
        return mapping;
    }

    /** The caller identity of {@code name} under the role {@code role}, as STS reports an Identity Center user. */
    public static String arn(String role, String name) {
        return "arn:aws:sts::" + ACCOUNT + ":assumed-role/" + role + "/" + name;
    }

    public Connection connection(String name, String role, boolean readOnly) {
        return new Connection(
                LABEL,
                dynamo.client(),
                mapping,
                readOnly,
                new CallerIdentity(ACCOUNT, arn(role, name), "AROAEXAMPLE:" + name, false));
    }

    /** {@code name}'s console under {@code role}, its clock the system's. */
    public Console console(String name, String role) {
        return console(name, role, false, Clock.systemUTC());
    }

    public Console console(String name, String role, boolean readOnly, Clock clock) {
        return console(connection(name, role, readOnly), name + "-" + role, clock);
    }

    /** A console on {@code connection}, its local journal in its own folder {@code folder}. */
    public Console console(Connection connection, String folder, Clock clock) {
        SharedRecord record = new SharedRecord(
                new ChangeJournal(dir.resolve(folder).resolve("journal.jsonl")),
                new AuditTable(connection, auditTable, Optional.empty()));
        return new Console(
                connection,
                record,
                new EntityStore(
                        connection,
                        HELPMATON,
                        record,
                        clock,
                        connection.identity().arn()),
                Person.of(connection));
    }

    /** A store that writes without the audit table: someone's script, changing items behind the consoles' backs. */
    public EntityStore direct() {
        return new EntityStore(
                connection("script", "Admin", false),
                HELPMATON,
                new ChangeJournal(dir.resolve("script").resolve("journal.jsonl")),
                Clock.systemUTC(),
                "script");
    }

    /** Puts a policy of these rules (each as {@link ApprovalRule#parse} reads it) in force. */
    public void requireApproval(Duration expiry, String... rules) {
        console("admin", "Admin")
                .approvals()
                .setPolicy(
                        List.of(rules).stream().map(ApprovalRule::parse).toList(),
                        expiry,
                        arn("Admin", "admin"),
                        Person.ofArn(arn("Admin", "admin")),
                        "four eyes on production");
    }

    public void requireApproval(String... rules) {
        requireApproval(ApprovalPolicy.DEFAULT_EXPIRY, rules);
    }

    /** A new workspace, written directly. */
    public EntityRow workspace(String id, String name) {
        EntityStore store = direct();
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str(id));
        fields.put("name", Value.str(name));
        fields.put("currency", Value.str("usd"));
        fields.put("creditBalance", Value.num("10"));
        return store.apply(store.planCreate(workspace, fields), "new workspace")
                .item()
                .orElseThrow();
    }

    /** The workspace as it is now. */
    public EntityRow now(String id) {
        return direct().get(workspace, Map.of("workspaceId", id)).orElseThrow();
    }

    /** Renames a workspace through {@code store}, from the item as it is now. */
    public void rename(EntityStore store, String id, String name) {
        EntityRow loaded = store.get(workspace, Map.of("workspaceId", id)).orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, loaded);
        fields.put("name", Value.str(name));
        store.apply(store.planUpdate(loaded, fields), "rename to " + name);
    }

    public EntityDef workspaceEntity() {
        return workspace;
    }
}
