package io.tenantdesk.ui.connection;

import io.tenantdesk.aws.connect.Connector;
import io.tenantdesk.aws.connect.MfaPrompt;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.settings.ReadOnlyPolicy;
import io.tenantdesk.settings.SettingsStore;
import java.net.URI;
import java.util.function.Consumer;

/**
 * What the connection dialog needs of the AWS layer: the profiles, Tenantdesk's own settings, the SSO login
 * and token cache shared with the AWS CLI, the process's view of what the SDK reads, a way to open the
 * verification page in the browser, and a way to ask for an MFA code.
 */
public record ConnectionServices(
        ProfileCatalog catalog,
        SettingsStore settings,
        SsoLogin login,
        SsoTokens tokens,
        ServiceEndpoints endpoints,
        SdkProfileView sdk,
        Consumer<URI> browser,
        MfaPrompt mfa) {

    /** With no one to ask for an MFA code (tests). */
    public ConnectionServices(
            ProfileCatalog catalog,
            SettingsStore settings,
            SsoLogin login,
            SsoTokens tokens,
            ServiceEndpoints endpoints,
            SdkProfileView sdk,
            Consumer<URI> browser) {
        this(catalog, settings, login, tokens, endpoints, sdk, browser, MfaPrompt.none());
    }

    /** A connector that applies the current production patterns. */
    Connector connector(ReadOnlyPolicy policy) {
        return new Connector(catalog, tokens, policy, endpoints, sdk).withMfaPrompt(mfa);
    }
}
