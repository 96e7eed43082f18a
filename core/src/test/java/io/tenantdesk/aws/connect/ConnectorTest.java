package io.tenantdesk.aws.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.SdkSsoPortal;
import io.tenantdesk.aws.SsoErrors;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.TableCheck;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.RefusingPort;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

@ExtendWith(DynaliteExtension.class)
@Isolated
class ConnectorTest {

    static final String STATIC_KEY = "AKIASTATICKEY0000001";
    static final String STATIC_SECRET = "static-SECRET-key-5e6f7a";
    static final String PROCESS_KEY = "ASIAPROCESSKEY000001";
    static final String PROCESS_SECRET = "process-SECRET-key-1b2c3d";
    static final String PROCESS_SESSION = "process-SESSION-token-4e5f6a";

    @TempDir
    Path dir;

    private final LocalDynamo dynamo;
    private AwsStub stub;
    private TestClock clock;
    private SsoTokenCache cache;
    private SsoLogin login;
    private ProfileFolder profiles;

    ConnectorTest(LocalDynamo dynamo) {
        this.dynamo = dynamo;
    }

    @BeforeEach
    void start() {
        clock = TestClock.startingNow();
        profiles = new ProfileFolder(dir);
        stub = AwsStub.start(clock)
                .identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")
                .identity(PROCESS_KEY, "333344445555", "arn:aws:sts::333344445555:assumed-role/Batch/ana");
        cache = new SsoTokenCache(dir.resolve("sso-cache"));
        login = new SsoLogin(
                cache,
                OidcClientFactory.standard(new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                clock,
                clock.sleeper());
    }

    @AfterEach
    void stop() {
        stub.close();
    }

    @Test
    void anSsoProfileReachesDynamoDbWithTheRoleCredentialsFromTheCachedToken() throws IOException {
        writeConfig(SsoProfiles.DEV_SSO);
        ProfileListing listing = profiles.catalog().load();
        login.login(SsoSessionConfig.forProfile(listing, "dev-sso"), prompt -> {}, new CancelToken());
        SdkSsoPortal.pointAt(stub);
        String table = createTable(dynamo.tablePrefix() + "sso-items");

        Connection connection = connector(ConnectionSettings.defaults())
                .connect(ConnectionSpec.profile("dev-sso")
                        .withEndpointOverride(dynamo.endpoint())
                        .withTables(dynamo.mapping()));
        try {
            assertThat(connection.client().listTables().tableNames()).contains(table);
            assertThat(stub.roleCalls())
                    .isNotEmpty()
                    .allSatisfy(call -> assertThat(call)
                            .isEqualTo(new AwsStub.RoleCall("111122223333", "Support", AwsStub.ACCESS_TOKEN)));
            AwsCredentialsIdentity signing = connection
                    .client()
                    .serviceClientConfiguration()
                    .credentialsProvider()
                    .resolveIdentity()
                    .join();
            assertThat(signing.accessKeyId()).isEqualTo(AwsStub.ROLE_KEY);
            assertThat(connection.credentials().resolveCredentials().accessKeyId())
                    .isEqualTo(AwsStub.ROLE_KEY);
            assertThat(stub.stsAccessKeys()).containsExactly(AwsStub.ROLE_KEY);
            assertThat(connection.identity().account()).isEqualTo("111122223333");
            assertThat(connection.identity().arn())
                    .isEqualTo("arn:aws:sts::111122223333:assumed-role/Support/ana@example.com");
            assertThat(connection.region().id()).isEqualTo("eu-west-1");
            assertThat(connection.readOnly()).isFalse();
            assertThat(connection.label()).startsWith("dev-sso · 111122223333 (eu-west-1)");
            assertThat(connection.profile()).contains("dev-sso");
        } finally {
            connection.close();
        }
    }

    @Test
    void anSsoProfileWithoutALoginAsksForOne() throws IOException {
        writeConfig(SsoProfiles.DEV_SSO);
        SdkSsoPortal.pointAt(stub);

        assertThatThrownBy(() -> connector(ConnectionSettings.defaults())
                        .connect(ConnectionSpec.profile("dev-sso").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOfSatisfying(ConnectionException.class, e -> {
                    assertThat(e.loginRequired()).isTrue();
                    assertThat(e.getMessage()).contains("profile `dev-sso`").contains("log in again");
                    assertThat(SsoErrors.loginRequired(e)).isTrue();
                });
        assertThat(stub.roleCalls()).isEmpty();
    }

    @Test
    void aStaticKeysProfileReachesDynamoDb() throws IOException {
        writeConfig("[profile keys]\nregion = eu-west-2\n");
        writeCredentials(
                "[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET + "\n");
        String table = createTable(dynamo.tablePrefix() + "static-items");

        Connection connection = connector(ConnectionSettings.defaults())
                .connect(ConnectionSpec.profile("keys").withEndpointOverride(dynamo.endpoint()));
        try {
            assertThat(connection.client().listTables().tableNames()).contains(table);
            assertThat(stub.stsAccessKeys()).containsExactly(STATIC_KEY);
            assertThat(connection.identity().arn()).isEqualTo("arn:aws:iam::222233334444:user/ana");
        } finally {
            connection.close();
        }
    }

    @Test
    void aCredentialProcessProfileReachesDynamoDb() throws IOException {
        Path script = profiles.credentialProcess(PROCESS_KEY, PROCESS_SECRET, PROCESS_SESSION);
        writeConfig("[profile batch]\ncredential_process = " + script + "\nregion = us-west-2\n");

        Connection connection = connector(ConnectionSettings.defaults())
                .connect(ConnectionSpec.profile("batch").withEndpointOverride(dynamo.endpoint()));
        try {
            connection.client().listTables();
            assertThat(stub.stsAccessKeys()).containsExactly(PROCESS_KEY);
            assertThat(connection.identity().account()).isEqualTo("333344445555");
            assertThat(connection.region().id()).isEqualTo("us-west-2");
        } finally {
            connection.close();
        }
    }

    @Test
    void aProductionProfileIsReadOnlyUntilWritesAreExplicitlyAllowed() throws IOException {
        writeConfig("[profile prod-support]\nregion = eu-west-1\n[profile support]\nregion = eu-west-1\n");
        writeCredentials("[prod-support]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\n[support]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\n");
        Connector connector = connector(ConnectionSettings.defaults());

        Connection prod =
                connector.connect(ConnectionSpec.profile("prod-support").withEndpointOverride(dynamo.endpoint()));
        Connection writable = prod.withWritesAllowed();
        Connection support =
                connector.connect(ConnectionSpec.profile("support").withEndpointOverride(dynamo.endpoint()));
        Connection accountMatch = connector(ConnectionSettings.defaults().withProductionPatterns(List.of("2222*")))
                .connect(ConnectionSpec.profile("support").withEndpointOverride(dynamo.endpoint()));
        try {
            assertThat(prod.readOnly()).isTrue();
            assertThat(writable.readOnly()).isFalse();
            assertThat(writable.identity()).isEqualTo(prod.identity());
            assertThat(support.readOnly()).isFalse();
            assertThat(accountMatch.readOnly())
                    .as("account 222233334444 matches 2222*")
                    .isTrue();
            assertThat(connector
                            .connect(ConnectionSpec.profile("prod-support")
                                    .withReadOnly(false)
                                    .withEndpointOverride(dynamo.endpoint()))
                            .readOnly())
                    .isTrue();
            assertWritesRefused(prod);
        } finally {
            prod.close();
            support.close();
            accountMatch.close();
        }
    }

    @Test
    void aLocalEndpointWhereNothingListensFailsAtOnceWithAHint() {
        try (RefusingPort nobody = new RefusingPort()) {
            URI silent = nobody.endpoint();

            assertThatThrownBy(() -> connector(ConnectionSettings.defaults()).connect(ConnectionSpec.local(silent)))
                    .isInstanceOf(ConnectionException.class)
                    .hasMessageContaining("nothing answers at " + silent)
                    .hasMessageContaining("tenantdesk demo");
        }
    }

    @Test
    void aLocalEndpointUsesDummyCredentialsAndNoSts() {
        Connection local = connector(ConnectionSettings.defaults()).connect(ConnectionSpec.local(dynamo.endpoint()));
        Connection readOnly = connector(ConnectionSettings.defaults())
                .connect(ConnectionSpec.local(dynamo.endpoint()).withReadOnly(true));
        try {
            local.client().listTables();
            assertThat(local.identity().local()).isTrue();
            assertThat(local.readOnly()).isFalse();
            assertThat(readOnly.readOnly()).isTrue();
            assertThat(stub.requests()).isEmpty();
            assertThat(local.ownsClient())
                    .as("the connector's connection owns the client it built")
                    .isTrue();
            assertThat(local.writeClient())
                    .as("writes go through a client of their own")
                    .isPresent()
                    .get()
                    .isNotSameAs(local.client());
            local.writeClient().orElseThrow().listTables();
        } finally {
            local.close();
            readOnly.close();
        }
        assertThat(local.closed()).isTrue();
    }

    @Test
    void theConnectionsEndpointOverrideWinsOverTheProfilesEndpointUrl() throws IOException {
        writeConfig("[profile redirected]\nregion = eu-west-1\nendpoint_url = http://127.0.0.1:9\n"
                + "[profile configured]\nregion = eu-west-1\nservices = local-ddb\n"
                + "[services local-ddb]\ndynamodb =\n  endpoint_url = " + dynamo.endpoint() + "\n");
        writeCredentials("[redirected]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\n[configured]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\n");
        String table = createTable(dynamo.tablePrefix() + "endpoint-items");
        Connector connector = connector(ConnectionSettings.defaults());

        Connection overridden =
                connector.connect(ConnectionSpec.profile("redirected").withEndpointOverride(dynamo.endpoint()));
        Connection configured = connector.connect(ConnectionSpec.profile("configured"));
        try {
            assertThat(overridden.client().listTables().tableNames()).contains(table);
            assertThat(configured.client().listTables().tableNames())
                    .as("the profile's services section")
                    .contains(table);
        } finally {
            overridden.close();
            configured.close();
        }
    }

    @Test
    void errorsNameTheProfileAndWhatIsMissing() throws IOException {
        writeConfig("""
                [profile prod]
                role_arn = arn:aws:iam::111122223333:role/Support
                source_profile = base
                region = eu-west-1
                [profile noregion]
                credential_process = /bin/true
                [profile loop-a]
                role_arn = arn:aws:iam::111122223333:role/A
                source_profile = loop-b
                region = eu-west-1
                [profile loop-b]
                role_arn = arn:aws:iam::111122223333:role/B
                source_profile = loop-a
                [profile lost-session]
                sso_session = gone
                sso_account_id = 111122223333
                sso_role_name = Support
                region = eu-west-1
                [profile half-sso]
                sso_start_url = https://x.awsapps.com/start
                sso_account_id = 111122223333
                sso_role_name = Support
                region = eu-west-1
                [profile nothing]
                region = eu-west-1
                [profile both]
                role_arn = arn:aws:iam::111122223333:role/Support
                source_profile = prod
                credential_source = Environment
                region = eu-west-1
                """);
        Connector connector = connector(ConnectionSettings.defaults());

        assertMessage(connector, "prod", "profile `prod` uses source_profile `base`, which does not exist");
        assertMessage(connector, "noregion", "profile `noregion` has no region; choose one");
        assertMessage(connector, "loop-a", "loop-a → loop-b → loop-a");
        assertMessage(
                connector,
                "lost-session",
                "profile `lost-session` uses sso_session `gone`, but there is no " + "[sso-session gone] section in "
                        + dir.resolve("config"));
        assertMessage(connector, "half-sso", "profile `half-sso` has no sso_region");
        assertMessage(connector, "nothing", "profile `nothing` has no credentials");
        assertMessage(connector, "both", "profile `both` sets both source_profile and credential_source");
        assertMessage(connector, "missing", "profile `missing` is not in " + dir.resolve("config"));
    }

    @Test
    void stsRefusingTheCredentialsIsReportedWithTheProfile() throws IOException {
        writeCredentials("[stale]\naws_access_key_id = AKIAUNKNOWNKEY000001\naws_secret_access_key = x\n");
        writeConfig("[profile stale]\nregion = eu-west-1\n");

        assertThatThrownBy(() -> connector(ConnectionSettings.defaults())
                        .connect(ConnectionSpec.profile("stale").withEndpointOverride(dynamo.endpoint())))
                .isInstanceOfSatisfying(ConnectionException.class, e -> {
                    assertThat(e.loginRequired()).isFalse();
                    assertThat(e.getMessage())
                            .startsWith("profile `stale`: could not find out who is signed in")
                            .contains("security token included in the request is invalid");
                });
    }

    @Test
    void theTableCheckReportsMappedTablesThatDoNotExist() {
        TableNameMapping mapping = dynamo.freshMapping();
        createTable(mapping.physical("tenants"));
        createTable(mapping.physical("licenses"));

        TableCheck.Result result =
                new TableCheck(dynamo.client()).check(List.of("tenants", "licenses", "sessions"), mapping);

        assertThat(result.allPresent()).isFalse();
        assertThat(result.missing()).containsOnlyKeys("sessions");
        assertThat(result.message())
                .isEqualTo("1 of 3 tables do not exist: `sessions` (looked for `" + mapping.physical("sessions")
                        + "`). Check the table-name mapping.");
        assertThat(new TableCheck(dynamo.client())
                        .check(List.of("tenants"), mapping)
                        .message())
                .isEqualTo("All 1 table exists.");
    }

    @Test
    void theTableCheckDescribesEachTableWhenListingIsDenied() {
        stub.dynamoTables("prod-tenants");
        try (var client = DynamoClients.local(stub.endpoint())) {
            TableCheck.Result result =
                    new TableCheck(client).check(List.of("tenants", "licenses"), TableNameMapping.prefixed("prod-"));

            assertThat(result.missing()).containsExactly(Map.entry("licenses", "prod-licenses"));
        }
    }

    /** The store refuses every write on a read-only connection, whatever a view would let through. */
    private void assertWritesRefused(Connection readOnly) {
        var appData = Platforms.get("app_data");
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(appData, mapping);
        var store = new io.tenantdesk.store.EntityStore(
                new Connection(readOnly.label(), readOnly.client(), mapping, true, readOnly.identity()),
                appData,
                new io.tenantdesk.journal.ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                readOnly.identity().describe());
        var fields = new java.util.LinkedHashMap<String, io.tenantdesk.schema.item.Value>();
        fields.put("account_id", io.tenantdesk.schema.item.Value.str("acme"));
        fields.put("name", io.tenantdesk.schema.item.Value.str("Acme"));
        fields.put("status", io.tenantdesk.schema.item.Value.str("active"));
        fields.put("created_at", io.tenantdesk.schema.item.Value.str("2026-01-01T00:00:00Z"));
        assertThatThrownBy(() -> store.apply(
                                store.planCreate(appData.entity("Account").orElseThrow(), fields), "x")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(
                        io.tenantdesk.store.StoreException.class,
                        e -> assertThat(e.kind()).isEqualTo(io.tenantdesk.store.StoreException.Kind.READ_ONLY));
        assertThat(dynamo.client()
                        .scan(b -> b.tableName(mapping.physical("app_data")))
                        .count())
                .isZero();
    }

    private void assertMessage(Connector connector, String profile, String message) {
        assertThatThrownBy(() ->
                        connector.connect(ConnectionSpec.profile(profile).withEndpointOverride(dynamo.endpoint())))
                .as(profile)
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining(message);
    }

    private Connector connector(ConnectionSettings settings) {
        SsoTokens tokens = new SsoTokens(login);
        return new Connector(
                profiles.catalog(),
                tokens,
                new ReadOnlyPolicy(settings),
                new ServiceEndpoints(Optional.of(stub.endpoint()), Optional.empty()),
                new SdkProfileView(HostEnvironment.system()));
    }

    private void writeConfig(String content) throws IOException {
        Files.writeString(dir.resolve("config"), content);
    }

    private void writeCredentials(String content) throws IOException {
        Files.writeString(dir.resolve("credentials"), content);
    }

    private String createTable(String table) {
        dynamo.client()
                .createTable(r -> r.tableName(table)
                        .attributeDefinitions(AttributeDefinition.builder()
                                .attributeName("PK")
                                .attributeType(ScalarAttributeType.S)
                                .build())
                        .keySchema(KeySchemaElement.builder()
                                .attributeName("PK")
                                .keyType(KeyType.HASH)
                                .build())
                        .billingMode(BillingMode.PAY_PER_REQUEST));
        return table;
    }
}
