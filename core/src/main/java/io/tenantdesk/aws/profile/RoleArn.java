package io.tenantdesk.aws.profile;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The account and role name inside an IAM role ARN ({@code arn:aws:iam::123456789012:role/path/Name}). */
final class RoleArn {

    private static final Pattern ROLE = Pattern.compile("arn:[^:]+:iam::(\\d{12}):role/(?:.*/)?([^/]+)");
    private static final Pattern ANY = Pattern.compile("arn:[^:]+:[^:]+:[^:]*:(\\d{12}):.*");

    private RoleArn() {}

    static Optional<String> account(String arn) {
        Matcher m = ROLE.matcher(arn.trim());
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The account of any ARN that names one ({@code arn:aws:iam::123456789012:user/ana}). */
    static Optional<String> anyAccount(String arn) {
        Matcher m = ANY.matcher(arn.trim());
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    static Optional<String> roleName(String arn) {
        Matcher m = ROLE.matcher(arn.trim());
        return m.matches() ? Optional.of(m.group(2)) : Optional.empty();
    }
}
