package io.tenantdesk.aws;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A client that answers through a shared one but counts its closes instead of closing it, for ownership tests. */
public final class ClosingClient {

    private final AtomicInteger closes = new AtomicInteger();
    private final DynamoDbClient client;

    public ClosingClient(DynamoDbClient shared) {
        client = (DynamoDbClient) Proxy.newProxyInstance(
                ClosingClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close")) {
                        closes.incrementAndGet();
                        return null;
                    }
                    try {
                        return method.invoke(shared, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    public DynamoDbClient client() {
        return client;
    }

    public int closes() {
        return closes.get();
    }
}
