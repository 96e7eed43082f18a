package io.tenantdesk.aws.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One profile as the console lists it. Empty values are not known from the files (an assumed role's account
 * is read from its role ARN; a static-keys profile names its account only with {@code aws_account_id}).
 *
 * @param ssoSession   the {@code sso_session} a session-form SSO profile uses
 * @param ssoStartUrl  the start URL, from the session section or (legacy form) the profile
 * @param ssoRegion    the IAM Identity Center region, which is not the profile's {@link #region()}
 * @param current      whether this is the profile {@code AWS_PROFILE} (or {@code aws.profile}) names
 */
public record ProfileInfo(
        String name,
        ProfileKind kind,
        Optional<String> accountId,
        Optional<String> roleName,
        Optional<String> roleArn,
        Optional<String> region,
        Optional<String> ssoSession,
        Optional<String> ssoStartUrl,
        Optional<String> ssoRegion,
        Optional<String> sourceProfile,
        boolean current) {

    public ProfileInfo {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(accountId, "accountId");
        Objects.requireNonNull(roleName, "roleName");
        Objects.requireNonNull(roleArn, "roleArn");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(ssoSession, "ssoSession");
        Objects.requireNonNull(ssoStartUrl, "ssoStartUrl");
        Objects.requireNonNull(ssoRegion, "ssoRegion");
        Objects.requireNonNull(sourceProfile, "sourceProfile");
    }

    /** One line for a list: kind, account and role where known, region. */
    public String summary() {
        List<String> parts = new ArrayList<>();
        parts.add(kind.label());
        String who = accountId.orElse("")
                + roleName.map(role -> (accountId.isPresent() ? " / " : "") + role)
                        .orElse("");
        if (!who.isEmpty()) {
            parts.add(who);
        }
        region.ifPresent(parts::add);
        return String.join(" · ", parts);
    }
}
