package io.tenantdesk.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Answers S3 GetObject on 127.0.0.1 for one bucket whose objects are the files below a folder, path-style
 * ({@code GET /BUCKET/KEY}), as S3 does: the bytes with their length and ETag, or a 404 {@code NoSuchKey} /
 * {@code NoSuchBucket} error document. Nothing else: lint only reads objects.
 */
final class S3FolderStub implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor = Executors.newFixedThreadPool(4);
    private final String bucket;
    private final Path folder;
    private final List<String> requested = new CopyOnWriteArrayList<>();
    private final List<String> signedWith = new CopyOnWriteArrayList<>();

    private S3FolderStub(String bucket, Path folder) throws IOException {
        this.bucket = bucket;
        this.folder = folder;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.setExecutor(executor);
        server.start();
    }

    static S3FolderStub serve(String bucket, Path folder) throws IOException {
        return new S3FolderStub(bucket, folder);
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** The keys asked for, in order. */
    List<String> requested() {
        return requested;
    }

    /** The credential scope of each request's signature, e.g. {@code AKIA…/20260601/eu-west-1/s3/aws4_request}. */
    List<String> signedWith() {
        return signedWith;
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = URLDecoder.decode(exchange.getRequestURI().getRawPath(), StandardCharsets.UTF_8);
            String authorization = exchange.getRequestHeaders().getFirst("Authorization");
            if (authorization != null) {
                signedWith.add(authorization.replaceFirst("^.*Credential=([^,]*),.*$", "$1"));
            }
            String[] parts = path.replaceFirst("^/", "").split("/", 2);
            if (!exchange.getRequestMethod().equals("GET")) {
                error(exchange, 405, "MethodNotAllowed", "only GET");
                return;
            }
            if (!parts[0].equals(bucket)) {
                error(exchange, 404, "NoSuchBucket", "The specified bucket does not exist");
                return;
            }
            String key = parts.length > 1 ? parts[1] : "";
            requested.add(key);
            Path file = folder.resolve(key).normalize();
            if (key.isEmpty() || !file.startsWith(folder) || !Files.isRegularFile(file)) {
                error(exchange, 404, "NoSuchKey", "The specified key does not exist.");
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            exchange.getResponseHeaders().add("Content-Type", "application/octet-stream");
            exchange.getResponseHeaders().add("ETag", "\"" + HexFormat.of().formatHex(md5(bytes)) + "\"");
            exchange.sendResponseHeaders(200, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    private static void error(HttpExchange exchange, int status, String code, String message) throws IOException {
        byte[] body = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Error><Code>" + code + "</Code><Message>" + message
                        + "</Message><RequestId>stub</RequestId></Error>")
                .getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/xml");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static byte[] md5(byte[] bytes) {
        try {
            return MessageDigest.getInstance("MD5").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
