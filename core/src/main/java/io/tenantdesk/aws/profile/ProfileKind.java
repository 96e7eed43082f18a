package io.tenantdesk.aws.profile;

/** How a profile gets its credentials, decided in the order the SDK's profile credentials provider uses. */
public enum ProfileKind {
    /** {@code aws_access_key_id} and {@code aws_secret_access_key}. */
    STATIC_KEYS("access keys"),
    /** Access keys with an {@code aws_session_token}. */
    STATIC_SESSION_KEYS("temporary access keys"),
    /** IAM Identity Center through an {@code [sso-session]} section. */
    SSO_SESSION("IAM Identity Center"),
    /** IAM Identity Center configured in the profile itself ({@code sso_start_url}, no session). */
    LEGACY_SSO("IAM Identity Center (legacy)"),
    /** {@code role_arn} with {@code source_profile} or {@code credential_source}. */
    ASSUME_ROLE("assumed role"),
    /** {@code login_session}: the console sign-in {@code aws login} caches (its credentials are refreshed by the SDK). */
    LOGIN_SESSION("console sign-in (aws login)"),
    /** {@code credential_process}. */
    CREDENTIAL_PROCESS("credential process"),
    /** {@code role_arn} with {@code web_identity_token_file}. */
    WEB_IDENTITY("web identity"),
    /** None of the above, e.g. a profile holding only a region. */
    UNKNOWN("no credentials");

    private final String label;

    ProfileKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public boolean isSso() {
        return this == SSO_SESSION || this == LEGACY_SSO;
    }
}
