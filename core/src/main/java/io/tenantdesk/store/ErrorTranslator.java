package io.tenantdesk.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Locale;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Turns what the SDK throws into the few outcomes a support engineer can act on, naming the action and the
 * table involved.
 */
final class ErrorTranslator {

    private final String connection;

    ErrorTranslator(String connection) {
        this.connection = connection;
    }

    /**
     * @param action what was being done, e.g. "UpdateItem"
     * @param table  the logical table name, with the physical one when they differ
     */
    StoreException translate(RuntimeException e, String action, String table) {
        if (e instanceof StoreException store) {
            return store;
        }
        if (e instanceof ResourceNotFoundException) {
            return new StoreException(
                    StoreException.Kind.TABLE_MISSING,
                    "Table " + table + " does not exist on " + connection
                            + ". Check the connection's table-name mapping.",
                    e);
        }
        if (e instanceof ProvisionedThroughputExceededException
                || e instanceof RequestLimitExceededException
                || isThrottling(e)) {
            return new StoreException(
                    StoreException.Kind.THROTTLED,
                    "DynamoDB is throttling " + action + " on " + table
                            + " even after retries; wait a moment and try again.",
                    e);
        }
        if (e instanceof DynamoDbException dynamo
                && dynamo.awsErrorDetails() != null
                && "AccessDeniedException".equals(dynamo.awsErrorDetails().errorCode())) {
            return new StoreException(
                    StoreException.Kind.ACCESS_DENIED,
                    "Access denied: this identity may not call " + action + " on " + table + ". "
                            + dynamo.awsErrorDetails().errorMessage(),
                    e);
        }
        if (isLoginExpired(e) || isErrorCode(e, "ExpiredTokenException")) {
            return new StoreException(
                    StoreException.Kind.LOGIN_EXPIRED,
                    "The SSO sign-in for " + connection + " has expired. Log in again, then retry.",
                    e);
        }
        if (e instanceof SdkClientException && isNetwork(e)) {
            return new StoreException(
                    StoreException.Kind.CONNECTION_LOST,
                    "Lost the connection to DynamoDB (" + connection + ") during " + action + " on " + table + ": "
                            + rootMessage(e),
                    e);
        }
        if (e instanceof UncheckedIOException io) {
            return new StoreException(
                    StoreException.Kind.CONNECTION_LOST,
                    action + " on " + table + " failed: " + io.getCause().getMessage(),
                    e);
        }
        return new StoreException(
                StoreException.Kind.UNEXPECTED, action + " on " + table + " failed: " + e.getMessage(), e);
    }

    /** Why a write's reply was lost, in a few words, e.g. "DynamoDB answered HTTP 500 InternalServerError". */
    String lostReply(RuntimeException e) {
        if (e instanceof AwsServiceException service) {
            String code = service.awsErrorDetails() == null
                    ? null
                    : service.awsErrorDetails().errorCode();
            return "DynamoDB answered HTTP " + service.statusCode() + (code == null ? "" : " " + code);
        }
        if (e instanceof ApiCallAttemptTimeoutException || e instanceof ApiCallTimeoutException) {
            return "no reply in time";
        }
        return "the connection failed: " + rootMessage(e);
    }

    private static boolean isErrorCode(RuntimeException e, String code) {
        return e instanceof DynamoDbException d
                && d.awsErrorDetails() != null
                && code.equals(d.awsErrorDetails().errorCode());
    }

    private static boolean isThrottling(RuntimeException e) {
        return e instanceof DynamoDbException d
                && d.awsErrorDetails() != null
                && d.awsErrorDetails().errorCode() != null
                && d.awsErrorDetails().errorCode().toLowerCase(Locale.ROOT).contains("throttl");
    }

    private static boolean isLoginExpired(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String name = t.getClass().getName();
            if (name.equals("software.amazon.awssdk.services.sso.auth.ExpiredTokenException")
                    || name.equals("software.amazon.awssdk.services.sso.model.UnauthorizedException")) {
                return true;
            }
            String message = t.getMessage() == null ? "" : t.getMessage();
            if (message.contains("The SSO session associated with this profile has expired")
                    || message.contains("Token is expired")
                    || message.contains("token has expired")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNetwork(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException
                    || t instanceof UnknownHostException
                    || t instanceof SocketTimeoutException
                    || t instanceof IOException) {
                return true;
            }
        }
        return false;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
