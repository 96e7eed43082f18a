package io.tenantdesk.aws;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.utils.http.SdkHttpUtils;

/**
 * A call that never reached its service's host, said with the host and what to check: "cannot reach
 * sts.eu-west-1.amazonaws.com (STS AssumeRole): the name does not resolve. Check …". The SDK only says "Unable to
 * execute HTTP request: Connection refused". Clients get {@link #naming(Region, boolean)}, which puts this among
 * the causes of the failure: an interceptor must hand on the type the call threw, so it cannot throw its own.
 */
public final class UnreachableHost extends IOException {

    private static final long serialVersionUID = 1L;

    private UnreachableHost(String message, Throwable cause) {
        super(message, cause);
    }

    /** The first among {@code failure} and its causes. */
    public static Optional<UnreachableHost> in(Throwable failure) {
        return Causes.first(failure, UnreachableHost.class);
    }

    /** Why no connection was made ("the name does not resolve"); empty when one was, or for other failures. */
    public static Optional<String> neverConnected(Throwable failure) {
        for (Throwable t : Causes.of(failure)) {
            String message = t.getMessage() == null ? "" : t.getMessage().toLowerCase(Locale.ROOT);
            if (t instanceof UnknownHostException) {
                return Optional.of("the name does not resolve");
            }
            if (t instanceof NoRouteToHostException) {
                return Optional.of("there is no route to it");
            }
            if (t instanceof ConnectException) {
                return Optional.of(
                        message.contains("refused")
                                ? "it refused the connection"
                                : "connecting failed: " + t.getMessage());
            }
            if (t instanceof SocketTimeoutException && message.contains("connect timed out")) {
                return Optional.of("connecting to it timed out");
            }
        }
        return Optional.empty();
    }

    /**
     * Names the host in the failures of one client's calls.
     *
     * @param region             the client's region, to check when its endpoint is the region's
     * @param endpointOverridden whether the client's endpoint was set (endpoint_url, AWS_ENDPOINT_URL_…)
     */
    public static ExecutionInterceptor naming(Region region, boolean endpointOverridden) {
        return new Naming(region, endpointOverridden);
    }

    private record Naming(Region region, boolean endpointOverridden) implements ExecutionInterceptor {

        @Override
        public Throwable modifyException(Context.FailedExecution context, ExecutionAttributes attributes) {
            Throwable failure = context.exception();
            Optional<String> why = neverConnected(failure);
            if (failure.getClass() != SdkClientException.class
                    || why.isEmpty()
                    || in(failure).isPresent()) {
                return failure;
            }
            String service = service(attributes.getAttribute(SdkExecutionAttribute.SERVICE_NAME));
            String host = context.httpRequest().map(Naming::host).orElse("the " + service + " endpoint");
            String message = "cannot reach " + host + " (" + service + " "
                    + attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME) + "): " + why.get()
                    + ". Check the network connection, a proxy (HTTPS_PROXY) and "
                    + (endpointOverridden
                            ? "the endpoint set for " + service + " (endpoint_url in the profile, AWS_ENDPOINT_URL…)"
                            : "the region (" + region.id() + ")");
            return SdkClientException.builder()
                    .message(message)
                    .cause(new UnreachableHost(message, failure))
                    .build();
        }

        private static String host(SdkHttpRequest request) {
            return request.port() == SdkHttpUtils.standardPort(request.protocol())
                    ? request.host()
                    : request.host() + ":" + request.port();
        }

        private static String service(String name) {
            if (name == null) {
                return "the service";
            }
            return switch (name) {
                case "Sts" -> "STS";
                case "Sso" -> "IAM Identity Center";
                case "SsoOidc" -> "IAM Identity Center OIDC";
                case "DynamoDb" -> "DynamoDB";
                case "Signin" -> "AWS sign-in";
                default -> name;
            };
        }
    }
}
