package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.Connector;
import io.tenantdesk.aws.ProfileCatalog;
import io.tenantdesk.aws.ReadOnlyPolicy;
import io.tenantdesk.aws.ServiceEndpoints;
import io.tenantdesk.aws.SettingsStore;
import io.tenantdesk.aws.SsoLogin;
import io.tenantdesk.aws.SsoTokens;
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
