package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.connect.Connector;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.settings.SettingsStore;
import java.net.URI;
import java.util.function.Consumer;

/**
 * What the connection dialog needs of the AWS layer: the profiles, Tenantdesk's own settings, the SSO login
 * and token cache shared with the AWS CLI, and a way to open the verification page in the browser.
 */
public record ConnectionServices(ProfileCatalog catalog, SettingsStore settings, SsoLogin login, SsoTokens tokens,
                                 ServiceEndpoints endpoints, Consumer<URI> browser) {

    /** A connector that applies the current production patterns. */
    Connector connector(ReadOnlyPolicy policy) {
        return new Connector(catalog, tokens, policy, endpoints);
    }
}
