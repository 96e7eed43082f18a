package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Path;
import java.time.Clock;

/**
 * Run in a JVM of its own by {@link BrokenAwsFilesConnectTest}: the connect dialog's model as the console makes it
 * for its process, connecting to a local endpoint twice, then opened again to show what it lists as broken.
 */
public final class ConnectDialogProbe {

    private ConnectDialogProbe() {}

    /** Arguments: the settings folder, the local endpoint. */
    public static void main(String[] args) {
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        sdk.protect();
        HostEnvironment env = sdk.userEnvironment();
        SsoLogin login = SsoLogin.standard(env, sdk, Clock.systemUTC());
        ConnectionServices services = new ConnectionServices(
                new ProfileCatalog(env),
                new SettingsStore(Path.of(args[0])),
                login,
                new SsoTokens(login),
                ServiceEndpoints.standard(),
                sdk,
                uri -> {});
        for (int attempt = 0; attempt < 2; attempt++) {
            ConnectionDialogViewModel dialog = opened(services);
            dialog.localProperty().set(true);
            dialog.localEndpointProperty().set(args[1]);
            dialog.connect((connection, session) -> {
                System.out.println(
                        "CONNECTED " + connection.client().listTables().hasTableNames());
                connection.close();
            });
            if (!dialog.messageProperty().get().isEmpty()) {
                System.out.println("FAILED " + dialog.messageProperty().get());
            }
        }
        System.out.println(
                "PROBLEMS " + opened(services).problemsProperty().get().replace('\n', ' '));
    }

    private static ConnectionDialogViewModel opened(ConnectionServices services) {
        ConnectionDialogViewModel dialog =
                new ConnectionDialogViewModel(services, UiExecutors.direct(), Clock.systemUTC());
        dialog.load();
        return dialog;
    }
}
