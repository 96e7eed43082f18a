package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.Tenantdesk;
import io.tenantdesk.local.DemoProcess;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console's {@code --demo}, run as a user runs it and stopped by SIGTERM, leaves nothing behind. */
class DemoShutdownTest {

    @Test
    void sigtermStopsTheDemosDynaliteAndDeletesItsJournalFolder(@TempDir Path scratch) throws Exception {
        try (DemoProcess console = DemoProcess.start(
                scratch, "Local demo DynamoDB at", Tenantdesk.class.getName(), "--demo", "--demo-size", "small")) {
            console.awaitReady();
            assertThat(console.tempEntries())
                    .as("the running demo's temp folder")
                    .anyMatch(name -> name.startsWith("tenantdesk-demo-journal-"));
            List<ProcessHandle> dynalite = console.children();
            assertThat(dynalite).isNotEmpty();

            console.stop("TERM");

            DemoProcess.awaitGone(dynalite);
            assertThat(console.tempEntries()).as(console.output()).isEmpty();
        }
    }
}
