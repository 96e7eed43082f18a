package io.tenantdesk.aws.sso;

import io.tenantdesk.aws.SsoErrors;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;

/**
 * Run in a separate JVM (whose HOME is a test folder) by {@link SdkSharesTheCacheTest}: resolves profiles'
 * credentials with nothing but the SDK's own profile provider, and says whether each got the expected key.
 */
public final class SdkProfileProbe {

    private SdkProfileProbe() {}

    /** Arguments: the expected access key id, then the profiles to resolve in turn. */
    public static void main(String[] args) {
        for (int i = 1; i < args.length; i++) {
            try (ProfileCredentialsProvider provider = ProfileCredentialsProvider.create(args[i])) {
                AwsCredentials credentials = provider.resolveCredentials();
                System.out.println(
                        "PROBE " + args[i] + (credentials.accessKeyId().equals(args[0]) ? " match" : " mismatch"));
            } catch (RuntimeException e) {
                System.out.println("PROBE " + args[i] + " failed loginRequired=" + SsoErrors.loginRequired(e) + " "
                        + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
