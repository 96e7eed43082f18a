package io.tenantdesk.aws.connect;

import static io.tenantdesk.aws.connect.AwsSetups.ADMIN_ROLE;
import static io.tenantdesk.aws.connect.AwsSetups.LOGIN_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.MFA_DEVICE;
import static io.tenantdesk.aws.connect.AwsSetups.MFA_ROLE_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.closing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.local.LocalDynamo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Isolated;

/** Profiles made by `aws login`, and assume-role profiles with {@code mfa_serial}, connected for real through {@link AwsStub}. */
@ExtendWith(AwsSetupsExtension.class)
@Isolated
class SignInAndMfaProfilesTest {

    private final AwsSetups aws;
    private final LocalDynamo dynamo;
    private final AwsStub stub;
    private final ProfileFolder profiles;
    private final SsoLogin login;

    SignInAndMfaProfilesTest(AwsSetups aws) {
        this.aws = aws;
        dynamo = aws.dynamo();
        stub = aws.stub();
        profiles = aws.profiles();
        login = aws.login();
    }

    @Test
    void anAwsLoginProfileUsesItsCachedSessionAndAsksForANewLoginWhenThereIsNone() throws IOException {
        aws.writeConfig("[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n"
                + "[profile signed-out]\nlogin_session = arn:aws:iam::555566667777:user/bob\nregion = eu-west-1\n");
        aws.writeLoginSession(
                "arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofHours(1)));
        Connector connector = aws.connector(profiles.catalog());

        try (var connection = closing(
                connector.connect(ConnectionSpec.profile("signed-in").withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:iam::555566667777:user/ana");
        }
        assertThatThrownBy(() ->
                        connector.connect(ConnectionSpec.profile("signed-out").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("profile `signed-out`")
                .hasMessageContaining("run `aws login --profile signed-out`");
    }

    @Test
    void anAwsLoginSessionNearItsEndIsRefreshedByTheSdksSignInProvider() throws Exception {
        aws.writeConfig(
                "[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n");
        Path cached = aws.writeLoginSession(
                "arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofMinutes(2)), sec1Pem());
        stub.loginRefresh(
                "login-REFRESH", "ASIAREFRESHEDLOGIN01", "555566667777", "arn:aws:iam::555566667777:user/ana");

        try (var connection = closing(aws.connector(profiles.catalog(
                        Map.of("AWS_ENDPOINT_URL_SIGNIN", stub.endpoint().toString())))
                .connect(ConnectionSpec.profile("signed-in").withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(stub.stsAccessKeys()).containsExactly("ASIAREFRESHEDLOGIN01");
        }
        assertThat(Files.readString(cached))
                .as("the refreshed session, kept for the AWS CLI")
                .contains("ASIAREFRESHEDLOGIN01")
                .contains("stub-LOGIN-REFRESH-rotated");
    }

    /** A P-256 key as `aws login` keeps its DPoP key: SEC1 ("EC PRIVATE KEY") PEM with the curve and the public point. */
    private static String sec1Pem() throws Exception {
        java.security.KeyPairGenerator generator = java.security.KeyPairGenerator.getInstance("EC");
        generator.initialize(new java.security.spec.ECGenParameterSpec("secp256r1"));
        java.security.KeyPair keys = generator.generateKeyPair();
        byte[] secret = fixed(((java.security.interfaces.ECPrivateKey) keys.getPrivate()).getS());
        java.security.spec.ECPoint w = ((java.security.interfaces.ECPublicKey) keys.getPublic()).getW();
        java.io.ByteArrayOutputStream point = new java.io.ByteArrayOutputStream();
        point.write(0);
        point.write(4);
        point.writeBytes(fixed(w.getAffineX()));
        point.writeBytes(fixed(w.getAffineY()));
        byte[] curve = {0x06, 0x08, 0x2A, (byte) 0x86, 0x48, (byte) 0xCE, 0x3D, 0x03, 0x01, 0x07};
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        body.writeBytes(new byte[] {0x02, 0x01, 0x01, 0x04, 0x20});
        body.writeBytes(secret);
        body.write(0xA0);
        body.write(curve.length);
        body.writeBytes(curve);
        body.write(0xA1);
        body.write(point.size() + 2);
        body.write(0x03);
        body.write(point.size());
        body.writeBytes(point.toByteArray());
        java.io.ByteArrayOutputStream der = new java.io.ByteArrayOutputStream();
        der.write(0x30);
        der.write(0x81);
        der.write(body.size());
        der.writeBytes(body.toByteArray());
        return "-----BEGIN EC PRIVATE KEY-----\n"
                + java.util.Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der.toByteArray())
                + "\n-----END EC PRIVATE KEY-----\n";
    }

    private static byte[] fixed(java.math.BigInteger value) {
        byte[] raw = value.toByteArray();
        byte[] out = new byte[32];
        int copy = Math.min(raw.length, 32);
        System.arraycopy(raw, raw.length - copy, out, 32 - copy, copy);
        return out;
    }

    // Assume-role profiles with mfa_serial

    @Test
    void anMfaRoleAsksForTheCodeOnceAndReusesTheSessionForItsDuration() throws IOException {
        aws.writeMfaProfiles();
        List<String> asked = new ArrayList<>();
        MfaPrompt prompt = (profile, serial) -> {
            asked.add(profile + " " + serial);
            return Optional.of("123456");
        };

        for (int i = 0; i < 2; i++) {
            try (var connection = closing(aws.connector(profiles.catalog())
                    .withMfaPrompt(prompt)
                    .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
                connection.get().client().listTables();
                assertThat(connection.get().identity().arn())
                        .startsWith("arn:aws:sts::444455556666:assumed-role/Admin/");
            }
        }

        assertThat(asked).containsExactly("admin " + MFA_DEVICE);
        assertThat(stub.stsCalls("AssumeRole"))
                .singleElement()
                .satisfies(call -> assertThat(call.parameters())
                        .containsEntry("SerialNumber", MFA_DEVICE)
                        .containsEntry("TokenCode", "123456"));
        // Kept where the AWS CLI v2 keeps it, under its key: sha1 of {"RoleArn": …, "SerialNumber": …}.
        Path cached = profiles.home().resolve(".aws/cli/cache/7a9de200b808eacba66aaafb4a930fb47c9c29eb.json");
        assertThat(Files.readString(cached))
                .contains("\"AccessKeyId\":\"" + MFA_ROLE_KEY + "\"")
                .contains("\"Expiration\"");
    }

    @Test
    void anMfaSessionTheAwsCliCachedIsUsedWithoutAskingAndAnExpiringOneIsNot() throws IOException {
        aws.writeMfaProfiles();
        stub.identity(
                "ASIAFROMTHEAWSCLI001",
                "444455556666",
                "arn:aws:sts::444455556666:assumed-role/Admin/botocore-session-1");
        Path cached = profiles.home().resolve(".aws/cli/cache/7a9de200b808eacba66aaafb4a930fb47c9c29eb.json");
        Files.createDirectories(cached.getParent());
        String expiration = Instant.now()
                .plus(Duration.ofMinutes(50))
                .truncatedTo(ChronoUnit.SECONDS)
                .toString()
                .replace("Z", "UTC");
        Files.writeString(
                cached,
                "{\"Credentials\": {\"AccessKeyId\": \"ASIAFROMTHEAWSCLI001\", \"SecretAccessKey\": \"s\", "
                        + "\"SessionToken\": \"t\", \"Expiration\": \"" + expiration + "\"}, \"AssumedRoleUser\": {}, "
                        + "\"ResponseMetadata\": {}}");
        AtomicInteger asked = new AtomicInteger();
        MfaPrompt prompt = (profile, serial) -> {
            asked.incrementAndGet();
            return Optional.of("123456");
        };

        try (var connection = closing(aws.connector(profiles.catalog())
                .withMfaPrompt(prompt)
                .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().arn()).endsWith("/botocore-session-1");
        }
        assertThat(asked).hasValue(0);

        Files.writeString(
                cached,
                Files.readString(cached)
                        .replace(
                                expiration,
                                Instant.now()
                                        .plus(Duration.ofMinutes(10))
                                        .truncatedTo(ChronoUnit.SECONDS)
                                        .toString()));
        try (var connection = closing(aws.connector(profiles.catalog())
                .withMfaPrompt(prompt)
                .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().arn())
                    .as("10 minutes left: the CLI would not use it either")
                    .startsWith("arn:aws:sts::444455556666:assumed-role/Admin/tenantdesk-");
        }
        assertThat(asked).hasValue(1);
    }

    @Test
    void anMfaRoleWithoutACodeOrWithAWrongOneSaysSo() throws IOException {
        aws.writeMfaProfiles();

        assertThatThrownBy(() -> aws.connector(profiles.catalog())
                        .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("profile `admin` assumes its role with MFA (mfa_serial " + MFA_DEVICE
                        + ") and no code was given");
        assertThatThrownBy(() -> aws.connector(profiles.catalog())
                        .withMfaPrompt((profile, serial) -> Optional.of("000000"))
                        .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining(
                        "profile `admin`: STS refused to assume " + ADMIN_ROLE + " with the MFA code given")
                .hasMessageContaining("invalid MFA one time pass code");
        assertThat(Files.exists(profiles.home().resolve(".aws/cli/cache"))).isFalse();
    }

    @Test
    void theAssumeRoleCacheKeyIsTheAwsClis() {
        AssumeRoleCache.Arguments all = new AssumeRoleCache.Arguments(
                ADMIN_ROLE,
                Optional.of("ana"),
                Optional.of("ext-\u00e9"),
                Optional.of(MFA_DEVICE),
                java.util.OptionalInt.of(900));

        // python3 -c 'import json,hashlib; print(hashlib.sha1(json.dumps({...}, sort_keys=True).encode()).hexdigest())'
        assertThat(all.cacheKey()).isEqualTo("fe11955eb009d5a926f88468110666b4a25105bc");
    }
}
