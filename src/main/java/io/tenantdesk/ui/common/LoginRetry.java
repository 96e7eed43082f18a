package io.tenantdesk.ui.common;

import io.tenantdesk.store.StoreException;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs a store call off the UI thread and hands its outcome to the UI thread. When the call failed because the
 * SSO sign-in expired, it offers to log in again and, once logged in, runs the same call again; whatever the
 * view held (a form's edits) is untouched meanwhile.
 */
public final class LoginRetry {

    private LoginRetry() {
    }

    public static <T> void run(ConsoleContext ctx, Supplier<T> call, Consumer<T> done, Consumer<RuntimeException> failed) {
        ctx.executors().background().execute(() -> {
            T result;
            try {
                result = call.get();
            } catch (RuntimeException e) {
                ctx.executors().ui().execute(() -> recover(ctx, e, call, done, failed));
                return;
            }
            ctx.executors().ui().execute(() -> done.accept(result));
        });
    }

    private static <T> void recover(ConsoleContext ctx, RuntimeException e, Supplier<T> call, Consumer<T> done,
                                    Consumer<RuntimeException> failed) {
        boolean expired = e instanceof StoreException store && store.kind() == StoreException.Kind.LOGIN_EXPIRED;
        if (!expired || !ctx.dialogs().confirm("Signed out", e.getMessage()
                + "\n\nLog in again and retry? Nothing you typed is lost.", "Log in again")) {
            failed.accept(e);
            return;
        }
        ctx.recovery().logInAgain().whenCompleteAsync((loggedIn, failure) -> {
            if (failure == null && Boolean.TRUE.equals(loggedIn)) {
                run(ctx, call, done, failed);
            } else {
                failed.accept(e);
            }
        }, ctx.executors().ui());
    }
}
