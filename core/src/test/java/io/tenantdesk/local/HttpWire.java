package io.tenantdesk.local;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 as {@link FaultProxy} speaks it with the SDK and with the server: one request read off a connection,
 * one answer written back, and the server's answer read whole.
 */
final class HttpWire {

    private HttpWire() {}

    static void respond(OutputStream out, int status, String json) throws IOException {
        respond(
                out,
                new Response(
                        status,
                        Map.of("Content-Type", "application/x-amz-json-1.0"),
                        json.getBytes(StandardCharsets.UTF_8)));
    }

    static void respond(OutputStream out, Response response) throws IOException {
        StringBuilder head = new StringBuilder("HTTP/1.1 ")
                .append(response.status())
                .append(' ')
                .append(response.status() == 200 ? "OK" : "Error")
                .append("\r\n");
        response.headers()
                .forEach((name, value) ->
                        head.append(name).append(": ").append(value).append("\r\n"));
        head.append("Content-Length: ").append(response.body().length).append("\r\n\r\n");
        out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(response.body());
        out.flush();
    }

    /** A server's answer, its body read by its length or chunk by chunk. */
    static Response readResponse(InputStream in) throws IOException {
        String statusLine = line(in);
        if (statusLine == null || statusLine.isEmpty()) {
            throw new EOFException("the server closed the connection without an answer");
        }
        Map<String, String> headers = headerLines(in);
        byte[] body = "chunked".equalsIgnoreCase(headers.getOrDefault("transfer-encoding", ""))
                ? chunks(in)
                : exactly(in, Integer.parseInt(headers.getOrDefault("content-length", "0")));
        return new Response(Integer.parseInt(statusLine.split(" ")[1]), headers, body);
    }

    private static byte[] chunks(InputStream in) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int size = chunkSize(in); size > 0; size = chunkSize(in)) {
            body.write(exactly(in, size));
            line(in);
        }
        headerLines(in);
        return body.toByteArray();
    }

    private static int chunkSize(InputStream in) throws IOException {
        String line = line(in);
        if (line == null) {
            throw new EOFException("the server closed the connection inside a chunked answer");
        }
        int extension = line.indexOf(';');
        return Integer.parseInt((extension < 0 ? line : line.substring(0, extension)).trim(), 16);
    }

    private static byte[] exactly(InputStream in, int length) throws IOException {
        byte[] bytes = in.readNBytes(length);
        if (bytes.length < length) {
            throw new EOFException(
                    "the server closed the connection " + bytes.length + " bytes into a " + length + "-byte answer");
        }
        return bytes;
    }

    /** Header lines up to the blank line that ends them, by lower-case name. */
    private static Map<String, String> headerLines(InputStream in) throws IOException {
        Map<String, String> headers = new LinkedHashMap<>();
        for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
            int colon = header.indexOf(':');
            headers.put(
                    header.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    header.substring(colon + 1).trim());
        }
        return headers;
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

    record Response(int status, Map<String, String> headers, byte[] body) {}

    /** One HTTP/1.1 request with a Content-Length body, as the SDK's URLConnection client sends it. */
    record Request(String method, String path, Map<String, String> headers, byte[] body) {

        static Request read(InputStream in) throws IOException {
            String requestLine = line(in);
            if (requestLine == null || requestLine.isEmpty()) {
                return null;
            }
            String[] parts = requestLine.split(" ");
            Map<String, String> headers = headerLines(in);
            int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
            byte[] body = in.readNBytes(length);
            if (body.length < length) {
                return null;
            }
            return new Request(parts[0], parts[1], headers, body);
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
