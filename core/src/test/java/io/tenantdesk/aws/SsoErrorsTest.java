package io.tenantdesk.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.sso.SsoClient;
import software.amazon.awssdk.services.sso.model.UnauthorizedException;

class SsoErrorsTest {

    @Test
    void thePortalRefusingTheTokenMeansLogInAgain() {
        try (AwsStub stub = AwsStub.start(Clock.systemUTC());
                SsoClient sso = SsoClient.builder()
                        .region(Region.US_EAST_1)
                        .endpointOverride(stub.endpoint())
                        .credentialsProvider(AnonymousCredentialsProvider.create())
                        .httpClientBuilder(HttpClients.builderFor(Optional.of(stub.endpoint())))
                        .build()) {
            Throwable failure = catchThrowable(() -> sso.getRoleCredentials(
                    r -> r.accountId("111122223333").roleName("Support").accessToken("revoked")));

            assertThat(failure).isInstanceOf(UnauthorizedException.class);
            assertThat(SsoErrors.loginRequired(failure)).isTrue();
            assertThat(SsoErrors.loginRequired(new CompletionException(new RuntimeException("wrapped", failure))))
                    .isTrue();
        }
    }

    @Test
    void theSdksTokenProviderMessagesMeanLogInAgain() {
        assertThat(SsoErrors.loginRequired(SdkClientException.create("Token is expired")))
                .isTrue();
        assertThat(SsoErrors.loginRequired(SdkClientException.create("Unable to load SSO token")))
                .isTrue();
        assertThat(SsoErrors.loginRequired(SdkClientException.create("Failed to load cached token at /x.json")))
                .isTrue();
        assertThat(SsoErrors.loginRequired(new ConnectionException("p: log in", true, null)))
                .isTrue();
    }

    @Test
    void otherFailuresDoNot() {
        assertThat(SsoErrors.loginRequired(
                        ResourceNotFoundException.builder().message("no table").build()))
                .isFalse();
        assertThat(SsoErrors.loginRequired(software.amazon.awssdk.services.sts.model.ExpiredTokenException.builder()
                        .message("The security token included in the request is expired")
                        .build()))
                .isFalse();
        assertThat(SsoErrors.loginRequired(SdkClientException.create("Unable to execute HTTP request")))
                .isFalse();
        assertThat(SsoErrors.loginRequired(new ConnectionException("profile `x` has no region; choose one")))
                .isFalse();
        assertThat(SsoErrors.loginRequired(null)).isFalse();
    }

    @Test
    void aCycleOfCausesEnds() {
        RuntimeException a = new RuntimeException("a");
        RuntimeException b = new RuntimeException("b", a);
        a.initCause(b);

        assertThat(SsoErrors.loginRequired(a)).isFalse();
    }
}
