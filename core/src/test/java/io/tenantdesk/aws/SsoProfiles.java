package io.tenantdesk.aws;

/** AWS config text for tests: a profile signed in through IAM Identity Center, as `aws configure sso` writes it. */
public final class SsoProfiles {

    public static final String DEV_SSO = """
            [profile dev-sso]
            sso_session = corp
            sso_account_id = 111122223333
            sso_role_name = Support
            region = eu-west-1

            [sso-session corp]
            sso_start_url = https://corp.awsapps.com/start
            sso_region = us-east-1
            sso_registration_scopes = sso:account:access
            """;

    private SsoProfiles() {}
}
