package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The world the AWS-setup tests connect in: a folder of profile files, AWS's identity services played by
 * {@link AwsStub} with the identities and roles the tests' profiles use, an IAM Identity Center login against it,
 * and dynalite for the data. Closing it stops the stub and restores the system properties a test set.
 */
final class AwsSetups implements AutoCloseable {

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

    private final Path dir;
    private final LocalDynamo dynamo;
    private final TestClock clock = TestClock.startingNow();
    private final ProfileFolder profiles;
    private final AwsStub stub;
    private final SsoLogin login;
    private final Map<String, String> previousProperties = new HashMap<>();
    private final SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());

    AwsSetups(Path dir, LocalDynamo dynamo) {
        this.dir = dir;
        this.dynamo = dynamo;
        profiles = new ProfileFolder(dir);
        stub = AwsStub.start(clock)
                .identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")
                .identity(SESSION_KEY, "222233334444", "arn:aws:sts::222233334444:federated-user/ana")
                .identity(PROCESS_KEY, "333344445555", "arn:aws:sts::333344445555:assumed-role/Batch/ana")
                .identity(LOGIN_KEY, "555566667777", "arn:aws:iam::555566667777:user/ana")
                .role(DEPLOY_ROLE, STATIC_KEY, null, ROLE_KEY)
                .role(ADMIN_ROLE, STATIC_KEY, "123456", MFA_ROLE_KEY)
                .webIdentityRole(CI_ROLE, WEB_TOKEN, WEB_KEY);
        login = new SsoLogin(
                new SsoTokenCache(dir.resolve("sso-cache")),
                OidcClientFactory.standard(sdk, Optional.of(stub.endpoint())),
                clock,
                clock.sleeper());
    }

    Path dir() {
        return dir;
    }

    LocalDynamo dynamo() {
        return dynamo;
    }

    TestClock clock() {
        return clock;
    }

    ProfileFolder profiles() {
        return profiles;
    }

    AwsStub stub() {
        return stub;
    }

    SsoLogin login() {
        return login;
    }

    @Override
    public void close() {
        stub.close();
        previousProperties.forEach((name, value) -> {
            if (value == null) {
                System.clearProperty(name);
            } else {
                System.setProperty(name, value);
            }
        });
    }

    Connection connect(Map<String, String> variables, String profile) {
        return connector(profiles.catalog(variables))
                .connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint()));
    }

    String region(Map<String, String> variables, String profile, String chosen) {
        try (var connection = closing(connector(profiles.catalog(variables))
                .connect(ConnectionSpec.profile(profile).withRegion(chosen).withEndpointOverride(dynamo.endpoint())))) {
            return connection.get().region().id();
        }
    }

    /** The view of the AWS files the SDK reads by itself that this setup's connectors share. */
    SdkProfileView sdkView() {
        return sdk;
    }

    Connector connector(ProfileCatalog catalog) {
        return new Connector(
                catalog,
                new SsoTokens(login),
                new ReadOnlyPolicy(ConnectionSettings.defaults()),
                new ServiceEndpoints(
                        catalog.env().variable("AWS_ENDPOINT_URL_STS").isPresent()
                                ? Optional.empty()
                                : Optional.of(stub.endpoint()),
                        Optional.empty()),
                sdk);
    }

    void writeMfaProfiles() throws IOException {
        writeConfig("[profile admin]\nrole_arn = " + ADMIN_ROLE + "\nsource_profile = keys\nmfa_serial = " + MFA_DEVICE
                + "\nregion = eu-west-1\n");
        writeCredentials(
                "[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n");
    }

    /** A session as `aws login` caches it: {@code ~/.aws/login/cache/<sha256 of the login_session>.json}. */
    Path writeLoginSession(String session, String accessKey, Instant expiresAt) throws IOException {
        return writeLoginSession(
                session,
                accessKey,
                expiresAt,
                "-----BEGIN EC PRIVATE KEY-----\nnot-used-before-a-refresh\n-----END EC PRIVATE KEY-----\n");
    }

    Path writeLoginSession(String session, String accessKey, Instant expiresAt, String dpopKey) throws IOException {
        Path cache = profiles.home().resolve(".aws/login/cache");
        Files.createDirectories(cache);
        String name;
        try {
            name = java.util.HexFormat.of()
                    .formatHex(java.security.MessageDigest.getInstance("SHA-256")
                            .digest(session.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        return Files.writeString(
                cache.resolve(name + ".json"),
                "{\"accessToken\": {\"accessKeyId\": \"" + accessKey
                        + "\", \"secretAccessKey\": \"login-SECRET\", \"sessionToken\": \"login-SESSION\", \"accountId\": \"555566667777\", "
                        + "\"expiresAt\": \"" + expiresAt.truncatedTo(ChronoUnit.SECONDS)
                        + "\"}, \"tokenType\": \"aws_sigv4\", "
                        + "\"refreshToken\": \"login-REFRESH\", \"idToken\": \"x\", \"clientId\": \"arn:aws:signin:::devtools/same-device\", "
                        + "\"dpopKey\": "
                        + new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsString(dpopKey) + "}");
    }

    /** Sets (or, with null, clears) a system property until the test ends. */
    void setProperty(String name, String value) {
        previousProperties.putIfAbsent(name, System.getProperty(name));
        if (value == null) {
            System.clearProperty(name);
        } else {
            System.setProperty(name, value);
        }
    }

    void writeConfig(String text) throws IOException {
        Files.writeString(dir.resolve("config"), text);
    }

    void writeCredentials(String text) throws IOException {
        Files.writeString(dir.resolve("credentials"), text);
    }

    String createTable(String name) {
        dynamo.client()
                .createTable(r -> r.tableName(name)
                        .attributeDefinitions(AttributeDefinition.builder()
                                .attributeName("pk")
                                .attributeType(ScalarAttributeType.S)
                                .build())
                        .keySchema(KeySchemaElement.builder()
                                .attributeName("pk")
                                .keyType(KeyType.HASH)
                                .build())
                        .billingMode(BillingMode.PAY_PER_REQUEST));
        return name;
    }

    /** Closes the connection's client when the block ends. */
    static Closing closing(Connection connection) {
        return new Closing(connection);
    }

    record Closing(Connection get) implements AutoCloseable {
        @Override
        public void close() {
            get.client().close();
        }
    }
}
