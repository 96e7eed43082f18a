package io.tenantdesk.aws.connect;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.sts.StsClient;
import software.amazon.awssdk.services.sts.model.AssumeRoleRequest;
import software.amazon.awssdk.services.sts.model.AssumeRoleResponse;
import software.amazon.awssdk.services.sts.model.Credentials;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The credentials of an assume-role profile ({@code role_arn} with {@code source_profile} or
 * {@code credential_source}), as the AWS CLI v2 makes them: AssumeRole with the profile's {@code external_id},
 * {@code role_session_name} and {@code duration_seconds}, and with the code of its MFA device when it names one
 * ({@code mfa_serial}; the SDK for Java cannot ask for it). A session is reused for its duration: kept here, and in
 * the CLI's cache so that the next connection, and the AWS CLI, need no new code until it nears its end.
 * Closing it closes its STS client and its source credentials.
 */
final class AssumeRoleCredentials implements AwsCredentialsProvider, SdkAutoCloseable {

    private static final System.Logger LOG = System.getLogger(AssumeRoleCredentials.class.getName());

    private final String profile;
    private final AssumeRoleCache.Arguments arguments;
    private final StsClient sts;
    private final AwsCredentialsProvider source;
    private final AssumeRoleCache cache;
    private final MfaPrompt mfa;
    private final Clock clock;
    private AwsSessionCredentials current;

    AssumeRoleCredentials(
            String profile,
            AssumeRoleCache.Arguments arguments,
            StsClient sts,
            AwsCredentialsProvider source,
            AssumeRoleCache cache,
            MfaPrompt mfa,
            Clock clock) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.arguments = Objects.requireNonNull(arguments, "arguments");
        this.sts = Objects.requireNonNull(sts, "sts");
        this.source = Objects.requireNonNull(source, "source");
        this.cache = Objects.requireNonNull(cache, "cache");
        this.mfa = Objects.requireNonNull(mfa, "mfa");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public synchronized AwsCredentials resolveCredentials() {
        Instant now = clock.instant();
        if (current != null
                && current.expirationTime()
                        .map(at -> at.isAfter(now.plus(AssumeRoleCache.REUSE_MARGIN)))
                        .orElse(false)) {
            return current;
        }
        Optional<AwsSessionCredentials> cached = cache.read(arguments, now);
        if (cached.isPresent()) {
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "Reusing the cached session of role {0} for profile {1} (until {2})",
                    arguments.roleArn(),
                    profile,
                    cached.get().expirationTime().orElseThrow());
            current = cached.get();
            return current;
        }
        current = assume(now);
        return current;
    }

    private AwsSessionCredentials assume(Instant now) {
        AssumeRoleRequest.Builder request = AssumeRoleRequest.builder()
                .roleArn(arguments.roleArn())
                .roleSessionName(arguments.roleSessionName().orElse("tenantdesk-" + now.getEpochSecond()));
        arguments.externalId().ifPresent(request::externalId);
        arguments.durationSeconds().ifPresent(request::durationSeconds);
        if (arguments.mfaSerial().isPresent()) {
            String serial = arguments.mfaSerial().get();
            String code = mfa.code(profile, serial)
                    .map(String::strip)
                    .filter(c -> !c.isEmpty())
                    .orElseThrow(() -> CredentialsFailure.thrown("profile `" + profile
                            + "` assumes its role with MFA (mfa_serial " + serial + ") and no code was given"));
            request.serialNumber(serial).tokenCode(code);
        }
        AssumeRoleResponse response;
        try {
            response = sts.assumeRole(request.build());
        } catch (AwsServiceException e) {
            throw CredentialsFailure.thrown(
                    "profile `" + profile + "`: STS refused to assume " + arguments.roleArn()
                            + (arguments.mfaSerial().isPresent() ? " with the MFA code given" : "") + ": " + message(e),
                    e);
        } catch (SdkException e) {
            throw CredentialsFailure.thrown(
                    "profile `" + profile + "`: could not assume " + arguments.roleArn() + ": " + message(e), e);
        }
        Credentials issued = response.credentials();
        AwsSessionCredentials credentials = AwsSessionCredentials.builder()
                .accessKeyId(issued.accessKeyId())
                .secretAccessKey(issued.secretAccessKey())
                .sessionToken(issued.sessionToken())
                .expirationTime(issued.expiration())
                .build();
        cache.write(
                arguments,
                credentials,
                Optional.ofNullable(response.assumedRoleUser()).map(user -> user.arn()));
        LOG.log(
                System.Logger.Level.INFO,
                "Assumed role {0} for profile {1} until {2}",
                arguments.roleArn(),
                profile,
                issued.expiration());
        return credentials;
    }

    private static String message(SdkException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    @Override
    public void close() {
        Closeables.closeQuietly(sts);
        Closeables.closeQuietly(source);
    }

    @Override
    public String toString() {
        return "AssumeRoleCredentials[" + profile + "]";
    }
}
