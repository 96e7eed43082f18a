package io.tenantdesk.aws;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import io.tenantdesk.aws.sso.SsoLogin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.net.ssl.SSLContext;

/**
 * Plays AWS's identity services on 127.0.0.1 for tests: IAM Identity Center OIDC (register, device
 * authorization, token), the SSO portal (role credentials) and STS GetCallerIdentity. REST-JSON and query
 * protocols, unsigned where AWS's are, errors as AWS sends them. Every secret it issues is listed by
 * {@link #secrets()} so tests can check that none is logged.
 */
public final class AwsStub implements AutoCloseable {

    public static final String CLIENT_ID = "stub-client-id-0001";
    public static final String CLIENT_SECRET = "stub-client-SECRET-7c1f4e";
    public static final String DEVICE_CODE = "stub-DEVICE-CODE-93ab17";
    public static final String USER_CODE = "WXYZ-1234";
    public static final String ACCESS_TOKEN = "stub-ACCESS-TOKEN-aa11bb22";
    public static final String REFRESH_TOKEN = "stub-REFRESH-TOKEN-cc33dd44";
    public static final String REFRESHED_ACCESS_TOKEN = "stub-ACCESS-TOKEN-refreshed-ee55";
    public static final String REFRESHED_REFRESH_TOKEN = "stub-REFRESH-TOKEN-rotated-ff66";
    public static final String ROLE_KEY = "ASIASTUBROLEKEY00001";
    public static final String ROLE_SECRET = "stub-ROLE-SECRET-access-key-9f8e7d";
    public static final String ROLE_SESSION = "stub-ROLE-SESSION-token-6c5b4a";
    public static final Duration TOKEN_LIFETIME = Duration.ofHours(8);
    public static final Duration REGISTRATION_LIFETIME = Duration.ofDays(90);

    /** A GetRoleCredentials call as the portal saw it. */
    public record RoleCall(String account, String role, String bearer) {}

    /** An STS call as the stub saw it: its action and form parameters. */
    public record StsCall(String action, Map<String, String> parameters) {}

    /** A request as the stub saw it. */
    public record Seen(String method, String path, Map<String, String> headers, String body) {}

    private final HttpServer server;
    private final ExecutorService executor = Executors.newSingleThreadExecutor();
    private final ObjectMapper json = new ObjectMapper();
    private final StubCredentialServices credentials = new StubCredentialServices(json);
    private final Clock clock;
    private final Deque<String> deviceTokenScript = new ArrayDeque<>();
    private final Deque<String> refreshScript = new ArrayDeque<>();
    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final List<RoleCall> roleCalls = new CopyOnWriteArrayList<>();
    private final Set<String> dynamoTables = ConcurrentHashMap.newKeySet();
    private volatile String validToken = ACCESS_TOKEN;
    private volatile int deviceCodeSeconds = 600;
    private volatile int pollSeconds = 1;
    private final Deque<Runnable> whenClosed = new ArrayDeque<>();

    private AwsStub(Clock clock, SSLContext tls) throws IOException {
        this.clock = clock;
        InetSocketAddress loopback = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        if (tls == null) {
            this.server = HttpServer.create(loopback, 0);
        } else {
            HttpsServer https = HttpsServer.create(loopback, 0);
            https.setHttpsConfigurator(new HttpsConfigurator(tls));
            this.server = https;
        }
        server.createContext("/", this::handle);
        server.setExecutor(executor);
        server.start();
    }

    public static AwsStub start(Clock clock) {
        return start(clock, null);
    }

    /** Serves HTTPS with {@code tls}'s certificate, for tests of which authorities a client trusts. */
    public static AwsStub start(Clock clock, SSLContext tls) {
        try {
            return new AwsStub(clock, tls);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public URI endpoint() {
        return URI.create((server instanceof HttpsServer ? "https" : "http") + "://127.0.0.1:"
                + server.getAddress().getPort());
    }

    /** Runs {@code undo} when the stub is closed, after anything registered later: what a test pointed at it. */
    public synchronized AwsStub whenClosed(Runnable undo) {
        whenClosed.push(undo);
        return this;
    }

    /** What the device-code CreateToken calls answer, in order: pending, slow_down, expired, denied, success. */
    public synchronized AwsStub deviceTokens(String... outcomes) {
        deviceTokenScript.clear();
        deviceTokenScript.addAll(List.of(outcomes));
        return this;
    }

    /** What refresh-token CreateToken calls answer, in order: success, invalid_grant. */
    public synchronized AwsStub refreshes(String... outcomes) {
        refreshScript.clear();
        refreshScript.addAll(List.of(outcomes));
        return this;
    }

    /** How long a login should wait between polls for its token (AWS: 1 s, then 5 s more after each slow_down). */
    public AwsStub pollInterval(int seconds) {
        pollSeconds = seconds;
        return this;
    }

    /** How long a device code lives (AWS: 600 s). */
    public AwsStub deviceCodeLifetime(int seconds) {
        deviceCodeSeconds = seconds;
        return this;
    }

    /** The bearer token the portal accepts (after a refresh test, the refreshed one). */
    public AwsStub acceptToken(String token) {
        validToken = token;
        return this;
    }

    /** STS answers requests signed with {@code accessKey} as this identity. */
    public AwsStub identity(String accessKey, String account, String arn) {
        credentials.identity(accessKey, account, arn);
        return this;
    }

    /**
     * STS lets the holder of {@code callerKey} assume {@code roleArn} (with {@code mfaCode} as TokenCode when not
     * null), handing out {@code issuedKey}, whose identity is then the assumed role.
     */
    public AwsStub role(String roleArn, String callerKey, String mfaCode, String issuedKey) {
        credentials.role(roleArn, callerKey, mfaCode, issuedKey);
        return this;
    }

    /** STS lets the bearer of {@code token} assume {@code roleArn} by web identity, handing out {@code issuedKey}. */
    public AwsStub webIdentityRole(String roleArn, String token, String issuedKey) {
        credentials.webIdentityRole(roleArn, token, issuedKey);
        return this;
    }

    /**
     * The sign-in service (as `aws login` sessions are refreshed) exchanges {@code refreshToken} for {@code issuedKey},
     * whose identity is then {@code arn} in {@code account}.
     */
    public AwsStub loginRefresh(String refreshToken, String issuedKey, String account, String arn) {
        credentials.loginRefresh(refreshToken, issuedKey, account, arn);
        return this;
    }

    /** The STS calls of one action (AssumeRole, AssumeRoleWithWebIdentity, GetCallerIdentity), in order. */
    public List<StsCall> stsCalls(String action) {
        return credentials.calls(action);
    }

    /**
     * A DynamoDB that denies ListTables (a role limited to its own tables) and knows only these tables.
     */
    public AwsStub dynamoTables(String... tables) {
        dynamoTables.addAll(List.of(tables));
        return this;
    }

    public List<Seen> requests() {
        return List.copyOf(seen);
    }

    public long count(String path) {
        return seen.stream().filter(s -> s.path().equals(path)).count();
    }

    public List<RoleCall> roleCalls() {
        return List.copyOf(roleCalls);
    }

    public List<String> stsAccessKeys() {
        return credentials.accessKeys();
    }

    /** Everything secret this stub hands out or accepts. */
    public static List<String> secrets() {
        return List.of(
                CLIENT_SECRET,
                DEVICE_CODE,
                ACCESS_TOKEN,
                REFRESH_TOKEN,
                REFRESHED_ACCESS_TOKEN,
                REFRESHED_REFRESH_TOKEN,
                ROLE_SECRET,
                ROLE_SESSION,
                ROLE_KEY);
    }

    @Override
    public void close() {
        synchronized (this) {
            while (!whenClosed.isEmpty()) {
                whenClosed.pop().run();
            }
        }
        server.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            Map<String, String> headers = new HashMap<>();
            exchange.getRequestHeaders()
                    .forEach((k, v) -> headers.put(k.toLowerCase(Locale.ROOT), String.join(",", v)));
            String path = exchange.getRequestURI().getPath();
            seen.add(new Seen(exchange.getRequestMethod(), path, Collections.unmodifiableMap(headers), body));
            switch (path) {
                case "/client/register" -> register(exchange, body);
                case "/device_authorization" -> deviceAuthorization(exchange, body);
                case "/token" -> token(exchange, body);
                case "/federation/credentials" -> roleCredentials(exchange, headers);
                case "/v1/token" -> credentials.signinToken(exchange, headers, body);
                case "/container-credentials" -> credentials.containerCredentials(exchange);
                case "/" -> {
                    if (headers.containsKey("x-amz-target")) {
                        dynamo(exchange, headers.get("x-amz-target"), body);
                    } else {
                        credentials.sts(exchange, headers, body);
                    }
                }
                default ->
                    StubReplies.respond(
                            exchange, 404, "application/json", "{\"message\":\"no route " + path + "\"}", null);
            }
        }
    }

    private void register(HttpExchange exchange, String body) throws IOException {
        JsonNode request = json.readTree(body);
        if (!"public".equals(request.path("clientType").asText())) {
            oidcError(exchange, "InvalidClientMetadataException", "invalid_client_metadata");
            return;
        }
        Instant now = clock.instant();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("clientId", CLIENT_ID);
        answer.put("clientSecret", CLIENT_SECRET);
        answer.put("clientIdIssuedAt", now.getEpochSecond());
        answer.put("clientSecretExpiresAt", now.plus(REGISTRATION_LIFETIME).getEpochSecond());
        ok(exchange, answer);
    }

    private void deviceAuthorization(HttpExchange exchange, String body) throws IOException {
        JsonNode request = json.readTree(body);
        if (!CLIENT_ID.equals(request.path("clientId").asText())
                || !CLIENT_SECRET.equals(request.path("clientSecret").asText())) {
            oidcError(exchange, "InvalidClientException", "invalid_client");
            return;
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("deviceCode", DEVICE_CODE);
        answer.put("userCode", USER_CODE);
        answer.put("verificationUri", "https://device.sso.eu-west-1.amazonaws.com/");
        answer.put("verificationUriComplete", "https://device.sso.eu-west-1.amazonaws.com/?user_code=" + USER_CODE);
        answer.put("expiresIn", deviceCodeSeconds);
        answer.put("interval", pollSeconds);
        ok(exchange, answer);
    }

    private void token(HttpExchange exchange, String body) throws IOException {
        JsonNode request = json.readTree(body);
        if (!CLIENT_ID.equals(request.path("clientId").asText())
                || !CLIENT_SECRET.equals(request.path("clientSecret").asText())) {
            oidcError(exchange, "InvalidClientException", "invalid_client");
            return;
        }
        String grant = request.path("grantType").asText();
        if (grant.equals(SsoLogin.DEVICE_CODE_GRANT)) {
            if (!DEVICE_CODE.equals(request.path("deviceCode").asText())) {
                oidcError(exchange, "InvalidGrantException", "invalid_grant");
                return;
            }
            String outcome = next(deviceTokenScript);
            switch (outcome) {
                case "pending" -> oidcError(exchange, "AuthorizationPendingException", "authorization_pending");
                case "slow_down" -> oidcError(exchange, "SlowDownException", "slow_down");
                case "expired" -> oidcError(exchange, "ExpiredTokenException", "expired_token");
                case "denied" -> oidcError(exchange, "AccessDeniedException", "access_denied");
                default -> ok(exchange, tokens(ACCESS_TOKEN, REFRESH_TOKEN));
            }
        } else if (grant.equals(SsoLogin.REFRESH_GRANT)) {
            if (!REFRESH_TOKEN.equals(request.path("refreshToken").asText())
                    || next(refreshScript).equals("invalid_grant")) {
                oidcError(exchange, "InvalidGrantException", "invalid_grant");
                return;
            }
            validToken = REFRESHED_ACCESS_TOKEN;
            ok(exchange, tokens(REFRESHED_ACCESS_TOKEN, REFRESHED_REFRESH_TOKEN));
        } else {
            oidcError(exchange, "UnsupportedGrantTypeException", "unsupported_grant_type");
        }
    }

    private static Map<String, Object> tokens(String access, String refresh) {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("accessToken", access);
        answer.put("tokenType", "Bearer");
        answer.put("expiresIn", TOKEN_LIFETIME.toSeconds());
        answer.put("refreshToken", refresh);
        return answer;
    }

    private void roleCredentials(HttpExchange exchange, Map<String, String> headers) throws IOException {
        Map<String, String> query = StubReplies.query(exchange.getRequestURI().getRawQuery());
        String bearer = headers.getOrDefault("x-amz-sso_bearer_token", "");
        roleCalls.add(new RoleCall(query.get("account_id"), query.get("role_name"), bearer));
        if (!bearer.equals(validToken)) {
            StubReplies.respond(
                    exchange,
                    401,
                    "application/json",
                    "{\"message\":\"Session token not found or invalid\"}",
                    "UnauthorizedException");
            return;
        }
        credentials.identity(
                ROLE_KEY,
                query.get("account_id"),
                "arn:aws:sts::" + query.get("account_id") + ":assumed-role/" + query.get("role_name")
                        + "/ana@example.com");
        Map<String, Object> credentials = new LinkedHashMap<>();
        credentials.put("accessKeyId", ROLE_KEY);
        credentials.put("secretAccessKey", ROLE_SECRET);
        credentials.put("sessionToken", ROLE_SESSION);
        credentials.put("expiration", Instant.now().plus(Duration.ofHours(1)).toEpochMilli());
        ok(exchange, Map.of("roleCredentials", credentials));
    }

    private void dynamo(HttpExchange exchange, String target, String body) throws IOException {
        String type = "application/x-amz-json-1.0";
        if (target.endsWith(".ListTables")) {
            StubReplies.respond(
                    exchange,
                    400,
                    type,
                    "{\"__type\":\"com.amazon.coral.service#AccessDeniedException\","
                            + "\"message\":\"not authorized to perform: dynamodb:ListTables\"}",
                    null);
            return;
        }
        String table = json.readTree(body).path("TableName").asText();
        if (target.endsWith(".DescribeTable") && dynamoTables.contains(table)) {
            StubReplies.respond(
                    exchange,
                    200,
                    type,
                    "{\"Table\":{\"TableName\":\"" + table + "\",\"TableStatus\":\"ACTIVE\"}}",
                    null);
            return;
        }
        StubReplies.respond(
                exchange,
                400,
                type,
                "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException\","
                        + "\"message\":\"Requested resource not found\"}",
                null);
    }

    private synchronized String next(Deque<String> script) {
        return script.isEmpty() ? "success" : script.removeFirst();
    }

    private void ok(HttpExchange exchange, Object answer) throws IOException {
        StubReplies.ok(exchange, json, answer);
    }

    private void oidcError(HttpExchange exchange, String type, String error) throws IOException {
        StubReplies.respond(
                exchange,
                400,
                "application/json",
                "{\"error\":\"" + error + "\",\"error_description\":\"stub says " + error + "\"}",
                type);
    }
}
