package io.tenantdesk.ui.app;

import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.connection.ConnectionServices;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * Console windows built as the app builds them, on a host whose home is a folder the test owns: the settings,
 * profiles and SSO cache are read there, and nothing opens a browser.
 */
public final class HomeConsoles {

    private HomeConsoles() {}

    /** A Linux host whose environment and system properties name {@code home} and nothing else. */
    public static HostEnvironment linuxHome(Path home) {
        return HostEnvironment.of(
                Map.of("HOME", home.toString()), Map.of("user.home", home.toString(), "os.name", "Linux"));
    }

    /** @param demo whether tenant overviews count the tenant's items, as the demo's do */
    public static ConsoleWindows consoles(
            HostEnvironment env,
            UiExecutors executors,
            List<PlatformDescriptor> platforms,
            ChangeJournal journal,
            boolean demo) {
        return consoles(env, executors, platforms, new ConnectionJournals(journal), demo);
    }

    /** As the app builds them, with journals that may know a running local demo. */
    public static ConsoleWindows consoles(
            HostEnvironment env,
            UiExecutors executors,
            List<PlatformDescriptor> platforms,
            ConnectionJournals journals,
            boolean demo) {
        UserFolders folders = UserFolders.resolve(env);
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        SsoLogin login = SsoLogin.standard(env, sdk, Clock.systemUTC());
        return new ConsoleWindows(
                executors,
                TestAppearance.light(),
                folders,
                platforms,
                journals,
                new FeatureTabs(demo, folders.config()),
                new ConnectionServices(
                        new ProfileCatalog(env),
                        new SettingsStore(folders.config()),
                        login,
                        new SsoTokens(login),
                        ServiceEndpoints.standard(),
                        sdk,
                        uri -> {}),
                uri -> {},
                env);
    }
}
