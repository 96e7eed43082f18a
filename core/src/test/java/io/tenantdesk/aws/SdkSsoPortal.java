package io.tenantdesk.aws;

/**
 * Points the AWS SDK's own SSO portal client at an {@link AwsStub}: profile credentials for an SSO profile make
 * that client themselves, and read its endpoint from the system property {@value #PROPERTY} only. The property is
 * JVM-wide, so a test class that uses this runs alone; the previous value comes back when the stub is closed.
 */
public final class SdkSsoPortal {

    static final String PROPERTY = "aws.endpointUrlSso";

    private SdkSsoPortal() {}

    public static void pointAt(AwsStub stub) {
        String previous = System.getProperty(PROPERTY);
        System.setProperty(PROPERTY, stub.endpoint().toString());
        stub.whenClosed(() -> {
            if (previous == null) {
                System.clearProperty(PROPERTY);
            } else {
                System.setProperty(PROPERTY, previous);
            }
        });
    }
}
