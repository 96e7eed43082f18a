package io.tenantdesk.aws.connect;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Set;

/**
 * Tells whether a failure means that the console sign-in made by {@code aws login} (a {@code login_session} profile)
 * has ended or was never made, so the user should run {@code aws login} again. The SDK's sign-in provider says so
 * only in its messages ("You must re-authenticate", "Please reauthenticate").
 */
final class LoginErrors {

    private LoginErrors() {}

    static boolean loginRequired(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable t = failure; t != null && seen.add(t); t = t.getCause()) {
            String message = t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
            if (message.contains("re-authenticate") || message.contains("reauthenticate")) {
                return true;
            }
        }
        return false;
    }
}
