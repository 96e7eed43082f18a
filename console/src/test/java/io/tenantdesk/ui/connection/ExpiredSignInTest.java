package io.tenantdesk.ui.connection;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.SdkSsoPortal;
import io.tenantdesk.aws.SsoProfiles;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.aws.connect.UnfetchedSsoConnections;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.OidcClientFactory;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoOutcome;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokenCache;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.ui.RecordingWorkspace;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * An SSO connection whose sign-in expires while a form holds edits: saving fails as "log in again", the console
 * offers it, the device login runs against the local identity-service stub, and the same save is retried and
 * lands in dynalite with the user's edits.
 */
@ExtendWith(DynaliteExtension.class)
@Isolated
class ExpiredSignInTest {

    private static final PlatformDescriptor APP_DATA = Platforms.get("app_data");

    @TempDir
    Path dir;

    private AwsStub stub;
    private SsoLogin login;
    private SsoSessionConfig session;
    private ProfileFolder profiles;

    @BeforeEach
    void start() throws IOException {
        TestClock clock = TestClock.startingNow();
        profiles = new ProfileFolder(dir);
        stub = AwsStub.start(clock);
        Files.writeString(dir.resolve("config"), SsoProfiles.DEV_SSO);
        login = new SsoLogin(
                new SsoTokenCache(dir.resolve("sso-cache")),
                OidcClientFactory.standard(new SdkProfileView(HostEnvironment.system()), Optional.of(stub.endpoint())),
                clock,
                clock.sleeper());
        session = SsoSessionConfig.forProfile(profiles.catalog().load(), "dev-sso");
        SdkSsoPortal.pointAt(stub);
    }

    @AfterEach
    void stop() {
        stub.close();
    }

    private Connection ssoConnection(LocalDynamo dynamo, TableNameMapping mapping) {
        return UnfetchedSsoConnections.open(
                profiles.catalog().load(),
                "dev-sso",
                session,
                new SsoTokens(login),
                stub.endpoint(),
                dynamo.endpoint(),
                mapping);
    }

    /** A console context whose "log in again" makes the portal accept the sign-in and logs in, counting logins. */
    private ConsoleContext contextThatLogsInAgain(EntityStore store, ScriptedDialogs dialogs, AtomicInteger logins) {
        return new ConsoleContext(
                store,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                UiExecutors.direct(),
                dialogs,
                new RecordingWorkspace(),
                new ValueText(Clock.systemUTC(), ZoneId.of("UTC")),
                Clock.systemUTC(),
                () -> {
                    logins.incrementAndGet();
                    stub.acceptToken(AwsStub.ACCESS_TOKEN);
                    return CompletableFuture.completedFuture(
                            login.login(session, prompt -> {}, new CancelToken()) instanceof SsoOutcome.LoggedIn);
                });
    }

    private EntityRow licenseMadeBeforehand(LocalDynamo dynamo, TableNameMapping mapping) {
        EntityStore setup = new EntityStore(
                new Connection("setup", dynamo.client(), mapping, false),
                APP_DATA,
                new ChangeJournal(dir.resolve("setup.jsonl")),
                Clock.systemUTC(),
                "setup");
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str("l-1"));
        fields.put("product", Value.str("Data Vault"));
        fields.put("status", Value.str("active"));
        fields.put("end_date", Value.str("2027-01-01"));
        return setup.apply(setup.planCreate(APP_DATA.entity("License").orElseThrow(), fields), "setup")
                .item()
                .orElseThrow();
    }

    @Test
    void aSaveThatMetAnExpiredSignInIsRetriedAfterLoggingInAgainWithTheEditsKept(LocalDynamo dynamo) {
        login.login(session, prompt -> {}, new CancelToken());
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(APP_DATA, mapping);
        EntityRow loaded = licenseMadeBeforehand(dynamo, mapping);
        stub.acceptToken("a-token-the-portal-no-longer-accepts");
        Connection connection = ssoConnection(dynamo, mapping);
        EntityStore store = new EntityStore(
                connection, APP_DATA, new ChangeJournal(dir.resolve("journal.jsonl")), Clock.systemUTC(), "dev-sso");

        ScriptedDialogs dialogs = new ScriptedDialogs();
        AtomicInteger logins = new AtomicInteger();
        ConsoleContext ctx = contextThatLogsInAgain(store, dialogs, logins);
        ItemFormViewModel form = ItemFormViewModel.forItem(ctx, dialogs.items(), loaded);
        form.field("product").orElseThrow().textProperty().set("Analytics Pro");
        assertThat(form.dirtyProperty().get()).isTrue();

        dialogs.answer("ticket 77: product was wrong").answer(true);
        form.save();

        assertThat(dialogs.asked).containsExactly("confirmChange: Save License acme / l-1", "confirm: Signed out");
        assertThat(logins.get()).isEqualTo(1);
        assertThat(dialogs.errors).isEmpty();
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(store.reload(loaded).orElseThrow().text("product")).contains("Analytics Pro");
        connection.client().close();
    }

    @Test
    void aDeclinedLoginLeavesTheCallFailedAsLoginExpired(LocalDynamo dynamo) {
        login.login(session, prompt -> {}, new CancelToken());
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(APP_DATA, mapping);
        stub.acceptToken("a-token-the-portal-no-longer-accepts");
        Connection connection = ssoConnection(dynamo, mapping);
        EntityStore store = new EntityStore(
                connection, APP_DATA, new ChangeJournal(dir.resolve("journal.jsonl")), Clock.systemUTC(), "x");
        ScriptedDialogs dialogs = new ScriptedDialogs().answer(false);
        AtomicInteger logins = new AtomicInteger();
        ConsoleContext ctx = new ConsoleContext(
                store,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                UiExecutors.direct(),
                dialogs,
                new RecordingWorkspace(),
                new ValueText(Clock.systemUTC(), ZoneId.of("UTC")),
                Clock.systemUTC(),
                () -> {
                    logins.incrementAndGet();
                    return CompletableFuture.completedFuture(true);
                });
        RuntimeException[] failure = new RuntimeException[1];

        ctx.tasks()
                .run(
                        () -> store.get(APP_DATA.entity("Account").orElseThrow(), Map.of("account_id", "acme")),
                        found -> {},
                        e -> failure[0] = e);

        assertThat(failure[0])
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.LOGIN_EXPIRED));
        assertThat(dialogs.asked).containsExactly("confirm: Signed out");
        assertThat(logins.get()).isZero();
        connection.client().close();
    }

    @Test
    void aListWhoseReadMetAnExpiredSignInLoadsOnceLoggedInAgain(LocalDynamo dynamo) {
        login.login(session, prompt -> {}, new CancelToken());
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(APP_DATA, mapping);
        licenseMadeBeforehand(dynamo, mapping);
        stub.acceptToken("a-token-the-portal-no-longer-accepts");
        Connection connection = ssoConnection(dynamo, mapping);
        EntityStore store = new EntityStore(
                connection, APP_DATA, new ChangeJournal(dir.resolve("journal.jsonl")), Clock.systemUTC(), "dev-sso");
        ScriptedDialogs dialogs = new ScriptedDialogs().answer(true);
        AtomicInteger logins = new AtomicInteger();
        ConsoleContext ctx = contextThatLogsInAgain(store, dialogs, logins);

        EntityListViewModel licenses =
                new EntityListViewModel(ctx, APP_DATA.entity("License").orElseThrow(), Scope.all());
        licenses.load();

        assertThat(dialogs.asked).containsExactly("confirm: Signed out");
        assertThat(logins.get()).isEqualTo(1);
        assertThat(licenses.list().rows())
                .extracting(r -> r.row().item().scalarText("product").orElseThrow())
                .containsExactly("Data Vault");
        assertThat(licenses.list().failedProperty().get()).isFalse();
        connection.client().close();
    }
}
