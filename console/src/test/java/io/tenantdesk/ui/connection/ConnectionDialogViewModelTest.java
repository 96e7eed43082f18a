package io.tenantdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.Sleeper;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.testing.RefusingPort;
import io.tenantdesk.ui.concurrent.HeldTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(DynaliteExtension.class)
class ConnectionDialogViewModelTest {

    @TempDir
    Path dir;

    private ConnectionServices services;
    private ConnectionDialogViewModel vm;
    private final List<URI> opened = new ArrayList<>();

    @BeforeEach
    void setUp() throws IOException {
        Files.writeString(dir.resolve("config"), """
                [profile prod-support]
                region = eu-west-1
                [profile support]
                region = eu-central-1
                """ + SsoProfiles.DEV_SSO);
        Files.writeString(dir.resolve("credentials"), """
                [prod-support]
                aws_access_key_id = AKIAEXAMPLE000000001
                aws_secret_access_key = example-secret
                [broken
                """);
        Map<String, String> env = new HashMap<>();
        env.put("HOME", dir.resolve("home").toString());
        env.put("AWS_CONFIG_FILE", dir.resolve("config").toString());
        env.put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("credentials").toString());
        env.put("AWS_PROFILE", "support");
        HostEnvironment host = HostEnvironment.of(env, Map.of());
        SsoTokenCache cache = new SsoTokenCache(dir.resolve("sso-cache"));
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        SsoLogin login = new SsoLogin(cache, OidcClientFactory.standard(sdk), Clock.systemUTC(), Sleeper.waiting());
        services = new ConnectionServices(
                new ProfileCatalog(host),
                new SettingsStore(dir.resolve("settings")),
                login,
                new SsoTokens(login),
                ServiceEndpoints.standard(),
                sdk,
                opened::add);
        vm = new ConnectionDialogViewModel(services, UiExecutors.direct(), Clock.systemUTC());
        vm.load();
    }

    @Test
    void withoutAnyProfileItSaysHowToMakeOneAndOffersTheLocalEndpoint() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        HostEnvironment host = HostEnvironment.of(
                Map.of(
                        "HOME",
                        empty.toString(),
                        "AWS_CONFIG_FILE",
                        empty.resolve("config").toString(),
                        "AWS_SHARED_CREDENTIALS_FILE",
                        empty.resolve("credentials").toString()),
                Map.of());
        ConnectionServices none = new ConnectionServices(
                new ProfileCatalog(host),
                new SettingsStore(empty.resolve("settings")),
                services.login(),
                services.tokens(),
                ServiceEndpoints.standard(),
                services.sdk(),
                opened::add);
        ConnectionDialogViewModel model = new ConnectionDialogViewModel(none, UiExecutors.direct(), Clock.systemUTC());

        model.load();

        assertThat(model.profiles()).isEmpty();
        assertThat(model.localProperty().get()).isTrue();
        assertThat(model.problemsProperty().get())
                .contains(
                        "No AWS profile was found",
                        "aws configure sso",
                        empty.resolve("config").toString());
        model.localProperty().set(false);
        assertThat(model.problemsProperty().get())
                .as("said once, by the empty profile list")
                .doesNotContain("No AWS profile");
        assertThat(model.noProfilesProperty().get()).startsWith("No AWS profile was found");
        assertThat(model.readOnlyReasonProperty().get())
                .as("no local-endpoint wording in profile mode")
                .isEmpty();
    }

    private void choose(String profile) {
        choose(vm, profile);
    }

    private static void choose(ConnectionDialogViewModel model, String profile) {
        model.profileProperty()
                .set(model.profiles().stream()
                        .filter(p -> p.name().equals(profile))
                        .findFirst()
                        .orElseThrow());
    }

    @Test
    void listsEveryProfileWithTheCurrentOneChosenAndSaysWhatIsBroken() {
        assertThat(vm.profiles())
                .extracting(p -> p.name())
                .containsExactlyInAnyOrder("prod-support", "support", "dev-sso");
        assertThat(vm.profileProperty().get().name()).isEqualTo("support");
        assertThat(vm.regionProperty().get()).isEqualTo("eu-central-1");
        assertThat(vm.problemsProperty().get()).contains("credentials").contains("line");
        assertThat(vm.localProperty().get()).isFalse();
    }

    @Test
    void theRegionShownIsTheEnvironmentsWhenItNamesOneAndSaysWhereItCameFrom() {
        assertThat(vm.regionSourceProperty().get()).contains("profile `support`");

        ConnectionDialogViewModel withRegion = model(Map.of("AWS_REGION", "ap-northeast-1"));
        choose(withRegion, "support");
        assertThat(withRegion.regionProperty().get())
                .as("the environment first, as in the AWS CLI")
                .isEqualTo("ap-northeast-1");
        assertThat(withRegion.regionSourceProperty().get()).contains("AWS_REGION");
    }

    @Test
    void aBrokenSectionIsNamedWithItsLineWhileTheRestOfItsFileIsUsed() {
        assertThat(vm.problemsProperty().get()).contains(dir.resolve("credentials") + ":4: [broken: ");
        assertThat(vm.profiles()).extracting(p -> p.name()).contains("prod-support");
        assertThat(vm.profiles().stream()
                        .filter(p -> p.name().equals("prod-support"))
                        .findFirst()
                        .orElseThrow()
                        .kind())
                .as("its keys, from the intact section of the credentials file")
                .isEqualTo(io.tenantdesk.aws.profile.ProfileKind.STATIC_KEYS);
    }

    private ConnectionDialogViewModel model(Map<String, String> variables) {
        Map<String, String> env = new HashMap<>(variables);
        env.put("HOME", dir.resolve("home").toString());
        env.put("AWS_CONFIG_FILE", dir.resolve("config").toString());
        env.put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("credentials").toString());
        ConnectionServices own = new ConnectionServices(
                new ProfileCatalog(HostEnvironment.of(env, Map.of())),
                services.settings(),
                services.login(),
                services.tokens(),
                ServiceEndpoints.standard(),
                services.sdk(),
                opened::add);
        ConnectionDialogViewModel model = new ConnectionDialogViewModel(own, UiExecutors.direct(), Clock.systemUTC());
        model.load();
        return model;
    }

    @Test
    void productionLookingProfilesAreReadOnlyByDefaultWithTheReason() {
        choose("prod-support");
        assertThat(vm.readOnlyProperty().get()).isTrue();
        assertThat(vm.readOnlyReasonProperty().get()).contains("*prod*");

        choose("support");
        assertThat(vm.readOnlyProperty().get()).isFalse();
    }

    @Test
    void ssoProfilesShowTheirLoginState() {
        choose("dev-sso");

        assertThat(vm.ssoProfileProperty().get()).isTrue();
        assertThat(vm.ssoStatusProperty().get()).isNotBlank();
        choose("support");
        assertThat(vm.ssoProfileProperty().get()).isFalse();
    }

    @Test
    void aBrokenTableMapLineStopsConnectingAndNamesTheLine() {
        vm.tableMapProperty().set("app_data=prod-app-data\nnot a mapping");

        assertThat(vm.canConnect().get()).isFalse();
        vm.tableMapProperty().set("app_data=prod-app-data");
        assertThat(vm.canConnect().get()).isTrue();
    }

    @Test
    void aLocalEndpointConnectsWithItsMappingAndIsRemembered(LocalDynamo dynamo) throws IOException {
        vm.localProperty().set(true);
        vm.localEndpointProperty().set(dynamo.endpoint().toString());
        vm.tablePrefixProperty().set("staging-");
        List<Connection> connected = new ArrayList<>();
        List<Optional<SsoSessionConfig>> sessions = new ArrayList<>();

        vm.connect((connection, session) -> {
            connected.add(connection);
            sessions.add(session);
        });

        assertThat(connected).singleElement().satisfies(c -> {
            assertThat(c.identity().local()).isTrue();
            assertThat(c.readOnly()).isFalse();
            assertThat(c.tables().physical("app_data")).isEqualTo("staging-app_data");
            c.client().listTables();
            c.close();
        });
        assertThat(sessions).containsExactly(Optional.empty());
        assertThat(Files.readString(dir.resolve("settings").resolve(SettingsStore.FILE_NAME)))
                .contains("staging-");
    }

    @Test
    void theAuditTableIsSetPerConnectionCheckedAndRemembered(LocalDynamo dynamo) {
        vm.localProperty().set(true);
        vm.localEndpointProperty().set(dynamo.endpoint().toString());
        vm.auditTableProperty().set("no spaces allowed");
        List<Connection> connected = new ArrayList<>();

        vm.connect((connection, session) -> connected.add(connection));

        assertThat(connected).isEmpty();
        assertThat(vm.messageProperty().get())
                .startsWith("The audit table name `no spaces allowed` is not a DynamoDB table name");
        vm.auditTableProperty().set(" team-audit ");
        vm.connect((connection, session) -> connected.add(connection));
        assertThat(connected).hasSize(1);
        assertThat(vm.auditTable()).contains("team-audit");
        connected.get(0).close();

        ConnectionDialogViewModel again =
                new ConnectionDialogViewModel(services, UiExecutors.direct(), Clock.systemUTC());
        again.load();
        choose(again, "prod-support");
        assertThat(again.auditTableProperty().get())
                .as("another connection has none")
                .isEmpty();
        again.localProperty().set(true);
        again.localEndpointProperty().set(dynamo.endpoint().toString());
        assertThat(again.auditTableProperty().get()).isEqualTo("team-audit");
    }

    @Test
    void aFailedConnectionSaysWhyAndStaysOpen() {
        vm.localProperty().set(true);
        List<Connection> connected = new ArrayList<>();
        try (RefusingPort nobody = new RefusingPort()) {
            vm.localEndpointProperty().set(nobody.endpoint().toString());

            vm.connect((connection, session) -> connected.add(connection));

            assertThat(connected).isEmpty();
            assertThat(vm.messageProperty().get()).contains("nothing answers at");
            assertThat(vm.busyProperty().get()).isFalse();
        }
    }

    @Test
    void theSsoLoginStateIsReadInTheBackgroundAndOnlyTheLatestIsShown() {
        HeldTasks executors = new HeldTasks();
        ConnectionDialogViewModel held = new ConnectionDialogViewModel(
                services, UiExecutors.of(executors, Runnable::run, Runnable::run), Clock.systemUTC());
        held.load();
        executors.runAll();

        choose(held, "dev-sso");
        assertThat(held.ssoStatusProperty().get())
                .as("the token cache is not read on the UI thread")
                .isEmpty();
        assertThat(executors.pending()).isEqualTo(1);
        choose(held, "support");
        executors.runAll();
        assertThat(held.ssoStatusProperty().get())
                .as("dev-sso's status arrives after another profile was chosen")
                .isEmpty();

        choose(held, "dev-sso");
        executors.runAll();
        assertThat(held.ssoStatusProperty().get()).startsWith("Not logged in");
    }

    @Test
    void aConnectionIsRememberedInTheBackground(LocalDynamo dynamo) throws IOException {
        HeldTasks executors = new HeldTasks();
        ConnectionDialogViewModel held = new ConnectionDialogViewModel(
                services, UiExecutors.of(executors, Runnable::run, Runnable::run), Clock.systemUTC());
        held.load();
        executors.runAll();
        held.localProperty().set(true);
        held.localEndpointProperty().set(dynamo.endpoint().toString());
        List<Connection> connected = new ArrayList<>();
        Path file = dir.resolve("settings").resolve(SettingsStore.FILE_NAME);

        held.connect((connection, session) -> connected.add(connection));
        executors.runNext();

        assertThat(connected).hasSize(1);
        assertThat(file).as("the settings are not saved on the UI thread").doesNotExist();
        executors.runAll();
        assertThat(Files.readString(file)).contains(dynamo.endpoint().toString());
        assertThat(held.problemsProperty().get()).doesNotContain("Could not remember");
        connected.get(0).close();
    }
}
