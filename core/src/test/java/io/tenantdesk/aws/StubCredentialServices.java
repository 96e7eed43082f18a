package io.tenantdesk.aws;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The services of {@link AwsStub} that hand out AWS credentials: STS (GetCallerIdentity, AssumeRole with or
 * without MFA, AssumeRoleWithWebIdentity), the sign-in service that refreshes `aws login` sessions, and a
 * container's credentials endpoint.
 */
final class StubCredentialServices {

    /** A role STS lets a caller assume: who may assume it, with which MFA code, and the keys it hands out. */
    private record Role(String arn, String callerKey, String mfaCode, String issuedKey) {}

    private final ObjectMapper json;
    private final Map<String, String[]> identities = new ConcurrentHashMap<>();
    private final Map<String, Role> roles = new ConcurrentHashMap<>();
    private final Map<String, Role> webIdentityRoles = new ConcurrentHashMap<>();
    private final Map<String, String[]> loginRefreshes = new ConcurrentHashMap<>();
    private final List<AwsStub.StsCall> stsCalls = new CopyOnWriteArrayList<>();
    private final List<String> stsAccessKeys = new CopyOnWriteArrayList<>();

    StubCredentialServices(ObjectMapper json) {
        this.json = json;
    }

    void identity(String accessKey, String account, String arn) {
        identities.put(accessKey, new String[] {account, arn});
    }

    void role(String roleArn, String callerKey, String mfaCode, String issuedKey) {
        roles.put(roleArn, new Role(roleArn, callerKey, mfaCode, issuedKey));
    }

    void webIdentityRole(String roleArn, String token, String issuedKey) {
        webIdentityRoles.put(roleArn, new Role(roleArn, token, null, issuedKey));
    }

    void loginRefresh(String refreshToken, String issuedKey, String account, String arn) {
        loginRefreshes.put(refreshToken, new String[] {issuedKey, account, arn});
    }

    List<AwsStub.StsCall> calls(String action) {
        return stsCalls.stream().filter(call -> call.action().equals(action)).toList();
    }

    List<String> accessKeys() {
        return List.copyOf(stsAccessKeys);
    }

    void sts(HttpExchange exchange, Map<String, String> headers, String body) throws IOException {
        Map<String, String> form = StubReplies.query(body);
        Matcher credential = Pattern.compile("Credential=([^/]+)/").matcher(headers.getOrDefault("authorization", ""));
        String accessKey = credential.find() ? credential.group(1) : "";
        String action = form.getOrDefault("Action", "");
        stsCalls.add(new AwsStub.StsCall(action, Map.copyOf(form)));
        if (action.equals("AssumeRole")) {
            assumeRole(exchange, accessKey, form);
            return;
        }
        if (action.equals("AssumeRoleWithWebIdentity")) {
            Role role = webIdentityRoles.get(form.getOrDefault("RoleArn", ""));
            if (role == null || !role.callerKey().equals(form.get("WebIdentityToken"))) {
                stsError(exchange, "AccessDenied", "Not authorized to perform sts:AssumeRoleWithWebIdentity");
                return;
            }
            issue(exchange, "AssumeRoleWithWebIdentity", role, form.getOrDefault("RoleSessionName", "web"));
            return;
        }
        stsAccessKeys.add(accessKey);
        String[] who = identities.get(accessKey);
        if (!"GetCallerIdentity".equals(action) || who == null) {
            StubReplies.respond(
                    exchange,
                    403,
                    "text/xml",
                    "<ErrorResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\">"
                            + "<Error><Type>Sender</Type><Code>InvalidClientTokenId</Code>"
                            + "<Message>The security token included in the request is invalid.</Message></Error>"
                            + "<RequestId>stub</RequestId></ErrorResponse>",
                    null);
            return;
        }
        StubReplies.respond(
                exchange,
                200,
                "text/xml",
                "<GetCallerIdentityResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\">"
                        + "<GetCallerIdentityResult><Arn>" + who[1] + "</Arn><UserId>AIDASTUB:"
                        + accessKey.substring(0, 4)
                        + "</UserId><Account>" + who[0] + "</Account></GetCallerIdentityResult>"
                        + "<ResponseMetadata><RequestId>stub</RequestId></ResponseMetadata></GetCallerIdentityResponse>",
                null);
    }

    private void assumeRole(HttpExchange exchange, String accessKey, Map<String, String> form) throws IOException {
        Role role = roles.get(form.getOrDefault("RoleArn", ""));
        if (role == null || !role.callerKey().equals(accessKey)) {
            stsError(exchange, "AccessDenied", "User is not authorized to perform: sts:AssumeRole");
            return;
        }
        if (role.mfaCode() != null && !role.mfaCode().equals(form.get("TokenCode"))) {
            stsError(exchange, "AccessDenied", "MultiFactorAuthentication failed with invalid MFA one time pass code.");
            return;
        }
        issue(exchange, "AssumeRole", role, form.getOrDefault("RoleSessionName", "session"));
    }

    private void issue(HttpExchange exchange, String action, Role role, String sessionName) throws IOException {
        String account = role.arn().replaceAll("arn:aws:iam::(\\d{12}):role/.*", "$1");
        String roleName = role.arn().substring(role.arn().lastIndexOf('/') + 1);
        String assumed = "arn:aws:sts::" + account + ":assumed-role/" + roleName + "/" + sessionName;
        identity(role.issuedKey(), account, assumed);
        String expiration = Instant.now()
                .plus(Duration.ofHours(1))
                .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                .toString();
        StubReplies.respond(
                exchange,
                200,
                "text/xml",
                "<" + action + "Response xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\">"
                        + "<" + action + "Result><AssumedRoleUser><AssumedRoleId>AROASTUB:" + sessionName
                        + "</AssumedRoleId><Arn>"
                        + assumed + "</Arn></AssumedRoleUser><Credentials><AccessKeyId>" + role.issuedKey()
                        + "</AccessKeyId>"
                        + "<SecretAccessKey>" + AwsStub.ROLE_SECRET + "</SecretAccessKey><SessionToken>"
                        + AwsStub.ROLE_SESSION + "</SessionToken>"
                        + "<Expiration>" + expiration + "</Expiration></Credentials></" + action + "Result>"
                        + "<ResponseMetadata><RequestId>stub</RequestId></ResponseMetadata></" + action + "Response>",
                null);
    }

    private static void stsError(HttpExchange exchange, String code, String message) throws IOException {
        StubReplies.respond(
                exchange,
                403,
                "text/xml",
                "<ErrorResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\">"
                        + "<Error><Type>Sender</Type><Code>" + code + "</Code><Message>" + message
                        + "</Message></Error>"
                        + "<RequestId>stub</RequestId></ErrorResponse>",
                null);
    }

    /** CreateOAuth2Token with a refresh token and a DPoP proof, as the SDK's sign-in provider sends it. */
    void signinToken(HttpExchange exchange, Map<String, String> headers, String body) throws IOException {
        JsonNode input = json.readTree(body);
        String[] issued = loginRefreshes.get(input.path("refreshToken").asText());
        if (!headers.containsKey("dpop")
                || !"refresh_token".equals(input.path("grantType").asText())
                || issued == null) {
            StubReplies.respond(
                    exchange,
                    400,
                    "application/json",
                    "{\"error\":\"TOKEN_EXPIRED\",\"message\":\"stub refuses\"}",
                    "AccessDeniedException");
            return;
        }
        identity(issued[0], issued[1], issued[2]);
        Map<String, Object> accessToken = new LinkedHashMap<>();
        accessToken.put("accessKeyId", issued[0]);
        accessToken.put("secretAccessKey", AwsStub.ROLE_SECRET);
        accessToken.put("sessionToken", AwsStub.ROLE_SESSION);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("accessToken", accessToken);
        answer.put("tokenType", "aws_sigv4");
        answer.put("expiresIn", 900);
        answer.put("refreshToken", "stub-LOGIN-REFRESH-rotated");
        StubReplies.ok(exchange, json, answer);
    }

    /** What a container's credentials endpoint (ECS, CodeBuild) answers: the role key {@link AwsStub#ROLE_KEY}. */
    void containerCredentials(HttpExchange exchange) throws IOException {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("AccessKeyId", AwsStub.ROLE_KEY);
        answer.put("SecretAccessKey", AwsStub.ROLE_SECRET);
        answer.put("Token", AwsStub.ROLE_SESSION);
        answer.put(
                "Expiration",
                Instant.now()
                        .plus(Duration.ofHours(1))
                        .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                        .toString());
        StubReplies.ok(exchange, json, answer);
    }
}
