package io.tenantdesk.aws;

import java.net.URI;
import java.util.Objects;

/**
 * Who is acting on a connection, as STS GetCallerIdentity reported it; for a local endpoint a fixed local
 * identity (no STS call is made). Shown in the status bar and recorded by the journal.
 */
public record CallerIdentity(String account, String arn, String userId, boolean local) {

    public CallerIdentity {
        Objects.requireNonNull(account, "account");
        Objects.requireNonNull(arn, "arn");
        Objects.requireNonNull(userId, "userId");
    }

    public static CallerIdentity local(URI endpoint) {
        return new CallerIdentity("local", "local:" + endpoint, "local", true);
    }

    /** For connections made before identities were known (and tests). */
    public static CallerIdentity unverified() {
        return new CallerIdentity("unknown", "unknown", "unknown", false);
    }

    /** "123456789012 · arn:aws:sts::123456789012:assumed-role/Support/ana" or "local (http://127.0.0.1:8000)". */
    public String describe() {
        return local ? actor() : account + " · " + arn;
    }

    /**
     * Who a write is recorded as made by (an item's {@code updated_by}, the journal's actor), the same from the console
     * and the command line: the ARN, or "local (http://127.0.0.1:8000)" on a local endpoint.
     */
    public String actor() {
        return local ? "local (" + arn.substring("local:".length()) + ")" : arn;
    }
}
