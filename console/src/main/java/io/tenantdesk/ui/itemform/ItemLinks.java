package io.tenantdesk.ui.itemform;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.context.ConsoleContext;
import java.net.URI;
import java.util.Optional;
import java.util.function.Supplier;

/** The stored item outside the console: as an AWS CLI command to paste, or its page in the AWS console. */
public final class ItemLinks {

    private final ConsoleContext ctx;
    private final Supplier<Optional<EntityRow>> loaded;

    ItemLinks(ConsoleContext ctx, Supplier<Optional<EntityRow>> loaded) {
        this.ctx = ctx;
        this.loaded = loaded;
    }

    /** True once the item is stored (not a new form). */
    public boolean stored() {
        return loaded.get().isPresent();
    }

    /** Copies the {@code aws dynamodb get-item} command that reads the item as stored. */
    public void copyCliCommand() {
        loaded.get().ifPresent(row -> ctx.dialogs().copyToClipboard(ctx.store().cliGetItem(row)));
    }

    /** The item's page in the AWS console, on a connection to AWS. */
    public Optional<URI> consolePage() {
        return loaded.get().flatMap(row -> ctx.store().consoleUrl(row));
    }

    public void openInConsole() {
        consolePage().ifPresent(ctx.dialogs()::browse);
    }
}
