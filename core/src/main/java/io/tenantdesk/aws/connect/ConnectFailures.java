package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.SsoErrors;
import io.tenantdesk.aws.UnreachableHost;
import java.util.Optional;

/**
 * Turns what an SDK call threw while connecting into the {@link ConnectionException} the user reads: the host that
 * could not be reached, a login to renew, or what a credentials provider said, before the SDK's own words.
 */
final class ConnectFailures {

    private ConnectFailures() {}

    /**
     * @param who   "profile `dev`", "the default credentials"
     * @param doing what failed, for a failure nothing more is known of: "could not find out who is signed in"
     */
    static ConnectionException of(String who, String doing, Throwable failure) {
        return explained(who, failure)
                .orElseGet(() -> new ConnectionException(who + ": " + doing + ": " + message(failure), false, failure));
    }

    /** The failure in the user's words, when it is one of those that have them. */
    static Optional<ConnectionException> explained(String who, Throwable failure) {
        Optional<UnreachableHost> unreachable = UnreachableHost.in(failure);
        if (unreachable.isPresent()) {
            return Optional.of(
                    new ConnectionException(who + ": " + unreachable.get().getMessage(), false, failure));
        }
        if (SsoErrors.loginRequired(failure)) {
            return Optional.of(new ConnectionException(
                    who + ": the IAM Identity Center login has expired or is missing; log in again", true, failure));
        }
        if (LoginErrors.loginRequired(failure)) {
            String profile = who.startsWith("profile `") ? " --profile " + who.substring(9, who.length() - 1) : "";
            return Optional.of(new ConnectionException(
                    who + ": the sign-in made by `aws login` has expired or is missing; run `aws login" + profile
                            + "` and connect again",
                    false,
                    failure));
        }
        return CredentialsFailure.in(failure)
                .map(credentials -> new ConnectionException(credentials.getMessage(), false, failure));
    }

    private static String message(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
