package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokens;
import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An IAM Identity Center connection that has not fetched role credentials yet: its first call needs them, so a
 * sign-in the portal no longer accepts fails that call, as an expired login does on AWS. (A connection made by the
 * {@link Connector} fetches them at once to learn the caller's identity.)
 */
public final class UnfetchedSsoConnections {

    private UnfetchedSsoConnections() {}

    public static Connection open(
            ProfileListing listing,
            String profile,
            SsoSessionConfig session,
            SsoTokens tokens,
            URI portal,
            URI dynamoDb,
            TableNameMapping mapping) {
        SsoRoleCredentials credentials = new SsoRoleCredentials(
                listing.find(profile).orElseThrow(),
                session,
                tokens,
                new ClientConfig(listing.profileFile(), profile, Optional.empty()),
                Optional.of(portal));
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(dynamoDb)
                .region(Region.EU_WEST_1)
                .credentialsProvider(credentials)
                .httpClientBuilder(HttpClients.builderFor(Optional.of(dynamoDb)))
                .build();
        return new Connection(profile, client, mapping, false);
    }
}
