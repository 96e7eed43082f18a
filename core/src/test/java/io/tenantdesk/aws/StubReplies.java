package io.tenantdesk.aws;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** How {@link AwsStub}'s services answer: a status, a content type and AWS's request id and error type headers. */
final class StubReplies {

    private StubReplies() {}

    static void ok(HttpExchange exchange, ObjectMapper json, Object answer) throws IOException {
        respond(exchange, 200, "application/json", json.writeValueAsString(answer), null);
    }

    static void respond(HttpExchange exchange, int status, String type, String body, String errorType)
            throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("x-amzn-RequestId", "stub-request");
        if (errorType != null) {
            exchange.getResponseHeaders().set("x-amzn-ErrorType", errorType);
        }
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }

    static Map<String, String> query(String raw) {
        Map<String, String> values = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return values;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            values.put(key, value);
        }
        return values;
    }
}
