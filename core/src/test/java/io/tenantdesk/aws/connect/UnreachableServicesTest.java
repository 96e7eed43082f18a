package io.tenantdesk.aws.connect;

import static io.tenantdesk.aws.connect.AwsSetups.ADMIN_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.DEPLOY_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.LOGIN_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.MFA_DEVICE;
import static io.tenantdesk.aws.connect.AwsSetups.PROCESS_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.STATIC_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.STATIC_SECRET;
import static io.tenantdesk.aws.connect.AwsSetups.closing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.testing.RefusingPort;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * AWS's services out of reach, for every kind of profile: the message names the host that could not be reached, the
 * call that needed it, why, and what to check, whether the failure came from a credentials provider inside another
 * call (an assumed role, an IAM Identity Center role) or from the call itself.
 */
@ExtendWith(AwsSetupsExtension.class)
@Isolated
class UnreachableServicesTest {

    /** Each profile, and the call that first needs a service. */
    private static final Map<String, String> FIRST_CALL = Map.of(
            "keys", "STS GetCallerIdentity",
            "deploy", "STS AssumeRole",
            "admin", "STS AssumeRole",
            "dev-sso", "IAM Identity Center GetRoleCredentials",
            "batch", "STS GetCallerIdentity",
            "signed-in", "STS GetCallerIdentity");

    private final AwsSetups aws;

    UnreachableServicesTest(AwsSetups aws) throws IOException {
        this.aws = aws;
        aws.writeConfig("[profile deploy]\nrole_arn = " + DEPLOY_ROLE + "\nsource_profile = keys\nregion = eu-west-1\n"
                + "[profile admin]\nrole_arn = " + ADMIN_ROLE + "\nsource_profile = keys\nmfa_serial = " + MFA_DEVICE
                + "\nregion = eu-west-1\n"
                + "[profile batch]\ncredential_process = "
                + aws.profiles().credentialProcess(PROCESS_KEY, "process-SECRET", "process-SESSION")
                + "\nregion = eu-west-1\n"
                + "[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n"
                + SsoProfiles.DEV_SSO);
        aws.writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-1\n");
        aws.writeLoginSession(
                "arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofHours(1)));
        aws.login()
                .login(
                        SsoSessionConfig.forProfile(aws.profiles().catalog().load(), "dev-sso"),
                        prompt -> {},
                        new CancelToken());
    }

    @Test
    void aHostWhoseNameDoesNotResolveIsNamedForEveryKindOfProfile() {
        URI sts = URI.create("https://sts.eu-west-1.tenantdesk.invalid");
        URI portal = URI.create("https://portal.sso.us-east-1.tenantdesk.invalid");

        assertEveryProfileNames(
                sts,
                "sts.eu-west-1.tenantdesk.invalid",
                portal,
                "portal.sso.us-east-1.tenantdesk.invalid",
                "the name does not resolve");
    }

    @Test
    void aPortThatRefusesIsNamedForEveryKindOfProfile() {
        try (RefusingPort sts = new RefusingPort();
                RefusingPort portal = new RefusingPort()) {
            assertEveryProfileNames(
                    sts.endpoint(),
                    "127.0.0.1:" + sts.port(),
                    portal.endpoint(),
                    "127.0.0.1:" + portal.port(),
                    "it refused the connection");
        }
    }

    @Test
    void theTableCheckNamesTheDynamoDbHostItCouldNotReach() {
        URI dynamo = URI.create("https://dynamodb.eu-west-1.tenantdesk.invalid");

        try (var connection = closing(aws.connector(aws.profiles().catalog())
                .connect(ConnectionSpec.profile("keys").withEndpointOverride(dynamo)))) {
            assertThatThrownBy(() -> connection.get().checkTables(List.of("tenants")))
                    .isInstanceOf(ConnectionException.class)
                    .hasMessageStartingWith("the tables could not be checked: cannot reach "
                            + "dynamodb.eu-west-1.tenantdesk.invalid (DynamoDB ListTables): the name does not resolve. "
                            + "Check the network connection, a proxy (HTTPS_PROXY) and the endpoint set for DynamoDB");
        }
    }

    private void assertEveryProfileNames(URI sts, String stsHost, URI portal, String portalHost, String why) {
        Connector connector = new Connector(
                        aws.profiles().catalog(),
                        new SsoTokens(aws.login()),
                        new ReadOnlyPolicy(ConnectionSettings.defaults()),
                        new ServiceEndpoints(Optional.of(sts), Optional.of(portal)),
                        aws.sdkView())
                .withMfaPrompt((profile, serial) -> Optional.of("123456"));
        FIRST_CALL.forEach((profile, call) -> {
            String host = profile.equals("dev-sso") ? portalHost : stsHost;
            assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile(profile)
                            .withEndpointOverride(aws.dynamo().endpoint())))
                    .as(profile)
                    .isInstanceOfSatisfying(ConnectionException.class, e -> {
                        assertThat(e.getMessage())
                                .as(profile)
                                .startsWith("profile `" + profile + "`: cannot reach " + host + " (" + call + "): "
                                        + why + ". Check the network connection, a proxy (HTTPS_PROXY)")
                                .doesNotContain("Interceptor")
                                .doesNotContain("See cause");
                        assertThat(e.loginRequired()).as(profile).isFalse();
                    });
        });
    }
}
