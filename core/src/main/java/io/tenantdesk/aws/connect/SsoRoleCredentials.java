package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokens;
import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.sso.SsoClient;
import software.amazon.awssdk.services.sso.auth.SsoCredentialsProvider;
import software.amazon.awssdk.services.sso.model.GetRoleCredentialsRequest;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * Role credentials for an SSO profile through the SDK's {@link SsoCredentialsProvider} (GetRoleCredentials,
 * cached and renewed before they expire), fed with access tokens from {@link SsoTokens}. The SDK's
 * profile provider would read the token cache only under {@code $HOME}; this one reads the cache
 * Tenantdesk was given, which by default is the same folder. Closing it closes its SSO client.
 */
final class SsoRoleCredentials implements AwsCredentialsProvider, SdkAutoCloseable {

    private final SsoClient sso;
    private final SsoCredentialsProvider provider;

    SsoRoleCredentials(
            ProfileInfo profile,
            SsoSessionConfig session,
            SsoTokens tokens,
            ClientConfig clients,
            Optional<URI> endpoint) {
        String account = profile.accountId()
                .orElseThrow(() -> new ConnectionException("profile `" + profile.name() + "` has no sso_account_id"));
        String role = profile.roleName()
                .orElseThrow(() -> new ConnectionException("profile `" + profile.name() + "` has no sso_role_name"));
        this.sso = clients.build(
                SsoClient.builder().credentialsProvider(AnonymousCredentialsProvider.create()),
                Region.of(session.region()),
                endpoint);
        // builder() is declared to return a package-private type: go through the public interface.
        SsoCredentialsProvider.Builder credentials = SsoCredentialsProvider.builder();
        this.provider = credentials
                .ssoClient(sso)
                .refreshRequest(() -> GetRoleCredentialsRequest.builder()
                        .accountId(account)
                        .roleName(role)
                        .accessToken(tokens.accessToken(session))
                        .build())
                .build();
    }

    @Override
    public AwsCredentials resolveCredentials() {
        return provider.resolveCredentials();
    }

    @Override
    public void close() {
        try {
            provider.close();
        } finally {
            sso.close();
        }
    }

    @Override
    public String toString() {
        return "SsoRoleCredentials";
    }
}
