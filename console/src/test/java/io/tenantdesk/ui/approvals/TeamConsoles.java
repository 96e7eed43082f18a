package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.FourEyes;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.ui.RecordingWorkspace;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;

/**
 * Ana's and Ben's consoles on one audit table that requires approval of every write on Helpmaton's production
 * connection: Ana proposes, Ben approves. Synchronous contexts with scripted dialogs.
 */
final class TeamConsoles {

    final FourEyes team;
    final FourEyes.Console ana;
    final FourEyes.Console ben;
    final ScriptedDialogs anasDialogs = new ScriptedDialogs();
    final ScriptedDialogs bensDialogs = new ScriptedDialogs();

    TeamConsoles(LocalDynamo dynamo, Path dir) {
        team = new FourEyes(dynamo, dir);
        team.requireApproval("platform=helpmaton;connection=*prod*;require=all");
        ana = team.console("ana@example.com", "TenantdeskProposer");
        ben = team.console("ben@example.com", "TenantdeskApprover");
    }

    static ConsoleContext context(FourEyes.Console console, ScriptedDialogs dialogs, UiExecutors executors) {
        return new ConsoleContext(
                console.store(),
                console.record(),
                executors,
                dialogs,
                new RecordingWorkspace(),
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")),
                Clock.systemUTC());
    }

    /** Ana's answers to the Approvals view's question, as her scripted dialogs give them. */
    ApprovalDialogs anasComments() {
        return scripted(anasDialogs);
    }

    ApprovalDialogs bensComments() {
        return scripted(bensDialogs);
    }

    private static ApprovalDialogs scripted(ScriptedDialogs dialogs) {
        return (title, question, verb) -> dialogs.askText(title, question, "");
    }

    ConsoleContext anas() {
        return context(ana, anasDialogs, UiExecutors.direct());
    }

    ConsoleContext bens() {
        return context(ben, bensDialogs, UiExecutors.direct());
    }

    /** Ana renames a workspace: proposed, not written. */
    void anaProposes(String id, String name) {
        try {
            team.rename(ana.store(), id, name);
            throw new AssertionError("the rename was written, not proposed");
        } catch (StoreException e) {
            if (e.kind() != StoreException.Kind.PROPOSED) {
                throw e;
            }
        }
    }
}
