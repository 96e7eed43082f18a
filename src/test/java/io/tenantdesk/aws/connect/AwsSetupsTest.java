package io.tenantdesk.aws.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.TestCertificates;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileKind;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Every AWS setup the AWS CLI v2 accepts, connected for real: profile files written here (every profile kind, a
 * malformed section between intact ones), the environment through {@code HostEnvironment}, AWS's identity
 * services played by {@link AwsStub} on 127.0.0.1, and dynalite for the data.
 */
@ExtendWith(DynaliteExtension.class)
class AwsSetupsTest {

    static final String STATIC_KEY = "AKIASTATICKEY0000001";
    static final String STATIC_SECRET = "static-SECRET-key-5e6f7a";
    static final String SESSION_KEY = "ASIASESSIONKEY000001";
    static final String PROCESS_KEY = "ASIAPROCESSKEY000001";
    static final String LOGIN_KEY = "ASIALOGINKEY00000001";
    static final String ROLE_KEY = "ASIAASSUMEDROLE00001";
    static final String MFA_ROLE_KEY = "ASIAMFAROLEKEY000001";
    static final String WEB_KEY = "ASIAWEBIDENTITY00001";
    static final String DEPLOY_ROLE = "arn:aws:iam::444455556666:role/Deploy";
    static final String ADMIN_ROLE = "arn:aws:iam::444455556666:role/Admin";
    static final String CI_ROLE = "arn:aws:iam::666677778888:role/GitHubActions";
    static final String MFA_DEVICE = "arn:aws:iam::222233334444:mfa/ana";
    static final String WEB_TOKEN = "eyJhbGciOiJSUzI1NiJ9.stub-oidc-token.sig";

    @TempDir
    Path dir;

    private final LocalDynamo dynamo;
    private AwsStub stub;
    private TestClock clock;
    private ProfileFolder profiles;
    private SsoLogin login;
    private final Map<String, String> previousProperties = new HashMap<>();

    AwsSetupsTest(LocalDynamo dynamo) {
        this.dynamo = dynamo;
    }

    @BeforeEach
    void start() {
        clock = TestClock.startingNow();
        profiles = new ProfileFolder(dir);
        stub = AwsStub.start(clock)
                .identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")
                .identity(SESSION_KEY, "222233334444", "arn:aws:sts::222233334444:federated-user/ana")
                .identity(PROCESS_KEY, "333344445555", "arn:aws:sts::333344445555:assumed-role/Batch/ana")
                .identity(LOGIN_KEY, "555566667777", "arn:aws:iam::555566667777:user/ana")
                .role(DEPLOY_ROLE, STATIC_KEY, null, ROLE_KEY)
                .role(ADMIN_ROLE, STATIC_KEY, "123456", MFA_ROLE_KEY)
                .webIdentityRole(CI_ROLE, WEB_TOKEN, WEB_KEY);
        login = new SsoLogin(new SsoTokenCache(dir.resolve("sso-cache")), OidcClientFactory.standard(Optional.of(stub.endpoint())),
                clock, clock.sleeper());
    }

    @AfterEach
    void stop() {
        stub.close();
        previousProperties.forEach((name, value) -> {
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
        });
    }

    // One malformed section must not drop the whole file

    @Test
    void everyIntactProfileOfFilesWithMalformedSectionsIsListedAndConnects() throws IOException {
        Path script = profiles.credentialProcess(PROCESS_KEY, "process-SECRET", "process-SESSION");
        Path webToken = Files.writeString(dir.resolve("web-token"), WEB_TOKEN);
        writeConfig("[profile deploy]\nrole_arn = " + DEPLOY_ROLE + "\nsource_profile = keys\nregion = eu-west-1\n\n"
                + "[profile broken\nregion = eu-west-1\n\n"
                + "[profile batch]\ncredential_process = " + script + "\nregion = us-west-2\n\n"
                + SsoProfiles.DEV_SSO + "\n"
                + "[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n\n"
                + "[profile ci]\nrole_arn = " + CI_ROLE + "\nweb_identity_token_file = " + webToken + "\nregion = eu-west-1\n");
        writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n"
                + "region = eu-west-1\n"
                + "[temp]\naws_access_key_id = ASIATEMP\nthis line has no equals sign\n"
                + "[session]\naws_access_key_id = " + SESSION_KEY + "\naws_secret_access_key = s\naws_session_token = t\n"
                + "region = eu-west-1\n");
        // The SDK, reading the default files itself, would reject both files whole: point it at them to prove it never does.
        setProperty("aws.configFile", dir.resolve("config").toString());
        setProperty("aws.sharedCredentialsFile", dir.resolve("credentials").toString());
        setProperty(SdkProfileView.ORIGINAL + "aws.configFile", null);
        setProperty(SdkProfileView.ORIGINAL + "aws.sharedCredentialsFile", null);
        writeLoginSession("arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofHours(1)));
        ProfileListing listing = profiles.catalog().load();
        login.login(SsoSessionConfig.forProfile(listing, "dev-sso"), prompt -> { }, new CancelToken());
        stub.serveSsoPortal();
        String table = createTable(dynamo.tablePrefix() + "setups");

        assertThat(System.getProperty("aws.configFile")).as("the SDK reads a repaired copy").isNotEqualTo(dir.resolve("config").toString());
        assertThat(Files.readString(Path.of(System.getProperty("aws.configFile")))).contains("[profile deploy]")
                .doesNotContain("[profile broken");
        assertThat(profiles.catalog().load().problems()).as("still reported against the user's file").hasSize(2);
        assertThat(listing.problems()).hasSize(2).anySatisfy(problem -> {
            assertThat(problem.file()).isEqualTo(dir.resolve("config"));
            assertThat(problem.line()).hasValue(6);
            assertThat(problem.section()).hasValue("[profile broken");
        }).anySatisfy(problem -> {
            assertThat(problem.file()).isEqualTo(dir.resolve("credentials"));
            assertThat(problem.line()).hasValue(7);
            assertThat(problem.section()).hasValue("[temp]");
            assertThat(problem.message()).contains("Expected an '=' sign");
        });
        assertThat(listing.profiles()).extracting(ProfileInfo::name)
                .containsExactlyInAnyOrder("keys", "session", "deploy", "batch", "dev-sso", "signed-in", "ci");
        assertThat(listing.profiles()).extracting(ProfileInfo::kind).containsExactlyInAnyOrder(ProfileKind.STATIC_KEYS,
                ProfileKind.STATIC_SESSION_KEYS, ProfileKind.ASSUME_ROLE, ProfileKind.CREDENTIAL_PROCESS,
                ProfileKind.SSO_SESSION, ProfileKind.LOGIN_SESSION, ProfileKind.WEB_IDENTITY);
        assertThat(listing.find("signed-in").orElseThrow().accountId()).hasValue("555566667777");

        Map<String, String> accounts = Map.of("keys", "222233334444", "session", "222233334444", "deploy", "444455556666",
                "batch", "333344445555", "dev-sso", "111122223333", "signed-in", "555566667777", "ci", "666677778888");
        Connector connector = connector(profiles.catalog());
        accounts.forEach((profile, account) -> {
            try (var connection = closing(connector.connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint())))) {
                assertThat(connection.get().client().listTables().tableNames()).as(profile).contains(table);
                assertThat(connection.get().identity().account()).as(profile).isEqualTo(account);
            }
        });
        assertThat(stub.stsCalls("AssumeRoleWithWebIdentity")).singleElement()
                .satisfies(call -> assertThat(call.parameters()).containsEntry("WebIdentityToken", WEB_TOKEN));
        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("broken"))).isInstanceOf(ConnectionException.class)
                .hasMessageContaining("profile `broken` is not in").hasMessageContaining("[profile broken");
    }

    // AWS_REGION and AWS_DEFAULT_REGION

    @Test
    void theEnvironmentsRegionServesAProfileWithoutOneAndWinsAsInTheAwsCli() throws IOException {
        writeCredentials("[plain]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n"
                + "[placed]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-3\n");

        assertThat(region(Map.of(), "placed", null)).isEqualTo("eu-west-3");
        assertThat(region(Map.of("AWS_DEFAULT_REGION", "ap-south-1"), "plain", null)).isEqualTo("ap-south-1");
        assertThat(region(Map.of("AWS_REGION", "eu-north-1", "AWS_DEFAULT_REGION", "ap-south-1"), "plain", null))
                .isEqualTo("eu-north-1");
        assertThat(region(Map.of("AWS_REGION", "eu-north-1"), "placed", null)).as("the environment wins, as in the CLI")
                .isEqualTo("eu-north-1");
        assertThat(region(Map.of("AWS_REGION", "eu-north-1"), "placed", "us-east-2")).as("a chosen region wins over all")
                .isEqualTo("us-east-2");
        assertThatThrownBy(() -> region(Map.of(), "plain", null)).hasMessageContaining("profile `plain` has no region");
    }

    // The default credential chain

    @Test
    void withoutAProfileTheDefaultChainTakesKeysFromTheEnvironment() {
        ProfileCatalog catalog = profiles.catalog(Map.of("AWS_ACCESS_KEY_ID", STATIC_KEY, "AWS_SECRET_ACCESS_KEY", STATIC_SECRET,
                "AWS_REGION", "eu-central-1"));

        try (var connection = closing(connector(catalog).connect(ConnectionSpec.defaultCredentials()
                .withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:iam::222233334444:user/ana");
            assertThat(connection.get().region().id()).isEqualTo("eu-central-1");
            assertThat(connection.get().label()).startsWith("default credentials · 222233334444 (eu-central-1)");
        }
    }

    @Test
    void withoutAProfileTheDefaultChainUsesWebIdentityAsInCi() throws IOException {
        Path token = Files.writeString(dir.resolve("oidc-token"), WEB_TOKEN);
        ProfileCatalog catalog = profiles.catalog(Map.of("AWS_WEB_IDENTITY_TOKEN_FILE", token.toString(), "AWS_ROLE_ARN", CI_ROLE,
                "AWS_ROLE_SESSION_NAME", "gha-run-42", "AWS_DEFAULT_REGION", "us-east-2"));

        try (var connection = closing(connector(catalog).connect(ConnectionSpec.defaultCredentials()
                .withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:sts::666677778888:assumed-role/GitHubActions/gha-run-42");
        }
        assertThat(stub.stsCalls("AssumeRoleWithWebIdentity")).singleElement().satisfies(call -> assertThat(call.parameters())
                .containsEntry("RoleArn", CI_ROLE).containsEntry("WebIdentityToken", WEB_TOKEN));
    }

    @Test
    void withoutAProfileTheDefaultChainUsesTheContainersRole() {
        String uri = stub.endpoint() + "/container-credentials";
        // The SDK's container provider reads its own setting; the chain includes it when the environment names one.
        setProperty("aws.containerCredentialsFullUri", uri);
        stub.identity(AwsStub.ROLE_KEY, "777788889999", "arn:aws:sts::777788889999:assumed-role/BuildRole/task");
        ProfileCatalog catalog = profiles.catalog(Map.of("AWS_CONTAINER_CREDENTIALS_FULL_URI", uri, "AWS_REGION", "eu-west-1"));

        try (var connection = closing(connector(catalog).connect(ConnectionSpec.defaultCredentials()
                .withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:sts::777788889999:assumed-role/BuildRole/task");
        }
    }

    @Test
    void withoutAProfileTheDefaultChainFallsBackToTheDefaultProfile() throws IOException {
        writeCredentials("[default]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = sa-east-1\n");

        try (var connection = closing(connector(profiles.catalog()).connect(ConnectionSpec.defaultCredentials()
                .withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().account()).isEqualTo("222233334444");
            assertThat(connection.get().region().id()).isEqualTo("sa-east-1");
        }
    }

    @Test
    void withoutAnyCredentialsTheDefaultChainSaysWhatItTried() {
        assertThatThrownBy(() -> connector(profiles.catalog()).connect(ConnectionSpec.defaultCredentials()))
                .isInstanceOf(ConnectionException.class).hasMessageContaining("the default credentials have no region");
        assertThatThrownBy(() -> connector(profiles.catalog(Map.of("AWS_REGION", "eu-west-1")))
                .connect(ConnectionSpec.defaultCredentials()))
                .isInstanceOf(ConnectionException.class).hasMessageContaining("no credentials")
                .hasMessageContaining("AWS_ACCESS_KEY_ID");
    }

    // Profiles made by `aws login`

    @Test
    void anAwsLoginProfileUsesItsCachedSessionAndAsksForANewLoginWhenThereIsNone() throws IOException {
        writeConfig("[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n"
                + "[profile signed-out]\nlogin_session = arn:aws:iam::555566667777:user/bob\nregion = eu-west-1\n");
        writeLoginSession("arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofHours(1)));
        Connector connector = connector(profiles.catalog());

        try (var connection = closing(connector.connect(ConnectionSpec.profile("signed-in").withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(connection.get().identity().arn()).isEqualTo("arn:aws:iam::555566667777:user/ana");
        }
        assertThatThrownBy(() -> connector.connect(ConnectionSpec.profile("signed-out").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class).hasMessageContaining("profile `signed-out`")
                .hasMessageContaining("run `aws login --profile signed-out`");
    }

    @Test
    void anAwsLoginSessionNearItsEndIsRefreshedByTheSdksSignInProvider() throws Exception {
        writeConfig("[profile signed-in]\nlogin_session = arn:aws:iam::555566667777:user/ana\nregion = eu-west-1\n");
        Path cached = writeLoginSession("arn:aws:iam::555566667777:user/ana", LOGIN_KEY, Instant.now().plus(Duration.ofMinutes(2)),
                sec1Pem());
        stub.loginRefresh("login-REFRESH", "ASIAREFRESHEDLOGIN01", "555566667777", "arn:aws:iam::555566667777:user/ana");

        try (var connection = closing(connector(profiles.catalog(Map.of("AWS_ENDPOINT_URL_SIGNIN", stub.endpoint().toString())))
                .connect(ConnectionSpec.profile("signed-in").withEndpointOverride(dynamo.endpoint())))) {
            connection.get().client().listTables();
            assertThat(stub.stsAccessKeys()).containsExactly("ASIAREFRESHEDLOGIN01");
        }
        assertThat(Files.readString(cached)).as("the refreshed session, kept for the AWS CLI")
                .contains("ASIAREFRESHEDLOGIN01").contains("stub-LOGIN-REFRESH-rotated");
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
        return "-----BEGIN EC PRIVATE KEY-----\n" + java.util.Base64.getMimeEncoder(64, new byte[] {'\n'})
                .encodeToString(der.toByteArray()) + "\n-----END EC PRIVATE KEY-----\n";
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
        writeMfaProfiles();
        List<String> asked = new ArrayList<>();
        MfaPrompt prompt = (profile, serial) -> {
            asked.add(profile + " " + serial);
            return Optional.of("123456");
        };

        for (int i = 0; i < 2; i++) {
            try (var connection = closing(connector(profiles.catalog()).withMfaPrompt(prompt)
                    .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
                connection.get().client().listTables();
                assertThat(connection.get().identity().arn()).startsWith("arn:aws:sts::444455556666:assumed-role/Admin/");
            }
        }

        assertThat(asked).containsExactly("admin " + MFA_DEVICE);
        assertThat(stub.stsCalls("AssumeRole")).singleElement().satisfies(call -> assertThat(call.parameters())
                .containsEntry("SerialNumber", MFA_DEVICE).containsEntry("TokenCode", "123456"));
        // Kept where the AWS CLI v2 keeps it, under its key: sha1 of {"RoleArn": …, "SerialNumber": …}.
        Path cached = profiles.home().resolve(".aws/cli/cache/7a9de200b808eacba66aaafb4a930fb47c9c29eb.json");
        assertThat(Files.readString(cached)).contains("\"AccessKeyId\":\"" + MFA_ROLE_KEY + "\"").contains("\"Expiration\"");
    }

    @Test
    void anMfaSessionTheAwsCliCachedIsUsedWithoutAskingAndAnExpiringOneIsNot() throws IOException {
        writeMfaProfiles();
        stub.identity("ASIAFROMTHEAWSCLI001", "444455556666", "arn:aws:sts::444455556666:assumed-role/Admin/botocore-session-1");
        Path cached = profiles.home().resolve(".aws/cli/cache/7a9de200b808eacba66aaafb4a930fb47c9c29eb.json");
        Files.createDirectories(cached.getParent());
        String expiration = Instant.now().plus(Duration.ofMinutes(50)).truncatedTo(ChronoUnit.SECONDS).toString().replace("Z", "UTC");
        Files.writeString(cached, "{\"Credentials\": {\"AccessKeyId\": \"ASIAFROMTHEAWSCLI001\", \"SecretAccessKey\": \"s\", "
                + "\"SessionToken\": \"t\", \"Expiration\": \"" + expiration + "\"}, \"AssumedRoleUser\": {}, "
                + "\"ResponseMetadata\": {}}");
        AtomicInteger asked = new AtomicInteger();
        MfaPrompt prompt = (profile, serial) -> {
            asked.incrementAndGet();
            return Optional.of("123456");
        };

        try (var connection = closing(connector(profiles.catalog()).withMfaPrompt(prompt)
                .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().arn()).endsWith("/botocore-session-1");
        }
        assertThat(asked).hasValue(0);

        Files.writeString(cached, Files.readString(cached).replace(expiration,
                Instant.now().plus(Duration.ofMinutes(10)).truncatedTo(ChronoUnit.SECONDS).toString()));
        try (var connection = closing(connector(profiles.catalog()).withMfaPrompt(prompt)
                .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))) {
            assertThat(connection.get().identity().arn()).as("10 minutes left: the CLI would not use it either")
                    .startsWith("arn:aws:sts::444455556666:assumed-role/Admin/tenantdesk-");
        }
        assertThat(asked).hasValue(1);
    }

    @Test
    void anMfaRoleWithoutACodeOrWithAWrongOneSaysSo() throws IOException {
        writeMfaProfiles();

        assertThatThrownBy(() -> connector(profiles.catalog()).connect(ConnectionSpec.profile("admin")
                .withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("profile `admin` assumes its role with MFA (mfa_serial " + MFA_DEVICE + ") and no code was given");
        assertThatThrownBy(() -> connector(profiles.catalog()).withMfaPrompt((profile, serial) -> Optional.of("000000"))
                .connect(ConnectionSpec.profile("admin").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("profile `admin`: STS refused to assume " + ADMIN_ROLE + " with the MFA code given")
                .hasMessageContaining("invalid MFA one time pass code");
        assertThat(Files.exists(profiles.home().resolve(".aws/cli/cache"))).isFalse();
    }

    @Test
    void theAssumeRoleCacheKeyIsTheAwsClis() {
        AssumeRoleCache.Arguments all = new AssumeRoleCache.Arguments(ADMIN_ROLE, Optional.of("ana"), Optional.of("ext-\u00e9"),
                Optional.of(MFA_DEVICE), java.util.OptionalInt.of(900));

        // python3 -c 'import json,hashlib; print(hashlib.sha1(json.dumps({...}, sort_keys=True).encode()).hexdigest())'
        assertThat(all.cacheKey()).isEqualTo("fe11955eb009d5a926f88468110666b4a25105bc");
    }

    // ca_bundle and AWS_CA_BUNDLE

    @Test
    void aCaBundleLetsConnectionsThroughATlsInterceptingEndpoint(@TempDir Path certificates) throws Exception {
        TestCertificates tls = TestCertificates.create(certificates);
        writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-1\n[bundled]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\nregion = eu-west-1\nca_bundle = " + tls.caPem() + "\n");
        try (AwsStub intercepted = AwsStub.start(clock, tls.serverContext())
                .identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")) {
            Map<String, String> viaProxy = Map.of("AWS_ENDPOINT_URL_STS", intercepted.endpoint().toString());
            Map<String, String> withBundle = new HashMap<>(viaProxy);
            withBundle.put("AWS_CA_BUNDLE", tls.caPem().toString());

            // Without the bundle the interception is refused (asked once, without the SDK's retries).
            assertThatThrownBy(() -> get(intercepted.endpoint(), Optional.empty()))
                    .isInstanceOf(javax.net.ssl.SSLHandshakeException.class);
            get(intercepted.endpoint(), Optional.of(io.tenantdesk.aws.CaBundle.load(tls.caPem(), "a test")));
            try (var connection = closing(connect(withBundle, "keys"))) {
                assertThat(connection.get().identity().account()).isEqualTo("222233334444");
            }
            try (var connection = closing(connect(viaProxy, "bundled"))) {
                assertThat(connection.get().identity().account()).as("the profile's ca_bundle").isEqualTo("222233334444");
            }
            assertThat(intercepted.stsCalls("GetCallerIdentity")).hasSize(2);
        }
        assertThatThrownBy(() -> connect(Map.of("AWS_CA_BUNDLE", dir.resolve("nowhere.pem").toString()), "keys"))
                .isInstanceOf(ConnectionException.class).hasMessageContaining("the CA bundle " + dir.resolve("nowhere.pem"))
                .hasMessageContaining("AWS_CA_BUNDLE");
    }

    // AWS_ENDPOINT_URL_DYNAMODB

    @Test
    void anEndpointFromTheEnvironmentIsUsedAndShownLikeAnyOther() throws IOException {
        writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-1\n");
        String table = createTable(dynamo.tablePrefix() + "env-endpoint");

        try (var connection = closing(connector(profiles.catalog(Map.of("AWS_ENDPOINT_URL_DYNAMODB", dynamo.endpoint().toString())))
                .connect(ConnectionSpec.profile("keys")))) {
            assertThat(connection.get().client().listTables().tableNames()).contains(table);
            assertThat(connection.get().label()).isEqualTo("keys · 222233334444 (eu-west-1) → " + dynamo.endpoint());
        }
        try (var connection = closing(connector(profiles.catalog(Map.of("AWS_ENDPOINT_URL", "http://127.0.0.1:9",
                "AWS_ENDPOINT_URL_DYNAMODB", dynamo.endpoint().toString()))).connect(ConnectionSpec.profile("keys")))) {
            assertThat(connection.get().label()).as("the service's variable wins").endsWith("→ " + dynamo.endpoint());
        }
    }

    // Helpers

    /** One GET through Tenantdesk's HTTP client, trusting {@code bundle} beside the runtime's authorities. */
    private static void get(java.net.URI uri, Optional<io.tenantdesk.aws.CaBundle> bundle) throws IOException {
        try (var http = io.tenantdesk.aws.HttpClients.builderFor(Optional.of(uri), bundle).build()) {
            var request = software.amazon.awssdk.http.SdkHttpFullRequest.builder().uri(uri.resolve("/nowhere"))
                    .method(software.amazon.awssdk.http.SdkHttpMethod.GET).build();
            http.prepareRequest(software.amazon.awssdk.http.HttpExecuteRequest.builder().request(request).build()).call();
        }
    }

    private Connection connect(Map<String, String> variables, String profile) {
        return connector(profiles.catalog(variables)).connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint()));
    }

    private String region(Map<String, String> variables, String profile, String chosen) {
        try (var connection = closing(connector(profiles.catalog(variables)).connect(ConnectionSpec.profile(profile)
                .withRegion(chosen).withEndpointOverride(dynamo.endpoint())))) {
            return connection.get().region().id();
        }
    }

    private Connector connector(ProfileCatalog catalog) {
        return new Connector(catalog, new SsoTokens(login), new ReadOnlyPolicy(ConnectionSettings.defaults()),
                new ServiceEndpoints(catalog.env().variable("AWS_ENDPOINT_URL_STS").isPresent() ? Optional.empty()
                        : Optional.of(stub.endpoint()), Optional.empty()));
    }

    private void writeMfaProfiles() throws IOException {
        writeConfig("[profile admin]\nrole_arn = " + ADMIN_ROLE + "\nsource_profile = keys\nmfa_serial = " + MFA_DEVICE
                + "\nregion = eu-west-1\n");
        writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n");
    }

    /** A session as `aws login` caches it: {@code ~/.aws/login/cache/<sha256 of the login_session>.json}. */
    private Path writeLoginSession(String session, String accessKey, Instant expiresAt) throws IOException {
        return writeLoginSession(session, accessKey, expiresAt,
                "-----BEGIN EC PRIVATE KEY-----\nnot-used-before-a-refresh\n-----END EC PRIVATE KEY-----\n");
    }

    private Path writeLoginSession(String session, String accessKey, Instant expiresAt, String dpopKey) throws IOException {
        Path cache = profiles.home().resolve(".aws/login/cache");
        Files.createDirectories(cache);
        String name;
        try {
            name = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                    .digest(session.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return Files.writeString(cache.resolve(name + ".json"), "{\"accessToken\": {\"accessKeyId\": \"" + accessKey
                + "\", \"secretAccessKey\": \"login-SECRET\", \"sessionToken\": \"login-SESSION\", \"accountId\": \"555566667777\", "
                + "\"expiresAt\": \"" + expiresAt.truncatedTo(ChronoUnit.SECONDS) + "\"}, \"tokenType\": \"aws_sigv4\", "
                + "\"refreshToken\": \"login-REFRESH\", \"idToken\": \"x\", \"clientId\": \"arn:aws:signin:::devtools/same-device\", "
                + "\"dpopKey\": " + new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(dpopKey) + "}");
    }

    /** Sets (or, with null, clears) a system property until the test ends. */
    private void setProperty(String name, String value) {
        previousProperties.putIfAbsent(name, System.getProperty(name));
        if (value == null) {
            System.clearProperty(name);
        } else {
            System.setProperty(name, value);
        }
    }

    private void writeConfig(String text) throws IOException {
        Files.writeString(dir.resolve("config"), text);
    }

    private void writeCredentials(String text) throws IOException {
        Files.writeString(dir.resolve("credentials"), text);
    }

    private String createTable(String name) {
        dynamo.client().createTable(r -> r.tableName(name)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
        return name;
    }

    /** Closes the connection's client when the block ends. */
    private static Closing closing(Connection connection) {
        return new Closing(connection);
    }

    private record Closing(Connection get) implements AutoCloseable {
        @Override
        public void close() {
            get.client().close();
        }
    }
}
