package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.TableScanner;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executor;

/** Opens what lint reads: the platform's live tables on a read-only connection. */
final class LintSources {

    /**
     * An open source and what it holds open.
     *
     * @param moment the moment its items show the table at: now for the live table
     */
    record Opened(ItemSource items, Instant moment, AutoCloseable resources) implements AutoCloseable {
        @Override
        public void close() {
            try {
                resources.close();
            } catch (Exception e) {
                // the run's own outcome is what matters; nothing is written by these resources
            }
        }
    }

    private final CliContext context;

    LintSources(CliContext context) {
        this.context = context;
    }

    Opened tables(ConnectionOptions options, PlatformDescriptor platform, List<String> tables, Executor pool) {
        Connection open = new ConnectionOpener(context).open(options, platform, tables);
        return new Opened(new TableScanner(open, platform, pool), context.clock().instant(), open);
    }
}
