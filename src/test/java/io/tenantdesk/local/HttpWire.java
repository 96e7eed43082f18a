package io.tenantdesk.local;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** HTTP/1.1 as {@link FaultProxy} speaks it with the SDK: one request read off a connection, one answer written back. */
final class HttpWire {

    private HttpWire() {
    }

    static void respond(OutputStream out, int status, String json) throws IOException {
        respond(out, new Response(status, Map.of("Content-Type", "application/x-amz-json-1.0"),
                json.getBytes(StandardCharsets.UTF_8)));
    }

    static void respond(OutputStream out, Response response) throws IOException {
        StringBuilder head = new StringBuilder("HTTP/1.1 ").append(response.status()).append(' ')
                .append(response.status() == 200 ? "OK" : "Error").append("\r\n");
        response.headers().forEach((name, value) -> head.append(name).append(": ").append(value).append("\r\n"));
        head.append("Content-Length: ").append(response.body().length).append("\r\n\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(response.body());
        out.flush();
    }

    record Response(int status, Map<String, String> headers, byte[] body) {
    }

    /** One HTTP/1.1 request with a Content-Length body, as the SDK's URLConnection client sends it. */
    record Request(String method, String path, Map<String, String> headers, byte[] body) {

        static Request read(InputStream in) throws IOException {
            String requestLine = line(in);
            if (requestLine == null || requestLine.isEmpty()) {
                return null;
            }
            String[] parts = requestLine.split(" ");
            Map<String, String> headers = new LinkedHashMap<>();
            for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
                int colon = header.indexOf(':');
                headers.put(header.substring(0, colon).trim().toLowerCase(Locale.ROOT), header.substring(colon + 1).trim());
            }
            int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
            byte[] body = in.readNBytes(length);
            if (body.length < length) {
                return null;
            }
            return new Request(parts[0], parts[1], headers, body);
        }

        private static String line(InputStream in) throws IOException {
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != -1) {
                if (b == '\n') {
                    String line = text.toString(StandardCharsets.ISO_8859_1);
                    return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
                }
                text.write(b);
            }
            return text.size() == 0 ? null : text.toString(StandardCharsets.ISO_8859_1);
        }

        /** The DynamoDB operation, from {@code X-Amz-Target: DynamoDB_20120810.UpdateItem}. */
        String operation() {
            String target = headers.getOrDefault("x-amz-target", "");
            return target.substring(target.indexOf('.') + 1);
        }

        boolean closes() {
            return "close".equalsIgnoreCase(headers.getOrDefault("connection", ""));
        }
    }
}
