package io.tenantdesk.aws.connect;

import static io.tenantdesk.aws.connect.AwsSetups.STATIC_KEY;
import static io.tenantdesk.aws.connect.AwsSetups.STATIC_SECRET;
import static io.tenantdesk.aws.connect.AwsSetups.closing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.ProfileFolder;
import io.tenantdesk.aws.TestCertificates;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.local.LocalDynamo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** A CA bundle for TLS-intercepting networks, and the DynamoDB endpoint the environment names. */
@ExtendWith(AwsSetupsExtension.class)
@Isolated
class TrustAndEndpointSetupsTest {

    private final AwsSetups aws;
    private final Path dir;
    private final LocalDynamo dynamo;
    private final ProfileFolder profiles;
    private final TestClock clock;

    TrustAndEndpointSetupsTest(AwsSetups aws) {
        this.aws = aws;
        dir = aws.dir();
        dynamo = aws.dynamo();
        profiles = aws.profiles();
        clock = aws.clock();
    }

    @Test
    void aCaBundleLetsConnectionsThroughATlsInterceptingEndpoint(@TempDir Path certificates) throws Exception {
        TestCertificates tls = TestCertificates.create(certificates);
        aws.writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-1\n[bundled]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = "
                + STATIC_SECRET + "\nregion = eu-west-1\nca_bundle = " + tls.caPem() + "\n");
        try (AwsStub intercepted = AwsStub.start(clock, tls.serverContext())
                .identity(STATIC_KEY, "222233334444", "arn:aws:iam::222233334444:user/ana")) {
            Map<String, String> viaProxy =
                    Map.of("AWS_ENDPOINT_URL_STS", intercepted.endpoint().toString());
            Map<String, String> withBundle = new HashMap<>(viaProxy);
            withBundle.put("AWS_CA_BUNDLE", tls.caPem().toString());

            // Without the bundle the interception is refused (asked once, without the SDK's retries).
            assertThatThrownBy(() -> get(intercepted.endpoint(), Optional.empty()))
                    .isInstanceOf(javax.net.ssl.SSLHandshakeException.class);
            get(intercepted.endpoint(), Optional.of(io.tenantdesk.aws.CaBundle.load(tls.caPem(), "a test")));
            try (var connection = closing(aws.connect(withBundle, "keys"))) {
                assertThat(connection.get().identity().account()).isEqualTo("222233334444");
            }
            try (var connection = closing(aws.connect(viaProxy, "bundled"))) {
                assertThat(connection.get().identity().account())
                        .as("the profile's ca_bundle")
                        .isEqualTo("222233334444");
            }
            assertThat(intercepted.stsCalls("GetCallerIdentity")).hasSize(2);
        }
        assertThatThrownBy(() -> aws.connect(
                        Map.of("AWS_CA_BUNDLE", dir.resolve("nowhere.pem").toString()), "keys"))
                .isInstanceOf(ConnectionException.class)
                .hasMessageContaining("the CA bundle " + dir.resolve("nowhere.pem"))
                .hasMessageContaining("AWS_CA_BUNDLE");
    }

    // AWS_ENDPOINT_URL_DYNAMODB

    @Test
    void anEndpointFromTheEnvironmentIsUsedAndShownLikeAnyOther() throws IOException {
        aws.writeCredentials("[keys]\naws_access_key_id = " + STATIC_KEY + "\naws_secret_access_key = " + STATIC_SECRET
                + "\nregion = eu-west-1\n");
        String table = aws.createTable(dynamo.tablePrefix() + "env-endpoint");

        try (var connection = closing(aws.connector(profiles.catalog(
                        Map.of("AWS_ENDPOINT_URL_DYNAMODB", dynamo.endpoint().toString())))
                .connect(ConnectionSpec.profile("keys")))) {
            assertThat(connection.get().client().listTables().tableNames()).contains(table);
            assertThat(connection.get().label()).isEqualTo("keys · 222233334444 (eu-west-1) → " + dynamo.endpoint());
        }
        try (var connection = closing(aws.connector(profiles.catalog(Map.of(
                        "AWS_ENDPOINT_URL",
                        "http://127.0.0.1:9",
                        "AWS_ENDPOINT_URL_DYNAMODB",
                        dynamo.endpoint().toString())))
                .connect(ConnectionSpec.profile("keys")))) {
            assertThat(connection.get().label())
                    .as("the service's variable wins")
                    .endsWith("→ " + dynamo.endpoint());
        }
    }

    /** One GET through Tenantdesk's HTTP client, trusting {@code bundle} beside the runtime's authorities. */
    private static void get(java.net.URI uri, Optional<io.tenantdesk.aws.CaBundle> bundle) throws IOException {
        try (var http = io.tenantdesk.aws.HttpClients.builderFor(Optional.of(uri), bundle)
                .build()) {
            var request = software.amazon.awssdk.http.SdkHttpFullRequest.builder()
                    .uri(uri.resolve("/nowhere"))
                    .method(software.amazon.awssdk.http.SdkHttpMethod.GET)
                    .build();
            http.prepareRequest(software.amazon.awssdk.http.HttpExecuteRequest.builder()
                            .request(request)
                            .build())
                    .call();
        }
    }
}
